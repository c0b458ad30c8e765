/**
 * Aggregates by month, kept per whole month (issue 28: 称重月报 over a year of a city's weighings,
 * 3.65 M rows, took 1.5 s of a core on every call; under load the boards queued behind it).
 *
 * A resource declares `monthly: '<date field>'`. Its `aggregate` grouped by `<field>:month` over a range
 * whose whole months lie inside it is answered per month: each whole month's result is kept in the
 * instance's memory under (tenant, resource, the query without the range, the month) with the month's
 * version; the partial months at the range's ends are computed on each call. A range without an end
 * holds the current month too: its days before today are kept as one part (versioned by those days'
 * versions), and today's rows are computed on each call — a weighing every few seconds moves only
 * today's version, so the month's other 28 days (≈ 280 000 rows at a city's size) are not read again
 * after each one. A month's and a day's version are rows of `aggregate_months` (the day's key
 * 'YYYY-MM-DD', the month's 'YYYY-MM'), bumped by every engine write of the resource that touches them
 * (a row created, imported, edited from or to it, deleted or recovered), in the write's transaction
 * (ResourceStore calls `bumpMonths`). Each call reads the versions of its months and days from the
 * database first, so an instance sees any instance's writes: a write committed before the read is in
 * the computed result; one committing after it leaves a newer version, and the next call recomputes.
 *
 * Rows written into the table without the engine (a bulk load) must bump the months and days they touch
 * (or be written before any report is read): `bumpMonths` with the rows' dates.
 *
 * What an instance computes it also shares (`aggregate_results`, migration 0021; `readShared`, `share`):
 * a part's rows with the version they were computed at, so another instance, or this one after a
 * restart, reads a kept month instead of computing it (issue 28: an instance's first report over a
 * city's year took 3.8 / 2.3 s under load, every instance, after every start). A shared part is used
 * only at the version the call read; at most SHARED parts are kept per resource of a tenant (the least
 * recently computed dropped), and a query's days part only for the latest day.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AggregateQuery, AggregateRow } from '../../kit/resource/moduleServer';
import type { CheckedFilter } from '../../kit/resource/listQuery';
import type { AnyDb } from './tables';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Kept results per instance, the least recently used dropped beyond this many. */
const KEPT = 5000;
/** Shared kept results per resource of a tenant, the least recently computed dropped beyond this many. */
const SHARED = 5000;

/** The month ('YYYY-MM') of a date or datetime value; null for anything else. */
export function monthOf(value: unknown): string | null {
  const m = typeof value === 'string' ? value.slice(0, 7) : '';
  return MONTH.test(m) ? m : null;
}

/** The month after `m`. */
export function nextMonth(m: string): string {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
}

/** The day ('YYYY-MM-DD') of a date or datetime value; null for anything else. */
export function dayOf(value: unknown): string | null {
  const d = typeof value === 'string' ? value.slice(0, 10) : '';
  return DAY.test(d) ? d : null;
}

/**
 * Bumps the versions of the months and the days `values` fall in (ignores values that are not dates),
 * one statement.
 */
export async function bumpMonths(db: AnyDb, tenantId: string, resource: string, values: Iterable<unknown>): Promise<void> {
  const dates = [...values];
  const keys = [...new Set([...dates.map(monthOf), ...dates.map(dayOf)].filter((m): m is string => m !== null))].sort();
  if (!keys.length) return;
  await db
    .insertInto('aggregate_months')
    .values(keys.map((month) => ({ tenant_id: tenantId, resource, month, version: 1 })))
    .onConflict((oc) => oc.columns(['tenant_id', 'resource', 'month']).doUpdateSet({ version: sql`aggregate_months.version + 1` }))
    .execute();
}

/** How the range of a query splits: the whole months kept, the partial ends computed each time. */
export type MonthPlan = {
  /** The whole months strictly inside the range (the current month not among them), oldest first. */
  whole: string[];
  /** The partial month at the start: rows from the range's start up to the first month or days kept. */
  head: string;
  /**
   * A range without an end, from before this month, on a day after the month's first: the rows of this
   * month before today (`from` the month, `to` today's date) are kept as one part.
   */
  days?: { from: string; to: string };
  /**
   * Rows from this on are computed each time: the range's last month, or (without an end) today's date,
   * or this month on its first day.
   */
  tail: string;
};

/**
 * The plan for an aggregate of a `monthly` resource, or null when its results cannot be kept: not
 * grouped by the field's month, no start to the range, or no whole month (nor days of this one) inside it.
 */
export function planMonths(field: string, q: AggregateQuery, filters: CheckedFilter[], now: string): MonthPlan | null {
  if (!q.groupBy.includes(`${field}:month`)) return null;
  const range = filters.find((f) => f.field === field && f.mode === 'range');
  if (!range || range.mode !== 'range') return null;
  const head = monthOf(range.value[0]);
  if (!head) return null;
  // With an end, the end's month is the partial tail. A range without an end holds every month after its
  // first: this one's days before today are kept as one part (moved only by a write dated on them), and
  // rows from today on are computed each time.
  const open = range.value[1] === undefined || range.value[1] === null || range.value[1] === '';
  const current = monthOf(now);
  const today = dayOf(now);
  const end = open ? current : monthOf(range.value[1]);
  if (!end || !today || end < head) return null;
  const whole: string[] = [];
  for (let m = nextMonth(head); m < end; m = nextMonth(m)) whole.push(m);
  if (!open) return whole.length && end > head ? { whole, head, tail: end } : null;
  const days = end > head && today > `${end}-01` ? { from: end, to: today } : undefined;
  if (!whole.length && !days) return null;
  return { whole, head, tail: days ? today : end, ...(days ? { days } : {}) };
}

/**
 * The merged rows of several parts' results, ordered and limited as one query would be. Rows of the
 * same group in several parts (this month's days kept and today's rows) are added up: counts and sums.
 */
export function mergeRows(parts: AggregateRow[][], q: AggregateQuery): AggregateRow[] {
  const field = q.orderBy?.field ?? 'count';
  const sign = q.orderBy ? (q.orderBy.order === 'asc' ? 1 : -1) : -1;
  const value = (r: AggregateRow) => r[field] ?? null;
  const aliases = q.groupBy.map((g) => g.replace(':', '_'));
  const groups = new Map<string, AggregateRow>();
  const rows: AggregateRow[] = [];
  for (const r of parts.flat()) {
    const key = aliases.length ? JSON.stringify(aliases.map((a) => r[a] ?? null)) : null;
    const same = key === null ? undefined : groups.get(key);
    if (!same) {
      const copy = { ...r };
      if (key !== null) groups.set(key, copy);
      rows.push(copy);
      continue;
    }
    same.count += r.count;
    // Sums to a millionth: each part's sum has the field's own decimals (at most 6), their total no more.
    for (const s of q.sum ?? []) same[s] = Math.round((Number(same[s] ?? 0) + Number(r[s] ?? 0)) * 1e6) / 1e6;
  }
  rows.sort((a, b) => {
    const x = value(a), y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1) * sign;
  });
  return rows.slice(0, q.limit ?? 1000);
}

/**
 * Rows of several months grouped by month (the month under `alias`), split into each month's rows,
 * ordered and limited as the month's own query would be.
 */
export function splitByMonth(rows: AggregateRow[], alias: string, q: AggregateQuery): Map<string, AggregateRow[]> {
  const months = new Map<string, AggregateRow[]>();
  for (const r of rows) {
    const month = String(r[alias]);
    const list = months.get(month);
    if (list) list.push(r);
    else months.set(month, [r]);
  }
  return new Map([...months].map(([month, list]) => [month, mergeRows([list], q)]));
}

/** Each instance's kept month results, by key, with the version they were computed at. */
export class MonthResults {
  private readonly kept = new Map<string, { version: number; rows: AggregateRow[] }>();

  /** The month's kept rows if computed at `version`. */
  get(key: string, version: number): AggregateRow[] | null {
    const e = this.kept.get(key);
    if (!e || e.version !== version) return null;
    // Most recently used last.
    this.kept.delete(key);
    this.kept.set(key, e);
    return e.rows;
  }

  set(key: string, version: number, rows: AggregateRow[]): void {
    this.kept.delete(key);
    this.kept.set(key, { version, rows });
    while (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}

/**
 * The versions of `months` of a resource in a tenant (a month never written: 0), and with `days` the
 * version of those days (this month's before today: the sum of theirs, which grows with any of them).
 * One query.
 */
export async function monthVersions(db: AnyDb, tenantId: string, resource: string, months: string[], days?: { from: string; to: string }): Promise<{ months: Map<string, number>; days: number }> {
  const rows = await db
    .selectFrom('aggregate_months')
    .select(['month', 'version'])
    .where('tenant_id', '=', tenantId)
    .where('resource', '=', resource)
    // A day's key 'YYYY-MM-DD' sorts after its month's 'YYYY-MM' and before the next day's.
    .where((eb) => eb.or([...(months.length ? [eb('month', 'in', months)] : []), ...(days ? [eb.and([eb('month', '>', days.from), eb('month', '<', days.to)])] : [])]))
    .execute();
  const out = { months: new Map<string, number>(), days: 0 };
  for (const r of rows) {
    if (String(r.month).length > 7) out.days += Number(r.version);
    else out.months.set(String(r.month), Number(r.version));
  }
  return out;
}

/** A kept part of an aggregate: a whole month 'YYYY-MM' or this month's days 'YYYY-MM<YYYY-MM-DD', at a version. */
export type KeptPart = { part: string; version: number };

/** The shape of an aggregate query without its range (a SHA-256 of what names its results). */
export function shapeOf(query: unknown): string {
  return createHash('sha256').update(JSON.stringify(query)).digest('hex');
}

/** The parts other instances kept of a query's shape at the versions asked (one query); the others are absent. */
export async function readShared(db: AnyDb, tenantId: string, resource: string, shape: string, parts: KeptPart[]): Promise<Map<string, AggregateRow[]>> {
  if (!parts.length) return new Map();
  const wanted = new Map(parts.map((p) => [p.part, p.version]));
  const rows = await db
    .selectFrom('aggregate_results')
    .select(['part', 'version', 'result'])
    .where('tenant_id', '=', tenantId)
    .where('resource', '=', resource)
    .where('shape', '=', shape)
    .where('part', 'in', [...wanted.keys()])
    .execute();
  return new Map(rows.filter((r) => Number(r.version) === wanted.get(String(r.part))).map((r) => [String(r.part), JSON.parse(String(r.result)) as AggregateRow[]]));
}

/**
 * Shares computed parts (a part kept at a newer version by another instance stays), drops the shape's
 * days parts of earlier days, and keeps at most SHARED parts of the resource in the tenant.
 * Outside any transaction only: a result computed inside one may hold its uncommitted writes.
 */
export async function share(db: AnyDb, tenantId: string, resource: string, shape: string, parts: Array<KeptPart & { rows: AggregateRow[] }>, now: string): Promise<void> {
  if (!parts.length) return;
  await db
    .insertInto('aggregate_results')
    .values(parts.map((p) => ({ tenant_id: tenantId, resource, shape, part: p.part, version: p.version, result: JSON.stringify(p.rows), computed_at: now })))
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'resource', 'shape', 'part'])
        .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), result: eb.ref('excluded.result'), computed_at: eb.ref('excluded.computed_at') }))
        .where((eb) => eb('aggregate_results.version', '<', eb.ref('excluded.version'))),
    )
    .execute();
  const days = parts.find((p) => p.part.includes('<'));
  if (days) {
    await db.deleteFrom('aggregate_results').where('tenant_id', '=', tenantId).where('resource', '=', resource).where('shape', '=', shape).where('part', 'like', '%<%').where('part', '<>', days.part).execute();
  }
  await sql`delete from aggregate_results where tenant_id = ${tenantId} and resource = ${resource} and computed_at < (
    select computed_at from aggregate_results where tenant_id = ${tenantId} and resource = ${resource} order by computed_at desc limit 1 offset ${SHARED - 1})`.execute(db);
}
