/**
 * The assessment's rules, pure: a scheme's weights, the colour band of a total, an object's total
 * from its indicators' scores (unknown parts stay unknown, never 0), the ranking of a month, and the
 * conversion of a response time into a score.
 */

/** The kinds of assessed objects: towns/streets, villages/estates, vehicles, drivers, stations, contractors. */
export const OBJECT_KINDS = ['town', 'village', 'vehicle', 'driver', 'station', 'contractor'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/**
 * Where an indicator's score comes from: typed in (manual) or a figure of the product, read from
 * the module that keeps it (server/sources.ts). Each automatic source applies to some kinds only.
 */
export const SOURCES = ['manual', 'roadCompletion', 'sortingAccuracy', 'responseTime'] as const;
export type Source = (typeof SOURCES)[number];

export const SOURCE_KINDS: Record<Source, readonly ObjectKind[]> = {
  manual: OBJECT_KINDS,
  roadCompletion: ['vehicle', 'driver'],
  sortingAccuracy: ['town', 'village'],
  responseTime: ['town'],
};

export const BANDS = ['green', 'blue', 'orange', 'red'] as const;
export type Band = (typeof BANDS)[number];

/** The tenant's band thresholds: a total ≥ green is green, ≥ blue blue, ≥ orange orange, else red. */
export type Bands = { greenMin: number; blueMin: number; orangeMin: number };
export const DEFAULT_BANDS: Bands = { greenMin: 90, blueMin: 80, orangeMin: 60 };

/** A scheme's weights must sum to exactly 100 (to 0.01): 99.9 or 100.1 is refused. */
export const weightTotal = (weights: readonly number[]) => Math.round(weights.reduce((a, w) => a + w, 0) * 100) / 100;
export const weightsValid = (weights: readonly number[]) => weights.length > 0 && weightTotal(weights) === 100;

/** Thresholds in order 0 ≤ orange < blue < green ≤ 100. */
export const bandsValid = (b: Bands) => b.orangeMin >= 0 && b.orangeMin < b.blueMin && b.blueMin < b.greenMin && b.greenMin <= 100;

/** The band of a total (edges belong to the upper band: 90 is green when green starts at 90); null when unknown. */
export function bandOf(total: number | null, b: Bands): Band | null {
  if (total === null) return null;
  if (total >= b.greenMin) return 'green';
  if (total >= b.blueMin) return 'blue';
  if (total >= b.orangeMin) return 'orange';
  return 'red';
}

export type Part = { name: string; weight: number; score: number | null };
export type Total = { total: number | null; complete: boolean; knownWeight: number };

/**
 * An object's total: Σ weight × score / 100 over the indicators whose score is known. `complete`
 * only when every score is known; an incomplete total is the known parts' sum, never a 0 for the rest,
 * and unknown (null) when no score is known at all.
 */
export function combine(parts: readonly Part[]): Total {
  let total = 0, knownWeight = 0;
  for (const p of parts) {
    if (p.score === null) continue;
    total += (p.weight * p.score) / 100;
    knownWeight += p.weight;
  }
  return { total: knownWeight > 0 ? Math.round(total * 10) / 10 : null, complete: parts.every((p) => p.score !== null), knownWeight };
}

/**
 * Ranks complete totals, highest first (equal totals share a rank: 1, 2, 2, 4); incomplete ones get
 * no rank and come after, highest known part first.
 */
export function rankTotals<T extends Total>(rows: readonly T[]): (T & { rank: number | null })[] {
  const sorted = [...rows].sort((a, b) => Number(b.complete) - Number(a.complete) || (b.total ?? -1) - (a.total ?? -1));
  let prev: T | null = null, prevRank = 0;
  return sorted.map((r, i) => {
    if (!r.complete) return { ...r, rank: null };
    const rank = prev && prev.total === r.total ? prevRank : i + 1;
    prev = r;
    prevRank = rank;
    return { ...r, rank };
  });
}

/** Response time → score: ≤ 60 min is 100, ≥ 480 min (a working day) is 0, linear between; null stays null. */
export const RESPONSE_FULL = 60;
export const RESPONSE_ZERO = 480;
export function responseScore(minutes: number | null): number | null {
  if (minutes === null) return null;
  if (minutes <= RESPONSE_FULL) return 100;
  if (minutes >= RESPONSE_ZERO) return 0;
  return Math.round(((RESPONSE_ZERO - minutes) / (RESPONSE_ZERO - RESPONSE_FULL)) * 1000) / 10;
}

/** A percentage figure as a score: capped to 0–100, one decimal. */
export const percentScore = (p: number | null) => (p === null ? null : Math.round(Math.min(100, Math.max(0, p)) * 10) / 10);

/** The mean of the known values; null when there is none. */
export function mean(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return known.length ? known.reduce((a, v) => a + v, 0) / known.length : null;
}

/** A month's first and last instant as the store's datetime text ('YYYY-MM-01 00:00:00' … 'YYYY-MM-31 23:59:59'). */
export function monthBounds(month: string): { from: string; to: string; firstDay: string; lastDay: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstDay = `${month}-01`, lastDay = `${month}-${String(last).padStart(2, '0')}`;
  return { from: `${firstDay} 00:00:00`, to: `${lastDay} 23:59:59`, firstDay, lastDay };
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
