/**
 * Chart panels for the kit's data shapes (shapes.ts): a module's handler answers a shape and the board
 * names the panel kind. Names pass through the catalogue (a catalogue key is translated, data is shown
 * as it is); tooltips escape everything (EChart).
 */
import { Col, Empty, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useKit } from '../ui/KitProvider';
import { EChart } from './EChart';
import { categoryLabel, type GeoItem, type PieItem, type SeriesData, type StatItem } from './shapes';

export function SeriesChart(props: { data: SeriesData; height?: number; testId?: string; horizontal?: boolean }) {
  const { t } = useKit();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' as const },
      // ECharts 6 puts the legend at the bottom by default, over the axis labels: keep it in the grid's top margin.
      legend: { top: 0, data: props.data.series.map((s) => t(s.name)), type: 'scroll' as const },
      grid: { left: 48, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'category' as const, data: props.data.categories.map((c) => categoryLabel(c, t)) },
      yAxis: { type: 'value' as const },
      series: props.data.series.map((s) => ({
        name: t(s.name),
        type: s.type ?? 'line',
        data: s.data,
        smooth: true,
        connectNulls: false,
        lineStyle: s.dashed ? { type: 'dashed' as const } : undefined,
      })),
    }),
    [props.data, t],
  );
  if (!props.data.categories.length) return <Empty description={t('kit.chart.noData')} />;
  return <EChart option={option} height={props.height} testId={props.testId} />;
}

export function PieChart(props: { data: PieItem[]; height?: number; testId?: string }) {
  const { t } = useKit();
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' as const },
      legend: { bottom: 0, type: 'scroll' as const },
      series: [{ type: 'pie' as const, radius: ['40%', '68%'], data: props.data.map((d) => ({ name: t(d.name), value: d.value })), label: { formatter: '{b}: {d}%' } }],
    }),
    [props.data, t],
  );
  if (!props.data.length) return <Empty description={t('kit.chart.noData')} />;
  return <EChart option={option} height={props.height} testId={props.testId} />;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Points on plain longitude/latitude axes: no map tiles (no internet at run time). */
export function GeoScatter(props: { data: GeoItem[]; height?: number; testId?: string }) {
  const { t } = useKit();
  const option = useMemo(() => {
    const cats = [...new Set(props.data.map((d) => d.category ?? ''))];
    const lng = props.data.map((d) => d.lng);
    const lat = props.data.map((d) => d.lat);
    return {
      tooltip: { trigger: 'item' as const },
      legend: { top: 0, data: cats.map((c) => t(c)) },
      grid: { top: 48, left: 56, right: 56, bottom: 40 },
      xAxis: { type: 'value' as const, min: round2(Math.min(...lng) - 0.01), max: round2(Math.max(...lng) + 0.01), name: t('kit.geo.lng'), scale: true },
      yAxis: { type: 'value' as const, min: round2(Math.min(...lat) - 0.01), max: round2(Math.max(...lat) + 0.01), name: t('kit.geo.lat'), scale: true },
      series: cats.map((c) => ({ type: 'scatter' as const, name: t(c), symbolSize: 10, data: props.data.filter((d) => (d.category ?? '') === c).map((d) => ({ name: d.name, value: [d.lng, d.lat] })) })),
    };
  }, [props.data, t]);
  if (!props.data.length) return <Empty description={t('kit.chart.noData')} />;
  return <EChart option={option} height={props.height} testId={props.testId} />;
}

export function StatCards(props: { data: StatItem[]; testId?: string }) {
  const { t } = useKit();
  return (
    <Row gutter={[16, 16]} data-testid={props.testId}>
      {props.data.map((s) => (
        <Col key={s.label} flex="1 1 140px">
          <Statistic title={t(s.label)} value={s.value} suffix={s.unit ? t(s.unit) : undefined} />
        </Col>
      ))}
    </Row>
  );
}
