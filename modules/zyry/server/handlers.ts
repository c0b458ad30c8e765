/**
 * The calls beside the engine's: the kanban's figures of the day (kanban/getStatistics), the
 * dashboard's charts (dashboard/getStatistics) and a worker's position trail with the fence and the
 * day's episodes (positionTrail/list).
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import type { SeriesData } from '../../../kit/charts/shapes';
import { contractStage } from '../rules/contracts';
import { insideFence } from '../rules/fence';
import { heatFlag } from '../rules/heat';
import { dayTotals, defaultKind, overDayCap, overMonthCap, type OvertimeKind } from '../rules/overtime';
import { shiftHours, shiftSpans, type ShiftCode } from '../rules/shifts';
import { addDays, chinaAt, chinaDate, chinaStamp, DAY } from '../rules/time';
import { CALLS } from '../resources/paths';
import { loadCrew, readDays, readingsOf, settingsOf, todayOf, type Row } from './model';
import { recentSos } from './sos';

type Figure = { key: string; label: string; value: number | null; unit: string; help: string };

const fig = (key: string, value: number | null, unit: string): Figure => ({ key, label: `zyry.fig.${key}`, value, unit, help: `zyry.fig.${key}Help` });

/** The figures of the day (China date by the server's clock), each with its definition; badges' last positions and their areas for the map. */
const kanban: Handler = async (ctx) => {
  const now = ctx.store.devices.now();
  const today = todayOf(ctx.store);
  const crew = await loadCrew(ctx.store);
  const yesterday = addDays(today, -1);
  const { days, readings } = await readDays(ctx, crew.wearers, [yesterday, today]);
  let onShift = 0, onPost = 0, outside = 0, offline = 0;
  const positions: Row[] = [];
  for (const w of crew.wearers) {
    const silent = !w.device || ctx.store.devices.offlineSince(w.device) !== null;
    if (silent) offline++;
    const working = [yesterday, today].some((d) => shiftSpans(String(w.worker.shift) as ShiftCode, d).some((s) => s.from <= now && now < s.to));
    const last = readings.get(w)?.fixes.at(-1) ?? null;
    const inside = last ? insideFence([last.lng, last.lat], w.fence) : null;
    if (working) {
      onShift++;
      if (!silent && inside === true) onPost++;
      if (!silent && inside === false) outside++;
    }
    if (last) positions.push({ name: String(w.worker.personName), code: w.deviceCode, lng: last.lng, lat: last.lat, at: chinaStamp(last.t), state: silent ? 'offline' : !working ? 'offShift' : inside ? 'onPost' : 'outside', fence: w.fence });
  }
  // Today's episodes: those of the shifts of today's date, and of last night's shift after midnight.
  const todays = days.filter((d) => d.date === today || d.day.episodes.some((e) => chinaDate(e.from) === today));
  const count = (kind: string) => todays.reduce((a, d) => a + d.day.episodes.filter((e) => e.kind === kind && chinaDate(e.from) === today && !d.excused.has(kind)).length, 0);
  const sos = (await recentSos(ctx, crew, 1)).filter((p) => chinaDate(p.t) === today).length;
  const month = today.slice(0, 7);
  const overtime = await ctx.store.all('overtimeRecord', { workDateStart: `${month}-01`, workDateEnd: `${month}-31` }, 50_000);
  const entries = overtime.map((r) => ({ person: String(r.workerId), date: String(r.workDate).slice(0, 10), hours: Number(r.hours), kind: (r.kind ?? defaultKind(String(r.workDate).slice(0, 10))) as OvertimeKind }));
  const totals = dayTotals(entries);
  const monthly = new Map<string, number>();
  for (const e of entries) monthly.set(e.person, (monthly.get(e.person) ?? 0) + e.hours);
  const over = new Set([...totals].filter(([, h]) => overDayCap(h)).map(([k]) => k.split('|')[0]!));
  for (const [p, h] of monthly) if (overMonthCap(h)) over.add(p);
  const forecast = (await ctx.store.all('forecast', { forecastDateStart: today, forecastDateEnd: today }, 1))[0];
  const max = forecast && forecast.tempMax !== null && forecast.tempMax !== undefined ? Number(forecast.tempMax) : null;
  const heat = max === null ? null : crew.workers.filter((w) => (w.outdoor === true || w.outdoor === 1) && ['stop', 'limit'].includes(heatFlag(max, shiftHours(String(w.shift) as ShiftCode)) ?? '')).length;
  const contracts = (await ctx.store.all('personContract', {}, 20_000)).filter((c) => c.contractEnd && contractStage(String(c.contractEnd).slice(0, 10), today) !== 'valid').length;
  return {
    date: today,
    asOf: chinaStamp(now),
    figures: [
      fig('badges', crew.wearers.length, 'zyry.unit.people'),
      fig('onShift', onShift, 'zyry.unit.people'),
      fig('onPost', onPost, 'zyry.unit.people'),
      fig('offPostNow', outside, 'zyry.unit.people'),
      fig('offline', offline, 'zyry.unit.people'),
      fig('offPost', count('offPost'), 'zyry.unit.times'),
      fig('stationary', count('stationary'), 'zyry.unit.times'),
      fig('sos', sos, 'zyry.unit.times'),
      fig('overtime', over.size, 'zyry.unit.people'),
      fig('heat', heat, 'zyry.unit.shifts'),
      fig('contracts', contracts, 'zyry.unit.items'),
    ],
    positions,
  };
};

/** The dashboard's charts: `chart` = alarms (7 days), onPost (7 days' rate) or overtime (this month by department and kind). */
const dashboard: Handler = async (ctx): Promise<SeriesData> => {
  const chart = String(ctx.input.chart ?? 'alarms');
  const today = todayOf(ctx.store);
  if (chart === 'overtime') {
    const month = today.slice(0, 7);
    const [rows, workers, depts] = await Promise.all([
      ctx.store.all('overtimeRecord', { workDateStart: `${month}-01`, workDateEnd: `${month}-31` }, 50_000),
      ctx.store.all('worker', {}, 20_000),
      ctx.store.org.departments(),
    ]);
    const deptOf = new Map(workers.map((w) => [Number(w.id), String(w.deptId)]));
    const names = new Map(depts.map((d) => [d.id, d.name]));
    const ids = [...new Set(rows.map((r) => deptOf.get(Number(r.workerId)) ?? ''))].filter(Boolean).sort();
    const sum = (dept: string, kind: OvertimeKind) => Math.round(rows.filter((r) => deptOf.get(Number(r.workerId)) === dept && (r.kind ?? defaultKind(String(r.workDate).slice(0, 10))) === kind).reduce((a, r) => a + Number(r.hours), 0) * 10) / 10;
    return {
      categories: ids.map((d) => names.get(d) ?? d),
      series: (['workday', 'restday', 'holiday'] as const).map((k) => ({ name: `zyry.enum.overtimeKind.${k}`, type: 'bar' as const, stack: 'ot', unit: 'zyry.unit.hour', data: ids.map((d) => sum(d, k)) })),
      current: null,
    };
  }
  if (chart !== 'alarms' && chart !== 'onPost') throw new HandlerError(ctx.t('zyry.dash.badChart', { chart }));
  const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const crew = await loadCrew(ctx.store);
  const { days, readings } = await readDays(ctx, crew.wearers, dates);
  // A date no badge reported on is unknown (null), not zero.
  const heard = (date: string) => days.some((d) => d.date === date && d.day.fixes > 0);
  if (chart === 'onPost') {
    return {
      categories: dates,
      series: [{ name: 'zyry.dash.onPostRate', type: 'line', unit: 'zyry.unit.percent', data: dates.map((date) => {
        const of = days.filter((d) => d.date === date);
        const on = of.reduce((a, d) => a + d.day.onPostMinutes, 0), off = of.reduce((a, d) => a + d.day.offPostMinutes, 0);
        return heard(date) && on + off > 0 ? Math.round((on / (on + off)) * 1000) / 10 : null;
      }) }],
    };
  }
  const sos = [...readings.values()].flatMap((r) => r.sos.map((s) => chinaDate(s.t)));
  return {
    categories: dates,
    series: [
      ...(['offPost', 'stationary'] as const).map((kind) => ({ name: `zyry.enum.alarmKind.${kind}`, type: 'bar' as const, unit: 'zyry.unit.times', data: dates.map((date) => (heard(date) ? days.filter((d) => d.date === date).reduce((a, d) => a + d.day.episodes.filter((e) => e.kind === kind && !d.excused.has(kind)).length, 0) : null)) })),
      { name: 'zyry.enum.alarmKind.sos', type: 'bar', unit: 'zyry.unit.times', data: dates.map((date) => (heard(date) ? sos.filter((d) => d === date).length : null)) },
    ],
  };
};

/**
 * A worker's positions over a work date (`workDate`, default today) or a time range (`from`, `to`:
 * epoch ms or 'YYYY-MM-DD HH:mm', at most 7 days), with the assigned area's fence and the episodes of
 * the work date read by the rules: the evidence of an alarm.
 */
const trail: Handler = async (ctx) => {
  const workerId = Number(ctx.input.workerId);
  if (!Number.isInteger(workerId) || workerId <= 0) throw new HandlerError(ctx.t('zyry.trail.noWorker'));
  const crew = await loadCrew(ctx.store, { workerId });
  const w = crew.wearers[0];
  if (!w) throw new HandlerError(ctx.t('zyry.trail.noWorker'));
  const now = ctx.store.devices.now();
  const date = String(ctx.input.workDate ?? '').slice(0, 10) || chinaDate(instant(ctx, ctx.input.from) ?? now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new HandlerError(ctx.t('zyry.dailyReport.badDate'));
  const spans = shiftSpans(String(w.worker.shift) as ShiftCode, date);
  const from = instant(ctx, ctx.input.from) ?? Math.min(chinaAt(date), spans[0]!.from - 3600_000);
  const to = instant(ctx, ctx.input.to) ?? Math.max(...spans.map((s) => s.to + 3600_000));
  if (to < from || to - from > 7 * DAY) throw new HandlerError(ctx.t('zyry.trail.badRange'));
  const r = await readingsOf(ctx.store, w, from, Math.min(to, now));
  const { days } = await readDays(ctx, [w], [date]);
  const d = days[0]!;
  const settings = settingsOf(ctx.store, w, date);
  return {
    worker: { id: w.worker.id, staffCode: w.worker.staffCode, personName: w.worker.personName, shift: w.worker.shift, deviceCode: w.deviceCode },
    workDate: date,
    from, to,
    fence: w.fence,
    points: r.fixes.map((f) => ({ t: f.t, lng: f.lng, lat: f.lat, inside: insideFence([f.lng, f.lat], w.fence) })),
    sos: r.sos.map((s) => ({ t: s.t, at: s.at })),
    summary: { status: d.day.status, arrival: d.day.arrival === null ? null : chinaStamp(d.day.arrival), leaving: d.day.leaving === null ? null : chinaStamp(d.day.leaving), onPostMinutes: d.day.onPostMinutes, offlineMinutes: d.day.offlineMinutes, toleranceMin: settings.toleranceMin, stationary: settings.stationary },
    episodes: d.day.episodes.map((e) => ({ ...e, fromText: chinaStamp(e.from), toText: e.ongoing ? null : chinaStamp(e.to), excused: d.excused.has(e.kind) })),
  };
};

function instant(ctx: HandlerContext, v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' || /^\d{10,}$/.test(String(v))) return Number(v);
  const s = String(v).trim();
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(s);
  if (!m) throw new HandlerError(ctx.t('zyry.trail.badRange'));
  return chinaAt(m[1]!, m[2]!);
}

export const handlers: Record<string, Handler> = {
  [CALLS.kanban as string]: kanban,
  [CALLS.dashboard as string]: dashboard,
  [CALLS.trail as string]: trail,
};
