/**
 * What a price line earns in a month (the settlement's rule, README "Settlement"):
 * - The price in force on a day is the line's starting price, replaced by each adjustment from its
 *   date of effect on (the latest date of effect not after the day wins).
 * - A month is split at every date of effect inside it and at the contract's start and end: each part
 *   is paid at its own price for its own days, `days / days of the month` of the month's price. An
 *   adjustment effective on the 15th of a 30-day month pays 14/30 at the old price and 16/30 at the
 *   new one; days outside the contract's period earn nothing.
 * - A price per year (m² per year) is a twelfth of it per month; per tonne, per toilet per month and
 *   per month are paid as they stand.
 * - amount (fen) = round(Σ parts quantity × price(fen) × days / (days of month × periods a year)),
 *   computed exactly (BigInt) and rounded once, half away from zero.
 */
import { addDays, daysBetween, daysInMonth, monthEnd, monthStart } from './dates';
import { divRound, toFen, toMilli } from './money';

export const UNITS = ['m2Year', 'tonne', 'toiletMonth', 'month'] as const;
export type Unit = (typeof UNITS)[number];
/** How many of the unit's periods a month is: a yearly price is paid a twelfth a month. */
const PER_MONTH: Record<Unit, bigint> = { m2Year: 12n, tonne: 1n, toiletMonth: 1n, month: 1n };

export type Adjustment = { effectiveDate: string; newPrice: number | string };
export type PricePart = { from: string; to: string; days: number; priceFen: number };

/** The price (fen) in force on `day`: the latest adjustment effective on or before it, else the starting price. */
export function priceOn(startPrice: number | string, adjustments: readonly Adjustment[], day: string): number {
  let best: Adjustment | null = null;
  for (const a of adjustments) if (a.effectiveDate <= day && (!best || a.effectiveDate > best.effectiveDate)) best = a;
  return toFen(best ? best.newPrice : startPrice);
}

/**
 * The parts of `month` within [periodStart, periodEnd] at one price each, in order. Empty when the
 * month is wholly outside the period.
 */
export function priceParts(startPrice: number | string, adjustments: readonly Adjustment[], month: string, periodStart: string, periodEnd: string): PricePart[] {
  const from = monthStart(month) > periodStart ? monthStart(month) : periodStart;
  const to = monthEnd(month) < periodEnd ? monthEnd(month) : periodEnd;
  if (from > to) return [];
  const cuts = [...new Set(adjustments.map((a) => a.effectiveDate).filter((d) => d > from && d <= to))].sort();
  const starts = [from, ...cuts];
  return starts.map((s, i) => {
    const end = i + 1 < starts.length ? addDays(starts[i + 1]!, -1) : to;
    return { from: s, to: end, days: daysBetween(s, end) + 1, priceFen: priceOn(startPrice, adjustments, s) };
  });
}

/** The month's amount (fen) of `quantity` units over the price parts. */
export function lineAmountFen(quantity: number, unit: Unit, parts: readonly PricePart[], month: string): number {
  const q = toMilli(quantity);
  let numerator = 0n;
  for (const p of parts) numerator += q * BigInt(p.priceFen) * BigInt(p.days);
  return Number(divRound(numerator, 1000n * BigInt(daysInMonth(month)) * PER_MONTH[unit]));
}
