/**
 * Straight-line depreciation by month. An item put in use in month M is depreciated from month M+1
 * (the month it starts is not), `lifeMonths` months long, by the same amount each month —
 * (original value × (1 − residual rate)) ÷ life, in cents — the last month taking the rounding so
 * the accumulated depreciation ends exactly at original value − residual value.
 */
import type { BeforeWrite } from '../../../kit/resource';

type Row = Record<string, unknown>;

export const cents = (n: number) => Math.round(n * 100) / 100;

/** A month as a number: 2026-03 → 2026 × 12 + 2. */
export const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** A month number as text: 24314 → 2026-03. */
export const monthText = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;

export type Item = { original: number; residualRate: number; life: number; start: number };

/** An item of a stored depreciation row. */
export const itemOf = (r: Row): Item => ({ original: Number(r.originalValue), residualRate: Number(r.residualRate), life: Number(r.lifeMonths), start: monthIndex(String(r.startDate)) });

/** What depreciates in all: original value less the residual value. */
export const depreciable = (i: Item) => cents(i.original - cents((i.original * i.residualRate) / 100));

/** The amount of each month but the last. */
export const monthly = (i: Item) => cents(depreciable(i) / i.life);

/** The accumulated depreciation at the end of month `m`. */
export function accumulatedAt(i: Item, m: number): number {
  const k = m - i.start;
  if (k <= 0) return 0;
  if (k >= i.life) return depreciable(i);
  return cents(monthly(i) * k);
}

/** facilityDepreciation's rule: computes the monthly amount and the residual value from the inputs. */
export const depreciationRule: BeforeWrite = (values, before) => {
  const merged = { ...(before ?? {}), ...values };
  const item = itemOf(merged);
  return { ...values, monthlyAmount: monthly(item), residualValue: cents(item.original - depreciable(item)) };
};
