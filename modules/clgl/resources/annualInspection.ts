// Annual inspections (年检); the older calls name them inspectionManage. An inspection close to its
// expiry raises an expiration reminder, which can be ignored.
import { date, defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { dualGenerations, V2, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

export const annualInspection = defineResource({
  id: 'annualInspection',
  title: 'clgl.annualInspection',
  api: v2Api('annualInspection'),
  generations: dualGenerations('annualInspection'),
  softDelete: RECYCLE,
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    inspectionDate: date({ required: true, filter: true, sortable: true }),
    expireDate: date({ required: true, filter: true, sortable: true }),
    station: text({ max: 40 }),
    cost: money({ max: 10000, unit: 'kit.unit.yuan' }),
    result: enumOf({ source: 'inspectionResult', required: true, filter: true, default: 'pass' }),
    handler: text({ max: 20 }),
    remindStatus: enumOf({ source: 'remindStatus', form: false, import: false, filter: true, default: 'normal' }),
    ...recycleFields(),
  },
  defaultSort: { field: 'expireDate', order: 'asc' },
  actions: {
    all: { api: v2('annualInspection', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' },
    ignore: { api: { method: 'POST', path: `${V2}/annualInspection/ignore`, json: true }, label: 'clgl.action.ignoreRemind', scope: 'row', confirm: 'clgl.action.ignoreConfirm' },
  },
});
