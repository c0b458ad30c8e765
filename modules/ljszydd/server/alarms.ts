/**
 * 压缩箱告警: one row per box with any alarm now, its most urgent alarm first (离线, 满溢, 高温, 低电量,
 * 预警), then the fullest. Filters: box code and facility name (contains), the alarm (any of; a box
 * matches when it has one of them), the box size. Also the export.
 */
import { checkedToWire, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { ALARMS } from '../rules/boxState';
import { statusOf, thresholds, timeOf } from './status';

type Wire = Record<string, string | undefined>;

export async function alarmRows(ctx: HandlerContext, q: CheckedListQuery): Promise<Record<string, unknown>[]> {
  const f = checkedToWire(q.filters) as Wire;
  const [th, boxes, facilities] = await Promise.all([thresholds(ctx.store), ctx.store.all('compressionBox', {}, 20_000), ctx.store.all('facilityInfo', {}, 20_000)]);
  const names = new Map(facilities.map((x) => [Number(x.id), String(x.facilityName)]));
  const now = ctx.store.devices.now();
  const wanted = f.alarm ? f.alarm.split(',') : null;
  const rows = boxes.flatMap((b) => {
    const s = statusOf(b, now, th);
    if (!s.alarms.length) return [];
    const reported = timeOf(b.reportedAt);
    return [{
      id: Number(b.id), boxCode: b.boxCode, facilityName: names.get(Number(b.facilityId)) ?? null, alarm: s.alarms[0], alarms: s.alarms,
      fillLevel: b.fillLevel ?? null, battery: b.battery ?? null, temperature: b.temperature ?? null, reportedAt: b.reportedAt ?? null,
      silentMinutes: reported === null ? null : Math.floor((now - reported) / 60_000), deviceCode: b.deviceCode ?? null, boxSize: b.boxSize,
    }];
  });
  const has = (v: unknown, part: string | undefined) => !part || String(v ?? '').includes(part);
  return rows
    .filter((r) => has(r.boxCode, f.boxCode) && has(r.facilityName, f.facilityName) && (!f.boxSize || f.boxSize.split(',').includes(String(r.boxSize))))
    .filter((r) => !wanted || r.alarms.some((a) => wanted.includes(a)))
    .sort((a, b) => ALARMS.indexOf(a.alarm!) - ALARMS.indexOf(b.alarm!) || Number(b.fillLevel ?? 0) - Number(a.fillLevel ?? 0) || String(a.boxCode).localeCompare(String(b.boxCode)));
}

export const reportSources: Record<string, ReportSource> = {
  boxAlarm: async (ctx, q) => pageRows(await alarmRows(ctx, q), q),
};
