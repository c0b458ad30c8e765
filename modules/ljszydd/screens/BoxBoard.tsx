/**
 * 压缩箱看板: the boxes at a glance — the counts by state (compressionBox/boardStats), the boxes by
 * fill band (compressionBox/boardFill), the facilities on the map coloured by their worst alarm
 * (facilityInfo/boardMap) and the boxes in alarm, most urgent first (compressionBox/alarmPageList).
 * Every figure comes from the rules on the latest readings (modules/ljszydd/README.md).
 */
import { Board, type PanelDef } from '../../../kit/charts';
import { BOARD } from '../resources/paths';

const panels: PanelDef[] = [
  { key: 'stats', title: 'ljszydd.board.stats', call: BOARD.stats, kind: 'stats', span: 24 },
  { key: 'fill', title: 'ljszydd.board.fill', call: BOARD.fill, kind: 'pie', span: 8, height: 320 },
  { key: 'map', title: 'ljszydd.board.map', call: BOARD.map, kind: 'geo', span: 16, height: 320 },
  { key: 'alarms', title: 'ljszydd.board.alarms', call: BOARD.alarms, kind: 'table', span: 24, height: 300 },
];

/** The screen of the menu entry 压缩箱看板. */
export function BoxBoard() {
  return (
    <div data-testid="ljszydd-board" style={{ padding: 16 }}>
      <Board panels={panels} />
    </div>
  );
}
