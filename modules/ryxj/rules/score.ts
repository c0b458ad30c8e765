/**
 * The scores, pure:
 * - an inspection deducts the points of one item of the indicator library; the inspector may deduct
 *   less than the item's points, never more (refused);
 * - a facility's month starts at 100 (FULL_MARKS); the deductions in force of its inspections that
 *   count (已确认, 已认可, 申诉中, 已复核 — never a draft) are taken from it, and the score never goes
 *   below 0: a deduction larger than the points that remain takes only what remains (`counted`), the
 *   rest is shown as `excess`;
 * - grades by the tenant's thresholds (review/setting; default ≥ 90 优秀, ≥ 80 良好, ≥ 70 合格, else 不合格);
 * - the month's rank among facilities of the same type: higher score first, ties share a rank.
 */
import type { Refusal } from './appeal';

export const FULL_MARKS = 100;
export const COUNTED_STATES = ['published', 'agreed', 'appealed', 'reviewed'];
export type Thresholds = { excellent: number; good: number; pass: number };
export const DEFAULT_THRESHOLDS: Thresholds = { excellent: 90, good: 80, pass: 70 };

const one = (n: number) => Math.round(n * 10) / 10;

/** Why an inspection's deduction is refused for an item worth `itemPoints` (null: accepted). */
export function deductionRefusal(points: number, itemPoints: number): Refusal | null {
  if (!Number.isFinite(points) || points <= 0) return { key: 'ryxj.refused.pointsPositive' };
  if (points > itemPoints) return { key: 'ryxj.refused.pointsOverItem', params: { points, item: itemPoints } };
  return null;
}

/** A month's score from the deductions in force, in the order they were made. */
export function monthScore(deductions: readonly number[]): { raw: number; counted: number; excess: number; score: number } {
  const raw = one(deductions.reduce((a, b) => a + b, 0));
  const counted = Math.min(raw, FULL_MARKS);
  return { raw, counted, excess: one(raw - counted), score: one(FULL_MARKS - counted) };
}

export function gradeOf(score: number, t: Thresholds = DEFAULT_THRESHOLDS): 'excellent' | 'good' | 'pass' | 'fail' {
  if (score >= t.excellent) return 'excellent';
  if (score >= t.good) return 'good';
  if (score >= t.pass) return 'pass';
  return 'fail';
}

/** Ranks (1 = best) of scores, ties sharing a rank (90, 90, 80 → 1, 1, 3). */
export function ranks(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

/** Thresholds must descend: excellent > good > pass, all within 0–100. */
export function thresholdsRefusal(t: Thresholds): Refusal | null {
  const ok = [t.excellent, t.good, t.pass].every((n) => Number.isFinite(n) && n >= 0 && n <= FULL_MARKS) && t.excellent > t.good && t.good > t.pass;
  return ok ? null : { key: 'ryxj.refused.thresholds' };
}

/**
 * A unit's overall score: the dimensions' scores weighted by their weights, over the dimensions that
 * apply to the unit (those of the types of its facilities and those for every type), the weights
 * taken in proportion: 45 × 90 + 5 × 100 + 10 × 80 over 60 = 89.2. Null when no dimension applies.
 */
export function weightedScore(parts: readonly { weight: number; score: number }[]): number | null {
  const weights = parts.reduce((s, p) => s + p.weight, 0);
  if (!parts.length || weights <= 0) return null;
  return one(parts.reduce((s, p) => s + p.weight * p.score, 0) / weights);
}
