/**
 * The ECharts options of the kit's chart panels, as plain functions (tested without a browser), with
 * the rules every chart follows:
 * - two units on one chart get two value axes (元 on the left, 次 on the right), never one scale;
 * - lines are straight (a smoothed curve invents values between buckets); counts are bars;
 * - a `null` is not drawn (a future month is no bucket, not a 0);
 * - a bucket still in progress (today, this month) is drawn as partial, never as a drop to its figures so far;
 * - every category label is shown whole: crowded or long labels turn, they are never skipped; a run of
 *   days or months (a sequence the reader follows) stays level and names every few when crowded;
 * - pie labels sit outside and wrap within the chart's box (ECharts gives each the room to its edge), never cut.
 *
 * @example
 *   seriesOption({ categories: ['2026-10', '2026-11'], series: [
 *     { name: '投入', data: [52000, 48000], unit: '元', type: 'bar' },
 *     { name: '出车次数', data: [48, 51], unit: '次' }] }, t)   // two y axes
 */
import { categoryLabel, type PieItem, type SeriesData } from './shapes';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Roughly how many characters wide a label is (a CJK character counts two). */
export function labelWidth(text: string): number {
  let n = 0;
  for (const ch of text) n += /[\u2E80-\uFFFF]/.test(ch) ? 2 : 1;
  return n;
}

/** Pixels a narrow character of axis text takes at a text size (7 px at ECharts' 12 px). */
const charPx = (textSize: number) => (textSize * 7) / 12;

/** Room the value axis and the grid's margins take from a chart's width before the categories. */
const AXIS_ROOM = 64;

/**
 * How far the category labels turn so that all show: 0 when they fit side by side in a chart
 * `width` pixels wide, 30° when they nearly fit, 45° otherwise (turned labels stand apart as long as
 * each has 18 px: see labelInterval). The width is the chart's own, measured where it is drawn.
 */
export function labelRotation(labels: string[], width = 560, textSize = 12): number {
  if (!labels.length) return 0;
  const widest = Math.max(...labels.map(labelWidth)) * charPx(textSize) + 8;
  const room = Math.max(1, width - AXIS_ROOM) / labels.length;
  return widest <= room ? 0 : widest <= room * 1.8 ? 30 : 45;
}

/**
 * Whether every category label is drawn (0) or ECharts skips some evenly ('auto'): all of them while
 * they fit turned, i.e. with at least 18 px each (a 45° label's footprint), as for the types of a fleet;
 * a long run of months (a ten-year schedule) shows every few, each bar or point still in the tooltip.
 */
export function labelInterval(labels: string[], width = 560): 0 | 'auto' {
  return labels.length && width / labels.length < 18 ? 'auto' : 0;
}

/** The units of the series in order of first use (a series without a unit shares the first axis). */
export function unitsOf(data: SeriesData): string[] {
  return [...new Set(data.series.map((s) => s.unit ?? ''))];
}

/** The id prefix of the dashed segment drawn into a bucket still in progress (the tooltip skips it). */
export const IN_PROGRESS_ID = 'kit-in-progress-';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The index of the category whose bucket is still in progress (SeriesData.current), or -1: the one
 * the data names, else today ('YYYY-MM-DD') or this month ('YYYY-MM') on the viewer's calendar.
 */
export function currentIndex(data: SeriesData, now = new Date()): number {
  if (data.current === null) return -1;
  if (data.current !== undefined) return data.categories.indexOf(data.current);
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  const day = data.categories.indexOf(`${month}-${pad(now.getDate())}`);
  return day >= 0 ? day : data.categories.indexOf(month);
}

/** A day or a month ('2026-11-28', '2026-11', with or without a time). */
const DATE_LIKE = /^\d{4}-\d{2}(-\d{2})?( |$)/;

/** A bar whose bucket is still filling: pale, outlined dashed. */
const PARTIAL_BAR = { opacity: 0.45, borderType: 'dashed' as const, borderWidth: 1, borderColor: '#595959' };

export type SeriesOptionOptions = {
  horizontal?: boolean;
  /** The chart's width in pixels (how far category labels turn). */
  width?: number;
  /** The chart's height in pixels (how many value ticks it has room for). */
  height?: number;
  /** The size of the axis text (12, or a big screen's). */
  textSize?: number;
  /** The viewer's time (which category is today). */
  now?: Date;
};

/**
 * The option of a category chart: bars and straight lines, one value axis per unit (at most two),
 * whole-number ticks for counts, and the bucket still in progress drawn as partial — its bars pale and
 * outlined dashed, the lines' last step into it a dashed segment to a hollow point, the tooltip's
 * heading marked (`kit.chart.inProgress`) — never as a drop the period did not have. A dashed series (an estimate)
 * is drawn as it is.
 */
export function seriesOption(data: SeriesData, t: Translate, opts: SeriesOptionOptions = {}) {
  const units = unitsOf(data).slice(0, 2);
  const current = currentIndex(data, opts.now);
  const labels = data.categories.map((c) => categoryLabel(c, t));
  // Days and months are a sequence: crowded, they stay level and every few is named (each still in the
  // tooltip), rather than turn into a slanted band that leaves the plot no height. Names always all show.
  const sequence = data.categories.length > 0 && data.categories.every((c) => DATE_LIKE.test(c));
  const turned = opts.horizontal ? 0 : labelRotation(labels, opts.width, opts.textSize);
  const rotate = sequence ? 0 : turned;
  const interval = sequence && turned ? 'auto' : labelInterval(labels, opts.width);
  // The tooltip's heading names the bucket in progress as such (the axis keeps its short label).
  const heading = (p: { value?: unknown }) => (current >= 0 && p.value === labels[current] ? t('kit.chart.inProgress', { label: labels[current]! }) : String(p.value ?? ''));
  const category = { type: 'category' as const, data: labels, axisLabel: { interval, rotate, hideOverlap: interval === 'auto' }, axisPointer: { label: { formatter: heading } } };
  const whole = (unit: string) => data.series.filter((s) => (s.unit ?? '') === unit).every((s) => s.data.every((v) => v === null || Number.isInteger(v)));
  // A low chart gets fewer value ticks, each label its own line (ECharts' 5 whatever the height).
  const textSize = opts.textSize ?? 12;
  const ticks = opts.height && !opts.horizontal ? Math.max(2, Math.min(5, Math.floor((opts.height - 40 - textSize * 3) / (textSize * 2.2)))) : undefined;
  const values = units.map((u, i) => ({
    type: 'value' as const,
    name: u ? t(u) : undefined,
    position: i ? ('right' as const) : ('left' as const),
    splitLine: { show: i === 0 },
    ...(ticks ? { splitNumber: ticks } : {}),
    ...(whole(u) ? { minInterval: 1 } : {}),
  }));
  const axisOf = (s: SeriesData['series'][number]) => (opts.horizontal ? {} : { yAxisIndex: Math.max(0, units.indexOf(s.unit ?? '')) });
  const partial = (s: SeriesData['series'][number]) => current >= 0 && !s.dashed && s.data[current] !== null && s.data[current] !== undefined;
  /** A line's own path stops before the bucket in progress; a dashed step leads into it (not for stacks: they add up). */
  const split = (s: SeriesData['series'][number]) => partial(s) && (s.type ?? 'line') === 'line' && !s.stack;
  const series = data.series.map((s) => ({
    name: t(s.name),
    type: s.type ?? 'line',
    data: s.data.map((v, i) => (i !== current || !partial(s) ? v : split(s) ? null : { value: v, itemStyle: PARTIAL_BAR, symbol: 'emptyCircle' })),
    smooth: false,
    connectNulls: false,
    stack: s.stack,
    barMaxWidth: 32,
    ...axisOf(s),
    lineStyle: s.dashed ? { type: 'dashed' as const } : undefined,
  }));
  const steps = data.series.flatMap((s, k) =>
    split(s)
      ? [
          {
            id: `${IN_PROGRESS_ID}${k}`,
            // The series' own name: the same colour, and its legend entry shows and hides both.
            name: t(s.name),
            type: 'line' as const,
            data: s.data.map((v, i) => (i === current || i === current - 1 ? v : null)),
            smooth: false,
            connectNulls: false,
            symbol: 'emptyCircle',
            showSymbol: true,
            ...axisOf(s),
            lineStyle: { type: 'dashed' as const },
          },
        ]
      : [],
  );
  return {
    tooltip: { trigger: 'axis' as const },
    // ECharts 6 puts the legend at the bottom by default, over the axis labels: keep it in the grid's top margin.
    legend: { top: 0, data: [...new Set(data.series.map((s) => t(s.name)))], type: 'scroll' as const },
    grid: { left: 16, right: 16, top: units.some(Boolean) ? 56 : 40, bottom: 8, containLabel: true },
    xAxis: opts.horizontal ? values[0] : category,
    yAxis: opts.horizontal ? category : values.length > 1 ? values : values[0],
    series: [...series, ...steps],
  };
}

/**
 * The option of a ring: labels outside, wrapped to the room between the ring and the chart's edge
 * (no fixed width: ECharts measures that room per label only when none is given, and a fixed one ran
 * past a narrow card's edge, "·9.13%"), values and shares in the tooltip.
 */
export function pieOption(data: PieItem[], t: Translate, opts: { textSize?: number } = {}) {
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' as const },
    series: [
      {
        type: 'pie' as const,
        // Room above the legend for the labels below the ring (a slice at the bottom labels downwards).
        radius: ['30%', '50%'],
        center: ['50%', '43%'],
        avoidLabelOverlap: true,
        // A slice of 0 keeps its legend entry but draws no label: "0%" on a line to nowhere crowds the real ones.
        data: data.map((d) => (d.value === 0 ? { name: t(d.name), value: 0, label: { show: false }, labelLine: { show: false } } : { name: t(d.name), value: d.value })),
        label: { formatter: '{b}\n{d}%', overflow: 'break' as const, lineHeight: Math.round((opts.textSize ?? 12) * 1.35) },
        labelLine: { length: 8, length2: 8 },
        labelLayout: { hideOverlap: false },
      },
    ],
  };
}
