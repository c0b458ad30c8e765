// The figures of the day on each system's home page: which call of which module gives the number, and
// the menu entry of the page behind it (a click opens it). Plain data: the home reads it, tests too.
import type { RequestOptions } from '../../kit/request';

/** One figure: a label (catalogue key), the call answering it, how to read the number, and its page. */
export type FigureDef = {
  key: string;
  label: string;
  /** Catalogue key of the unit, if any. */
  unit?: string;
  call: Pick<RequestOptions, 'url' | 'data' | 'json'>;
  /** The number in the call's answer; undefined when the answer has none. */
  read(answer: unknown): number | undefined;
  /** The day the figure is of, when the call says (the collection board falls back to the last day with data). */
  day?(answer: unknown): string | undefined;
  /** The menu entry of the page behind the figure. */
  menuId: string;
};

type Stat = { label?: unknown; value?: unknown };
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
/** The value of the stat item labelled `label` in a `[{ label, value }]` answer. */
const stat = (label: string) => (answer: unknown) => (Array.isArray(answer) ? num((answer as Stat[]).find((s) => s?.label === label)?.value) : undefined);
/** A field of an object answer. */
const field = (name: string) => (answer: unknown) => (answer && typeof answer === 'object' ? num((answer as Record<string, unknown>)[name]) : undefined);
/** The day of the collection board's figures. */
const boardDay = (answer: unknown) => {
  const item = Array.isArray(answer) ? (answer as Stat[]).find((s) => s?.label === 'ljszy.board.day') : undefined;
  return typeof item?.value === 'string' ? item.value : undefined;
};

/** How many rows a list answers: a page's total, or a bare list's length. */
const rows = (answer: unknown) => (Array.isArray(answer) ? answer.length : field('total')(answer));
/** Today as `YYYY-MM-DD` in the browser's time zone. */
const todayText = () => new Date().toLocaleDateString('sv-SE');

const ljszyToday = { url: '/cloud/ljszy/platform/getDailyPrimevalDTO' };
const caseCounts = { url: '/cloud/wtsb/web/problem/getProblemCountNum' };

/** The figures of each system's home, by system code (a system without any shows none). */
export const FIGURES: Record<string, FigureDef[]> = {
  // 环卫运营: today's weighings of the collection area (ljszy).
  hwyy: [
    { key: 'netWeight', label: 'welcome.figure.netWeight', unit: 'welcome.unit.t', call: ljszyToday, read: stat('ljszy.board.netWeight'), day: boardDay, menuId: 'ljszy.weighing' },
    { key: 'trips', label: 'welcome.figure.trips', call: ljszyToday, read: stat('ljszy.board.trips'), day: boardDay, menuId: 'ljszy.weighing' },
    { key: 'vehicles', label: 'welcome.figure.vehiclesWeighed', call: ljszyToday, read: stat('ljszy.board.cars'), day: boardDay, menuId: 'ljszy.platform' },
  ],
  // 车辆管理: vehicles in service and reminders falling due (clgl).
  clgl: [
    { key: 'inService', label: 'welcome.figure.inService', call: { url: '/cloud/clgl/kanban/operational', data: { year: String(new Date().getFullYear()) } }, read: (a) => (a && typeof a === 'object' ? stat('clgl.kanban.summary.inService')((a as { summary?: unknown }).summary) : undefined), menuId: 'clgl.kanban-home' },
    { key: 'expiring', label: 'welcome.figure.expiring', call: { url: '/cloud/clgl/v2/web/expirationReminder/page', json: true, data: { pageNo: 1, pageSize: 1, status: 'pending' } }, read: field('total'), menuId: 'clgl.expirationReminder' },
  ],
  // 综合管理: today's runs of 数据监测 (sjjk), stock below its minimum (kcgl), the asset archive (zcgl)
  // and the facilities' equipment (ssgl).
  zhgl: [
    { key: 'monitorRuns', label: 'welcome.figure.monitorRuns', call: { url: '/cloud/dataMonitor/web/api/dataIncreaseMonitorRecord/page', json: true, data: { pageNo: 1, pageSize: 1, executedAtStart: `${todayText()} 00:00:00`, executedAtEnd: `${todayText()} 23:59:59` } }, read: field('total'), menuId: 'sjjk.records' },
    { key: 'stockWarnings', label: 'welcome.figure.stockWarnings', call: { url: '/cloud/kcglnew/web/storehouseWarning/getList', data: { pageNo: 1, pageSize: 1 } }, read: rows, menuId: 'kcgl.warnings' },
    { key: 'assets', label: 'welcome.figure.assets', call: { url: '/cloud/asset/assetArchive/page', data: { pageNo: 1, pageSize: 1 } }, read: field('total'), menuId: 'zcgl.assets' },
    { key: 'equipment', label: 'welcome.figure.equipment', call: { url: '/cloud/ssgl/facilityAccount/pageList', data: { pageNo: 1, pageSize: 1 } }, read: field('total'), menuId: 'ssgl.accounts' },
  ],
  // 垃圾分类: today's sorted garbage (ljfl, loads weighed by the one load-weight rule), the month's
  // sorting accuracy (bkdz, as its configured source grades it) and the bins' collection tasks still open (zszy).
  ljfl: [
    { key: 'sortedToday', label: 'welcome.figure.sortedToday', unit: 'welcome.unit.t', call: { url: '/cloud/ljfl/bigDataManage/loadTodayGarbageInfo.smvc' }, read: stat('ljfl.board.todayTonnes'), menuId: 'ljfl.garbage' },
    { key: 'accuracy', label: 'welcome.figure.accuracy', unit: 'welcome.unit.percent', call: { url: '/cloud/bkdz/web/summary/getSummary' }, read: (a) => (a && typeof a === 'object' ? stat('bkdz.summary.rate')((a as { items?: unknown }).items) : undefined), menuId: 'bkdz.rates' },
    { key: 'openTasks', label: 'welcome.figure.openTasks', call: { url: '/cloud/zszy/prd/api/collectionTask/pageList', data: { pageNo: 1, pageSize: 1, state: 'open' } }, read: field('total'), menuId: 'zszy.collectionTasks' },
  ],
  // 城市管理: open and overdue cases of problem reporting (wtsb).
  csgl: [
    { key: 'openCases', label: 'welcome.figure.openCases', call: caseCounts, read: field('open'), menuId: 'wtsb.cases' },
    { key: 'overdueCases', label: 'welcome.figure.overdueCases', call: caseCounts, read: field('overdue'), menuId: 'wtsb.cases' },
  ],
};
