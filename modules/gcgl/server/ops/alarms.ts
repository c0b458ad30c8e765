/**
 * Toilet alarms: the device store's threshold alarms of the toilets' devices (device_alarms, raised
 * at ingest by each device's rule — the demo's ammonia above 2.5 ppm), read through
 * `store.devices.alarms`, never copied. Also the alarm score of a toilet over a range of days.
 */
import type { DeviceAlarm } from '../../../../kit/contract';
import type { DeviceAlarmHour, HandlerContext, ModuleStore } from '../../../../kit/resource';
import { DAY, MIN, daysOf, toilets, type Toilet } from './toilets';

/** At most this many alarms are listed in one answer (counts come from alarmHoursOf, never capped). */
export const ALARM_LIMIT = 20_000;

/** A toilet is alarming while its device raised an alarm within the last 30 minutes (three reports). */
export const ALARMING_MS = 30 * MIN;

/** The alarms of `list`'s devices within `[from, to)`, newest first. */
export async function alarmsOf(store: ModuleStore, list: readonly Toilet[], range: { from?: number; to?: number }): Promise<DeviceAlarm[]> {
  const ids = list.flatMap((x) => (x.device ? [x.device.id] : []));
  if (!ids.length) return [];
  return store.devices.alarms({ deviceIds: ids, ...range, limit: ALARM_LIMIT });
}

/** How many alarms `list`'s devices raised per hour within `[from, to)`, counted in the database. */
export async function alarmHoursOf(store: ModuleStore, list: readonly Toilet[], range: { from?: number; to?: number }): Promise<DeviceAlarmHour[]> {
  const ids = list.flatMap((x) => (x.device ? [x.device.id] : []));
  if (!ids.length) return [];
  return store.devices.alarmCounts({ deviceIds: ids, from: range.from, to: range.to });
}

/** Alarm counts per device id. */
export const countBy = (hours: readonly DeviceAlarmHour[]) => {
  const out = new Map<string, number>();
  for (const h of hours) out.set(h.deviceId, (out.get(h.deviceId) ?? 0) + h.count);
  return out;
};

/** The number of alarms in all. */
export const totalOf = (hours: readonly DeviceAlarmHour[]) => hours.reduce((n, h) => n + h.count, 0);

/** The device ids alarming now (an alarm within ALARMING_MS). */
export async function alarmingIds(store: ModuleStore, list: readonly Toilet[]): Promise<Set<string>> {
  const now = store.devices.now();
  return new Set((await alarmsOf(store, list, { from: now - ALARMING_MS })).map((a) => a.deviceId));
}

/**
 * The alarm score of a toilet over a range (alarmManage/getAlarmScore). Rule: 100 points, minus 5 for
 * every hour in which its device raised at least one alarm, never below 0. Hours, not alarms: a toilet
 * that smells for an hour loses the same whether its sensor reports every ten minutes or every minute.
 * Grades: 优 ≥ 90, 良 ≥ 75, 中 ≥ 60, else 差.
 */
export const scoreOf = (alarmHours: number) => Math.max(0, 100 - 5 * alarmHours);

/** The grade of a score: excellent, good, fair or poor. */
export const gradeOf = (score: number) => (score >= 90 ? 'excellent' : score >= 75 ? 'good' : score >= 60 ? 'fair' : 'poor');

/** alarmManage/getAlarmScore: every toilet's alarms, alarm hours, score and grade over `startDate`–`endDate` (default the last 7 days), best first. */
export async function alarmScore(ctx: HandlerContext) {
  const range = daysOf(ctx.input, ctx.store, ctx.t);
  const list = await toilets(ctx.store);
  const hours = await alarmHoursOf(ctx.store, list, range);
  const rows = list.map((x) => {
    const own = x.device ? hours.filter((h) => h.deviceId === x.device!.id) : [];
    const alarmHours = own.length;
    const score = scoreOf(alarmHours);
    return { toiletId: x.id, code: x.code, name: x.name, alarms: totalOf(own), alarmHours, score, grade: gradeOf(score) };
  });
  return { startDate: range.dates[0], endDate: range.dates.at(-1), days: Math.round((range.to - range.from) / DAY), rows: rows.sort((a, b) => b.score - a.score || a.code.localeCompare(b.code)) };
}
