/**
 * The depreciation chart (折旧趋势): the server's schedule (facilityDepreciation/schedule, every
 * item of the tenant summed by month) drawn as the net value (line) and the month's depreciation
 * (bar), in 万元 (kit.unit.wanYuan).
 */
import { Board, SeriesChart, type PanelDef, type SeriesData } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { SCHEDULE_CALL } from '../resources/depreciation';

type Row = { month: string; depreciation: number; netValue: number };

/** Rows of the answer (a page or a bare list). */
const rowsOf = (data: unknown): Row[] => (Array.isArray(data) ? data : ((data as { records?: Row[] } | null)?.records ?? [])) as Row[];

const wan = (n: number) => Math.round(Number(n) / 100) / 100;

/** The schedule as two series over the months: net value and the month's depreciation, in 万元. */
export function scheduleSeries(rows: Row[], names: { netValue: string; depreciation: string }): SeriesData {
  return {
    categories: rows.map((r) => r.month),
    series: [
      { name: names.netValue, type: 'line', data: rows.map((r) => wan(r.netValue)), unit: 'kit.unit.wanYuan' },
      { name: names.depreciation, type: 'bar', data: rows.map((r) => wan(r.depreciation)), unit: 'kit.unit.wanYuan' },
    ],
  };
}

function Schedule(props: { data: unknown }) {
  const { t } = useKit();
  const names = { netValue: t('ssgl.depreciationSchedule.netValue'), depreciation: t('ssgl.depreciationSchedule.depreciation') };
  return <SeriesChart testId="ssgl-depreciation-chart" data={scheduleSeries(rowsOf(props.data), names)} />;
}

const panels: PanelDef[] = [
  { key: 'schedule', title: 'ssgl.menu.depreciationChart', call: SCHEDULE_CALL, kind: 'series', span: 24, height: 420, params: { pageSize: 1000 }, render: (data) => <Schedule data={data} /> },
];

/** The screen of the menu entry 折旧趋势. */
export function DepreciationChart() {
  return <Board panels={panels} />;
}
