/**
 * The board's answers (screens/BoxBoard.tsx), from the rules on the boxes' latest readings:
 * - boardStats: boxes, with a sensor, online, offline, overflow, warning, hot, low battery (StatItem[]);
 * - boardFill: boxes by fill band, "no reading" for boxes without one (PieItem[]);
 * - boardMap: the facilities with a place, each coloured by its boxes' most urgent alarm (GeoItem[]);
 * - boardAlarms: the boxes in alarm, most urgent first (the first 50 rows of 压缩箱告警, as labels).
 */
import type { Handler, HandlerContext } from '../../../kit/resource';
import { ALARMS, type BoxAlarm, type BoxStatus } from '../rules/boxState';
import { alarmRows } from './alarms';
import { statusOf, thresholds } from './status';

type Row = Record<string, unknown>;

async function boxStates(ctx: HandlerContext): Promise<{ box: Row; s: BoxStatus }[]> {
  const [th, boxes] = await Promise.all([thresholds(ctx.store), ctx.store.all('compressionBox', {}, 20_000)]);
  const now = ctx.store.devices.now();
  return boxes.map((box) => ({ box, s: statusOf(box, now, th) }));
}

const COLOR: Record<BoxAlarm | 'normal', string> = { offline: '#8c8c8c', overflow: '#f5222d', hot: '#fa541c', lowBattery: '#722ed1', warning: '#faad14', normal: '#52c41a' };

const stats: Handler = async (ctx) => {
  const all = await boxStates(ctx);
  const count = (p: (s: BoxStatus, b: Row) => boolean) => all.filter(({ s, box }) => p(s, box)).length;
  return [
    { label: ctx.t('ljszydd.board.boxes'), value: all.length },
    { label: ctx.t('ljszydd.board.online'), value: count((s) => s.onlineState === 'online') },
    { label: ctx.t('ljszydd.enum.alarm.offline'), value: count((s) => s.onlineState === 'offline') },
    { label: ctx.t('ljszydd.enum.alarm.overflow'), value: count((s) => s.fillState === 'overflow') },
    { label: ctx.t('ljszydd.enum.alarm.warning'), value: count((s) => s.fillState === 'warning') },
    { label: ctx.t('ljszydd.enum.alarm.hot'), value: count((s) => s.tempState === 'hot') },
    { label: ctx.t('ljszydd.enum.alarm.lowBattery'), value: count((s) => s.batteryState === 'low') },
  ];
};

const fill: Handler = async (ctx) => {
  const all = await boxStates(ctx);
  const bands = ['normal', 'warning', 'overflow'] as const;
  const items = bands.map((b) => ({ name: ctx.t(`ljszydd.enum.fillState.${b}`), value: all.filter(({ s }) => s.fillState === b).length }));
  const none = all.filter(({ s }) => s.fillState === null).length;
  return none ? [...items, { name: ctx.t('ljszydd.board.noReading'), value: none }] : items;
};

const map: Handler = async (ctx) => {
  const [all, facilities] = await Promise.all([boxStates(ctx), ctx.store.all('facilityInfo', {}, 20_000)]);
  const worst = new Map<number, BoxAlarm | 'normal'>();
  for (const { box, s } of all) {
    const id = Number(box.facilityId);
    const mine = s.alarms[0] ?? 'normal';
    const before = worst.get(id);
    const rank = (a: BoxAlarm | 'normal' | undefined) => (a === undefined ? 99 : a === 'normal' ? 50 : ALARMS.indexOf(a));
    if (rank(mine) < rank(before)) worst.set(id, mine);
  }
  return facilities.flatMap((f) => {
    const at = f.location as { lng?: number; lat?: number } | null;
    if (typeof at?.lng !== 'number' || typeof at.lat !== 'number' || !worst.has(Number(f.id))) return [];
    const state = worst.get(Number(f.id))!;
    const category = state === 'normal' ? 'ljszydd.enum.fillState.normal' : `ljszydd.enum.alarm.${state}`;
    return [{ name: String(f.facilityName), lng: at.lng, lat: at.lat, category, color: COLOR[state] }];
  });
};

const alarms: Handler = async (ctx) => {
  const rows = await alarmRows(ctx, { filters: [], sort: null, pageNo: 1, pageSize: 50 } as never);
  // Keys are labelled by the page's catalogue (ljszydd.col.<key>).
  return rows.slice(0, 50).map((r) => ({
    boxCode: r.boxCode,
    facilityName: r.facilityName,
    alarms: (r.alarms as string[]).map((a) => ctx.t(`ljszydd.enum.alarm.${a}`)).join('、'),
    fillLevel: r.fillLevel === null ? '--' : `${String(r.fillLevel)} %`,
    reportedAt: r.reportedAt ?? '--',
  }));
};

const P = (entity: string, op: string) => `/envcloud/hw/ljszydd/${entity}/${op}`;
export const boardHandlers: Record<string, Handler> = {
  [P('compressionBox', 'boardStats')]: stats,
  [P('compressionBox', 'boardFill')]: fill,
  [P('facilityInfo', 'boardMap')]: map,
  [P('compressionBox', 'boardAlarms')]: alarms,
};
