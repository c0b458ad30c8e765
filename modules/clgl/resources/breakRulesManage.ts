// Traffic violations (违章) of the vehicles, with penalty points and fines.
import { datetime, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { dualGenerations, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

export const breakRulesManage = defineResource({
  id: 'breakRulesManage',
  title: 'clgl.breakRulesManage',
  api: v2Api('breakRulesManage'),
  generations: dualGenerations('breakRulesManage'),
  softDelete: RECYCLE,
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    violationTime: datetime({ required: true, filter: true, sortable: true }),
    location: text({ required: true, max: 60 }),
    violationType: enumOf({ source: 'violationType', required: true, filter: true }),
    points: number({ required: true, min: 0, max: 12, integer: true, sortable: true }),
    fine: money({ required: true, max: 5000, unit: 'kit.unit.yuan', sortable: true }),
    driverName: text({ max: 20, filter: true }),
    handleStatus: enumOf({ source: 'handleStatus', required: true, filter: true, default: 'unhandled' }),
    ...recycleFields(),
  },
  display: 'location',
  defaultSort: { field: 'violationTime', order: 'desc' },
  actions: { all: { api: v2('breakRulesManage', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
