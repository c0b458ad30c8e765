/**
 * Deductions (扣款) of a month's settlement (README "Deductions"):
 * - From the month's assessment score (考核得分, 0–100, one decimal, entered with its source): 90 and
 *   above deducts nothing; below 90, every point below deducts 1 % of the month's gross amount
 *   (85 → 5 %, 72.5 → 17.5 %), rounded to the fen.
 * - Other deductions are lines with a reason and a source (inspection, complaint, other) and an amount.
 * - net = gross − Σ deductions, never below 0: deductions larger than the gross leave 0 to pay, and
 *   the excess is shown on the settlement (超额扣款); it is not carried to another month.
 */
import { divRound } from './money';

export const PASS_SCORE = 90;

/** The assessment deduction (fen) of a month's gross (fen) at `score`; 0 when the score is unknown. */
export function assessmentDeductionFen(grossFen: number, score: number | null | undefined): number {
  if (score === null || score === undefined || !Number.isFinite(score) || score >= PASS_SCORE) return 0;
  const tenths = BigInt(Math.round((PASS_SCORE - Math.max(0, score)) * 10));
  return Number(divRound(BigInt(grossFen) * tenths, 1000n));
}

/** The month's net (fen) and the deductions beyond the gross (fen). */
export function netOf(grossFen: number, deductionsFen: number): { netFen: number; excessFen: number } {
  const net = grossFen - deductionsFen;
  return net >= 0 ? { netFen: net, excessFen: 0 } : { netFen: 0, excessFen: -net };
}
