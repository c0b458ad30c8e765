/**
 * Chart panels for the kit's data shapes (shapes.ts): a module's handler answers a shape and the board
 * names the panel kind. Names pass through the catalogue (a catalogue key is translated, data is shown
 * as it is); tooltips escape everything (EChart). The options and their rules are in options.ts.
 */
import { Col, Empty, Row, Statistic, theme } from 'antd';
import { useCallback, useMemo } from 'react';
import { MapView } from '../map/lazy';
import type { MapPoint } from '../map/types';
import { useKit } from '../ui/KitProvider';
import { EChart, type ChartSize } from './EChart';
import { categoryLabel, type GeoItem, type PieItem, type SeriesData, type StatItem } from './shapes';
import { currentIndex, pieOption, seriesOption } from './options';
import { useChartText } from './screenContext';
import { chartPalette } from './themes';

/** The line under a chart (what is partial, what the colours are): the page's small text. */
function ChartNote(props: { children: React.ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div data-testid={props.testId} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, lineHeight: '20px', minHeight: 20, display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}>
      {props.children}
    </div>
  );
}

/** Height of a ChartNote's line, taken from the chart so that the panel keeps its height. */
const NOTE_HEIGHT = 20;

export function SeriesChart(props: { data: SeriesData; height?: number; testId?: string; horizontal?: boolean; title?: string }) {
  const { t } = useKit();
  const text = useChartText();
  const option = useCallback(
    (size: ChartSize) => seriesOption(props.data, t, { horizontal: props.horizontal, width: size.width, height: size.height, textSize: text.size }),
    [props.data, props.horizontal, t, text.size],
  );
  if (!props.data.categories.length) return <Empty description={t('kit.chart.noData')} />;
  const current = currentIndex(props.data);
  // A bucket still in progress is said so in words too, not only by a dash the reader may miss.
  const partial = current >= 0 && props.data.series.some((s) => !s.dashed && s.data[current] !== null && s.data[current] !== undefined);
  const height = props.height ?? 300;
  return (
    <div>
      <EChart option={option} height={partial ? height - NOTE_HEIGHT : height} testId={props.testId} ariaLabel={props.title} />
      {partial ? (
        <ChartNote testId={props.testId ? `${props.testId}-note` : undefined}>{t('kit.chart.inProgressNote', { label: categoryLabel(props.data.categories[current]!, t) })}</ChartNote>
      ) : null}
    </div>
  );
}

export function PieChart(props: { data: PieItem[]; height?: number; testId?: string; title?: string }) {
  const { t } = useKit();
  const text = useChartText();
  const option = useMemo(() => pieOption(props.data, t, { textSize: text.size }), [props.data, t, text.size]);
  if (!props.data.length) return <Empty description={t('kit.chart.noData')} />;
  return <EChart option={option} height={props.height} testId={props.testId} ariaLabel={props.title} />;
}

/**
 * Places on the kit's offline map (kit/map: the shipped base map, tiles when the deployment has them),
 * framed to show them all, coloured by category with the categories named under the map; a place's
 * popup names it. A distribution of places belongs on a map, not on longitude/latitude axes.
 */
export function PointMap(props: { data: GeoItem[]; height?: number; testId?: string; title?: string }) {
  const kit = useKit();
  const { t } = kit;
  const { points, legend } = useMemo(() => {
    const palette = chartPalette(kit.theme);
    const categories = [...new Set(props.data.map((d) => d.category ?? ''))];
    const given = new Map(props.data.filter((d) => d.color).map((d) => [d.category ?? '', d.color!]));
    const colour = (c: string | undefined) => given.get(c ?? '') ?? palette[categories.indexOf(c ?? '') % palette.length]!;
    const points: MapPoint[] = props.data.map((d, i) => ({
      id: i,
      at: [d.lng, d.lat],
      color: colour(d.category),
      popup: [d.name, d.category ? t(d.category) : '', d.value ?? ''].filter((x) => x !== '').join(' · '),
    }));
    // A category the catalogue names is UI text; any other is a value as stored (a department's name).
    return { points, legend: categories.filter(Boolean).map((c) => ({ name: t(c), stored: t(c) === c, colour: colour(c) })) };
  }, [props.data, kit.theme, t]);
  if (!props.data.length) return <Empty description={t('kit.chart.noData')} />;
  const height = props.height ?? 300;
  return (
    <div data-testid={props.testId} data-points={points.length}>
      <MapView title={props.title} height={legend.length ? height - NOTE_HEIGHT : height} points={points} clusterPx={points.length > 500 ? undefined : 0} fit />
      {legend.length ? (
        <ChartNote>
          {legend.map((l) => (
            <span key={l.name}>
              <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, marginRight: 4, background: l.colour }} />
              {l.stored ? <span translate="no">{l.name}</span> : l.name}
            </span>
          ))}
        </ChartNote>
      ) : null}
    </div>
  );
}

/** The former name of PointMap (wtsb's areas, ljszy's investigation): places are drawn on the map. */
export const GeoScatter = PointMap;

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
