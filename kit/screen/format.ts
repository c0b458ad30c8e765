/**
 * How a big screen writes a figure: unknown (null, undefined, "", NaN) is "--", never 0; numbers
 * with at most `digits` decimals (default 2) and the locale's grouping.
 *
 * @example dash(null) // '--'   dash(1234.5) // '1,234.5'   dash(0) // '0'
 */
export const DASH = '--';

export function dash(value: unknown, digits = 2, locale = 'zh-CN'): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString(locale, { maximumFractionDigits: digits }) : DASH;
  return String(value);
}

/** The screen's clock text of a moment: `2026-11-28 09:31:49` in the browser's time zone. */
export function clockText(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
