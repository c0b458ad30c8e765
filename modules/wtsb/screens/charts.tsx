/**
 * The area's charts over the kit's ECharts wrapper (theme, resize, dispose, tooltips that escape data):
 * bars, lines and rings from `{ name, value }` lists as the analysis calls answer them.
 */
import { Card, Empty, Spin } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { EChart, pieOption as kitPieOption, type EChartOption } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { useLoad, type Row } from './useWtsb';

export type Item = { name: string; value: number } & Row;

export const barOption = (items: Item[], opts: { horizontal?: boolean; extra?: { name: string; key: string }[]; seriesName?: string } = {}): EChartOption => {
  const names = items.map((i) => i.name);
  const cat = { type: 'category' as const, data: names, axisLabel: { interval: 0, rotate: opts.horizontal || names.length < 8 ? 0 : 35 } };
  const val = { type: 'value' as const, minInterval: 1 };
  return {
    tooltip: { trigger: 'axis' },
    legend: opts.extra ? { top: 0 } : undefined,
    grid: { left: opts.horizontal ? 110 : 40, right: 20, top: 30, bottom: 40, containLabel: !opts.horizontal },
    xAxis: opts.horizontal ? val : cat,
    yAxis: opts.horizontal ? cat : val,
    series: [
      { name: opts.seriesName ?? '', type: 'bar', data: items.map((i) => i.value), barMaxWidth: 28 },
      ...(opts.extra ?? []).map((e) => ({ name: e.name, type: 'bar' as const, data: items.map((i) => Number(i[e.key] ?? 0)), barMaxWidth: 28 })),
    ],
  } as EChartOption;
};

export const lineOption = (categories: string[], series: { name: string; data: number[] }[]): EChartOption => ({
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: { left: 40, right: 20, top: 36, bottom: 30 },
  xAxis: { type: 'category', data: categories.map((c) => (c.length === 10 ? c.slice(5) : c)) },
  yAxis: { type: 'value', minInterval: 1 },
  // Counts per day: straight segments (a smoothed curve would draw values between days).
  series: series.map((s) => ({ name: s.name, type: 'line', smooth: false, areaStyle: { opacity: 0.12 }, data: s.data })),
});

/** A ring through the kit's rule (labels outside, wrapped, never cut); empty slices are left out. */
export const pieOption = (items: Item[]): EChartOption => kitPieOption(items.filter((i) => i.value > 0), (k) => k) as EChartOption;

/** A card that loads `api` with `params` and draws the option `build` makes of the answer. */
export function ChartCard<T>(props: { title: string; api: string; params?: Row; build: (data: T) => EChartOption | null; height?: number; testId: string; extra?: ReactNode; footer?: (data: T) => ReactNode }) {
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
