/**
 * The ledgers' computed lists: the station summary (stationSummary/getSummary) and the depreciation
 * schedule (facilityDepreciation/schedule). Each reads the tenant's rows through the store and pages
 * in memory (a tenant holds tens of stations and hundreds of items, not millions).
 */
import { checkedToWire, formatDate, pageRows, type CheckedListQuery, type ReportSource } from '../../../kit/resource';
import { accumulatedAt, amountIn, cents, itemOf, monthText, type Item } from './depreciation';

type Row = Record<string, unknown>;

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;
const sum = (rows: Row[], field: string) => cents(rows.reduce((s, r) => s + Number(r[field] ?? 0), 0));

/** Per station: bound weighbridges, cameras and cars, the facility's equipment, and this year's water, electricity and maintenance. */
const stationSummary: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const filters: Row = {};
  if (f.district) filters.district = f.district;
  const year = formatDate(new Date()).slice(0, 4);
  const [stations, pounds, cameras, cars, equipment, water, power, records] = await Promise.all([
    store.all('stationInfo', filters, 2000),
    store.all('poundBinding', { status: 'bound' }, 20_000),
    store.all('videoBinding', { status: 'bound' }, 20_000),
    store.all('vehicleSite', { status: 'bound' }, 20_000),
    store.all('facilityAccount', {}, 20_000),
    store.all('waterUsage', {}, 20_000),
    store.all('electricityUsage', {}, 20_000),
    store.all('maintenanceRecord', {}, 20_000),
  ]);
  const thisYear = (r: Row, field: string) => String(r[field] ?? '').startsWith(year);
  const rows = stations
    .filter((s) => !f.stationId || String(s.id) === f.stationId)
    .sort((a, b) => String(a.stationName).localeCompare(String(b.stationName), 'zh-CN'))
    .map((s) => {
      const at = (r: Row) => r.stationId === s.id;
      const mine = equipment.filter((e) => e.facilityId === s.facilityId);
      const ids = new Set(mine.map((e) => e.id));
      const ofFacility = (rows: Row[]) => rows.filter((r) => r.facilityId === s.facilityId && thisYear(r, 'period'));
      return {
        id: s.id,
        stationId: s.id,
        district: s.district,
        pounds: pounds.filter(at).length,
        cameras: cameras.filter(at).length,
        cars: cars.filter(at).length,
        equipment: mine.length,
        water: sum(ofFacility(water), 'usage'),
        electricity: sum(ofFacility(power), 'usage'),
        maintenanceFee: sum(records.filter((r) => ids.has(r.accountId) && thisYear(r, 'maintainDate')), 'fee'),
      };
    });
  return pageRows(rows, q);
};

/** Months longer than this are cut (50 years). */
const MAX_MONTHS = 600;

/** Month by month from the first depreciated month to the last: the month's depreciation, the accumulated and the net value of the items in use. */
const depreciationSchedule: ReportSource = async ({ store }, q) => {
  const f = wire(q);
  const rows = await store.all('facilityDepreciation', f.accountId ? { accountId: Number(f.accountId) } : {}, 20_000);
  const items: Item[] = rows.map(itemOf).filter((i) => Number.isFinite(i.start) && i.life > 0);
  if (!items.length) return pageRows([], q);
  const first = Math.min(...items.map((i) => i.start + 1));
  const last = Math.min(Math.max(...items.map((i) => i.start + i.life)), first + MAX_MONTHS - 1);
  const schedule: Row[] = [];
  for (let m = first; m <= last; m++) {
    const live = items.filter((i) => i.start < m);
    const accumulated = cents(live.reduce((s, i) => s + accumulatedAt(i, m), 0));
    schedule.push({
      id: m,
      month: monthText(m),
      items: live.filter((i) => m - i.start <= i.life).length,
      depreciation: cents(live.reduce((s, i) => s + amountIn(i, m), 0)),
      accumulated,
      netValue: cents(live.reduce((s, i) => s + i.original, 0) - accumulated),
    });
  }
  return pageRows(schedule, q);
};

export const reportSources: Record<string, ReportSource> = { stationSummary, depreciationSchedule };
