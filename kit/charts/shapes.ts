/**
 * The data shapes the kit's chart panels draw, so a module's handler answers a shape and its board
 * names a panel kind, with no chart code in the module. Plain types (the server's handlers use them).
 */

/**
 * Categories on the x axis and one or more named series (line or bar). A series' `unit` (a catalogue
 * key or text) names its value axis: two units get two axes. A `null` is not drawn (no bucket yet).
 * A `dashed` series is an estimate (a forecast, a plan), drawn dashed throughout.
 *
 * `current` names the category whose bucket is still filling (today, this month): its figures are the
 * figures so far, drawn as partial (a dashed segment, a pale bar) and said so under the chart. Left
 * out, it is today's date ('YYYY-MM-DD') or this month ('YYYY-MM') when that is a category; `null`
 * says no bucket is in progress.
 */
export type SeriesData = {
  categories: string[];
  series: { name: string; data: (number | null)[]; type?: 'line' | 'bar'; dashed?: boolean; unit?: string; stack?: string }[];
  current?: string | null;
};

/** Slices of a pie or donut. */
export type PieItem = { name: string; value: number };

/** A figure on a stat card. */
export type StatItem = { label: string; value: number | string; unit?: string };

/** Places, drawn on the kit's offline map (kit/map), coloured by `category`. */
/** A place of a distribution; `color` sets its category's colour where one means something (an alarm is red). */
export type GeoItem = { name: string; lng: number; lat: number; value?: number; category?: string; color?: string };

/**
 * A category axis label: a date loses its year ('2026-11-22' → '11-22', a date-time keeps its time),
 * any other category (a plate, a name, a catalogue key) passes through the catalogue unchanged.
 *
 * @example categoryLabel('2026-11-22', t) // '11-22'
 * @example categoryLabel('浙A·D1234', t)   // '浙A·D1234'
 */
export function categoryLabel(category: string, t: (key: string) => string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(category) ? category.slice(5) : t(category);
}
