/** Ledgers, pure: a movement may not take a balance below zero (an over-spend is refused). */

/** Rounds money to the cent. */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** The catalogue key refusing a movement of `delta` on `balance`, or null. */
export function spendProblem(balance: number, delta: number): string | null {
  if (!Number.isFinite(delta) || delta === 0) return 'gfgj.ledger.nonZero';
  return cents(balance + delta) < 0 ? 'gfgj.ledger.overSpend' : null;
}
