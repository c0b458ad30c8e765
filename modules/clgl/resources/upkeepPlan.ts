// Upkeep (preventive maintenance) plans: created one car at a time or for many cars at once
// (insertAll), done or ignored. The spec's names here are vague; see README.md.
import { date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { classic } from './paths';

export const upkeepPlan = defineResource({
  id: 'upkeepPlan',
  title: 'clgl.upkeepPlan',
  api: {
    list: classic('upkeepPlan', 'page'),
    upsert: classic('upkeepPlan', 'update'),
    remove: classic('upkeepPlan', 'delete'),
    import: 'POST /cloud/clgl/upkeepPlan/import',
  },
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    subTypeId: reference({ resource: 'maintenanceSubType', display: 'typeName', required: true, filter: true }),
    planDate: date({ required: true, filter: true, sortable: true }),
    planMileage: number({ min: 0, max: 2000000, integer: true, unit: 'kit.unit.km' }),
    content: text({ max: 200 }),
    status: enumOf({ source: 'upkeepStatus', form: false, import: false, filter: true, default: 'pending' }),
  },
  display: 'content',
  defaultSort: { field: 'planDate', order: 'asc' },
  actions: {
    ignore: { api: classic('upkeepPlan', 'ignore'), label: 'clgl.action.ignore', scope: 'row', confirm: 'clgl.upkeepPlan.ignoreConfirm' },
    insertAll: {
      api: classic('upkeepPlan', 'insertAll'),
      label: 'clgl.upkeepPlan.insertAll',
      scope: 'toolbar',
      prompt: { plateNos: 'clgl.upkeepPlan.plateNos', subTypeCode: 'clgl.upkeepPlan.subTypeCode', planDate: 'clgl.upkeepPlan.planDate' },
    },
  },
});
