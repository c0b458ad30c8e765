// Maintenance categories (parent types: engine, chassis, body, upper equipment …).
import { defineResource, text } from '../../../kit/resource';
import { classic, classicApi } from './paths';

const entity = 'maintenanceManage/parentType';

export const maintenanceParentType = defineResource({
  id: 'maintenanceParentType',
  title: 'clgl.maintenanceParentType',
  api: classicApi(entity),
  fields: {
    typeName: text({ required: true, max: 30, filter: true, sortable: true }),
    typeCode: text({ required: true, max: 12, pattern: '^[A-Z0-9-]+$', filter: true, sortable: true }),
    remark: text({ max: 200 }),
  },
  unique: ['typeCode'],
  display: 'typeName',
  defaultSort: { field: 'typeCode', order: 'asc' },
  actions: { bkExport: { api: classic(entity, 'bkExport'), label: 'clgl.action.bkExport', scope: 'toolbar', download: true } },
});
