// Vehicles of the fleet: one table behind the v2 calls, the older /cloud/clgl/car/ calls (generation
// `classic`) and the platform account's /cloud/yht/v2/web/car/ calls (generation `platform`). Deleted
// cars wait in the recycle list (carRecycle.ts) until recovered.
import { date, defineResource, enumOf, money, number, text, treeSelect, type AnswerFields } from '../../../kit/resource';
import { dualGenerations, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

const YHT = '/cloud/yht/v2/web/car';

/** 车辆概览 (view.smvc, server/platform.ts): the car, its latest maintenance, inspection and insurance expiry, fuel cards and open violations. */
const VIEW_ANSWER: AnswerFields = {
  car: 'car',
  lastMaintenance: {
    date: date({ label: 'clgl.maintenanceManage.maintainDate' }),
    content: text({ label: 'clgl.maintenanceManage.content' }),
    cost: money({ label: 'clgl.maintenanceManage.cost', unit: 'kit.unit.yuan' }),
  },
  inspectionExpire: date(),
  insuranceExpire: date(),
  oilCards: {
    cardNo: text({ label: 'clgl.oilCard.cardNo' }),
    balance: money({ label: 'clgl.oilCard.balance', unit: 'kit.unit.yuan' }),
    status: enumOf({ source: 'oilCardStatus', label: 'clgl.oilCard.status' }),
  },
  openViolations: number(),
};

export const PLATE_PATTERN = '^[\\u4e00-\\u9fa5][A-Z]·?[A-Z0-9]{5,6}$';

export const car = defineResource({
  id: 'car',
  title: 'clgl.car',
  api: { ...v2Api('car'), recycleList: v2('car', 'recycleList'), recover: v2('car', 'recover') },
  generations: {
    ...dualGenerations('car'),
    platform: { list: v2('car', 'page'), create: `${YHT}/insert`, update: `${YHT}/update`, import: `${YHT}/import` },
  },
  softDelete: RECYCLE,
  fields: {
    plateNo: text({ required: true, max: 12, pattern: PLATE_PATTERN, patternMessage: 'clgl.plateFormat', filter: true, sortable: true, column: { fixed: 'left', width: 130 } }),
    carType: enumOf({ source: 'carType', required: true, filter: true }),
    brand: text({ required: true, max: 30, filter: true }),
    model: text({ max: 40 }),
    vin: text({ max: 17, min: 17, pattern: '^[A-HJ-NPR-Z0-9]{17}$', column: { hidden: true } }),
    engineNo: text({ max: 20, column: { hidden: true } }),
    fuelType: enumOf({ source: 'fuelType', required: true, filter: true }),
    deptId: treeSelect({ tree: 'department' }),
    groupCode: text({ max: 12, filter: true, column: { hidden: true } }),
    groupName: text({ max: 30, filter: true }),
    driverName: text({ max: 20, filter: true }),
    driverPhone: text({ max: 11, pattern: '^1\\d{10}$' }),
    loadWeight: number({ min: 0, max: 60, precision: 2, unit: 'kit.unit.t', column: { hidden: true } }),
    purchaseDate: date({ sortable: true, filter: true }),
    purchasePrice: money({ max: 5000000, unit: 'kit.unit.yuan', sortable: true }),
    mileage: number({ min: 0, max: 2000000, integer: true, unit: 'kit.unit.km', sortable: true }),
    status: enumOf({ source: 'carStatus', required: true, filter: true, default: 'inService' }),
    ...recycleFields(),
  },
  unique: ['plateNo'],
  display: 'plateNo',
  defaultSort: { field: 'plateNo', order: 'asc' },
  // Offered to the platform's table lookups (the data monitor counts new cars).
  lookup: ['plateNo', 'carType', 'fuelType', 'purchaseDate', 'status'],
  // A new group code is asked for while creating a car: it needs the car's create function.
  functions: { 'act.newGroupCode': 'create' },
  actions: {
    all: { api: v2('car', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' },
    view: { api: 'POST /cloud/clwxfw/api/np/v2/car/view.smvc', label: 'clgl.car.view', scope: 'row', show: 'detail', answer: VIEW_ANSWER, reads: true },
    newGroupCode: { api: `${YHT}/getNewGroupCode`, label: 'clgl.car.newGroupCode', scope: 'toolbar', show: 'detail' },
  },
});
