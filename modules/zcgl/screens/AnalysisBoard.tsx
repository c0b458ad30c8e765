/**
 * The analysis board (资产看板): two panels over analysis/chart — asset counts per type stacked by
 * state, and total value per type. The call answers rows { typeName, state, count, value }; the
 * panels turn them into the kit's series.
 */
import { Board, SeriesChart, type PanelDef, type SeriesData } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { enumValues } from '../enums';
import { call } from '../resources/paths';

type Row = { typeName: string; state: string; count: number; value: number };

/** Rows of the answer (a page or a bare list). */
const rowsOf = (data: unknown): Row[] => (Array.isArray(data) ? data : ((data as { records?: Row[] } | null)?.records ?? [])) as Row[];

/** Counts per type, one stacked bar series per state. */
export function countSeries(rows: Row[], label: (state: string) => string): SeriesData {
  const categories = [...new Set(rows.map((r) => r.typeName))];
  const series = enumValues.assetState.map((state) => ({
    name: label(state),
    type: 'bar' as const,
    stack: 'count',
    data: categories.map((c) => rows.filter((r) => r.typeName === c && r.state === state).reduce((s, r) => s + r.count, 0)),
  }));
  return { categories, series: series.filter((s) => s.data.some((v) => v > 0)) };
}

/** Total value per type, in 万元. */
export function valueSeries(rows: Row[], name: string): SeriesData {
  const categories = [...new Set(rows.map((r) => r.typeName))];
  const data = categories.map((c) => Math.round(rows.filter((r) => r.typeName === c).reduce((s, r) => s + Number(r.value), 0) / 100) / 100);
  return { categories, series: [{ name, type: 'bar', data, unit: 'kit.unit.wanYuan' }] };
}

function Counts(props: { data: unknown }) {
  const { t } = useKit();
  return <SeriesChart testId="zcgl-count-chart" data={countSeries(rowsOf(props.data), (s) => t(`zcgl.enum.assetState.${s}`))} />;
}

function Values(props: { data: unknown }) {
  const { t } = useKit();
  return <SeriesChart testId="zcgl-value-chart" data={valueSeries(rowsOf(props.data), t('zcgl.assetAnalysis.value'))} />;
}

const params = { pageSize: 1000 };
const panels: PanelDef[] = [
  { key: 'counts', title: 'zcgl.board.counts', call: call('analysis', 'chart'), kind: 'series', params, render: (data) => <Counts data={data} /> },
  { key: 'values', title: 'zcgl.board.values', call: call('analysis', 'chart'), kind: 'series', params, render: (data) => <Values data={data} /> },
];

/** The board screen of the menu entry 资产看板. */
export function AnalysisBoard() {
  return <Board panels={panels} />;
}
