// Maintenance and repair records (older calls, /cloud/clgl/maintenanceManage/).
import { date, defineResource, money, number, reference, text } from '../../../kit/resource';
import { classic, classicApi } from './paths';

export const maintenanceManage = defineResource({
  id: 'maintenanceManage',
  title: 'clgl.maintenanceManage',
  api: classicApi('maintenanceManage'),
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    parentTypeId: reference({ resource: 'maintenanceParentType', display: 'typeName', required: true, filter: true }),
    subTypeId: reference({ resource: 'maintenanceSubType', display: 'typeName', filter: true, dependsOn: { field: 'parentTypeId', by: 'parentId' } }),
    factoryId: reference({ resource: 'serviceFactory', display: 'factoryName', filter: true }),
    maintainDate: date({ required: true, filter: true, sortable: true, default: 'today' }),
    mileage: number({ min: 0, max: 2000000, integer: true, unit: 'kit.unit.km' }),
    cost: money({ required: true, max: 500000, unit: 'kit.unit.yuan', sortable: true }),
    content: text({ required: true, max: 300, multiline: true }),
    handler: text({ max: 20 }),
  },
  display: 'content',
  defaultSort: { field: 'maintainDate', order: 'desc' },
  actions: { bkExport: { api: classic('maintenanceManage', 'bkExport'), label: 'clgl.action.bkExport', scope: 'toolbar', download: true } },
});
