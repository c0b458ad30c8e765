/**
 * 小区分类大屏: the estate board as a kit wall display (kit/screen): base assets, the estates by disposal
 * mode, device activity, device disposals, fixed-time disposals, awareness, residents' scores and the
 * open collection tasks beside a map of the estates, the smart bins (coloured by fill band) and the
 * other devices. Every figure is taken at the screen's moment (asOf) and refreshed every minute;
 * devices without valid coordinates are listed under the map, never drawn. Definitions: the panels'
 * help and modules/zszy/README.md.
 */
import { defineScreen, WallScreen, type ScreenPoint } from '../../../kit/screen';

type Device = { id: number; deviceCode: string; deviceType: string; fillLevel: number | null; fillBand: string | null; location: { lng: number; lat: number } | null };
const BAND_COLOUR: Record<string, string> = { normal: '#36e2a0', slight: '#ffc53d', serious: '#ff4d4f' };

/** A device row as a place on the map: its code, where it stands, its fill level (bins). */
const devicePoints = (data: unknown): ScreenPoint[] =>
  ((data as { records?: Device[] } | null)?.records ?? []).map((d) => ({
    id: d.id,
    name: d.deviceCode,
    lng: d.location?.lng ?? null,
    lat: d.location?.lat ?? null,
    value: d.deviceType === 'bin' ? d.fillLevel : undefined,
    color: d.deviceType === 'bin' && d.fillBand ? BAND_COLOUR[d.fillBand] : undefined,
  }));

export const estateScreen = defineScreen({
  title: 'zszy.screen.title',
  refreshSeconds: 60,
  panels: [
    { key: 'assets', title: 'zszy.screen.assets', help: 'zszy.help.assets', kind: 'stats', side: 'top', source: `GET /cloud/zszy/prd/api/board/bidiv/baseAsset` },
    { key: 'flzt', title: 'zszy.screen.flzt', help: 'zszy.help.sortingMode', kind: 'pie', side: 'left', source: `GET /cloud/zszy/prd/api/board/bidiv/baseFlzt` },
    { key: 'active', title: 'zszy.screen.active', help: 'zszy.help.active', kind: 'pie', side: 'left', source: `GET /cloud/zszy/prd/api/board/bidiv/activeStatus` },
    { key: 'deviceUse', title: 'zszy.screen.deviceUse', help: 'zszy.help.deviceUses', kind: 'series', side: 'left', source: `GET /cloud/zszy/prd/api/gis/flx/flxDeviceUse` },
    { key: 'spotPut', title: 'zszy.screen.spotPut', help: 'zszy.help.spotPut', kind: 'series', side: 'left', source: `GET /cloud/zszy/prd/api/board/bidiv/spotPutProjectSummaryDaily` },
    { key: 'knowRate', title: 'zszy.screen.knowRate', help: 'zszy.help.knowRate', kind: 'series', side: 'right', source: `GET /cloud/zszy/prd/api/board/bidiv/residentKnowRate` },
    { key: 'score', title: 'zszy.screen.score', help: 'zszy.help.score', kind: 'series', side: 'right', source: `GET /cloud/zszy/prd/api/board/bidiv/residentProjectSummaryScoreDaily` },
    {
      key: 'tasks',
      title: 'zszy.screen.tasks',
      help: 'zszy.help.deadline',
      kind: 'table',
      side: 'right',
      weight: 1.3,
      source: 'GET /cloud/zszy/prd/api/board/openTasks',
      columns: [
        { key: 'estateName', title: 'zszy.col.estate' },
        { key: 'band', title: 'zszy.col.band', translate: true, width: 84 },
        { key: 'deadline', title: 'zszy.col.deadline', width: 100 },
        { key: 'overdue', title: 'zszy.col.overdue', translate: true, width: 64 },
      ],
    },
  ],
  map: {
    title: 'zszy.screen.map',
    layers: [
      { key: 'estates', title: 'zszy.layer.estates', color: '#2fd4ff', source: `GET /cloud/zszy/prd/api/board/bidiv/basePosition` },
      { key: 'bins', title: 'zszy.layer.bins', color: '#36e2a0', source: `GET /cloud/zszy/prd/api/gis/common/positionDeviceList`, params: { deviceType: 'bin', pageSize: 1000 }, pick: devicePoints },
      { key: 'devices', title: 'zszy.layer.devices', color: '#9d7bff', source: `GET /cloud/zszy/prd/api/gis/common/positionDeviceList`, params: { deviceType: 'scale,camera,kiosk', pageSize: 1000 }, pick: devicePoints },
    ],
  },
});

export function EstateScreen() {
  return <WallScreen screen={estateScreen} />;
}
