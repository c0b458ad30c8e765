// The service's computed lists (server/reports.ts): the monthly cost of each car by type (cost/month),
// the cost of each month by cost type (month/cblx) and the repair cost of each month by repair class
// (month/wblx); the service cars with their GPS device and whether it is heard (car/getCarDevicePage)
// and the vehicle devices of the platform's device store with the car they are fitted to
// (carDevice/getList).
import { defineReport, enumOf, money, number, reference, text } from '../../../kit/resource';
import { COST_TYPES } from './enums';
import { CAR, options } from './paths';

const MONTH = { pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'clwxfw.monthRule' } as const;

export const costMonth = defineReport({
  id: 'costMonth',
  title: 'clwxfw.costMonth',
  api: { list: { method: 'POST', path: '/cloud/clwxfw/cost/month' } },
  fields: {
    month: text({ ...MONTH, filter: 'range' }),
    carId: reference({ ...CAR, filter: 'eq' }),
    oil: money({ unit: 'kit.unit.yuan' }),
    repair: money({ unit: 'kit.unit.yuan' }),
    upkeep: money({ unit: 'kit.unit.yuan' }),
    accessory: money({ unit: 'kit.unit.yuan' }),
    tyre: money({ unit: 'kit.unit.yuan' }),
    other: money({ unit: 'kit.unit.yuan' }),
    total: money({ unit: 'kit.unit.yuan' }),
  },
});

export const costByType = defineReport({
  id: 'costByType',
  title: 'clwxfw.costByType',
  api: { list: '/cloud/clwxfw/month/cblx' },
  fields: {
    month: text({ ...MONTH, filter: 'range' }),
    costType: enumOf({ options: options('costType', COST_TYPES), filter: 'eq' }),
    count: number({ integer: true }),
    amount: money({ unit: 'kit.unit.yuan' }),
  },
});

export const repairByClass = defineReport({
  id: 'repairByClass',
  title: 'clwxfw.repairByClass',
  api: { list: '/cloud/clwxfw/month/wblx' },
  fields: {
    month: text({ ...MONTH, filter: 'range' }),
    repairClass: enumOf({ source: 'repairClass', filter: 'eq' }),
    count: number({ integer: true }),
    amount: money({ unit: 'kit.unit.yuan' }),
  },
});

const ONLINE = options('online', ['online', 'offline', 'none']);

export const carDevicePage = defineReport({
  id: 'carDevicePage',
  title: 'clwxfw.carDevicePage',
  api: { list: '/cloud/clwxfw/car/getCarDevicePage' },
  fields: {
    carId: reference({ ...CAR, filter: 'eq' }),
    deviceCode: text({ filter: true }),
    online: enumOf({ options: ONLINE, filter: 'eq' }),
    heardAt: text(),
  },
});

export const carDevice = defineReport({
  id: 'carDevice',
  title: 'clwxfw.carDevice',
  api: { list: '/cloud/clwxfw/carDevice/getList' },
  fields: {
    deviceCode: text({ filter: true }),
    deviceName: text(),
    carId: reference({ ...CAR, filter: 'eq' }),
    online: enumOf({ options: ONLINE, filter: 'eq' }),
    heardAt: text(),
  },
});
