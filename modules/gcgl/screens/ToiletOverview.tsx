/**
 * 公厕一张图: the 1920×1080 overview screen (kit ScreenBoard) — the totals (yzt/loadTotalInfo), the
 * sensors by state (yzt/getStatSensor), visitors per toilet today against yesterday by now
 * (yzt/getVisitorStat) and the odour per toilet (yzt/getOdorStat), beside the toilets' alarms and
 * visitors today (gis/getAlarmAndHumanCount).
 */
import { ScreenBoard, type PanelDef } from '../../../kit/charts';
import { DataTable } from '../../../kit/ui';
import { OPS } from '../resources/ops/paths';

type Row = Record<string, unknown>;

/** Each toilet's alarms and visitors today. */
const todayRows = (data: unknown) => ((data as { byToilet?: Row[] } | null)?.byToilet ?? []).map(({ name, alarms, visitors }) => ({ name, alarms, visitors }));

const panels: PanelDef[] = [
  { key: 'total', title: 'gcgl.ops.yzt.total', call: OPS.yzt.total, kind: 'stats', span: 16 },
  { key: 'sensors', title: 'gcgl.ops.yzt.sensors', call: OPS.yzt.sensor, kind: 'stats', span: 8 },
  { key: 'visitors', title: 'gcgl.ops.yzt.visitors', call: OPS.yzt.visitor, kind: 'series' },
  { key: 'odor', title: 'gcgl.ops.yzt.odor', call: OPS.yzt.odor, kind: 'series' },
  { key: 'today', title: 'gcgl.ops.yzt.today', call: OPS.gis.alarmAndHuman, kind: 'table', span: 24, render: (data) => <DataTable rows={todayRows(data)} pageSize={8} /> },
];

/** The screen of the menu entry 公厕一张图. */
export function ToiletOverview() {
  return <ScreenBoard title="gcgl.ops.yzt.title" panels={panels} />;
}
