/**
 * The computed reports, on every call from the trips and work records through rules/figures.ts
 * (never stored); their exports are the same rows (the engine writes the workbook).
 * - personMonthly / personRanking: one row per person of the month (`month`, default yesterday's).
 * - trans* / filled*: one row per station and day (statDateStart..End, default the last 7 days up to
 *   yesterday, at most 62) or per station and month; trans = transfer stations, filled = disposal
 *   plants (incinerator, landfill).
 * - cleanDaily: one row per department for `workDate` (default yesterday).
 * - workCount: one row per street over workDateStart..End (default yesterday's month so far).
 */
import { checkedToWire, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { crewFigures, personMonth, rate, stationFigures, type Facility, type Trip, type WorkDay } from '../rules/figures';
import { checkedDate, dateRange, daysBetween, facilities, monthDates, tripsBetween, yesterday } from './rows';

type Wire = Record<string, string | undefined>;
type Row = Record<string, unknown>;
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Wire;
const pick = (f: Wire, keys: string[]) => Object.fromEntries(keys.flatMap((k) => (f[k] ? [[k, f[k]]] : [])));

async function people(ctx: HandlerContext, f: Wire) {
  const { month, dates } = monthDates(ctx, f.month);
  if (!dates.length) return { month, rows: [] as Row[] };
  const days = await daysBetween(ctx.store, dates[0]!, dates[dates.length - 1]!, pick(f, ['deptId', 'staffName', 'post']));
  const by = new Map<string, (WorkDay & { row: Row })[]>();
  for (const d of days) by.set(d.staffCode, [...(by.get(d.staffCode) ?? []), d]);
  const rows = [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([staffCode, list]) => {
    const last = list[list.length - 1]!.row;
    return { id: `${staffCode}-${month}`, month, staffCode, staffName: last.staffName, deptId: last.deptId, post: last.post, ...personMonth(list) };
  });
  return { month, rows };
}

export async function personMonthlyRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  return (await people(ctx, f)).rows;
}

/** Ranked within each post (a cleaner's passes and a loader's loads do not compare) by tasks, then hours (unknown last), then 工号. */
export async function personRankingRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const rows = (await people(ctx, f)).rows as (Row & { tasks: number | null; hours: number | null; staffCode: string; post: string })[];
  const order = ['cleaner', 'loader', 'driver', 'leader', 'supervisor', 'clerk'];
  rows.sort((a, b) => order.indexOf(a.post) - order.indexOf(b.post) || (b.tasks ?? -1) - (a.tasks ?? -1) || (b.hours ?? -1) - (a.hours ?? -1) || a.staffCode.localeCompare(b.staffCode));
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const rank = (seen.get(r.post) ?? 0) + 1;
    seen.set(r.post, rank);
    return { ...r, rank };
  });
}

const TYPES = { trans: ['transfer'], filled: ['incinerator', 'landfill'] } as const;
const onDate = (trips: Trip[], date: string) => trips.filter((t) => t.tripAt.startsWith(date));

function stationRow(kind: 'trans' | 'filled', fac: Facility, trips: Trip[], days: number) {
  const s = stationFigures(fac, trips);
  const base = { facilityId: fac.id, inTrips: s.inTrips, inTonnes: s.inTonnes, leftOut: s.leftOut };
  if (kind === 'trans') return { ...base, outTrips: s.outTrips, outTonnes: s.outTonnes, balance: s.balance };
  return { ...base, directTonnes: s.directTonnes, transferTonnes: s.transferTonnes, loadRate: rate(s.inTonnes, fac.capacity === null ? null : fac.capacity * days) };
}

async function stationsOf(ctx: HandlerContext, kind: 'trans' | 'filled', f: Wire) {
  const list = await facilities(ctx.store, [...TYPES[kind]]);
  return f.facilityId ? list.filter((x) => String(f.facilityId).split(',').includes(String(x.id))) : list;
}

export async function stationDailyRows(ctx: HandlerContext, kind: 'trans' | 'filled', f: Wire): Promise<Row[]> {
  const dates = dateRange(ctx, f.statDateStart, f.statDateEnd, 7);
  const [stations, trips] = await Promise.all([stationsOf(ctx, kind, f), tripsBetween(ctx.store, dates[0]!, dates[dates.length - 1]!)]);
  return [...dates].reverse().flatMap((date) => {
    const day = onDate(trips, date);
    return stations.map((fac) => ({ id: `${fac.id}-${date}`, statDate: date, ...stationRow(kind, fac, day, 1) }));
  });
}

export async function stationMonthlyRows(ctx: HandlerContext, kind: 'trans' | 'filled', f: Wire): Promise<Row[]> {
  const { month, dates } = monthDates(ctx, f.month);
  const stations = await stationsOf(ctx, kind, f);
  const trips = dates.length ? await tripsBetween(ctx.store, dates[0]!, dates[dates.length - 1]!) : [];
  return stations.map((fac) => ({
    id: `${fac.id}-${month}`, month,
    daysOpen: dates.filter((d) => stationFigures(fac, onDate(trips, d)).open).length,
    ...stationRow(kind, fac, trips, dates.length),
  }));
}

/**
 * A cleaning daily row's id, a number (the kit's list keeps only numeric ids for its row actions):
 * the date as yyyymmdd and the department's 1-based place among that day's departments, in id order.
 */
export const cleanRowId = (date: string, i: number) => Number(date.replaceAll('-', '')) * 1000 + i + 1;

export async function cleanDailyRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const date = checkedDate(ctx, f.workDate, yesterday(ctx.store));
  const days = await daysBetween(ctx.store, date, date, pick(f, ['deptId']));
  const by = new Map<string, WorkDay[]>();
  for (const d of days) by.set(d.deptId, [...(by.get(d.deptId) ?? []), d]);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([deptId, list], i) => {
    const c = crewFigures(list);
    return { id: cleanRowId(date, i), workDate: date, deptId, staffDue: c.staffDue, onDuty: c.onDuty, leave: c.leave, absent: c.absent, rest: c.rest, hours: c.hours, tasks: c.tasks, attendanceRate: c.attendanceRate };
  });
}

export async function workCountRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const y = yesterday(ctx.store);
  const dates = dateRange(ctx, f.workDateStart ?? (f.workDateEnd ? undefined : `${y.slice(0, 7)}-01`), f.workDateEnd ?? (f.workDateStart ? undefined : y), 31);
  const days = await daysBetween(ctx.store, dates[0]!, dates[dates.length - 1]!, pick(f, ['street']));
  const by = new Map<string, WorkDay[]>();
  for (const d of days) by.set(d.street ?? '', [...(by.get(d.street ?? '') ?? []), d]);
  return [...by.entries()].filter(([street]) => street).sort(([a], [b]) => a.localeCompare(b)).map(([street, list]) => {
    const c = crewFigures(list);
    return { id: street, street, people: c.people, shifts: c.shifts, hours: c.hours, tasks: c.tasks, avgHours: c.hours === null || !c.shifts ? null : Math.round((c.hours / c.shifts) * 10) / 10 };
  });
}

const source = (rows: (ctx: HandlerContext, f: Wire) => Promise<Row[]>): ReportSource => async (ctx, q) => pageRows(await rows(ctx, wire(q)), q);

export const reportSources: Record<string, ReportSource> = {
  personMonthly: source(personMonthlyRows),
  personRanking: source(personRankingRows),
  transDaily: source((ctx, f) => stationDailyRows(ctx, 'trans', f)),
  transMonthly: source((ctx, f) => stationMonthlyRows(ctx, 'trans', f)),
  filledDaily: source((ctx, f) => stationDailyRows(ctx, 'filled', f)),
  filledMonthly: source((ctx, f) => stationMonthlyRows(ctx, 'filled', f)),
  cleanDaily: source(cleanDailyRows),
  workCount: source(workCountRows),
};
