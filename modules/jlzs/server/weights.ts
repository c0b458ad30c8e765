/**
 * Weighing figures, all by the product's one rule (kit/waste/loadWeight.ts): a load's weight is the
 * destination weighbridge's confirmed net weight, else max(gross − tare, 0), else unknown and left
 * out of tonnage and averages; a transfer leg (station → plant) is not counted again as collected.
 * - beforeWrite computes each record's `netWeight` (null when unknown) and `weighed`.
 * - calculationWeight: the chosen records' tonnage; getCars / getFacilitys: the last 7 days by vehicle
 *   and by facility; the month report groups a period's collected loads in the database.
 */
import { HandlerError, pageRows, type BeforeWrite, type Handler, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { loadWeight, tonnage } from '../../../kit/waste/loadWeight';
import { enumValues } from '../enums';
import { jlzs } from '../paths';
import { dayEnd, dayOffset, round, truthy, type Row } from './shared';

const num = (v: unknown) => (typeof v === 'number' ? v : v === null || v === undefined || v === '' ? null : Number(v));
const pick = (values: Row, before: Row | null, key: string) => num(key in values ? values[key] : before?.[key]);

export const weighBeforeWrite: BeforeWrite = (values, before) => {
  const net = loadWeight({ confirmedNet: pick(values, before, 'confirmedNet'), gross: pick(values, before, 'grossWeight'), tare: pick(values, before, 'tareWeight') });
  return { ...values, netWeight: net, weighed: net !== null };
};

const asLoad = (r: Row) => ({ confirmedNet: num(r.confirmedNet), gross: num(r.grossWeight), tare: num(r.tareWeight), leg: r.leg === 'transfer' ? ('transfer' as const) : ('collect' as const) });

function idsOf(v: unknown): number[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.replace(/^\[|\]$/g, '').split(',') : v === undefined || v === null ? [] : [v];
  return [...new Set(list.map((x) => Number(String(x).trim())).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, 1000);
}

/** The chosen records' weight: counted, left out, transfer legs apart, tonnes and the average load. */
const calculationWeight: Handler = async (ctx) => {
  const ids = idsOf(ctx.input.ids ?? ctx.input.id);
  if (!ids.length) throw new HandlerError(ctx.t('jlzs.weigh.noneChosen'));
  const rows = (await Promise.all(ids.map((id) => ctx.store.get('carWeighRecord', id)))).filter((r): r is Row => r !== null);
  if (!rows.length) throw new HandlerError(ctx.t('jlzs.weigh.noneChosen'));
  const loads = rows.map(asLoad);
  const collected = tonnage(loads);
  return { records: rows.length, counted: collected.counted, leftOut: collected.leftOut, transferLegs: loads.filter((l) => l.leg === 'transfer').length, tonnes: collected.tonnes, average: collected.average };
};

/** The last 7 days' collected loads grouped by `field` (weights summed in the database). */
async function lastWeek(ctx: HandlerContext, field: 'carId' | 'facilityId') {
  const filters = { weighTimeStart: `${dayOffset(6, ctx.store.devices.now())} 00:00:00`, leg: 'collect' };
  return ctx.store.aggregate('carWeighRecord', { filters, groupBy: [field, 'weighed'], sum: ['netWeight'], limit: 20000 });
}

function byKey(groups: Row[], field: string) {
  const out = new Map<number, { loads: number; leftOut: number; tonnes: number | null }>();
  for (const g of groups) {
    const key = Number(g[field]);
    const o = out.get(key) ?? { loads: 0, leftOut: 0, tonnes: null };
    o.loads += Number(g.count);
    if (truthy(g.weighed)) o.tonnes = round((o.tonnes ?? 0) + Number(g.netWeight ?? 0), 3);
    else o.leftOut += Number(g.count);
    out.set(key, o);
  }
  return out;
}

const getCars: Handler = async (ctx) => {
  const [groups, last] = await Promise.all([lastWeek(ctx, 'carId'), ctx.store.aggregate('carWeighRecord', { filters: { weighTimeStart: `${dayOffset(6, ctx.store.devices.now())} 00:00:00` }, groupBy: ['carId'], limit: 20000 })]);
  const totals = byKey(groups, 'carId');
  const plates = await ctx.store.names('ljszy.carInfo', 'carCode', [...new Set(last.map((g) => Number(g.carId)))]);
  const latest = new Map<number, string>();
  for (const id of plates.keys()) {
    const page = await ctx.store.list('carWeighRecord', { pageNo: 1, pageSize: 1, filters: { carId: id }, sort: { field: 'weighTime', order: 'desc' } });
    latest.set(id, String(page.records[0]?.weighTime ?? ''));
  }
  return [...plates.entries()]
    .map(([id, carCode]) => ({ carCode, loads: totals.get(id)?.loads ?? 0, leftOut: totals.get(id)?.leftOut ?? 0, tonnes: totals.get(id)?.tonnes ?? null, lastWeighTime: latest.get(id) || null }))
    .sort((a, b) => a.carCode.localeCompare(b.carCode));
};

const getFacilitys: Handler = async (ctx) => {
  const totals = byKey(await lastWeek(ctx, 'facilityId'), 'facilityId');
  const facilities = await ctx.store.all('facilityManage', { facilityType: 'transfer,sorting,incinerator,landfill,station' }, 1000);
  return facilities.map((f) => {
    const t = totals.get(Number(f.id));
    return { facilityName: f.facilityName, facilityType: f.facilityType, loads: t?.loads ?? 0, leftOut: t?.leftOut ?? 0, tonnes: t?.tonnes ?? null };
  });
};

/**
 * The month report: per month, district and garbage type, the collected loads, those with a valid
 * weight, those left out, tonnes (null when none counted) and the average load. One grouped query.
 */
export const weighMonthReport: ReportSource = async (ctx, q) => {
  const filters: Row = { leg: 'collect' };
  for (const f of q.filters) {
    if (f.mode === 'range') {
      if (f.value[0]) filters.weighTimeStart = f.value[0];
      if (f.value[1]) filters.weighTimeEnd = dayEnd(f.value[1]);
    } else if (f.field === 'district' || f.field === 'garbageType') filters[f.field] = Array.isArray(f.value) ? f.value.join(',') : f.value;
  }
  const groups = await ctx.store.aggregate('carWeighRecord', { filters, groupBy: ['weighTime:month', 'district', 'garbageType', 'weighed'], sum: ['netWeight'], limit: 100000 });
  const rows = new Map<string, { month: string; district: string; garbageType: string; loads: number; counted: number; leftOut: number; tonnes: number | null; average: number | null }>();
  for (const g of groups) {
    const key = `${g.weighTime_month}|${g.district}|${g.garbageType}`;
    const r = rows.get(key) ?? { month: String(g.weighTime_month), district: String(g.district), garbageType: String(g.garbageType), loads: 0, counted: 0, leftOut: 0, tonnes: null, average: null };
    r.loads += Number(g.count);
    if (truthy(g.weighed)) {
      r.counted += Number(g.count);
      r.tonnes = round((r.tonnes ?? 0) + Number(g.netWeight ?? 0), 3);
    } else r.leftOut += Number(g.count);
    rows.set(key, r);
  }
  // Within a month (the sort's ties), districts and garbage types in the order of their choices.
  const at = (list: readonly string[], v: string) => (list.indexOf(v) + list.length + 1) % (list.length + 1);
  const list = [...rows.values()]
    .map((r) => ({ ...r, average: r.tonnes === null || !r.counted ? null : round(r.tonnes / r.counted, 3) }))
    .sort((a, b) => at(enumValues.district, a.district) - at(enumValues.district, b.district) || at(enumValues.garbageType, a.garbageType) - at(enumValues.garbageType, b.garbageType));
  return pageRows(list, q.sort ? q : { ...q, sort: { field: 'month', order: 'desc' } });
};

export const weighHandlers: Record<string, Handler> = {
  [jlzs('carWeighRecord', 'calculationWeight')]: calculationWeight,
  [jlzs('carWeighRecord', 'getCars')]: getCars,
  [jlzs('carWeighRecord', 'getFacilitys')]: getFacilitys,
};
