// Water drawn by sprinkler and washing vehicles at water stations.
import { datetime, defineResource, money, number, reference, text } from '../../../kit/resource';
import { dualGenerations, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

export const waterManage = defineResource({
  id: 'waterManage',
  title: 'clgl.waterManage',
  api: v2Api('waterManage'),
  generations: dualGenerations('waterManage'),
  softDelete: RECYCLE,
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    stationId: reference({ resource: 'waterStation', display: 'stationName', required: true, filter: true }),
    waterTime: datetime({ required: true, filter: true, sortable: true, default: 'now' }),
    volume: number({ required: true, min: 0, max: 100, precision: 2, unit: 'kit.unit.t', sortable: true }),
    amount: money({ required: true, max: 10000, unit: 'kit.unit.yuan', sortable: true }),
    operator: text({ max: 20 }),
    remark: text({ max: 200, multiline: true, column: { hidden: true } }),
    ...recycleFields(),
  },
  defaultSort: { field: 'waterTime', order: 'desc' },
  actions: { all: { api: v2('waterManage', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
