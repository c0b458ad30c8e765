/**
 * The trend board (增量趋势): the kit's Board over dataIncreaseMonitorRecord/page — one line per item
 * of the rows added per day over the last 30 days, and how the runs of those days fared (normal, below
 * the least increase, failed), above them the items at a glance (dataIncreaseMonitorItem/list). ECharts loads with the first chart (kit/charts is lazy).
 */
import { Board, PieChart, SeriesChart, StatCards, type PanelDef, type PieItem, type SeriesData, type StatItem } from '../../../kit/charts';
import { formatDate } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { enumValues } from '../enums';
import { call, ITEM, RECORD } from '../resources/paths';

type Row = { executedAt: string; itemName: string | null; increase: number | null; status: string };

const DAYS = 30;
const DAY_MS = 86_400_000;

/** Rows of the answer (a page or a bare list). */
const rowsOf = (data: unknown): Row[] => (Array.isArray(data) ? data : ((data as { records?: Row[] } | null)?.records ?? [])) as Row[];

/** The last `DAYS` days up to `today`, as YYYY-MM-DD. */
export function lastDays(today = new Date()): string[] {
  return Array.from({ length: DAYS }, (_, i) => formatDate(new Date(today.getTime() - (DAYS - 1 - i) * DAY_MS)));
}

/** One line per item: the increase of its latest run of each day (null on days it did not run). */
export function trendSeries(rows: Row[], days: string[]): SeriesData {
  const names = [...new Set(rows.map((r) => r.itemName ?? '').filter(Boolean))].sort();
  const latest = new Map<string, Row>();
  for (const r of [...rows].sort((a, b) => a.executedAt.localeCompare(b.executedAt))) latest.set(`${r.itemName}|${r.executedAt.slice(0, 10)}`, r);
  return {
    categories: days.map((d) => d.slice(5)),
    series: names.map((name) => ({ name, type: 'line' as const, data: days.map((d) => latest.get(`${name}|${d}`)?.increase ?? null) })),
  };
}

/** Runs of the last days by status. */
export function statusSlices(rows: Row[], days: string[], label: (status: string) => string): PieItem[] {
  const inDays = rows.filter((r) => r.executedAt.slice(0, 10) >= days[0]!);
  return enumValues.recordStatus.map((s) => ({ name: label(s), value: inDays.filter((r) => r.status === s).length })).filter((p) => p.value > 0);
}

/** The items at a glance (from dataIncreaseMonitorItem/list): how many, how many enabled, by table. */
export function itemFigures(items: { enabled: unknown; tableName: string }[], t: (key: string) => string): StatItem[] {
  const on = items.filter((i) => i.enabled === true || i.enabled === 1);
  return [
    { label: t('sjjk.board.items'), value: items.length },
    { label: t('sjjk.board.enabled'), value: on.length },
    ...enumValues.monitorTable.map((table) => ({ label: t(`sjjk.enum.monitorTable.${table}`), value: on.filter((i) => i.tableName === table).length })),
  ];
}

function Items(props: { data: unknown }) {
  const { t } = useKit();
  const items = (Array.isArray(props.data) ? props.data : ((props.data as { records?: unknown[] } | null)?.records ?? [])) as { enabled: unknown; tableName: string }[];
  return <StatCards testId="sjjk-item-figures" data={itemFigures(items, t)} />;
}

function Trend(props: { data: unknown }) {
  return <SeriesChart testId="sjjk-trend-chart" data={trendSeries(rowsOf(props.data), lastDays())} height={360} />;
}

function Status(props: { data: unknown }) {
  const { t } = useKit();
  return <PieChart testId="sjjk-status-chart" data={statusSlices(rowsOf(props.data), lastDays(), (s) => t(`sjjk.enum.recordStatus.${s}`))} height={360} />;
}

const params = { pageSize: 1000 };
const panels: PanelDef[] = [
  { key: 'items', title: 'sjjk.board.itemsTitle', call: call(ITEM, 'list'), kind: 'stats', span: 24, params: {}, render: (data) => <Items data={data} /> },
  { key: 'trend', title: 'sjjk.board.trend', call: call(RECORD, 'page'), kind: 'series', span: 16, params, render: (data) => <Trend data={data} /> },
  { key: 'status', title: 'sjjk.board.status', call: call(RECORD, 'page'), kind: 'pie', span: 8, params, render: (data) => <Status data={data} /> },
];

/** The board screen of the menu entry 增量趋势. */
export function TrendBoard() {
  return <Board panels={panels} />;
}
