/**
 * 每日出车检查 and 驾驶安全分, computed on every call (never stored):
 * - preTripDaily: one row per vehicle and day, dates checkDateStart..checkDateEnd (one alone: that day;
 *   neither: the last 7 days with today; at most 62 days); the vehicles are 车辆管理's cars in service
 *   with a device or with a check in the range; a day without a check reads 未检查 (rules/preTrip.ts).
 * - driverScore: one row per driver who drove in `month` (default this month; a pre-trip check or an
 *   alarm of theirs), scored by rules/score.ts.
 */
import { checkedToWire, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { datesBetween, dayStatus } from '../rules/preTrip';
import { ALARM_TYPES, deduction, safetyScore, scoreBand, type AlarmType } from '../rules/score';
import { text, todayText } from './clock';

type Row = Record<string, unknown>;
type Wire = Record<string, string | undefined>;
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Wire;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function dateRange(ctx: HandlerContext, f: Wire): string[] {
  const today = todayText(ctx.store);
  const start = (f.checkDateStart ?? '').slice(0, 10), end = (f.checkDateEnd ?? '').slice(0, 10);
  const from = start || end || addDays(today, -6);
  const to = end || start || today;
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) throw new HandlerError(ctx.t('aqsc.preTripDaily.badDate'));
  const dates = from <= to ? datesBetween(from, to) : [];
  if (dates.length < 1 || dates.length > 62) throw new HandlerError(ctx.t('aqsc.preTripDaily.badRange'));
  return dates;
}

/** The vehicles watched: cars in service that carry a vehicle device (by plate in the device's name). */
export async function watchedCars(ctx: HandlerContext): Promise<Row[]> {
  const cars = await ctx.store.referred('clgl.car');
  const devices = await ctx.store.devices.list(['vehicle']);
  const plates = new Set(devices.map((d) => String(d.name ?? '').split(' ')[0]));
  return cars.filter((c) => c.status === 'inService' && plates.has(String(c.plateNo)));
}

export async function dailyRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const dates = dateRange(ctx, f);
  const checks = await ctx.store.all('preTripCheck', { checkDateStart: dates[0], checkDateEnd: dates[dates.length - 1], ...(f.carId ? { carId: f.carId } : {}) });
  const byKey = new Map(checks.map((c) => [`${text(c.carId)}|${text(c.checkDate).slice(0, 10)}`, c]));
  const ids = new Set((await watchedCars(ctx)).map((c) => Number(c.id)));
  for (const c of checks) ids.add(Number(c.carId));
  const cars = [...ids].filter((id) => !f.carId || String(id) === String(f.carId)).sort((a, b) => a - b);
  const statuses = f.status ? String(f.status).split(',') : null;
  const rows: Row[] = [];
  for (const date of [...dates].reverse()) {
    for (const carId of cars) {
      const check = byKey.get(`${carId}|${date}`);
      const status = dayStatus(check);
      if (statuses && !statuses.includes(status)) continue;
      rows.push({ id: `${carId}-${date}`, checkDate: date, carId, status, driverId: check?.driverId ?? null, faults: check?.faults ?? null });
    }
  }
  return rows;
}

export function monthOf(ctx: HandlerContext, f: Wire): string {
  const month = (f.month ?? '').trim() || todayText(ctx.store).slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new HandlerError(ctx.t('aqsc.driverScore.monthRule'));
  return month;
}

const monthEnd = (month: string) => addDays(`${month === '9999-12' ? month : nextMonth(month)}-01`, -1);
const nextMonth = (m: string) => { const [y, mo] = m.split('-').map(Number) as [number, number]; return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`; };

export async function scoreRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const month = monthOf(ctx, f);
  const from = `${month}-01`, to = monthEnd(month);
  const checks = await ctx.store.all('preTripCheck', { checkDateStart: from, checkDateEnd: to });
  const alarms = await ctx.store.all('driverAlarm', { alarmAtStart: `${from} 00:00:00`, alarmAtEnd: `${to} 23:59:59` });
  const plates = new Map((await ctx.store.referred('clgl.car')).map((c) => [Number(c.id), String(c.plateNo)]));
  type Acc = { days: Set<string>; cars: Set<number>; counts: Partial<Record<AlarmType, number>> };
  const drivers = new Map<number, Acc>();
  const acc = (id: number) => drivers.get(id) ?? (drivers.set(id, { days: new Set(), cars: new Set(), counts: {} }).get(id)!);
  for (const c of checks) { const a = acc(Number(c.driverId)); a.days.add(text(c.checkDate).slice(0, 10)); a.cars.add(Number(c.carId)); }
  for (const al of alarms) { const a = acc(Number(al.driverId)); a.cars.add(Number(al.carId)); const k = al.alarmType as AlarmType; a.counts[k] = (a.counts[k] ?? 0) + 1; }
  const rows = [...drivers].map(([driverId, a]) => {
    const score = safetyScore(a.counts, true);
    return {
      id: `${driverId}-${month}`, month, driverId, cars: [...a.cars].map((c) => plates.get(c) ?? '').filter(Boolean).join('、'), daysDriven: a.days.size,
      ...Object.fromEntries(ALARM_TYPES.map((k) => [k, a.counts[k] ?? 0])), deduction: deduction(a.counts), score, band: scoreBand(score),
    };
  });
  const bands = f.band ? String(f.band).split(',') : null;
  return rows.filter((r) => (!f.driverId || String(r.driverId) === String(f.driverId)) && (!bands || bands.includes(String(r.band)))).sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || a.driverId - b.driverId);
}

export const reportSources: Record<string, ReportSource> = {
  preTripDaily: async (ctx, q) => pageRows(await dailyRows(ctx, wire(q)), q),
  driverScore: async (ctx, q) => pageRows(await scoreRows(ctx, wire(q)), q),
};
