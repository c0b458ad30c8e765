/**
 * 公厕一张图: the 1920×1080 overview screen (kit ScreenBoard) — the totals (yzt/loadTotalInfo), the
 * sensors by state (yzt/getStatSensor), visitors per toilet today against yesterday by now
 * (yzt/getVisitorStat) and the odour per toilet (yzt/getOdorStat), beside the toilets' alarms and
 * visitors today (gis/getAlarmAndHumanCount).
 */
import { PointMap, ScreenBoard, type GeoItem, type PanelDef } from '../../../kit/charts';
import { DataTable, useKit } from '../../../kit/ui';
import { OPS } from '../resources/ops/paths';

type Row = Record<string, unknown>;

/** An alarm is red, online green, offline grey, as on 公厕地图. */
const STATE_COLOR = { alarming: '#f5222d', online: '#52c41a', offline: '#8c8c8c' } as const;

/** The toilets with a map point, each by its state (gis/getList): alarming first, then online or offline. */
const toiletPoints = (data: unknown): GeoItem[] =>
  ((data as Row[] | null) ?? [])
    .filter((x) => typeof x.lng === 'number' && typeof x.lat === 'number')
    .map((x) => {
      const state = x.alarming ? 'alarming' : x.online ? 'online' : 'offline';
      return { name: String(x.name), lng: x.lng as number, lat: x.lat as number, category: `gcgl.ops.yzt.state.${state}`, color: STATE_COLOR[state] };
    });

/** The toilets on the city's map, named for screen readers by the panel's title. */
function ToiletPointMap(props: { data: unknown }) {
  const { t } = useKit();
  return <PointMap data={toiletPoints(props.data)} height={320} testId="gcgl-yzt-map" title={t('gcgl.ops.yzt.map')} />;
}

/** Each toilet's alarms and visitors today. */
const todayRows = (data: unknown) => ((data as { byToilet?: Row[] } | null)?.byToilet ?? []).map(({ name, alarms, visitors }) => ({ name, alarms, visitors }));

const panels: PanelDef[] = [
  { key: 'total', title: 'gcgl.ops.yzt.total', call: OPS.yzt.total, kind: 'stats', span: 16 },
  { key: 'sensors', title: 'gcgl.ops.yzt.sensors', call: OPS.yzt.sensor, kind: 'stats', span: 8 },
  { key: 'map', title: 'gcgl.ops.yzt.map', call: OPS.gis.list, kind: 'geo', span: 24, height: 320, render: (data) => <ToiletPointMap data={data} /> },
  { key: 'visitors', title: 'gcgl.ops.yzt.visitors', call: OPS.yzt.visitor, kind: 'series' },
  { key: 'odor', title: 'gcgl.ops.yzt.odor', call: OPS.yzt.odor, kind: 'series' },
  { key: 'today', title: 'gcgl.ops.yzt.today', call: OPS.gis.alarmAndHuman, kind: 'table', span: 24, render: (data) => <DataTable rows={todayRows(data)} pageSize={8} /> },
];

/** The screen of the menu entry 公厕一张图. */
export function ToiletOverview() {
  return <ScreenBoard title="gcgl.ops.yzt.title" panels={panels} />;
}
