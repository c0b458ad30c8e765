/**
 * The computed lists, from the positions (server/model.ts), the rules and the module's rows, on every
 * call: 作业日报 (report/pageList), 人员报警 (personAlarm), 违规报表 (violationReport), 健康报表
 * (healthReport), 加班报表 (overtime) and 短信记录 (sosSmsRecord). Filters arrive as the wire names them.
 */
import { checkedToWire, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { heatFlag } from '../rules/heat';
import { dayTotals, defaultKind, overDayCap, overtimeMonths, type OvertimeEntry, type OvertimeKind } from '../rules/overtime';
import { shiftHours, type ShiftCode } from '../rules/shifts';
import { addDays, chinaDate, chinaStamp, DAY } from '../rules/time';
import { datesOf, loadCrew, readDays, todayOf, type Row } from './model';
import { recentSos, sosMessages, sosPresses } from './sos';

type Wire = Record<string, string | undefined>;
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Wire;
const stamp = (t: number | null) => (t === null ? null : chinaStamp(t));
const crewFilters = (f: Wire) => ({ deptId: f.deptId, personName: f.personName });

/** 作业日报: one row per badge wearer and work date (default today, at most 7 days). */
export async function dailyRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const today = todayOf(ctx.store);
  const dates = datesOf(ctx, f.workDateStart, f.workDateEnd, [today, today], 7);
  const crew = await loadCrew(ctx.store, crewFilters(f));
  const { days } = await readDays(ctx, crew.wearers, dates);
  const statuses = f.status ? f.status.split(',') : null;
  return days
    .map(({ wearer: w, date, day, excused, reasons }) => {
      const counted = day.episodes.filter((e) => !excused.has(e.kind));
      const unknown = day.status === 'pending' || day.status === 'offline';
      return {
        id: `${String(w.worker.id)}-${date}`,
        workDate: date,
        staffCode: w.worker.staffCode,
        personName: w.worker.personName,
        deptId: w.worker.deptId,
        shift: w.worker.shift,
        deviceCode: w.deviceCode,
        status: day.status,
        arrival: stamp(day.arrival),
        leaving: stamp(day.leaving),
        // No position in the shift: where the person was is unknown (null), not zero.
        onPostMinutes: unknown ? null : day.onPostMinutes,
        offPostCount: unknown ? null : counted.filter((e) => e.kind === 'offPost').length,
        offPostMinutes: unknown ? null : day.offPostMinutes,
        stationaryCount: unknown ? null : counted.filter((e) => e.kind === 'stationary').length,
        offlineMinutes: day.status === 'pending' ? null : day.offlineMinutes,
        adjusted: reasons.length ? reasons.join('；') : null,
      };
    })
    .filter((r) => !statuses || statuses.includes(r.status))
    .sort((a, b) => b.workDate.localeCompare(a.workDate) || String(a.staffCode).localeCompare(String(b.staffCode)));
}

/** 人员报警: off post, stationary and badge-offline episodes and SOS presses that started within the range (default the last 24 hours, at most 7 days). */
export async function alarmRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const now = ctx.store.devices.now();
  const from = f.startedAtStart ? instantOf(ctx, f.startedAtStart) : now - DAY;
  const to = f.startedAtEnd ? instantOf(ctx, f.startedAtEnd, true) : now;
  if (to < from || to - from > 7 * DAY) throw new HandlerError(ctx.t('zyry.trail.badRange'));
  const dates = datesOf(ctx, addDays(chinaDate(from), -1), chinaDate(Math.min(to, now)), ['', ''], 9);
  const crew = await loadCrew(ctx.store, crewFilters(f));
  const { days } = await readDays(ctx, crew.wearers, dates);
  const rows: Row[] = [];
  const person = (w: (typeof crew.wearers)[number]) => ({ staffCode: w.worker.staffCode, personName: w.worker.personName, deptId: w.worker.deptId, deviceCode: w.deviceCode, workerId: w.worker.id });
  for (const { wearer: w, date, day, excused, reasons } of days) {
    for (const e of day.episodes) {
      if (e.from < from || e.from > to) continue;
      rows.push({
        id: `${String(w.worker.id)}|${e.kind}|${e.from}`,
        kind: e.kind, startedAt: chinaStamp(e.from), endedAt: e.ongoing ? null : chinaStamp(e.to), minutes: e.minutes, ongoing: e.ongoing,
        ...person(w), workDate: date, place: e.at ? `${e.at[0].toFixed(5)},${e.at[1].toFixed(5)}` : null,
        excused: excused.has(e.kind) ? reasons.join('；') : null, trailFrom: e.from, trailTo: e.to,
      });
    }
  }
  for (const p of await recentSos(ctx, crew)) {
    if (p.t < from || p.t > to) continue;
    rows.push({ id: `${String(p.wearer.worker.id)}|sos|${p.t}`, kind: 'sos', startedAt: chinaStamp(p.t), endedAt: chinaStamp(p.t), minutes: null, ongoing: false, ...person(p.wearer), workDate: chinaDate(p.t), place: p.place, excused: null, trailFrom: p.t, trailTo: p.t });
  }
  const kinds = f.kind ? f.kind.split(',') : null;
  return rows.filter((r) => !kinds || kinds.includes(String(r.kind))).sort((a, b) => String(b.startedAt).localeCompare(String(a.startedAt)));
}

function instantOf(ctx: HandlerContext, text: string, end = false): number {
  const s = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(s)) throw new HandlerError(ctx.t('zyry.trail.badRange'));
  if (s.length === 10) return Date.parse(`${s}T00:00:00+08:00`) + (end ? DAY - 1 : 0);
  return Date.parse(`${s.slice(0, 10)}T${s.slice(11, 16)}:${s.slice(17, 19) || '00'}+08:00`);
}

/** Every overtime record of the workers, as the rules read them. */
async function overtimeEntries(ctx: HandlerContext, workers: Row[], from: string, to: string): Promise<OvertimeEntry[]> {
  const ids = new Set(workers.map((w) => Number(w.id)));
  const rows = await ctx.store.all('overtimeRecord', { workDateStart: from, workDateEnd: to }, 50_000);
  return rows
    .filter((r) => ids.has(Number(r.workerId)))
    .map((r) => ({ person: String(r.workerId), date: String(r.workDate).slice(0, 10), hours: Number(r.hours), kind: (r.kind ?? defaultKind(String(r.workDate).slice(0, 10))) as OvertimeKind }));
}

/** 违规报表: per worker over the range (default the last 7 days, at most 31). */
export async function violationRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const today = todayOf(ctx.store);
  const dates = datesOf(ctx, f.workDateStart, f.workDateEnd, [addDays(today, -6), today], 31);
  const crew = await loadCrew(ctx.store, crewFilters(f));
  const { days, readings } = await readDays(ctx, crew.wearers, dates);
  const month = dates.at(-1)!.slice(0, 7);
  const entries = await overtimeEntries(ctx, crew.workers, `${month}-01` < dates[0]! ? `${month}-01` : dates[0]!, dates.at(-1)!);
  const inRange = new Set(dates);
  const totals = dayTotals(entries);
  const monthOf = new Map(overtimeMonths(entries.filter((e) => e.date.startsWith(month))).map((m) => [m.person, m]));
  const forecasts = await forecastMap(ctx, dates);
  const byWorker = new Map<number, Row>();
  const rowOf = (w: Row): Row => {
    let r = byWorker.get(Number(w.id));
    if (!r) byWorker.set(Number(w.id), (r = { id: w.id, staffCode: w.staffCode, personName: w.personName, deptId: w.deptId, offPostCount: null, offPostMinutes: null, stationaryCount: null, sosCount: null, offlineMinutes: null, overtimeDaysOverCap: 0, overtimeMonthOverCap: false, heatShifts: 0 }));
    return r;
  };
  for (const { wearer, day, excused } of days) {
    const r = rowOf(wearer.worker);
    if (day.status === 'pending') continue;
    r.offlineMinutes = Math.round((Number(r.offlineMinutes ?? 0) + day.offlineMinutes) * 10) / 10;
    // A day without a position tells nothing of off post or stationary: the counts stay unknown unless another day tells.
    if (day.status === 'offline') continue;
    const counted = day.episodes.filter((e) => !excused.has(e.kind));
    r.offPostCount = Number(r.offPostCount ?? 0) + counted.filter((e) => e.kind === 'offPost').length;
    r.offPostMinutes = Math.round((Number(r.offPostMinutes ?? 0) + counted.filter((e) => e.kind === 'offPost').reduce((a, e) => a + e.minutes, 0)) * 10) / 10;
    r.stationaryCount = Number(r.stationaryCount ?? 0) + counted.filter((e) => e.kind === 'stationary').length;
  }
  for (const w of crew.wearers) {
    const r = rowOf(w.worker);
    const heard = readings.get(w);
    r.sosCount = heard && (heard.fixes.length || heard.sos.length) ? heard.sos.filter((s) => inRange.has(chinaDate(s.t))).length : null;
  }
  for (const w of crew.workers) {
    const overDays = dates.filter((d) => overDayCap(totals.get(`${String(w.id)}|${d}`) ?? 0)).length;
    const overMonth = monthOf.get(String(w.id))?.overMonthCap ?? false;
    const heat = w.outdoor ? dates.filter((d) => { const fl = heatFlag(forecasts.get(d) ?? null, shiftHours(String(w.shift) as ShiftCode)); return fl === 'stop' || fl === 'limit'; }).length : 0;
    if (overDays || overMonth || heat) Object.assign(rowOf(w), { overtimeDaysOverCap: overDays, overtimeMonthOverCap: overMonth, heatShifts: heat });
  }
  return [...byWorker.values()].sort((a, b) => String(a.staffCode).localeCompare(String(b.staffCode)));
}

/** The forecast maximum of each date (a date without a row is absent: unknown). */
async function forecastMap(ctx: HandlerContext, dates: string[]): Promise<Map<string, number>> {
  const rows = await ctx.store.all('forecast', { forecastDateStart: dates[0], forecastDateEnd: dates.at(-1) }, 1000);
  return new Map(rows.filter((r) => r.tempMax !== null && r.tempMax !== undefined).map((r) => [String(r.forecastDate).slice(0, 10), Number(r.tempMax)]));
}

/** 健康报表: per outdoor worker and date (default today and the next 2 days, at most 14). */
export async function healthRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const today = todayOf(ctx.store);
  const dates = datesOf(ctx, f.workDateStart, f.workDateEnd, [today, addDays(today, 2)], 14);
  const crew = await loadCrew(ctx.store, crewFilters(f));
  const outdoor = crew.workers.filter((w) => w.outdoor === true || w.outdoor === 1);
  const forecasts = await forecastMap(ctx, dates);
  const totals = dayTotals(await overtimeEntries(ctx, outdoor, dates[0]!, dates.at(-1)!));
  const flags = f.heatFlag ? f.heatFlag.split(',') : null;
  const rows: Row[] = [];
  for (const date of dates) {
    for (const w of outdoor) {
      const hours = shiftHours(String(w.shift) as ShiftCode);
      const max = forecasts.get(date) ?? null;
      const flag = heatFlag(max, hours);
      if (flags && (flag === null || !flags.includes(flag))) continue;
      const ot = totals.get(`${String(w.id)}|${date}`) ?? 0;
      rows.push({ id: `${String(w.id)}-${date}`, workDate: date, staffCode: w.staffCode, personName: w.personName, deptId: w.deptId, shift: w.shift, forecastMax: max, outdoorHours: hours, heatFlag: flag, overtimeHours: ot, overDayCap: overDayCap(ot) });
    }
  }
  return rows;
}

/** 加班报表: per worker with overtime in the month (default this month). */
export async function overtimeRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const month = (f.month ?? '').trim() || todayOf(ctx.store).slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new HandlerError(ctx.t('zyry.overtimeReport.monthRule'));
  const crew = await loadCrew(ctx.store, crewFilters(f));
  const byId = new Map(crew.workers.map((w) => [String(w.id), w]));
  const entries = await overtimeEntries(ctx, crew.workers, `${month}-01`, `${month}-31`);
  return overtimeMonths(entries.filter((e) => e.date.startsWith(month))).map((m) => {
    const w = byId.get(m.person)!;
    return { id: `${m.person}-${month}`, month, staffCode: w.staffCode, personName: w.personName, deptId: w.deptId, workdayHours: m.workday, restdayHours: m.restday, holidayHours: m.holiday, totalHours: m.total, payHours: m.payHours, daysOverCap: m.daysOverCap.length, overMonthCap: m.overMonthCap };
  }).sort((a, b) => String(a.staffCode).localeCompare(String(b.staffCode)));
}

/** 短信记录: the messages of the presses within the range (default the last 7 days, at most 31). */
async function smsRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const now = ctx.store.devices.now();
  const from = f.alarmAtStart ? instantOf(ctx, f.alarmAtStart) : now - 7 * DAY;
  const to = f.alarmAtEnd ? instantOf(ctx, f.alarmAtEnd, true) : now;
  if (to < from || to - from > 31 * DAY) throw new HandlerError(ctx.t('zyry.trail.badRange'));
  const crew = await loadCrew(ctx.store, { personName: f.personName });
  const states = f.state ? f.state.split(',') : null;
  return sosMessages(ctx, crew, await sosPresses(ctx.store, crew.wearers, from, Math.min(to, now))).filter((r) => !states || states.includes(String(r.state)));
}

export const reportSources: Record<string, ReportSource> = {
  dailyReport: async (ctx, q) => pageRows(await dailyRows(ctx, wire(q)), q),
  personAlarm: async (ctx, q) => pageRows(await alarmRows(ctx, wire(q)), q),
  violationReport: async (ctx, q) => pageRows(await violationRows(ctx, wire(q)), q),
  healthReport: async (ctx, q) => pageRows(await healthRows(ctx, wire(q)), q),
  overtimeReport: async (ctx, q) => pageRows(await overtimeRows(ctx, wire(q)), q),
  sosSmsRecord: async (ctx, q) => pageRows(await smsRows(ctx, wire(q)), q),
};
