// Traffic accidents of the fleet (事故管理), at the older and the v2 accidentManage paths.
import { datetime, defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { dualGenerations, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

export const accidentManage = defineResource({
  id: 'accidentManage',
  title: 'clgl.accidentManage',
  api: v2Api('accidentManage'),
  generations: dualGenerations('accidentManage'),
  softDelete: RECYCLE,
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    accidentTime: datetime({ required: true, filter: true, sortable: true }),
    location: text({ required: true, max: 60, filter: true }),
    driverName: text({ required: true, max: 20, filter: true }),
    accidentType: enumOf({ source: 'accidentType', required: true, filter: true }),
    responsibility: enumOf({ source: 'responsibility', required: true }),
    lossAmount: money({ max: 2000000, unit: 'kit.unit.yuan', sortable: true }),
    status: enumOf({ source: 'accidentStatus', required: true, filter: true, default: 'pending' }),
    description: text({ max: 500, multiline: true, column: { hidden: true } }),
    ...recycleFields(),
  },
  display: 'location',
  defaultSort: { field: 'accidentTime', order: 'desc' },
  actions: { all: { api: v2('accidentManage', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
