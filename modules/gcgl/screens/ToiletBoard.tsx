/**
 * 公厕看板: kit Board panels over the board's calls — the figures (kb/getStatistics), visitors and
 * alarms per day (kb/getLineChart), ratings per star (kb/getCommentChart) and per day
 * (commentManage/getLineChart), the cleaners' card swipes (swipeCardRecordManage/getDailyTimes) and
 * the alarm score (alarmManage/getAlarmScore). Every answer is a panel shape: no chart code here.
 */
import { Board, type PanelDef } from '../../../kit/charts';
import { DataTable } from '../../../kit/ui';
import { OPS } from '../resources/ops/paths';

type Row = Record<string, unknown>;

/** The swipes' rows without the toilet's id (the name says which). */
const swipeRows = (data: unknown) => ((Array.isArray(data) ? data : []) as Row[]).map(({ date, toiletName, times, cleaners, firstAt, lastAt }) => ({ date, toiletName, times, cleaners, firstAt, lastAt }));

/** The alarm score's rows (the answer holds the range beside them), the grade as its label. */
const scoreRows = (data: unknown) => ((data as { rows?: Row[] } | null)?.rows ?? []).map(({ name, alarms, alarmHours, score, grade }) => ({ name, alarms, alarmHours, score, grade: `gcgl.ops.enum.grade.${String(grade)}` }));

const panels: PanelDef[] = [
  { key: 'stats', title: 'gcgl.ops.board.stats', call: OPS.kb.statistics, kind: 'stats', span: 24 },
  { key: 'trend', title: 'gcgl.ops.board.trend', call: OPS.kb.lineChart, kind: 'series' },
  { key: 'comments', title: 'gcgl.ops.board.comments', call: OPS.kb.commentChart, kind: 'pie' },
  { key: 'ratingTrend', title: 'gcgl.ops.board.ratingTrend', call: OPS.comment.lineChart, kind: 'series' },
  { key: 'score', title: 'gcgl.ops.board.score', call: OPS.alarm.score, kind: 'table', render: (data) => <DataTable rows={scoreRows(data)} pageSize={6} /> },
  { key: 'swipes', title: 'gcgl.ops.board.swipes', call: OPS.swipe.dailyTimes, kind: 'table', span: 24, render: (data) => <DataTable rows={swipeRows(data)} pageSize={6} /> },
];

/** The screen of the menu entry 公厕看板. */
export function ToiletBoard() {
  return <Board panels={panels} />;
}
