/**
 * The area's figures over time, one reading for every report and board:
 * - Collected tonnes: a day and district with kept loads (garbageRecord) is read from its loads, by the
 *   kit's load-weight rule (kit/waste/loadWeight.ts: transfer legs are not collected garbage again, a
 *   load without a valid weight is left out and counted in leftOut); a day and district without is read
 *   from the daily archive (dailyArchive). Null is unknown (no counted load), never 0.
 * - Points: the movements of the points ledger by the day they were posted, by the kind of the order
 *   that moved them (earned: disposals and activities; redeemed; adjusted, signed); a reversal moves
 *   the same kind back.
 */
import { formatDate, type ModuleStore } from '../../../kit/resource';
import { tonnage, type Load } from '../../../kit/waste/loadWeight';
import { GARBAGE_TYPES, type GarbageType } from '../enums';

/** Loads are kept one by one for this many days (today included); the seed archives the days before. */
export const RECENT_DAYS = 21;

type Row = Record<string, unknown>;

/** Today by `now` (the server's clock: `ctx.store.devices.now()`). */
export const today = (now: number) => formatDate(new Date(now));
/** The day `n` days before `now`. */
export const dayOffset = (now: number, n: number) => formatDate(new Date(now - n * 86_400_000));
/** The last `n` days up to the day of `now`, oldest first. */
export const lastDays = (now: number, n: number) => Array.from({ length: n }, (_, i) => dayOffset(now, n - 1 - i));
/** The last `n` months 'YYYY-MM' up to the month of `at`, oldest first. */
export function lastMonths(at: number, n: number): string[] {
  const now = new Date(at);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (n - 1 - i), 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

/** A stored load as the kit's rule reads it. */
export const asLoad = (r: Row): Load => ({ confirmedNet: r.confirmedNet as number | null, gross: r.grossWeight as number | null, tare: r.tareWeight as number | null, leg: r.leg === 'transfer' ? 'transfer' : 'collect' });

const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.round((a + b) * 1000) / 1000);

/** A day's (or month's) collected figures. */
export type Figures = Record<GarbageType, number | null> & { total: number | null; loads: number; leftOut: number; source: 'records' | 'archive' | 'both' | null };

export const emptyFigures = (): Figures => ({ kitchen: null, recyclable: null, hazardous: null, other: null, total: null, loads: 0, leftOut: 0, source: null });

function merge(into: Figures, from: Figures): void {
  for (const g of GARBAGE_TYPES) into[g] = add(into[g], from[g]);
  into.total = add(into.total, from.total);
  into.loads += from.loads;
  into.leftOut += from.leftOut;
  into.source = into.source === null || into.source === from.source ? from.source : 'both';
}

/** Figures of some loads (collect legs only), by the kit's rule. */
export function figuresOf(loads: Row[]): Figures {
  const f = emptyFigures();
  for (const g of GARBAGE_TYPES) {
    const t = tonnage(loads.filter((l) => l.garbageType === g).map(asLoad));
    f[g] = t.tonnes;
    f.loads += t.counted + t.leftOut;
    f.leftOut += t.leftOut;
  }
  f.total = GARBAGE_TYPES.reduce<number | null>((s, g) => add(s, f[g]), null);
  f.source = 'records';
  return f;
}

/** Every load in [from, to] (dates, inclusive) matching the filters. */
export const loadsBetween = (store: ModuleStore, from: string, to: string, filters: Row = {}) =>
  store.all('garbageRecord', { recordTimeStart: from, recordTimeEnd: to, ...filters }, 100_000);

/**
 * Collected figures per day in [from, to] (optionally one district), from the loads where a day and
 * district has them, else from the archive. Days with neither are absent.
 */
export async function dailyFigures(store: ModuleStore, from: string, to: string, district?: string): Promise<Map<string, Figures>> {
  const only = district ? { district } : {};
  const [loads, archive] = await Promise.all([loadsBetween(store, from, to, only), store.all('dailyArchive', { dayStart: from, dayEnd: to, ...only }, 100_000)]);
  const groups = new Map<string, Row[]>();
  for (const l of loads) {
    const k = `${String(l.recordTime).slice(0, 10)}|${String(l.district ?? '')}`;
    (groups.get(k) ?? groups.set(k, []).get(k)!).push(l);
  }
  const days = new Map<string, Figures>();
  const into = (dayKey: string) => days.get(dayKey) ?? days.set(dayKey, emptyFigures()).get(dayKey)!;
  for (const [k, rows] of groups) {
    if (!rows.some((r) => r.leg !== 'transfer')) continue;
    merge(into(k.slice(0, 10)), figuresOf(rows));
  }
  for (const a of archive) {
    const k = `${String(a.day)}|${String(a.district)}`;
    if (groups.get(k)?.some((r) => r.leg !== 'transfer')) continue;
    const f: Figures = { kitchen: a.kitchen as number | null, recyclable: a.recyclable as number | null, hazardous: a.hazardous as number | null, other: a.other as number | null, total: null, loads: Number(a.loads ?? 0), leftOut: Number(a.leftOut ?? 0), source: 'archive' };
    f.total = GARBAGE_TYPES.reduce<number | null>((s, g) => add(s, f[g]), null);
    merge(into(String(a.day)), f);
  }
  return days;
}

/** The same figures summed per month ('YYYY-MM'). */
export function byMonth(days: Map<string, Figures>): Map<string, Figures> {
  const months = new Map<string, Figures>();
  for (const [d, f] of [...days.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const m = d.slice(0, 7);
    merge(months.get(m) ?? months.set(m, emptyFigures()).get(m)!, f);
  }
  return months;
}

/** A day's (or month's) points: earned, redeemed (as a positive number), adjusted (signed), net. */
export type Points = { earned: number; redeemed: number; adjusted: number; net: number };

/** The points movements posted in [from, to], each with its order's kind. */
export async function movementsBetween(store: ModuleStore, from: string, to: string): Promise<(Row & { kind: string })[]> {
  const [moves, orders] = await Promise.all([store.all('pointsLedger', { postedAtStart: from, postedAtEnd: to }, 100_000), store.all('pointsOrder', {}, 100_000)]);
  const kind = new Map(orders.map((o) => [o.id as number, String(o.kind)]));
  return moves.map((m) => ({ ...m, kind: kind.get(m.sourceId as number) ?? 'adjust' }));
}

/** Points per key (the movement's day, month …). */
export function pointsBy(moves: (Row & { kind: string })[], key: (m: Row) => string): Map<string, Points> {
  const out = new Map<string, Points>();
  for (const m of moves) {
    const k = key(m);
    const p = out.get(k) ?? out.set(k, { earned: 0, redeemed: 0, adjusted: 0, net: 0 }).get(k)!;
    const q = Number(m.quantity ?? 0);
    if (m.kind === 'redeem') p.redeemed -= q;
    else if (m.kind === 'adjust') p.adjusted += q;
    else p.earned += q;
    p.net += q;
  }
  return out;
}
