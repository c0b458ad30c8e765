/**
 * Aggregates by month, kept per whole month (issue 28: 称重月报 over a year of a city's weighings,
 * 3.65 M rows, took 1.5 s of a core on every call; under load the boards queued behind it).
 *
 * A resource declares `monthly: '<date field>'`. Its `aggregate` grouped by `<field>:month` over a range
 * whose whole months lie inside it is answered per month: each whole month's result is kept in the
 * instance's memory under (tenant, resource, the query without the range, the month) with the month's
 * version; the partial months at the range's ends are computed on each call. A range without an end
 * holds the current month whole (kept until the next write of the month). A month's version is a row of `aggregate_months`, bumped by every engine
 * write of the resource that touches the month (a row created, imported, edited from or to it, deleted
 * or recovered), in the write's transaction (ResourceStore calls `bumpMonths`). Each call reads the
 * versions of its months from the database first, so an instance sees any instance's writes: a write
 * committed before the read is in the computed result; one committing after it leaves a newer version,
 * and the next call recomputes the month.
 *
 * Rows written into the table without the engine (a bulk load) must bump the months they touch (or
 * be written before any report is read): `bumpMonths` with the months.
 */
import { sql } from 'kysely';
import type { AggregateQuery, AggregateRow } from '../../kit/resource/moduleServer';
import type { CheckedFilter } from '../../kit/resource/listQuery';
import type { AnyDb } from './tables';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Kept results per instance, the least recently used dropped beyond this many. */
const KEPT = 5000;

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

/** Bumps the versions of the months `values` fall in (ignores values that are not dates), one statement. */
export async function bumpMonths(db: AnyDb, tenantId: string, resource: string, values: Iterable<unknown>): Promise<void> {
  const months = [...new Set([...values].map(monthOf).filter((m): m is string => m !== null))].sort();
  if (!months.length) return;
  await db
    .insertInto('aggregate_months')
    .values(months.map((month) => ({ tenant_id: tenantId, resource, month, version: 1 })))
    .onConflict((oc) => oc.columns(['tenant_id', 'resource', 'month']).doUpdateSet({ version: sql`aggregate_months.version + 1` }))
    .execute();
}

/** How the range of a query splits: the whole months kept, the partial ends computed each time. */
export type MonthPlan = {
  /** The whole months strictly inside the range, oldest first. */
  whole: string[];
  /** The partial month at the start: rows from the range's start up to the first whole month. */
  head: string;
  /** Rows from this month on (the range's last month, or the months after this one when it has no end) are computed each time. */
  tail: string;
};

/**
 * The plan for an aggregate of a `monthly` resource, or null when its results cannot be kept: not
 * grouped by the field's month, no start to the range, or no whole month inside it.
 */
export function planMonths(field: string, q: AggregateQuery, filters: CheckedFilter[], today: string): MonthPlan | null {
  if (!q.groupBy.includes(`${field}:month`)) return null;
  const range = filters.find((f) => f.field === field && f.mode === 'range');
  if (!range || range.mode !== 'range') return null;
  const head = monthOf(range.value[0]);
  if (!head) return null;
  // A range without an end holds every month after its first, this one included (kept too: its version
  // moves with each weighing, so it is recomputed after a write, not on every call); rows dated after
  // this month are computed each time. With an end, the end's month is the partial tail.
  const open = range.value[1] === undefined || range.value[1] === null || range.value[1] === '';
  const current = monthOf(today);
  const tail = open ? (current ? nextMonth(current) : null) : monthOf(range.value[1]);
  if (!tail || tail <= head) return null;
  const whole: string[] = [];
  for (let m = nextMonth(head); m < tail; m = nextMonth(m)) whole.push(m);
  if (!whole.length) return null;
  return { whole, head, tail };
}

/** The merged rows of several months' results, ordered and limited as one query would be. */
export function mergeRows(parts: AggregateRow[][], q: AggregateQuery): AggregateRow[] {
  const field = q.orderBy?.field ?? 'count';
  const sign = q.orderBy ? (q.orderBy.order === 'asc' ? 1 : -1) : -1;
  const value = (r: AggregateRow) => r[field] ?? null;
  const rows = parts.flat().map((r) => ({ ...r }));
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

/** The versions of `months` of a resource in a tenant (a month never written: 0). */
export async function monthVersions(db: AnyDb, tenantId: string, resource: string, months: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('aggregate_months').select(['month', 'version']).where('tenant_id', '=', tenantId).where('resource', '=', resource).where('month', 'in', months).execute();
  return new Map(rows.map((r) => [String(r.month), Number(r.version)]));
}
