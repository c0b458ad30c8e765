/**
 * A customer record's figures from its lines, never typed: a line's amount = weight × unit price
 * rounded to the cent; the record's total weight = Σ line weights (to 0.01 kg), total amount = Σ line
 * amounts (to the cent), line count = the number of lines. The kit's document engine computes the same
 * when a whole record is saved; the single-line calls (customerRecordDetail saveOrUpdate, delete) and
 * the import use these.
 */
export type Line = { weight: number; unitPrice: number };

const cents = (n: number) => Math.round(n * 100);

export function lineAmount(line: Line): number {
  return cents(line.weight * line.unitPrice) / 100;
}

export function recordTotals(lines: readonly Line[]): { totalWeight: number; totalAmount: number; lineCount: number } {
  return {
    totalWeight: lines.reduce((s, l) => s + cents(l.weight), 0) / 100,
    totalAmount: lines.reduce((s, l) => s + cents(lineAmount(l)), 0) / 100,
    lineCount: lines.length,
  };
}
