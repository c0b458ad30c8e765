/**
 * Reading the module's rows into the rules' shapes (rules/figures.ts): the one place the reports and
 * handlers go from stored rows to figures. Dates are the shift dates and the trips' calendar dates.
 */
import { formatDate, HandlerError, type HandlerContext, type ModuleStore } from '../../../kit/resource';
import type { Facility, Trip, WorkDay } from '../rules/figures';
import { addDays } from './seed';

type Row = Record<string, unknown>;
const LIMIT = 200_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The server's clock (never the wall clock): a handler's or presenter's `store`. */
type Clock = Pick<ModuleStore, 'devices'>;
/** Today by the server's clock. */
export const today = (store: Clock) => formatDate(new Date(store.devices.now()));
/** Yesterday by the server's clock. */
export const yesterday = (store: Clock) => addDays(today(store), -1);

export const tripOf = (r: Row): Trip => ({
  tripAt: String(r.tripAt), carCode: String(r.carCode), driverName: (r.driverName as string | null) ?? null, facilityId: Number(r.facilityId),
  origin: (r.origin as string | null) ?? null, leg: (r.leg as Trip['leg']) ?? 'collect', gross: num(r.gross), tare: num(r.tare), confirmedNet: num(r.confirmedNet),
});
export const dayOf = (r: Row): WorkDay => ({
  workDate: String(r.workDate).slice(0, 10), staffCode: String(r.staffCode), post: String(r.post), deptId: String(r.deptId), street: (r.street as string | null) ?? null,
  shift: (r.shift as string | null) ?? null, status: String(r.status), hours: num(r.hours), tasks: num(r.tasks), startAt: (r.startAt as string | null) ?? null, endAt: (r.endAt as string | null) ?? null,
});
export const facilityOf = (r: Row): Facility => ({ id: Number(r.id), facName: String(r.facName), facType: String(r.facType), capacity: num(r.capacity) });

/** Trips whose time falls on the dates from..to. */
export async function tripsBetween(store: ModuleStore, from: string, to: string, filters: Row = {}): Promise<Trip[]> {
  return (await store.all('carTrip', { ...filters, tripAtStart: `${from} 00:00:00`, tripAtEnd: `${to} 23:59:59` }, LIMIT)).map(tripOf);
}

/** Work records of the shift dates from..to, with the report's filters (department, name, post, street). */
export async function daysBetween(store: ModuleStore, from: string, to: string, filters: Row = {}): Promise<(WorkDay & { row: Row })[]> {
  const rows = await store.all('workRecord', { ...filters, workDateStart: from, workDateEnd: to }, LIMIT);
  return rows.map((row) => ({ ...dayOf(row), row }));
}

export async function facilities(store: ModuleStore, types?: string[]): Promise<Facility[]> {
  return (await store.all('facility', {}, LIMIT)).map(facilityOf).filter((f) => !types || types.includes(f.facType));
}

/** A day as the reports take it: `yyyy-mm-dd`, refused with the module's message otherwise. */
export function checkedDate(ctx: HandlerContext, value: unknown, fallback: string): string {
  const d = String(value ?? '').slice(0, 10) || fallback;
  if (!DATE.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`)) || formatDate(new Date(`${d}T00:00:00Z`)) !== d) throw new HandlerError(ctx.t('zybb.badDate'));
  return d;
}

/** The dates from..to of a range filter (one end alone: that day; none: the `days` days up to yesterday), at most 62. */
export function dateRange(ctx: HandlerContext, start: unknown, end: unknown, days: number): string[] {
  const s = String(start ?? '').slice(0, 10), e = String(end ?? '').slice(0, 10);
  const to = checkedDate(ctx, e || s, yesterday(ctx.store));
  const from = checkedDate(ctx, s || e, s || e ? to : addDays(to, 1 - days));
  const n = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (n < 1 || n > 62) throw new HandlerError(ctx.t('zybb.badRange'));
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** A month `yyyy-mm` (default: yesterday's) and its dates up to yesterday. */
export function monthDates(ctx: HandlerContext, value: unknown): { month: string; dates: string[] } {
  const y = yesterday(ctx.store);
  const month = String(value ?? '').trim() || y.slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new HandlerError(ctx.t('zybb.monthRule'));
  const dates: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month) && d <= y; d = addDays(d, 1)) dates.push(d);
  return { month, dates };
}
