/**
 * 垃圾分类大数据看板 (bigDataManage/*): the kit's wall display (kit/screen, docs/screens.md) at
 * 1920×1080, opened alone in a window from the menu. Every figure is taken at the board's moment
 * (`asOf`, shown in the header) and loaded again every 60 s; unknown figures are "--"; a vehicle,
 * facility or unit without valid coordinates is listed under the map as an anomaly, never drawn.
 * Each panel's help is its figure's definition (modules/ljfl/README.md).
 */
import { defineScreen, WallScreen } from '../../../kit/screen';

// Written out, so the spec's paths read as they are served (tests/spec/coverage.test.ts).
const CALLS = {
  num: '/cloud/ljfl/bigDataManage/loadGarbageNum.smvc',
  today: '/cloud/ljfl/bigDataManage/loadTodayGarbageInfo.smvc',
  classification: '/cloud/ljfl/bigDataManage/loadClassification.smvc',
  cover: '/cloud/ljfl/bigDataManage/loadPromotionCover.smvc',
  interaction: '/cloud/ljfl/bigDataManage/loadInterActive.smvc',
  handle: '/cloud/ljfl/bigDataManage/loadGarbageHandleInfo.smvc',
  direction: '/cloud/ljfl/bigDataManage/loadMapDirection.smvc',
  trend: '/cloud/ljfl/bigDataManage/loadGarbageClassification.smvc',
  districts: '/cloud/ljfl/bigDataManage/loadKanbanMapData.smvc',
  cars: '/cloud/ljfl/bigDataManage/loadCarPositions.smvc',
  handleFacs: '/cloud/ljfl/bigDataManage/loadHandleFacPositions.smvc',
  units: '/cloud/ljfl/bigDataManage/loadUnitPositions.smvc',
} as const;

/** The four headline figures of today's answer (its tonnes by type are drawn by the trend). */
const HEADLINE = ['ljfl.board.todayTonnes', 'ljfl.board.loads', 'ljfl.board.leftOut', 'ljfl.board.carsOut'];
const headline = (d: unknown) => (Array.isArray(d) ? (d as { label: string }[]).filter((s) => HEADLINE.includes(s.label)) : d);

const col = (key: string, unit?: string, width?: number) => ({ key, title: `ljfl.board.col.${key}`, ...(unit ? { unit } : {}), ...(width ? { width } : {}) });

export const bigDataScreen = defineScreen({
  title: 'ljfl.board.title',
  refreshSeconds: 60,
  panels: [
    // The headline of the moment above the map; today's tonnes by type are the trend's last (partial) bar.
    { key: 'today', title: 'ljfl.board.today', help: 'ljfl.board.todayHelp', kind: 'stats', side: 'top', source: CALLS.today, pick: (d) => headline(d) },
    { key: 'classification', title: 'ljfl.board.classification', help: 'ljfl.board.classificationHelp', kind: 'pie', side: 'left', source: CALLS.classification },
    { key: 'cover', title: 'ljfl.board.cover', help: 'ljfl.board.coverHelp', kind: 'series', side: 'left', source: CALLS.cover },
    {
      key: 'direction', title: 'ljfl.board.direction', help: 'ljfl.board.directionHelp', kind: 'table', side: 'left', source: CALLS.direction,
      columns: [col('from', undefined, 90), col('to'), col('tonnes', 'kit.unit.t', 110)],
    },
    { key: 'num', title: 'ljfl.board.counts', help: 'ljfl.board.countsHelp', kind: 'stats', side: 'right', source: CALLS.num },
    { key: 'interaction', title: 'ljfl.board.interaction', help: 'ljfl.board.interactionHelp', kind: 'series', side: 'right', source: CALLS.interaction },
    {
      key: 'handle', title: 'ljfl.board.handle', help: 'ljfl.board.handleHelp', kind: 'table', side: 'right', weight: 1.2, source: CALLS.handle,
      columns: [col('facName'), col('loads', undefined, 70), col('tonnes', 'kit.unit.t', 110)],
    },
    { key: 'trend', title: 'ljfl.board.trend', help: 'ljfl.board.trendHelp', kind: 'series', side: 'bottom', source: CALLS.trend },
  ],
  map: {
    title: 'ljfl.board.map',
    layers: [
      { key: 'units', title: 'ljfl.board.layer.units', color: '#36e2a0', source: CALLS.units },
      { key: 'handleFacs', title: 'ljfl.board.layer.handleFacs', color: '#ffb547', source: CALLS.handleFacs },
      { key: 'cars', title: 'ljfl.board.layer.cars', color: '#2fd4ff', source: CALLS.cars },
      { key: 'districts', title: 'ljfl.board.layer.districts', color: '#b37feb', source: CALLS.districts },
    ],
  },
});

export function BigDataBoard() {
  return <WallScreen screen={bigDataScreen} />;
}
