/**
 * What the reports and boards read: the crew with their posts' rules and areas' fences, the badges
 * bound to them (device store devices of kind `person`), their positions and SOS presses, and each
 * work date read through rules/positions.ts with the managers' adjustments applied.
 */
import { HandlerError, type HandlerContext, type ModuleStore, type StoreDevice } from '../../../kit/resource';
import type { LngLat } from '../../../kit/geo';
import { ringOf } from '../rules/fence';
import { analyseDay, type DayPositions, type Episode, type Fix, type PositionSettings } from '../rules/positions';
import { restSpans, shiftSpans, type ShiftCode } from '../rules/shifts';
import { addDays, chinaAt, chinaDate, daysBetween, DAY, HOUR } from '../rules/time';

export type Row = Record<string, unknown>;

export type Wearer = {
  worker: Row;
  post: Row | null;
  fence: LngLat[];
  deviceCode: string;
  device: StoreDevice | null;
};

export type Crew = { workers: Row[]; posts: Map<number, Row>; areas: Map<number, Row>; wearers: Wearer[] };

/** The workers matching the filters (a department takes its branch), their posts and areas, and the badge wearers among them. */
export async function loadCrew(store: ModuleStore, filters: { deptId?: string; personName?: string; workerId?: number } = {}): Promise<Crew> {
  const f: Row = {};
  if (filters.deptId) f.deptId = filters.deptId;
  if (filters.personName) f.personName = filters.personName;
  const [workers, posts, areas, bindings, devices] = await Promise.all([
    filters.workerId ? store.get('worker', filters.workerId).then((w) => (w ? [w] : [])) : store.all('worker', f, 20_000),
    store.all('post', {}, 5_000),
    store.all('jobArea', {}, 20_000),
    store.all('device', {}, 20_000),
    store.devices.list(['person']),
  ]);
  const postById = new Map(posts.map((p) => [Number(p.id), p]));
  const areaById = new Map(areas.map((a) => [Number(a.id), a]));
  const deviceByCode = new Map(devices.map((d) => [d.code, d]));
  const bindingOf = new Map(bindings.map((b) => [Number(b.workerId), String(b.deviceCode)]));
  const wearers: Wearer[] = [];
  for (const w of workers) {
    const code = bindingOf.get(Number(w.id));
    if (!code) continue;
    const area = areaById.get(Number(w.areaId));
    wearers.push({ worker: w, post: postById.get(Number(w.postId)) ?? null, fence: ringOf(area?.fence) ?? [], deviceCode: code, device: deviceByCode.get(code) ?? null });
  }
  wearers.sort((a, b) => String(a.worker.staffCode).localeCompare(String(b.worker.staffCode)));
  return { workers, posts: postById, areas: areaById, wearers };
}

/** The rules a post sets (defaults where a value is missing: 15 minutes, stationary off, 30 minutes within 20 m). */
export function settingsOf(store: ModuleStore, w: Wearer, date: string): PositionSettings {
  const p = w.post ?? {};
  return {
    toleranceMin: Number(p.toleranceMin ?? 15),
    offlineMs: (w.device ? store.devices.thresholdSeconds(w.device) : store.devices.offlineSeconds) * 1000,
    stationary: { enabled: p.stationaryEnabled === true || p.stationaryEnabled === 1, minutes: Number(p.stationaryMinutes ?? 30), radiusM: Number(p.stationaryRadius ?? 20) },
    rest: restSpans(typeof p.restWindows === 'string' ? p.restWindows : null, date),
  };
}

export type Readings = { fixes: Fix[]; sos: { t: number; at: LngLat | null }[] };

/** A badge's positions and SOS presses within [from, to] (nothing for a badge the store does not have). */
export async function readingsOf(store: ModuleStore, w: Wearer, from: number, to: number): Promise<Readings> {
  if (!w.device || to <= from) return { fixes: [], sos: [] };
  const rows = await store.devices.readings(w.device.id, ['lng', 'lat', 'sos'], { from, to });
  const fixes: Fix[] = [];
  const sos: Readings['sos'] = [];
  for (const r of rows) {
    const { lng, lat } = r.values;
    const at: LngLat | null = lng !== undefined && lat !== undefined ? [lng, lat] : null;
    if (at) fixes.push({ t: r.t, lng: at[0], lat: at[1] });
    if ((r.values.sos ?? 0) >= 1) sos.push({ t: r.t, at });
  }
  return { fixes, sos };
}

/** The instants a work date's shifts may touch: from its 00:00 to 06:00 the next day (a night shift), China time. */
export const dateWindow = (date: string) => ({ from: chinaAt(date), to: chinaAt(date, '06:00', 1) });

export type Adjusted = { day: DayPositions; excused: Set<string>; reasons: string[] };

const EXCUSES: Record<string, Episode['kind']> = { excuseOffPost: 'offPost', excuseStationary: 'stationary', deviceFault: 'offline' };

/** A day with the managers' adjustments of that worker and date applied: excused episodes no longer set the day's state. */
export function adjustDay(day: DayPositions, adjustments: Row[], t: HandlerContext['t']): Adjusted {
  const excused = new Set<string>();
  const reasons: string[] = [];
  let arrival = day.arrival;
  for (const a of adjustments) {
    const kind = String(a.kind);
    if (EXCUSES[kind]) excused.add(EXCUSES[kind]);
    if (kind === 'arrival' && typeof a.arrivalAt === 'string') arrival = stampToInstant(a.arrivalAt);
    reasons.push(`${t(`zyry.enum.adjustKind.${kind}`)}：${String(a.reason ?? '')}`);
  }
  const left = day.episodes.filter((e) => !excused.has(e.kind));
  let status = day.status;
  if (status !== 'pending') {
    if (status === 'offline' && !excused.has('offline')) status = 'offline';
    else if (arrival === null) status = status === 'offline' ? 'offline' : 'notArrived';
    else status = left.some((e) => e.kind === 'offPost') ? 'offPost' : left.some((e) => e.kind === 'stationary') ? 'stationary' : 'normal';
  }
  return { day: { ...day, arrival, status }, excused, reasons };
}

/** A 'YYYY-MM-DD HH:mm[:ss]' China time as an instant. */
export function stampToInstant(stamp: string): number {
  return chinaAt(stamp.slice(0, 10), stamp.slice(11, 16));
}

/** Every adjustment of the dates, keyed 'workerId|date'. */
export async function adjustmentsOf(store: ModuleStore, dates: string[]): Promise<Map<string, Row[]>> {
  const out = new Map<string, Row[]>();
  if (!dates.length) return out;
  const rows = await store.all('attendanceAdjust', { workDateStart: dates[0], workDateEnd: dates.at(-1) }, 20_000);
  for (const r of rows) {
    const key = `${String(r.workerId)}|${String(r.workDate).slice(0, 10)}`;
    out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

export type WorkerDay = { wearer: Wearer; date: string } & Adjusted;

/** Reads every wearer's days (one read of the store per badge over all of them). */
export async function readDays(ctx: Pick<HandlerContext, 'store' | 't'>, wearers: Wearer[], dates: string[]): Promise<{ days: WorkerDay[]; readings: Map<Wearer, Readings> }> {
  const now = ctx.store.devices.now();
  const adjustments = await adjustmentsOf(ctx.store, dates);
  const from = dateWindow(dates[0]!).from;
  const to = Math.min(now, dateWindow(dates.at(-1)!).to);
  const days: WorkerDay[] = [];
  const readings = new Map<Wearer, Readings>();
  for (const w of wearers) {
    const r = await readingsOf(ctx.store, w, from, to);
    readings.set(w, r);
    for (const date of dates) {
      const spans = shiftSpans(String(w.worker.shift) as ShiftCode, date);
      const day = analyseDay(r.fixes, w.fence, spans, settingsOf(ctx.store, w, date), now);
      days.push({ wearer: w, date, ...adjustDay(day, adjustments.get(`${String(w.worker.id)}|${date}`) ?? [], ctx.t) });
    }
  }
  return { days, readings };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dates of a range filter (`<field>Start`/`<field>End`; one end alone: that day; neither: the
 * default), at most `max` days; refused with the catalogue's words otherwise.
 */
export function datesOf(ctx: Pick<HandlerContext, 't'>, start: unknown, end: unknown, fallback: [string, string], max: number): string[] {
  const s = String(start ?? '').slice(0, 10), e = String(end ?? '').slice(0, 10);
  const from = s || e || fallback[0];
  const to = e || s || fallback[1];
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(chinaAt(from)) || Number.isNaN(chinaAt(to))) throw new HandlerError(ctx.t('zyry.dailyReport.badDate'));
  const n = daysBetween(from, to) + 1;
  if (n < 1 || n > max) throw new HandlerError(ctx.t('zyry.dailyReport.badRange', { n: max }));
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** Today in China by the server's clock. */
export const todayOf = (store: ModuleStore) => chinaDate(store.devices.now());

export { DAY, HOUR };
