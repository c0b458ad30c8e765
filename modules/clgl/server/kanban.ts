/**
 * The analysis boards' data (/cloud/clgl/kanban/*): each answers `{ summary, charts }` ready for the
 * chart wrapper. Texts are catalogue keys (the page translates them in its locale); plate numbers
 * and dates pass through as they are. `year` (default: this year) bounds the period.
 */
import type { Handler, HandlerContext, ModuleStore } from '../../../kit/resource';
import { CLASSIC } from '../resources/paths';
import { enumValues } from '../enums';
import { cents } from './common';
import { consumption } from './reports';

/** A series; `unit` names its value axis (two units, two axes), `type` overrides the chart's. */
type Series = { name: string; data: (number | null)[]; stack?: string; unit?: string; type?: 'bar' | 'line' };
export type Chart = { key: string; title: string; type: 'pie' | 'bar' | 'line'; categories: string[]; series: Series[] };
export type Board = { summary: { label: string; value: number }[]; charts: Chart[] };

/** The months of a year up to this month: a month still to come is no bucket (not a 0). */
const months = (store: ModuleStore, year: string) => {
  const now = new Date(store.devices.now());
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).filter((m) => m <= thisMonth);
};
const yearOf = (store: ModuleStore, input: Record<string, unknown>) => (typeof input.year === 'string' && /^\d{4}$/.test(input.year) ? input.year : typeof input.year === 'number' ? String(input.year) : String(new Date(store.devices.now()).getFullYear()));
const enumKeys = (name: keyof typeof enumValues) => enumValues[name].map((v) => `clgl.enum.${name}.${v}`);

async function byMonth(store: ModuleStore, resource: string, field: string, year: string, filters: Record<string, unknown> = {}, sum?: string): Promise<Map<string, { count: number; sum: number }>> {
  const rows = await store.aggregate(resource, {
    groupBy: [`${field}:month`],
    filters: { ...filters, [`${field}Start`]: `${year}-01-01`, [`${field}End`]: `${year}-12-31` },
    ...(sum ? { sum: [sum] } : {}),
  });
  return new Map(rows.map((r) => [String(r[`${field}_month`]), { count: r.count, sum: sum ? Number(r[sum] ?? 0) : 0 }]));
}

/** Monthly totals of each cost family of a year. */
async function costFamilies(store: ModuleStore, year: string) {
  const fam = {
    fuel: await byMonth(store, 'oilRefuel', 'refuelTime', year, {}, 'amount'),
    water: await byMonth(store, 'waterManage', 'waterTime', year, {}, 'amount'),
    maintenance: await byMonth(store, 'maintenanceManage', 'maintainDate', year, {}, 'cost'),
    insurance: await byMonth(store, 'insuranceRecord', 'startDate', year, {}, 'premium'),
    inspection: await byMonth(store, 'annualInspection', 'inspectionDate', year, {}, 'cost'),
    other: await byMonth(store, 'carCostRecord', 'costDate', year, {}, 'amount'),
  };
  return fam;
}

const total = (m: Map<string, { sum: number }>) => cents([...m.values()].reduce((s, v) => s + v.sum, 0));

const operational: Handler = async ({ store, input }: HandlerContext): Promise<Board> => {
  const year = yearOf(store, input);
  const status = await store.aggregate('car', { groupBy: ['status'] });
  const types = await store.aggregate('car', { groupBy: ['carType'] });
  const cnt = (rows: typeof status, field: string, v: string) => rows.find((r) => r[field] === v)?.count ?? 0;
  const days = Array.from({ length: 30 }, (_, i) => new Date(store.devices.now() - (29 - i) * 86400000).toISOString().slice(0, 10));
  const checks = await store.aggregate('checkRecord', { groupBy: ['checkTime:day', 'result'], filters: { checkTimeStart: days[0], checkTimeEnd: days[29] } });
  const per = (result: string) => days.map((d) => checks.find((r) => r.checkTime_day === d && r.result === result)?.count ?? 0);
  const accidents = await byMonth(store, 'accidentManage', 'accidentTime', year);
  const violations = await byMonth(store, 'breakRulesManage', 'violationTime', year);
  const fuel = await byMonth(store, 'oilRefuel', 'refuelTime', year, {}, 'liters');
  const fam = await costFamilies(store, year);
  const ms = months(store, year);
  return {
    summary: [
      { label: 'clgl.kanban.summary.cars', value: status.reduce((s, r) => s + r.count, 0) },
      { label: 'clgl.kanban.summary.inService', value: cnt(status, 'status', 'inService') },
      { label: 'clgl.kanban.summary.liters', value: total(fuel) },
      { label: 'clgl.kanban.summary.cost', value: cents(Object.values(fam).reduce((s, m) => s + total(m), 0)) },
    ],
    charts: [
      { key: 'carsByStatus', title: 'clgl.kanban.carsByStatus', type: 'pie', categories: enumKeys('carStatus'), series: [{ name: 'clgl.kanban.count', data: enumValues.carStatus.map((v) => cnt(status, 'status', v)) }] },
      { key: 'carsByType', title: 'clgl.kanban.carsByType', type: 'bar', categories: enumKeys('carType'), series: [{ name: 'clgl.kanban.count', data: enumValues.carType.map((v) => cnt(types, 'carType', v)) }] },
      { key: 'checksByDay', title: 'clgl.kanban.checksByDay', type: 'line', categories: days.map((d) => d.slice(5)), series: [{ name: 'clgl.enum.checkResult.normal', data: per('normal') }, { name: 'clgl.enum.checkResult.abnormal', data: per('abnormal') }] },
      { key: 'incidentsByMonth', title: 'clgl.kanban.incidentsByMonth', type: 'bar', categories: ms, series: [{ name: 'clgl.kanban.accidents', data: ms.map((m) => accidents.get(m)?.count ?? 0) }, { name: 'clgl.kanban.violations', data: ms.map((m) => violations.get(m)?.count ?? 0) }] },
    ],
  };
};

const oil: Handler = async ({ store, input }): Promise<Board> => {
  const year = yearOf(store, input);
  const ms = months(store, year);
  const liters = await byMonth(store, 'oilRefuel', 'refuelTime', year, {}, 'liters');
  const amount = await byMonth(store, 'oilRefuel', 'refuelTime', year, {}, 'amount');
  const period = { refuelTimeStart: `${year}-01-01`, refuelTimeEnd: `${year}-12-31` };
  const types = await store.aggregate('oilRefuel', { groupBy: ['oilType'], sum: ['amount'], filters: period });
  const top = await store.aggregate('oilRefuel', { groupBy: ['carId'], sum: ['liters'], filters: period, orderBy: { field: 'liters', order: 'desc' }, limit: 10 });
  const cars = new Map((await store.all('car', {}, 20000)).map((c) => [c.id as number, String(c.plateNo)]));
  const per100 = (await consumption(store)).filter((r) => String(r.month).startsWith(year) && r.per100km !== null);
  const avg = per100.length ? cents(per100.reduce((s, r) => s + Number(r.per100km), 0) / per100.length) : 0;
  return {
    summary: [
      { label: 'clgl.kanban.summary.liters', value: total(liters) },
      { label: 'clgl.kanban.amount', value: total(amount) },
      { label: 'clgl.fuelConsumption.per100km', value: avg },
    ],
    charts: [
      { key: 'litersByMonth', title: 'clgl.kanban.litersByMonth', type: 'line', categories: ms, series: [{ name: 'clgl.kanban.liters', data: ms.map((m) => cents(liters.get(m)?.sum ?? 0)), unit: 'clgl.kanban.unitLiters', type: 'bar' }, { name: 'clgl.kanban.amount', data: ms.map((m) => cents(amount.get(m)?.sum ?? 0)), unit: 'clgl.kanban.unitYuan' }] },
      { key: 'amountByOilType', title: 'clgl.kanban.amountByOilType', type: 'pie', categories: enumKeys('oilType'), series: [{ name: 'clgl.kanban.amount', data: enumValues.oilType.map((v) => Number(types.find((r) => r.oilType === v)?.amount ?? 0)) }] },
      { key: 'topCars', title: 'clgl.kanban.topCars', type: 'bar', categories: top.map((r) => cars.get(Number(r.carId)) ?? String(r.carId)), series: [{ name: 'clgl.kanban.liters', data: top.map((r) => Number(r.liters)) }] },
    ],
  };
};

const FAMILIES = ['fuel', 'water', 'maintenance', 'insurance', 'inspection', 'other'] as const;

const cost: Handler = async ({ store, input }): Promise<Board> => {
  const year = yearOf(store, input);
  const ms = months(store, year);
  const fam = await costFamilies(store, year);
  return {
    summary: [{ label: 'clgl.kanban.summary.cost', value: cents(FAMILIES.reduce((s, k) => s + total(fam[k]), 0)) }, ...FAMILIES.map((k) => ({ label: `clgl.kanban.${k}`, value: total(fam[k]) }))],
    charts: [
      { key: 'costByType', title: 'clgl.kanban.costByType', type: 'pie', categories: FAMILIES.map((k) => `clgl.kanban.${k}`), series: [{ name: 'clgl.kanban.amount', data: FAMILIES.map((k) => total(fam[k])) }] },
      { key: 'costByMonth', title: 'clgl.kanban.costByMonth', type: 'bar', categories: ms, series: FAMILIES.map((k) => ({ name: `clgl.kanban.${k}`, stack: 'cost', data: ms.map((m) => cents(fam[k].get(m)?.sum ?? 0)) })) },
    ],
  };
};

/** Input: every cost of the month; output: vehicle trips (pre-trip checks) of the month. */
const inputOutput: Handler = async ({ store, input }): Promise<Board> => {
  const year = yearOf(store, input);
  const ms = months(store, year);
  const fam = await costFamilies(store, year);
  const trips = await byMonth(store, 'checkRecord', 'checkTime', year);
  const inputs = ms.map((m) => cents(FAMILIES.reduce((s, k) => s + (fam[k].get(m)?.sum ?? 0), 0)));
  const outputs = ms.map((m) => trips.get(m)?.count ?? 0);
  const totalIn = inputs.reduce((s, v) => s + v, 0);
  const totalOut = outputs.reduce((s, v) => s + v, 0);
  return {
    summary: [
      { label: 'clgl.kanban.input', value: cents(totalIn) },
      { label: 'clgl.kanban.output', value: totalOut },
      { label: 'clgl.kanban.costPerTrip', value: totalOut ? cents(totalIn / totalOut) : 0 },
    ],
    charts: [
      { key: 'inputOutput', title: 'clgl.kanban.inputOutput', type: 'bar', categories: ms, series: [{ name: 'clgl.kanban.input', data: inputs, unit: 'clgl.kanban.unitYuan' }, { name: 'clgl.kanban.output', data: outputs, unit: 'clgl.kanban.unitTrips', type: 'line' }] },
      { key: 'costPerTrip', title: 'clgl.kanban.costPerTrip', type: 'line', categories: ms, series: [{ name: 'clgl.kanban.costPerTrip', data: ms.map((_, i) => (outputs[i] ? cents(inputs[i]! / outputs[i]!) : null)), unit: 'clgl.kanban.unitYuan' }] },
    ],
  };
};

/** Allocation against service (配置达成): vehicles allocated to each group and how many are in service. */
const pzdc: Handler = async ({ store }): Promise<Board> => {
  const rows = await store.aggregate('car', { groupBy: ['groupName', 'status'] });
  const groups = [...new Set(rows.map((r) => String(r.groupName ?? 'clgl.kanban.unassigned')))];
  const allocated = groups.map((g) => rows.filter((r) => String(r.groupName ?? 'clgl.kanban.unassigned') === g).reduce((s, r) => s + r.count, 0));
  const inService = groups.map((g) => rows.filter((r) => String(r.groupName ?? 'clgl.kanban.unassigned') === g && r.status === 'inService').reduce((s, r) => s + r.count, 0));
  const a = allocated.reduce((s, v) => s + v, 0);
  const b = inService.reduce((s, v) => s + v, 0);
  return {
    summary: [
      { label: 'clgl.kanban.allocated', value: a },
      { label: 'clgl.kanban.inService', value: b },
      { label: 'clgl.kanban.rate', value: a ? cents((b / a) * 100) : 0 },
    ],
    charts: [
      { key: 'allocation', title: 'clgl.kanban.pzdc', type: 'bar', categories: groups, series: [{ name: 'clgl.kanban.allocated', data: allocated }, { name: 'clgl.kanban.inService', data: inService }] },
      { key: 'rate', title: 'clgl.kanban.rate', type: 'bar', categories: groups, series: [{ name: 'clgl.kanban.rate', data: groups.map((_, i) => (allocated[i] ? cents((inService[i]! / allocated[i]!) * 100) : 0)) }] },
    ],
  };
};

export const kanbanHandlers: Record<string, Handler> = {
  [`${CLASSIC}/kanban/operational`]: operational,
  [`${CLASSIC}/kanban/oil`]: oil,
  [`${CLASSIC}/kanban/cost`]: cost,
  [`${CLASSIC}/kanban/inputOutput`]: inputOutput,
  [`${CLASSIC}/kanban/pzdc`]: pzdc,
};

export { costFamilies, FAMILIES };
