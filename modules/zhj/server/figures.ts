/**
 * The supervision figures, one source for the three reports: per day, station and garbage type, from
 * the closed days' rows (stationDaily) and the last days' loads (stationLoad) summed here by
 * kit/waste/loadWeight. received: collection loads weighed in at the station; transferred: the
 * station → plant legs — garbage already collected, so it is never added to the collected tonnage;
 * a load without a valid weight is counted in its leftOut and left out of tonnes and averages.
 */
import type { HandlerContext } from '../../../kit/resource';
import { tonnage, type Load, type Tonnage } from '../../../kit/waste/loadWeight';

export type Cell = {
  day: string;
  stationId: number;
  garbageType: string;
  received: number | null;
  receivedCounted: number;
  receivedLeftOut: number;
  transferred: number | null;
  transferredCounted: number;
  transferredLeftOut: number;
};

/** No load at all is a known 0 t; loads none of which had a valid weight stay unknown (null). */
const sure = (t: Tonnage): Tonnage => (t.counted + t.leftOut === 0 ? { ...t, tonnes: 0 } : t);
const asLoad = (r: Record<string, unknown>): Load => ({ confirmedNet: r.confirmedNet as number | null, gross: r.grossWeight as number | null, tare: r.tareWeight as number | null, leg: r.leg as 'collect' | 'transfer' });
export const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.round((a + b) * 1000) / 1000);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Every cell in [from, to] (either end open). */
export async function cells(ctx: HandlerContext, from?: string | null, to?: string | null): Promise<Cell[]> {
  const f: Record<string, unknown> = {};
  const l: Record<string, unknown> = {};
  if (from) [f.dayStart, l.weighTimeStart] = [from, from];
  if (to) [f.dayEnd, l.weighTimeEnd] = [to, to];
  const [closed, loads] = await Promise.all([ctx.store.all('stationDaily', f, 20000), ctx.store.all('stationLoad', l, 20000)]);
  const out = new Map<string, Cell>();
  for (const r of closed) {
    out.set(`${r.day}|${r.stationId}|${r.garbageType}`, {
      day: String(r.day), stationId: r.stationId as number, garbageType: String(r.garbageType),
      received: num(r.received), receivedCounted: Number(r.receivedCounted ?? 0), receivedLeftOut: Number(r.receivedLeftOut ?? 0),
      transferred: num(r.transferred), transferredCounted: Number(r.transferredCounted ?? 0), transferredLeftOut: Number(r.transferredLeftOut ?? 0),
    });
  }
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const r of loads) {
    const key = `${String(r.weighTime).slice(0, 10)}|${r.stationId}|${r.garbageType}`;
    if (!out.has(key)) groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [key, rows] of groups) {
    const [day, stationId, garbageType] = key.split('|') as [string, string, string];
    const loadsOf = rows.map(asLoad);
    const inT = sure(tonnage(loadsOf));
    const outT = sure(tonnage(loadsOf, { legs: 'transfer' }));
    out.set(key, { day, stationId: Number(stationId), garbageType, received: inT.tonnes, receivedCounted: inT.counted, receivedLeftOut: inT.leftOut, transferred: outT.tonnes, transferredCounted: outT.counted, transferredLeftOut: outT.leftOut });
  }
  return [...out.values()];
}

/** Sums cells by a key. */
export function sumCells(list: Cell[], keyOf: (c: Cell) => string) {
  const out = new Map<string, Omit<Cell, 'day' | 'stationId' | 'garbageType'> & { key: string }>();
  for (const c of list) {
    const k = keyOf(c);
    const s = out.get(k) ?? { key: k, received: null, receivedCounted: 0, receivedLeftOut: 0, transferred: null, transferredCounted: 0, transferredLeftOut: 0 };
    s.received = add(s.received, c.received);
    s.transferred = add(s.transferred, c.transferred);
    s.receivedCounted += c.receivedCounted;
    s.receivedLeftOut += c.receivedLeftOut;
    s.transferredCounted += c.transferredCounted;
    s.transferredLeftOut += c.transferredLeftOut;
    out.set(k, s);
  }
  return out;
}
