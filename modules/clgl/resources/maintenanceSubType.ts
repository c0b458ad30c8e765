// Maintenance items under a category (sub types), with the usual interval for upkeep plans.
import { defineResource, number, reference, text } from '../../../kit/resource';
import { classic, classicApi } from './paths';

const entity = 'maintenanceManage/subType';

export const maintenanceSubType = defineResource({
  id: 'maintenanceSubType',
  title: 'clgl.maintenanceSubType',
  api: classicApi(entity),
  fields: {
    parentId: reference({ resource: 'maintenanceParentType', display: 'typeName', required: true, filter: true }),
    typeName: text({ required: true, max: 30, filter: true, sortable: true }),
    typeCode: text({ required: true, max: 16, pattern: '^[A-Z0-9-]+$', filter: true, sortable: true }),
    intervalKm: number({ min: 0, max: 500000, integer: true, unit: 'kit.unit.km' }),
    intervalDays: number({ min: 0, max: 3650, integer: true }),
  },
  unique: ['typeCode'],
  display: 'typeName',
  defaultSort: { field: 'typeCode', order: 'asc' },
  actions: { bkExport: { api: classic(entity, 'bkExport'), label: 'clgl.action.bkExport', scope: 'toolbar', download: true } },
});
