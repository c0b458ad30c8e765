/**
 * The ECharts options of the kit's chart panels, as plain functions (tested without a browser), with
 * the rules every chart follows:
 * - two units on one chart get two value axes (元 on the left, 次 on the right), never one scale;
 * - lines are straight (a smoothed curve invents values between buckets); counts are bars;
 * - a `null` is not drawn (a future month is no bucket, not a 0);
 * - every category label is shown whole: crowded or long labels turn, they are never skipped;
 * - pie labels sit outside with room for them, wrapping rather than cut.
 *
 * @example
 *   seriesOption({ categories: ['2026-10', '2026-11'], series: [
 *     { name: '投入', data: [52000, 48000], unit: '元', type: 'bar' },
 *     { name: '出车次数', data: [48, 51], unit: '次' }] }, t)   // two y axes
 */
import { categoryLabel, type PieItem, type SeriesData } from './shapes';

type Translate = (key: string) => string;

/** Roughly how many characters wide a label is (a CJK character counts two). */
export function labelWidth(text: string): number {
  let n = 0;
  for (const ch of text) n += /[\u2E80-\uFFFF]/.test(ch) ? 2 : 1;
  return n;
}

/**
 * How far the category labels turn so that all show: 0 when they fit side by side in `width`
 * pixels (about 7 px per narrow character), 30° when they nearly fit, 45° otherwise.
 */
export function labelRotation(labels: string[], width = 560): number {
  if (!labels.length) return 0;
  const widest = Math.max(...labels.map(labelWidth)) * 7 + 8;
  const room = width / labels.length;
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

/** The option of a category chart: bars and straight lines, one value axis per unit (at most two). */
export function seriesOption(data: SeriesData, t: Translate, opts: { horizontal?: boolean; width?: number } = {}) {
  const units = unitsOf(data).slice(0, 2);
  const labels = data.categories.map((c) => categoryLabel(c, t));
  const rotate = opts.horizontal ? 0 : labelRotation(labels, opts.width);
  const interval = labelInterval(labels, opts.width);
  const category = { type: 'category' as const, data: labels, axisLabel: { interval, rotate, hideOverlap: interval === 'auto' } };
  const values = units.map((u, i) => ({ type: 'value' as const, name: u ? t(u) : undefined, position: i ? ('right' as const) : ('left' as const), splitLine: { show: i === 0 } }));
  return {
    tooltip: { trigger: 'axis' as const },
    // ECharts 6 puts the legend at the bottom by default, over the axis labels: keep it in the grid's top margin.
    legend: { top: 0, data: data.series.map((s) => t(s.name)), type: 'scroll' as const },
    grid: { left: 16, right: 16, top: units.some(Boolean) ? 56 : 40, bottom: 8, containLabel: true },
    xAxis: opts.horizontal ? values[0] : category,
    yAxis: opts.horizontal ? category : values.length > 1 ? values : values[0],
    series: data.series.map((s) => ({
      name: t(s.name),
      type: s.type ?? 'line',
      data: s.data,
      smooth: false,
      connectNulls: false,
      stack: s.stack,
      barMaxWidth: 32,
      ...(opts.horizontal ? {} : { yAxisIndex: Math.max(0, units.indexOf(s.unit ?? '')) }),
      lineStyle: s.dashed ? { type: 'dashed' as const } : undefined,
    })),
  };
}

/** The option of a ring: labels outside with room to wrap (never "已结…"), values and shares in the tooltip. */
export function pieOption(data: PieItem[], t: Translate) {
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' as const },
    series: [
      {
        type: 'pie' as const,
        radius: ['32%', '55%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        data: data.map((d) => ({ name: t(d.name), value: d.value })),
        label: { formatter: '{b}\n{d}%', overflow: 'break' as const, width: 96, lineHeight: 16 },
        labelLine: { length: 8, length2: 8 },
        labelLayout: { hideOverlap: false },
      },
    ],
  };
}
