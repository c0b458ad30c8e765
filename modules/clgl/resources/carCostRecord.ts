// Other running costs of the vehicles (parking, tolls, washing, tyres …), confirmed by the fleet
// accountant one by one or all at once; the cost analysis export sums every cost of a period.
import { date, defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { V2, v2, v2Api } from './paths';

const call = (op: string) => ({ method: 'POST' as const, path: `${V2}/carCostRecord/${op}`, json: true });

export const carCostRecord = defineResource({
  id: 'carCostRecord',
  title: 'clgl.carCostRecord',
  api: v2Api('carCostRecord'),
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    costType: enumOf({ source: 'costType', required: true, filter: true }),
    costDate: date({ required: true, filter: true, sortable: true, default: 'today' }),
    amount: money({ required: true, max: 500000, unit: 'kit.unit.yuan', sortable: true }),
    payer: text({ max: 20 }),
    remark: text({ max: 100 }),
    status: enumOf({ source: 'costStatus', form: false, import: false, filter: true, default: 'pending' }),
  },
  defaultSort: { field: 'costDate', order: 'desc' },
  // The analysis workbook takes the records out: the resource's export function.
  functions: { 'act.analysis': 'export' },
  actions: {
    all: { api: v2('carCostRecord', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' },
    confirm: { api: call('updateStatus'), label: 'clgl.carCostRecord.confirm', scope: 'row', confirm: 'clgl.carCostRecord.confirmAsk' },
    confirmSelected: { api: call('updateStatus'), label: 'clgl.carCostRecord.confirm', scope: 'selection', confirm: 'clgl.carCostRecord.confirmAsk' },
    confirmAll: { api: call('updateAllStatus'), label: 'clgl.carCostRecord.confirmAll', scope: 'toolbar', confirm: 'clgl.carCostRecord.confirmAllAsk' },
    analysis: { api: v2('analysis', 'export'), label: 'clgl.carCostRecord.analysis', scope: 'toolbar', download: true },
  },
});
