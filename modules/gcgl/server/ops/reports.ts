/**
 * The alarm list (alarmManage/pageList): the toilets' threshold alarms of the device store within
 * the filter's range (default the last 7 days), newest first, paged in memory (a toilet raises at
 * most a few hundred a week).
 */
import { checkedToWire, HandlerError, pageRows, type ReportSource } from '../../../../kit/resource';
import { alarmsOf } from './alarms';
import { DAY, timeText, toilets } from './toilets';

type Filters = Record<string, string | undefined>;

const has = (value: unknown, part: string | undefined) => !part || String(value ?? '').includes(part.trim());

/** A filter's time (`YYYY-MM-DD[ HH:mm:ss]`, local): NaN when it is not one; a date as the end means the whole day. */
function timeOf(value: string | undefined, end: boolean): number | null {
  if (!value) return null;
  const s = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(s);
  if (!date && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(s)) return NaN;
  const ms = new Date(date ? `${s}T00:00:00` : s.replace(' ', 'T')).getTime();
  return date && end ? ms + DAY : ms;
}

const alarmList: ReportSource = async (ctx, q) => {
  const f = checkedToWire(q.filters) as Filters;
  const to = timeOf(f.alarmAtEnd, true) ?? ctx.store.devices.now() + 1;
  const from = timeOf(f.alarmAtStart, false) ?? to - 7 * DAY;
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to || to - from > ctx.store.devices.maxRangeDays * DAY) throw new HandlerError(ctx.t('gcgl.ops.error.range', { days: ctx.store.devices.maxRangeDays }));
  const list = (await toilets(ctx.store)).filter((x) => x.device && has(x.name, f.toiletName) && has(x.deviceCode, f.deviceCode));
  const byDevice = new Map(list.map((x) => [x.device!.id, x]));
  const rows = (await alarmsOf(ctx.store, list, { from, to }))
    .filter((a) => (!f.metric || a.metric === f.metric) && (!f.kind || a.kind === f.kind))
    .map((a, i) => {
      const x = byDevice.get(a.deviceId)!;
      return { id: i + 1, alarmAt: timeText(a.t), toiletId: x.id, toiletName: x.name, toiletCode: x.code, deviceCode: x.deviceCode, metric: a.metric, value: a.value, kind: a.kind };
    });
  return pageRows(rows, q);
};

export const opsReportSources: Record<string, ReportSource> = { toiletAlarm: alarmList };
