/**
 * The rules of the monthly evaluation (考评), pure so they are tested at their edges
 * (tests/modules/facility/rules.test.ts) and read the same by the server and the README:
 * - a unit's month has five parts, each 0–100 or unknown (null: not scored yet);
 * - the facilities and toilets parts come from the month's submitted inspections of that kind:
 *   100 − Σ deductions, floored at 0; no submitted inspection of that kind that month → unknown;
 * - the total = Σ part × weight / 100 over the parts with a weight, rounded to 2 decimals; a part
 *   with a weight that is unknown makes the month incomplete: the total is unknown, never counted as 0;
 * - the weights are whole numbers 0–100 summing to exactly 100;
 * - the grade of a total: ≥ excellent line 优秀, ≥ good line 良好, ≥ pass line 合格, else 不合格
 *   (lines a tenant setting, 0 < pass < good < excellent ≤ 100), read on the rounded total;
 * - the ranking of a month: complete units by total, highest first; equal totals share a rank and
 *   the next rank skips (1, 2, 2, 4); an incomplete unit has no rank.
 */

export const PARTS = ['road', 'facility', 'toilet', 'management', 'overall'] as const;
export type Part = (typeof PARTS)[number];
/** The parts entered by hand (addUpdateScore); the other two come from inspections. */
export const ENTERED_PARTS = ['road', 'management', 'overall'] as const satisfies readonly Part[];
export type EnteredPart = (typeof ENTERED_PARTS)[number];
export const GRADES = ['excellent', 'good', 'pass', 'fail'] as const;
export type Grade = (typeof GRADES)[number];

export type Weights = Record<Part, number>;
export type Thresholds = { excellent: number; good: number; pass: number };
export type PartScores = Record<Part, number | null>;

export const DEFAULT_WEIGHTS: Weights = { road: 45, facility: 25, toilet: 15, management: 5, overall: 10 };
export const DEFAULT_THRESHOLDS: Thresholds = { excellent: 90, good: 80, pass: 70 };

const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON * 100) / 100;

/** Why weights are refused (a catalogue key), or null: whole numbers 0–100 summing to 100. */
export function weightsProblem(w: Partial<Record<Part, unknown>>): string | null {
  const values = PARTS.map((p) => w[p]);
  if (values.some((v) => typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100)) return 'facility.rule.weightRange';
  return (values as number[]).reduce((a, b) => a + b, 0) === 100 ? null : 'facility.rule.weightSum';
}

/** Why grade lines are refused (a catalogue key), or null: 0 < pass < good < excellent ≤ 100. */
export function thresholdsProblem(th: Partial<Record<keyof Thresholds, unknown>>): string | null {
  const { excellent, good, pass } = th;
  if (![excellent, good, pass].every((v) => typeof v === 'number' && Number.isFinite(v))) return 'facility.rule.linesOrder';
  const [e, g, p] = [excellent, good, pass] as number[];
  return p! > 0 && p! < g! && g! < e! && e! <= 100 ? null : 'facility.rule.linesOrder';
}

/** A score typed for a part: a number 0–100 with at most 2 decimals, or a catalogue key of the problem. */
export function scoreProblem(v: unknown): string | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100) return 'facility.rule.scoreRange';
  return round2(n) === n ? null : 'facility.rule.scoreRange';
}

/** An inspection's deduction: the sum of its items' points (2 decimals). */
export function deductionOf(points: readonly number[]): number {
  return round2(points.reduce((a, b) => a + b, 0));
}

/**
 * The facilities or toilets part of a unit's month from its submitted inspections of that kind:
 * 100 − Σ their deductions, floored at 0; unknown (null) when there is none.
 */
export function inspectionPart(inspections: number, deductions: number): number | null {
  if (inspections <= 0) return null;
  return Math.max(0, round2(100 - deductions));
}

/** The weighted total, or null with the parts still missing (a part of weight 0 is never missing). */
export function totalOf(parts: PartScores, weights: Weights): { total: number | null; missing: Part[] } {
  const missing = PARTS.filter((p) => weights[p] > 0 && parts[p] === null);
  if (missing.length) return { total: null, missing };
  return { total: round2(PARTS.reduce((sum, p) => sum + (weights[p] > 0 ? (parts[p] as number) * weights[p] : 0), 0) / 100), missing };
}

/** The grade of a total (unknown total: no grade). */
export function gradeOf(total: number | null, th: Thresholds): Grade | null {
  if (total === null) return null;
  return total >= th.excellent ? 'excellent' : total >= th.good ? 'good' : total >= th.pass ? 'pass' : 'fail';
}

/** Competition ranking of one month: highest total first, ties share, incomplete (null) unranked. */
export function ranksOf<K>(rows: readonly { key: K; total: number | null }[]): Map<K, number | null> {
  const ranked = rows.filter((r) => r.total !== null).sort((a, b) => (b.total as number) - (a.total as number));
  const out = new Map<K, number | null>(rows.map((r) => [r.key, null]));
  ranked.forEach((r, i) => out.set(r.key, i > 0 && ranked[i - 1]!.total === r.total ? out.get(ranked[i - 1]!.key)! : i + 1));
  return out;
}

/** The months of a year up to `lastMonth` (YYYY-MM), for the trend. */
export function monthsOfYear(year: number, lastMonth: string): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).filter((m) => m <= lastMonth);
}
