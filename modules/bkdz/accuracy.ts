/**
 * Sorting accuracy, computed the same way by the server (calculateSummary, the seed) and the tests:
 * plain functions, no store. A rate always names its source; with no usable record it is unknown
 * (null, shown as "--"), never 0.
 *
 * - grading (督导员逐次评分): rate = Σ correctly sorted disposals ÷ Σ graded disposals × 100, pooled
 *   over every record of the region and period (a street or town pools its estates' disposals, so a
 *   busy estate weighs more than a quiet one).
 * - spotCheck (抽查扣分): each check scores max(0, 100 − deduction); rate = mean of the checks' scores.
 * - truckPurity (收运车辆纯净度): rate = mean purity (%) measured at the truck.
 *
 * The rate is rounded to 2 decimals and its band read from the rounded figure, so what the user sees
 * (80.00) is what is ranked (green).
 */

export type AccuracySource = 'grading' | 'spotCheck' | 'truckPurity';
export const SOURCES: readonly AccuracySource[] = ['grading', 'spotCheck', 'truckPurity'];

export type Band = 'green' | 'blue' | 'yellow' | 'red' | 'unknown';
export const BANDS: readonly Band[] = ['green', 'blue', 'yellow', 'red', 'unknown'];

/** Lower bounds of the bands (a rate at a bound belongs to the band above it). */
export type BandBounds = { greenMin: number; blueMin: number; yellowMin: number };
export const DEFAULT_BOUNDS: BandBounds = { greenMin: 80, blueMin: 60, yellowMin: 30 };

/** The band of a rate: ≥ greenMin green, ≥ blueMin blue, ≥ yellowMin yellow, below red; null unknown. */
export function bandOf(rate: number | null, b: BandBounds = DEFAULT_BOUNDS): Band {
  if (rate === null || !Number.isFinite(rate)) return 'unknown';
  if (rate >= b.greenMin) return 'green';
  if (rate >= b.blueMin) return 'blue';
  if (rate >= b.yellowMin) return 'yellow';
  return 'red';
}

/** Whether the bounds are usable: 0 ≤ yellow < blue < green ≤ 100. */
export const boundsValid = (b: BandBounds) => b.yellowMin >= 0 && b.yellowMin < b.blueMin && b.blueMin < b.greenMin && b.greenMin <= 100;

/** One allocated record as stored (dataAllocation). */
export type AccuracyRecord = {
  source: string;
  gradedCount?: unknown;
  correctCount?: unknown;
  deduction?: unknown;
  purity?: unknown;
};

export type Accuracy = {
  /** Percent, 2 decimals; null when no record of the source is usable. */
  rate: number | null;
  /** Records counted. */
  samples: number;
  /** Graded and correctly sorted disposals (grading only; 0 otherwise). */
  graded: number;
  correct: number;
};

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: number[]) => (xs.length ? round2(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

/** The accuracy of a region's records for one source (records of other sources are left out). */
export function accuracyOf(records: readonly AccuracyRecord[], source: AccuracySource): Accuracy {
  const mine = records.filter((r) => r.source === source);
  if (source === 'grading') {
    let graded = 0;
    let correct = 0;
    let samples = 0;
    for (const r of mine) {
      const g = num(r.gradedCount);
      const c = num(r.correctCount);
      // A record without a graded disposal, or with more correct than graded, says nothing.
      if (g === null || c === null || g <= 0 || c < 0 || c > g) continue;
      graded += g;
      correct += c;
      samples++;
    }
    return { rate: graded > 0 ? round2((correct / graded) * 100) : null, samples, graded, correct };
  }
  const values = mine
    .map((r) => (source === 'spotCheck' ? num(r.deduction) : num(r.purity)))
    .filter((v): v is number => v !== null && v >= 0)
    .map((v) => (source === 'spotCheck' ? Math.max(0, 100 - v) : Math.min(100, v)));
  return { rate: mean(values), samples: values.length, graded: 0, correct: 0 };
}
