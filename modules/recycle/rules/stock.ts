/**
 * A site's stock of a sub-category, in kilograms: received (the weights of its customer records' lines)
 * − sorted out (its sorting records) − handled (its handling records). Weights are kept to 0.01 kg and
 * compared in whole grams, so 0.1 kg too much is refused and floating sums (0.1 + 0.2) never are.
 */
export type StockFigures = { received: number; sorted: number; handled: number };

const grams = (kg: number) => Math.round(kg * 1000);

/** The stock = received − sorted − handled, to the gram (kg with three decimals). */
export function stockOf(f: StockFigures): number {
  return (grams(f.received) - grams(f.sorted) - grams(f.handled)) / 1000;
}

/**
 * Whether `weight` may leave a site holding `stock` (both kg): answers null when it may, else the
 * shortfall in kg (how far below zero the stock would go).
 */
export function shortfall(stock: number, weight: number): number | null {
  const after = grams(stock) - grams(weight);
  return after < 0 ? -after / 1000 : null;
}
