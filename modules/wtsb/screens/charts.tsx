/**
 * The area's charts over the kit's ECharts wrapper (theme, resize, dispose, tooltips that escape data)
 * and its rules (kit/charts/options.ts: labels turned to the chart's own width, whole-number ticks for
 * counts, today drawn as partial): bars, lines and rings from `{ name, value }` lists as the analysis
 * calls answer them.
 */
import { Card, Empty, Spin } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { EChart, pieOption as kitPieOption, seriesOption, type ChartOption, type EChartOption, type SeriesData } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { useLoad, type Row } from './useWtsb';

export type Item = { name: string; value: number } & Row;

/** Names are shown as they are (already translated, or data). */
const asIs = (text: string) => text;

/** A chart made for the width it is drawn at (category labels turn when they would run into each other). */
const sized = (data: SeriesData): ChartOption => (size) => seriesOption(data, asIs, { width: size.width, height: size.height }) as EChartOption;

export const barOption = (items: Item[], opts: { horizontal?: boolean; extra?: { name: string; key: string }[]; seriesName?: string } = {}): ChartOption => {
  const series = [
    { name: opts.seriesName ?? '', type: 'bar' as const, data: items.map((i) => i.value), barMaxWidth: 28 },
    ...(opts.extra ?? []).map((e) => ({ name: e.name, type: 'bar' as const, data: items.map((i) => Number(i[e.key] ?? 0)), barMaxWidth: 28 })),
  ];
  if (!opts.horizontal) return sized({ categories: items.map((i) => i.name), series });
  // Names down the side never run into each other: a ranking keeps its own layout, the first on the bottom row.
  const val = { type: 'value' as const, minInterval: 1 };
  return {
    tooltip: { trigger: 'axis' },
    legend: opts.extra ? { top: 0 } : undefined,
    grid: { left: 110, right: 20, top: 30, bottom: 40 },
    xAxis: val,
    yAxis: { type: 'category', data: items.map((i) => i.name), axisLabel: { interval: 0 } },
    series,
  };
};

/** Counts per day or month: straight segments (a smoothed curve would draw values between days). */
export const lineOption = (categories: string[], series: { name: string; data: number[] }[]): ChartOption => sized({ categories, series: series.map((s) => ({ name: s.name, type: 'line', data: s.data })) });

/** A ring through the kit's rule (labels outside, wrapped, never cut); empty slices are left out. */
export const pieOption = (items: Item[]): EChartOption => kitPieOption(items.filter((i) => i.value > 0), (k) => k) as EChartOption;

/** A card that loads `api` with `params` and draws the option `build` makes of the answer. */
export function ChartCard<T>(props: { title: string; api: string; params?: Row; build: (data: T) => ChartOption | null; height?: number; testId: string; extra?: ReactNode; footer?: (data: T) => ReactNode }) {
  const kit = useKit();
  const { data, loading } = useLoad<T>(props.api, props.params ?? {});
  // The option follows the answer; `build` is a new function on every render of the parent.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const option = useMemo(() => (data ? props.build(data) : null), [data]);
  return (
    <Card size="small" title={kit.t(props.title)} extra={props.extra} variant="borderless">
      {loading ? <Spin style={{ display: 'block', margin: '60px auto' }} /> : option ? <EChart option={option} height={props.height ?? 280} testId={props.testId} ariaLabel={kit.t(props.title)} /> : <Empty description={kit.t('kit.chart.noData')} />}
      {data && props.footer ? props.footer(data) : null}
    </Card>
  );
}
