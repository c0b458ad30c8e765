// Maintenance costs (维修费用): one row per cost of a car of 车辆管理 (clgl.car, referred to) — oil,
// repair, upkeep, accessories, tyres — with its repair grade and class. A settlement (settlement.ts)
// closes the costs of a car and period: a settled cost is neither edited nor deleted, and no new cost
// is dated inside a settled period, until the settlement is revoked (server/costs.ts). The oil and
// repair costs have their own calls (cost/oil, cost/repair: views with the type fixed).
import { date, defineResource, defineView, enumOf, money, number, reference, text } from '../../../kit/resource';
import { COST_TYPES } from './enums';
import { CAR, options } from './paths';

export const SETTLE_STATES = ['unsettled', 'settled'] as const;

export const cost = defineResource({
  id: 'cost',
  title: 'clwxfw.cost',
  api: { list: '/cloud/clwxfw/cost/pageList', create: '/cloud/clwxfw/cost/save', update: '/cloud/clwxfw/cost/update', remove: '/cloud/clwxfw/cost/delete', export: '/cloud/clwxfw/cost/export' },
  fields: {
    carId: reference({ ...CAR, required: true, filter: 'eq', column: { fixed: 'left', width: 130 } }),
    costType: enumOf({ options: options('costType', COST_TYPES), required: true, filter: true }),
    costDate: date({ required: true, default: 'today', filter: 'range', sortable: true }),
    amount: money({ required: true, min: 0.01, max: 1_000_000, unit: 'kit.unit.yuan', sortable: true }),
    grade: enumOf({ source: 'grade', filter: true }),
    repairClass: enumOf({ source: 'repairClass', filter: true }),
    accessoryType: enumOf({ source: 'accessoryType', filter: true }),
    factory: text({ max: 40, filter: true }),
    mileage: number({ integer: true, min: 0, max: 2_000_000, unit: 'kit.unit.km' }),
    content: text({ max: 100 }),
    settleState: enumOf({ options: options('settleState', SETTLE_STATES), form: false, import: false, filter: true, default: 'unsettled' }),
    settlementNo: text({ form: false, import: false, filter: 'eq' }),
  },
  display: 'content',
  defaultSort: { field: 'costDate', order: 'desc' },
  // The list offers no 编辑/删除 on a settled cost; server/costs.ts refuses them.
  lockedWhen: { field: 'settleState', in: ['settled'] },
});

/** The fields only a repair, upkeep or part has (grade, class, part type, factory): no column or filter on the oil costs. */
const REPAIR_ONLY = ['grade', 'repairClass', 'accessoryType', 'factory'] as const;

/** cost/oil: the oil costs, without the columns a fuel cost never fills. */
const oilView = defineView(cost, { id: 'oilCost', title: 'clwxfw.oilCost', filters: { costType: 'oil' }, api: { list: '/cloud/clwxfw/cost/oil' }, readOnly: true });
export const oilCost: typeof oilView = {
  ...oilView,
  fields: { ...oilView.fields, ...Object.fromEntries(REPAIR_ONLY.map((name) => [name, { ...oilView.fields[name], column: false, filter: false, export: false }])) },
};

/** cost/repair: the repair costs. */
export const repairCost = defineView(cost, { id: 'repairCost', title: 'clwxfw.repairCost', filters: { costType: 'repair' }, api: { list: '/cloud/clwxfw/cost/repair' }, readOnly: true });
