/**
 * The fleet's computed lists: daily costs, fuel consumption, popular vehicles and groups. Each reads the records through the tenant-scoped store and pages in
 * memory (a tenant's fleet is hundreds of vehicles, not millions of rows).
 */
import { checkedToWire, enumLabel, pageRows, type CheckedListQuery, type HandlerContext, type ModuleStore, type ReportSource } from '../../../kit/resource';
import { cents } from './common';
import { clglEnums } from '../enums';
import { car } from '../resources/car';

type Row = Record<string, unknown>;

/** The report's checked filters as plain values: `{ plateNo: '浙A', costDateStart: … }`. */
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;

/** The caller's cars (not those in the recycle list) by id. */
export async function plates(store: ModuleStore): Promise<Map<number, Row>> {
  return new Map((await store.all('car', {}, 20000)).map((c) => [c.id as number, c]));
}

const matchesPlate = (plate: string, filter: string | undefined) => !filter || plate.includes(filter);

const dailyCost: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const range = (field: string) => ({ [`${field}Start`]: f.costDateStart, [`${field}End`]: f.costDateEnd });
  const cars = await plates(store);
  const sums = new Map<string, Row>();
  const add = (carId: unknown, day: string, key: 'fuel' | 'water' | 'maintenance' | 'other', amount: unknown) => {
    const c = cars.get(carId as number);
    if (!c || !matchesPlate(String(c.plateNo), f.plateNo)) return;
    const k = `${day}#${String(carId)}`;
    const row = sums.get(k) ?? { id: k, costDate: day, plateNo: c.plateNo, fuel: 0, water: 0, maintenance: 0, other: 0, total: 0 };
    row[key] = cents(Number(row[key]) + Number(amount ?? 0));
    row.total = cents(Number(row.total) + Number(amount ?? 0));
    sums.set(k, row);
  };
  for (const r of await store.all('oilRefuel', { ...range('refuelTime') }, 100000)) add(r.carId, String(r.refuelTime).slice(0, 10), 'fuel', r.amount);
  for (const r of await store.all('waterManage', { ...range('waterTime') }, 100000)) add(r.carId, String(r.waterTime).slice(0, 10), 'water', r.amount);
  for (const r of await store.all('maintenanceManage', range('maintainDate'), 100000)) add(r.carId, String(r.maintainDate), 'maintenance', r.cost);
  for (const r of await store.all('carCostRecord', range('costDate'), 100000)) add(r.carId, String(r.costDate), 'other', r.amount);
  const rows = [...sums.values()].sort((a, b) => String(b.costDate).localeCompare(String(a.costDate)) || String(a.plateNo).localeCompare(String(b.plateNo)));
  return pageRows(rows, q);
};

/** Litres, amount and distance per car and month; distance from the odometer readings of the refuels. */
export async function consumption(store: ModuleStore, month?: string, plate?: string): Promise<Row[]> {
  const cars = await plates(store);
  const filters: Row = {};
  if (month) Object.assign(filters, { refuelTimeStart: `${month}-01`, refuelTimeEnd: `${month}-31` });
  const groups = new Map<string, Row & { readings: number[] }>();
  for (const r of await store.all('oilRefuel', filters, 100000)) {
    const c = cars.get(r.carId as number);
    if (!c || !matchesPlate(String(c.plateNo), plate)) continue;
    const m = String(r.refuelTime).slice(0, 7);
    const k = `${m}#${String(r.carId)}`;
    const g = groups.get(k) ?? { id: k, month: m, plateNo: c.plateNo, refuels: 0, liters: 0, amount: 0, distance: 0, per100km: null, readings: [] };
    g.refuels = Number(g.refuels) + 1;
    g.liters = cents(Number(g.liters) + Number(r.liters));
    g.amount = cents(Number(g.amount) + Number(r.amount));
    if (typeof r.mileage === 'number') g.readings.push(r.mileage);
    groups.set(k, g);
  }
  return [...groups.values()].map(({ readings, ...g }) => {
    const distance = readings.length > 1 ? Math.max(...readings) - Math.min(...readings) : 0;
    return { ...g, distance, per100km: distance > 0 ? cents((Number(g.liters) / distance) * 100) : null };
  });
}

const fuelConsumption: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const rows = await consumption(store, f.month, f.plateNo);
  rows.sort((a, b) => String(b.month).localeCompare(String(a.month)) || String(a.plateNo).localeCompare(String(b.plateNo)));
  return pageRows(rows, q);
};

async function countBy(store: ModuleStore, resource: string, filters: Row = {}): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const r of await store.aggregate(resource, { groupBy: ['carId'], filters })) out.set(Number(r.carId), r.count);
  return out;
}

const popularCar: ReportSource = async ({ store, t }: HandlerContext, q) => {
  const f = wire(q);
  const cars = await plates(store);
  const checks = await countBy(store, 'checkRecord');
  const refuels = await countBy(store, 'oilRefuel', {});
  const repairs = await countBy(store, 'maintenanceManage');
  const rows = [...cars.values()]
    .filter((c) => matchesPlate(String(c.plateNo), f.plateNo) && (!f.groupName || String(c.groupName ?? '').includes(f.groupName)))
    .map((c) => {
      const id = c.id as number;
      const row = { id, plateNo: c.plateNo, carType: enumLabel(car.fields.carType, c.carType, clglEnums, t), groupName: c.groupName, checks: checks.get(id) ?? 0, refuels: refuels.get(id) ?? 0, maintenances: repairs.get(id) ?? 0 };
      return { ...row, score: row.checks + row.refuels * 2 + row.maintenances * 3 };
    })
    .sort((a, b) => b.score - a.score);
  return pageRows(rows, q);
};

const popularGroup: ReportSource = async ({ store, t }: HandlerContext, q) => {
  const f = wire(q);
  const groups = new Map<string, Row & { plateList: string[] }>();
  for (const c of (await plates(store)).values()) {
    const code = String(c.groupCode ?? '');
    const g = groups.get(code) ?? { id: code || '-', groupCode: code || '-', groupName: c.groupName ?? t('clgl.kanban.unassigned'), cars: 0, inService: 0, plateList: [] };
    g.cars = Number(g.cars) + 1;
    if (c.status === 'inService') g.inService = Number(g.inService) + 1;
    g.plateList.push(String(c.plateNo));
    groups.set(code, g);
  }
  const rows = [...groups.values()]
    .filter((g) => (!f.groupCode || String(g.groupCode).includes(f.groupCode)) && (!f.groupName || String(g.groupName).includes(f.groupName)))
    .map(({ plateList, ...g }): Row => ({ ...g, plates: plateList.join('、') }))
    .sort((a, b) => Number(b.cars) - Number(a.cars));
  return pageRows(rows, q);
};

export const reportSources: Record<string, ReportSource> = { dailyCost, fuelConsumption, popularCar, popularGroup };
