/**
 * 垃圾分类大数据看板 (bigDataManage/*): a 1920×1080 big screen, opened alone in a window from the menu.
 * Placeholder on the kit's ScreenBoard until the wall-display kit lands.
 */
import { ScreenBoard, type PanelDef } from '../../../kit/charts';

export function BigDataBoard() {
  const panels: PanelDef[] = [
    { key: 'num', title: 'ljfl.board.counts', call: '/cloud/ljfl/bigDataManage/loadGarbageNum.smvc', kind: 'stats', span: 24 },
  ];
  return <ScreenBoard title="ljfl.board.title" panels={panels} />;
}
