/**
 * Chart panels for the kit's data shapes (shapes.ts): a module's handler answers a shape and the board
 * names the panel kind. Names pass through the catalogue (a catalogue key is translated, data is shown
 * as it is); tooltips escape everything (EChart). The options and their rules are in options.ts.
 */
import { Col, Empty, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useKit } from '../ui/KitProvider';
import { EChart } from './EChart';
import { pieOption, seriesOption } from './options';
import type { GeoItem, PieItem, SeriesData, StatItem } from './shapes';

export function SeriesChart(props: { data: SeriesData; height?: number; testId?: string; horizontal?: boolean; title?: string }) {
  const { t } = useKit();
  const option = useMemo(() => seriesOption(props.data, t, { horizontal: props.horizontal }), [props.data, props.horizontal, t]);
  if (!props.data.categories.length) return <Empty description={t('kit.chart.noData')} />;
  return <EChart option={option} height={props.height} testId={props.testId} ariaLabel={props.title} />;
}

export function PieChart(props: { data: PieItem[]; height?: number; testId?: string; title?: string }) {
  const { t } = useKit();
  const option = useMemo(() => pieOption(props.data, t), [props.data, t]);
  if (!props.data.length) return <Empty description={t('kit.chart.noData')} />;
  return <EChart option={option} height={props.height} testId={props.testId} ariaLabel={props.title} />;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Points on plain longitude/latitude axes: no map tiles (no internet at run time). */
export function GeoScatter(props: { data: GeoItem[]; height?: number; testId?: string; title?: string }) {
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
  return <EChart option={option} height={props.height} testId={props.testId} ariaLabel={props.title} />;
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
