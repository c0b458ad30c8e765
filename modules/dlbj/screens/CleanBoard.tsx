/**
 * 保洁作业总览: the board of road cleaning — the indices (stat/totalIndex), jobs per day by result
 * (stat/taskStat), today's jobs as they go (stat/realTimeOperation), the vehicles on the map
 * (stat/carLocation), km and empty running per vehicle (stat/carStatistics), the cleaning vehicles with
 * their expenses (carExp/carList) and the vehicles' cameras (stat/carVideoList). Every figure is
 * computed by the server from the device store's tracks (modules/dlbj/README.md).
 */
import { Board, type PanelDef } from '../../../kit/charts';
import { rc, STAT } from '../resources/paths';

const panels: PanelDef[] = [
  { key: 'index', title: 'dlbj.board.index', call: STAT.totalIndex, kind: 'stats', span: 24 },
  { key: 'tasks', title: 'dlbj.board.taskStat', call: STAT.taskStat, kind: 'series', span: 14, height: 300 },
  { key: 'realtime', title: 'dlbj.board.realTime', call: STAT.realTimeOperation, kind: 'table', span: 10, height: 300 },
  { key: 'location', title: 'dlbj.board.carLocation', call: STAT.carLocation, kind: 'geo', span: 12, height: 340 },
  { key: 'cars', title: 'dlbj.board.carStatistics', call: STAT.carStatistics, kind: 'series', span: 12, height: 340 },
  { key: 'carList', title: 'dlbj.board.carList', call: rc('carExp', 'carList'), kind: 'table', span: 12, height: 260 },
  { key: 'video', title: 'dlbj.board.carVideo', call: STAT.carVideoList, kind: 'table', span: 12, height: 260 },
];

/** The screen of the menu entry 保洁作业总览. */
export function CleanBoard() {
  return (
    <div data-testid="dlbj-board">
      <Board panels={panels} />
    </div>
  );
}
