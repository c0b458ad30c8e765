/**
 * The area's one source of daily figures: closed days from their daily rows (dailyTotal), the days of
 * loads summed here by kit/waste/loadWeight — collected tonnage counts collection legs only (a transfer
 * leg station → plant is not collected again; it is summed apart as transferTonnes), a load without a
 * valid weight is counted in leftOut and left out of tonnes and the average, never as 0.
 */
import { formatDate, HandlerError, type HandlerContext } from '../../../kit/resource';
import { tonnage, type Load, type Tonnage } from '../../../kit/waste/loadWeight';

export type DayFigures = {
  day: string;
  garbageType: string;
  /** Collected tonnes (null: no load of the day had a valid weight). */
  tonnes: number | null;
  counted: number;
  leftOut: number;
  average: number | null;
  transferTonnes: number | null;
};

/** A stored load as the weight rule reads it. */
export const asLoad = (r: Record<string, unknown>): Load => ({
  confirmedNet: r.confirmedNet as number | null,
  gross: r.grossWeight as number | null,
  tare: r.tareWeight as number | null,
  leg: r.leg as 'collect' | 'transfer',
});

/** No load at all is a known 0 t; loads none of which had a valid weight stay unknown (null). */
export const sure = (t: Tonnage): Tonnage => (t.counted + t.leftOut === 0 ? { ...t, tonnes: 0 } : t);

/** Figures of a set of loads (one day and type, one vehicle, one destination …). */
export function figuresOf(rows: Record<string, unknown>[]) {
  const loads = rows.map(asLoad);
  return { collected: sure(tonnage(loads)), transfer: sure(tonnage(loads, { legs: 'transfer' })) };
}

/**
 * The moment a board's round is taken at (`asOf`, an ISO time the kit's wall display sends with every
 * call) as the stored times write it, or null when the request names none: figures count only what
 * happened up to it, so one round's panels agree. Anything but a time is refused.
 */
export function momentOf(ctx: HandlerContext): string | null {
  const v = ctx.input.asOf;
  if (v === undefined || v === null || v === '') return null;
  const ms = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? Date.parse(v) : NaN;
  if (Number.isNaN(ms)) throw new HandlerError(ctx.t('ljsy.param.asOf'));
  return formatDate(new Date(ms), true);
}

/** The loads of a day range (either end open) departed up to the request's moment, every row (at most 20 000). */
export async function loadsBetween(ctx: HandlerContext, from?: string | null, to?: string | null) {
  const filters: Record<string, unknown> = {};
  if (from) filters.departAtStart = from;
  if (to) filters.departAtEnd = to;
  const moment = momentOf(ctx);
  const rows = await ctx.store.all('load', filters, 20000);
  return moment ? rows.filter((r) => String(r.departAt) <= moment) : rows;
}

/** Daily figures per garbage type over [from, to] (both 'YYYY-MM-DD', either open). */
export async function dailyFigures(ctx: HandlerContext, from?: string | null, to?: string | null): Promise<DayFigures[]> {
  const filters: Record<string, unknown> = {};
  if (from) filters.dayStart = from;
  if (to) filters.dayEnd = to;
  const [closed, loads] = await Promise.all([ctx.store.all('dailyTotal', filters, 20000), loadsBetween(ctx, from, to)]);
  const out = new Map<string, DayFigures>();
  for (const r of closed) {
    const counted = Number(r.counted ?? 0);
    const tonnes = r.tonnes === null || r.tonnes === undefined ? null : Number(r.tonnes);
    out.set(`${r.day}|${r.garbageType}`, { day: String(r.day), garbageType: String(r.garbageType), tonnes, counted, leftOut: Number(r.leftOut ?? 0), average: tonnes !== null && counted ? Math.round((tonnes / counted) * 1000) / 1000 : null, transferTonnes: (r.transferTonnes as number | null) ?? null });
  }
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const l of loads) {
    const key = `${String(l.departAt).slice(0, 10)}|${l.garbageType}`;
    if (out.has(key)) continue; // a closed day is read from its row
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  for (const [key, rows] of groups) {
    const [day, garbageType] = key.split('|') as [string, string];
    const { collected, transfer } = figuresOf(rows);
    out.set(key, { day, garbageType, tonnes: collected.tonnes, counted: collected.counted, leftOut: collected.leftOut, average: collected.average, transferTonnes: transfer.tonnes });
  }
  return [...out.values()];
}

const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.round((a + b) * 1000) / 1000);

/** Sums figures by a key (month, day): tonnes unknown only when every part is unknown. */
export function sumBy(rows: DayFigures[], keyOf: (r: DayFigures) => string) {
  const out = new Map<string, { key: string; tonnes: number | null; counted: number; leftOut: number; transferTonnes: number | null; average: number | null }>();
  for (const r of rows) {
    const k = keyOf(r);
    const s = out.get(k) ?? { key: k, tonnes: null, counted: 0, leftOut: 0, transferTonnes: null, average: null };
    s.tonnes = add(s.tonnes, r.tonnes);
    s.counted += r.counted;
    s.leftOut += r.leftOut;
    s.transferTonnes = add(s.transferTonnes, r.transferTonnes);
    s.average = s.tonnes !== null && s.counted ? Math.round((s.tonnes / s.counted) * 1000) / 1000 : null;
    out.set(k, s);
  }
  return out;
}
