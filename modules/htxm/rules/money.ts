/**
 * Money in fen (integer cents), so sums never drift: a yuan amount is read once into fen
 * (`toFen(0.1) + toFen(0.2) === toFen(0.3)`), every sum and product is taken in fen, and the stored
 * and shown amount is fen / 100 with two decimals. Products with fractional factors (a quantity in
 * thousandths of a tonne, days of a month, a twelfth of a yearly price) are taken in BigInt and
 * rounded once, half away from zero, at the end.
 */

/** Yuan (a number or text with at most two decimals as typed) → fen. */
export function toFen(yuan: number | string | null | undefined): number {
  if (yuan === null || yuan === undefined || yuan === '') return 0;
  const n = typeof yuan === 'number' ? yuan : Number(yuan);
  if (!Number.isFinite(n)) throw new Error(`not an amount: ${String(yuan)}`);
  // 0.1 + 0.2 = 0.30000000000000004 → 30 fen: round the scaled value, not the float itself.
  return Math.round(n * 100 + (n >= 0 ? 1e-7 : -1e-7));
}

/** Fen → yuan with two decimals (a number: 30 → 0.3). */
export const toYuan = (fen: number): number => Math.round(fen) / 100;

/** Fen as text with two decimals and thousands separators: 1234567 → '12,345.67'. */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** numerator / denominator rounded half away from zero (BigInt, exact). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const neg = (numerator < 0n) !== (denominator < 0n);
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return neg ? -q : q;
}

/** A quantity (up to three decimals: tonnes to the kilogram) in thousandths. */
export const toMilli = (quantity: number): bigint => BigInt(Math.round(quantity * 1000 + (quantity >= 0 ? 1e-7 : -1e-7)));

/** The sum of amounts in fen. */
export const sumFen = (amounts: readonly number[]): number => amounts.reduce((s, a) => s + a, 0);
