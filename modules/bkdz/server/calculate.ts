/**
 * One month's accuracy rows for every region of the tree: an estate from its own allocated records, a
 * street from its estates' records, a town from its streets' (pooled, accuracy.ts). Pure: the seed and
 * calculateSummary both use it, so the demo's stored rates are what a recalculation gives.
 */
import { accuracyOf, bandOf, type AccuracyRecord, type AccuracySource, type Band, type BandBounds } from '../accuracy';

export type RegionNode = { id: number; level: string; parentId: number | null };
export type AllocatedRecord = AccuracyRecord & { regionId: number | null };
export type RateRow = { regionId: number; level: string; source: AccuracySource; rate: number | null; band: Band; rank: number | null; samples: number; gradedCount: number; correctCount: number };

/** The estates at or under each region (an estate: itself). */
export function estatesUnder(regions: readonly RegionNode[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const r of regions) {
    if (r.parentId === null) continue;
    const list = children.get(r.parentId);
    if (list) list.push(r.id);
    else children.set(r.parentId, [r.id]);
  }
  const byId = new Map(regions.map((r) => [r.id, r]));
  const out = new Map<number, number[]>();
  const walk = (id: number, seen: Set<number>): number[] => {
    if (out.has(id)) return out.get(id)!;
    if (seen.has(id)) return [];
    seen.add(id);
    const node = byId.get(id);
    const own = node?.level === 'estate' ? [id] : [];
    const all = [...own, ...(children.get(id) ?? []).flatMap((c) => walk(c, seen))];
    out.set(id, all);
    return all;
  };
  for (const r of regions) walk(r.id, new Set());
  return out;
}

/** The rate of every region for the records of one period, by `source`, banded by `bounds`. */
export function rateRows(regions: readonly RegionNode[], records: readonly AllocatedRecord[], source: AccuracySource, bounds: BandBounds): RateRow[] {
  const byEstate = new Map<number, AllocatedRecord[]>();
  for (const r of records) {
    if (r.regionId === null) continue;
    const list = byEstate.get(r.regionId);
    if (list) list.push(r);
    else byEstate.set(r.regionId, [r]);
  }
  const under = estatesUnder(regions);
  const rows: RateRow[] = regions.map((region) => {
    const mine = (under.get(region.id) ?? []).flatMap((e) => byEstate.get(e) ?? []);
    const a = accuracyOf(mine, source);
    return { regionId: region.id, level: region.level, source, rate: a.rate, band: bandOf(a.rate, bounds), rank: null, samples: a.samples, gradedCount: a.graded, correctCount: a.correct };
  });
  return ranked(rows);
}

/**
 * Ranks each level's regions by rate, best first; equal rates share a rank (1, 2, 2, 4); an unknown
 * rate has no rank.
 */
export function ranked(rows: RateRow[]): RateRow[] {
  for (const level of new Set(rows.map((r) => r.level))) {
    const known = rows.filter((r) => r.level === level && r.rate !== null).sort((a, b) => b.rate! - a.rate!);
    known.forEach((r, i) => (r.rank = i > 0 && known[i - 1]!.rate === r.rate ? known[i - 1]!.rank : i + 1));
  }
  return rows;
}

/** The first and last day of a month 'YYYY-MM'. */
export function monthDays(period: string): [string, string] {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${period}-01`, `${period}-${String(last).padStart(2, '0')}`];
}

/** The `n` months ending with `last` ('YYYY-MM'), oldest first. */
export function monthsBack(last: string, n: number): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
