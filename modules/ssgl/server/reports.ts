/**
 * The ledgers' computed lists: the station summary (stationSummary/getSummary) and the depreciation
 * schedule (facilityDepreciation/schedule). The summary counts and sums through the store's group-by
 * (stations and equipment read whole); the schedule reads the items and pages in memory (a tenant
 * holds tens of stations and hundreds of items, not millions).
 */
import { checkedToWire, formatDate, pageRows, type CheckedListQuery, type ModuleStore, type ReportSource } from '../../../kit/resource';
import { accumulatedAt, cents, itemOf, monthText, type Item } from './depreciation';

type Row = Record<string, unknown>;

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;

/** Groups enough for any tenant (the store's default stops at 1000). */
const GROUPS = 1_000_000;

/** Per `key`: the count of the rows matching `filters`, or the sum of `field`. */
async function totalBy(store: ModuleStore, resource: string, key: string, filters: Row, field?: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const r of await store.aggregate(resource, { groupBy: [key], filters, sum: field ? [field] : [], limit: GROUPS })) out.set(Number(r[key]), Number(field ? r[field] : r.count));
  return out;
}

/** Per facility: this year's usage (the periods are text, grouped by facility and period then kept by year). */
async function usageBy(store: ModuleStore, resource: string, year: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const r of await store.aggregate(resource, { groupBy: ['facilityId', 'period'], sum: ['usage'], limit: GROUPS })) {
    const facility = Number(r.facilityId);
    if (String(r.period ?? '').startsWith(year)) out.set(facility, (out.get(facility) ?? 0) + Number(r.usage));
  }
  return out;
}

/** Per station: bound weighbridges, cameras and cars, the facility's equipment, and this year's water, electricity and maintenance. */
const stationSummary: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const filters: Row = {};
  if (f.district) filters.district = f.district;
  const year = formatDate(new Date(store.devices.now())).slice(0, 4);
  const bound = { status: 'bound' };
  const [stations, pounds, cameras, cars, accounts, water, power, fees] = await Promise.all([
    store.all('stationInfo', filters, 2000),
    totalBy(store, 'poundBinding', 'stationId', bound),
    totalBy(store, 'videoBinding', 'stationId', bound),
    totalBy(store, 'vehicleSite', 'stationId', bound),
    store.all('facilityAccount', {}, 20_000),
    usageBy(store, 'waterUsage', year),
    usageBy(store, 'electricityUsage', year),
    totalBy(store, 'maintenanceRecord', 'accountId', { maintainDateStart: `${year}-01-01`, maintainDateEnd: `${year}-12-31` }, 'fee'),
  ]);
  const equipment = new Map<number, number>();
  const facilityOf = new Map<number, number>();
  for (const a of accounts) {
    const facility = Number(a.facilityId);
    equipment.set(facility, (equipment.get(facility) ?? 0) + 1);
    facilityOf.set(Number(a.id), facility);
  }
  const maintenance = new Map<number, number>();
  for (const [account, fee] of fees) {
    const facility = facilityOf.get(account);
    if (facility !== undefined) maintenance.set(facility, (maintenance.get(facility) ?? 0) + fee);
  }
  const rows = stations
    .filter((s) => !f.stationId || String(s.id) === f.stationId)
    .sort((a, b) => String(a.stationName).localeCompare(String(b.stationName), 'zh-CN'))
    .map((s) => ({
      id: s.id,
      stationId: s.id,
      district: s.district,
      pounds: pounds.get(Number(s.id)) ?? 0,
      cameras: cameras.get(Number(s.id)) ?? 0,
      cars: cars.get(Number(s.id)) ?? 0,
      equipment: equipment.get(Number(s.facilityId)) ?? 0,
      water: cents(water.get(Number(s.facilityId)) ?? 0),
      electricity: cents(power.get(Number(s.facilityId)) ?? 0),
      maintenanceFee: cents(maintenance.get(Number(s.facilityId)) ?? 0),
    }));
  return pageRows(rows, q);
};

/** Months longer than this are cut (50 years). */
const MAX_MONTHS = 600;

/**
 * Month by month from the first depreciated month to the last: the month's depreciation, the accumulated
 * and the net value of the items in use; the months of the month range only, when it is given.
 */
const depreciationSchedule: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const rows = await store.all('facilityDepreciation', f.accountId ? { accountId: Number(f.accountId) } : {}, 20_000);
  const items: Item[] = rows.map(itemOf);
  if (!items.length) return pageRows([], q);
  const first = Math.min(...items.map((i) => i.start + 1));
  const last = Math.min(Math.max(...items.map((i) => i.start + i.life)), first + MAX_MONTHS - 1);
  const schedule: Row[] = [];
  let previous = 0;
  for (let m = first; m <= last; m++) {
    const live = items.filter((i) => i.start < m);
    const accumulated = cents(live.reduce((s, i) => s + accumulatedAt(i, m), 0));
    schedule.push({
      id: m,
      month: monthText(m),
      items: live.filter((i) => m - i.start <= i.life).length,
      depreciation: cents(accumulated - previous),
      accumulated,
      netValue: cents(live.reduce((s, i) => s + i.original, 0) - accumulated),
    });
    previous = accumulated;
  }
  const inRange = (r: Row) => (!f.monthStart || String(r.month) >= f.monthStart) && (!f.monthEnd || String(r.month) <= f.monthEnd);
  return pageRows(schedule.filter(inRange), q);
};

export const reportSources: Record<string, ReportSource> = { stationSummary, depreciationSchedule };
