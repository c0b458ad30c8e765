/**
 * A job's day, measured: for each line (plan) and date, the shift's window in China time, the track
 * of the line's vehicle in it (the device store's readings) and, through kit/road's rules, each road's
 * completion, the empty-running rate and the deviations. Days the store has no readings for are read
 * from the archive (roadDay/lineDay rows the seed computed with the same rules over the demo tracks).
 */
import type { LngLat } from '../../../kit/geo';
import { parseShape } from '../../../kit/map/shapes';
import type { ModuleStore, StoreDevice } from '../../../kit/resource';
import { belowTarget, emptyRunning, offLine, roadCompletion, speeding, type RoadJob, type TrackPoint } from '../../../kit/road';

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const CHINA = 8 * 3600_000;
/** A speeding episode counts when it lasts at least this long (one reading over the limit is a blip). */
export const SPEEDING_MIN_MS = 60_000;

export type PlanRoad = { code: string; name: string; path: LngLat[]; length: number; tolerance: number; grade: string; passes: Record<RoadJob, number> };
export type PlanLine = { id: number; name: string; job: RoadJob; roads: string[]; pointerId: number | null; shiftId: number; frequency: string; maxSpeed: number; offLineMinutes: number };
export type PlanShift = { id: number; name: string; start: string; end: string };
export type PlanPointer = { id: number; plateNo: string; deviceCode: string; vehicleType: string };
export type Plan = { roads: Map<string, PlanRoad>; lines: PlanLine[]; shifts: Map<number, PlanShift>; pointers: Map<number, PlanPointer> };

export type RoadResult = { code: string; name: string; passes: number; length: number; completion: number | null; coveredM: number | null };
export type JobState = 'done' | 'below' | 'running' | 'unknown';
export type LineDay = {
  date: string;
  line: PlanLine;
  from: number;
  to: number;
  source: 'track' | 'archive' | null;
  roads: RoadResult[];
  /** Length-weighted completion of the line's roads; null when unknown. */
  completion: number | null;
  totalKm: number | null;
  workingKm: number | null;
  emptyRate: number | null;
  speeding: number | null;
  offLine: number | null;
  points: number;
  state: JobState;
  track: TrackPoint[] | null;
};

/** The China calendar date of a time. */
export const chinaDate = (t: number) => new Date(t + CHINA).toISOString().slice(0, 10);
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** A shift's window on a date (China time); an end at or before the start is the next day. */
export function shiftWindow(date: string, start: string, end: string): { from: number; to: number } {
  const from = Date.parse(`${date}T${start}:00+08:00`);
  let to = Date.parse(`${date}T${end}:00+08:00`);
  if (to <= from) to += DAY;
  return { from, to };
}

/** Whether a line works on a date: every day, or Monday to Friday. */
export const worksOn = (frequency: string, date: string) => frequency !== 'workdays' || ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export function roadOf(r: Row): PlanRoad {
  const path = parseShape(String(r.path ?? ''), 'line') ?? [];
  return {
    code: String(r.roadCode),
    name: String(r.roadName),
    path,
    length: Number(r.length ?? 0),
    tolerance: Number(r.tolerance ?? 20),
    grade: String(r.grade ?? ''),
    passes: { sweep: Number(r.sweepPasses ?? 1), wash: Number(r.washPasses ?? 1), dust: Number(r.dustPasses ?? 1) },
  };
}

export function lineOf(r: Row): PlanLine {
  return {
    id: Number(r.id),
    name: String(r.lineName),
    job: String(r.jobType) as RoadJob,
    roads: Array.isArray(r.roads) ? r.roads.map(String) : String(r.roads ?? '').split(',').filter(Boolean),
    pointerId: r.pointerId == null ? null : Number(r.pointerId),
    shiftId: Number(r.shiftId),
    frequency: String(r.frequency ?? 'daily'),
    maxSpeed: Number(r.maxSpeed ?? 15),
    offLineMinutes: Number(r.offLineMinutes ?? 5),
  };
}

export async function loadPlan(store: ModuleStore): Promise<Plan> {
  const [roads, lines, shifts, pointers] = await Promise.all([store.all('road', {}, 10_000), store.all('line', {}, 10_000), store.all('shift', {}, 1000), store.all('pointer', {}, 10_000)]);
  return {
    roads: new Map(roads.map((r) => [String(r.roadCode), roadOf(r)])),
    lines: lines.map(lineOf),
    shifts: new Map(shifts.map((s) => [Number(s.id), { id: Number(s.id), name: String(s.shiftName), start: String(s.startTime), end: String(s.endTime) }])),
    pointers: new Map(pointers.map((p) => [Number(p.id), { id: Number(p.id), plateNo: String(p.plateNo), deviceCode: String(p.deviceCode), vehicleType: String(p.vehicleType) }])),
  };
}

/** The readings of a device as track points (positions only). */
export const toTrack = (rows: { t: number; values: Record<string, number> }[]): TrackPoint[] =>
  rows.filter((r) => typeof r.values.lng === 'number' && typeof r.values.lat === 'number').map((r) => ({ t: r.t, lng: r.values.lng!, lat: r.values.lat!, speed: r.values.speed ?? null }));

/** The line's roads that its job is done on (a road whose passes for the job are 0 is not part of it). */
export const jobRoads = (plan: Plan, line: PlanLine) => line.roads.map((c) => plan.roads.get(c)).filter((r): r is PlanRoad => !!r && r.passes[line.job] > 0);

/**
 * One line's day from a track (null: unknown). The pure part, shared by the statistics (tracks from
 * the device store) and the seed (tracks from the demo model).
 */
export function measure(plan: Plan, line: PlanLine, date: string, track: TrackPoint[] | null, now: number): Omit<LineDay, 'source' | 'state'> & { stateOf: (source: LineDay['source']) => JobState } {
  const shift = plan.shifts.get(line.shiftId);
  const { from, to } = shift ? shiftWindow(date, shift.start, shift.end) : { from: 0, to: 0 };
  const roads = jobRoads(plan, line);
  const results: RoadResult[] = roads.map((r) => {
    const c = roadCompletion(r.path, track, { tolerance: r.tolerance, from, to, passes: r.passes[line.job] });
    return { code: r.code, name: r.name, passes: r.passes[line.job], length: r.length, completion: c.completion, coveredM: c.coveredLength };
  });
  const lineRoads = roads.map((r) => ({ path: r.path, tolerance: r.tolerance }));
  const empty = emptyRunning(track, lineRoads, { from, to });
  const inWindow = track ? track.filter((p) => p.t >= from && p.t <= to) : null;
  const total = results.reduce((s, r) => s + r.length, 0);
  const completion = track && total > 0 ? results.reduce((s, r) => s + (r.completion ?? 0) * r.length, 0) / total : null;
  return {
    date,
    line,
    from,
    to,
    roads: results,
    completion,
    totalKm: empty.totalKm,
    workingKm: empty.workingKm,
    emptyRate: empty.rate,
    speeding: inWindow ? speeding(inWindow, line.maxSpeed, { line: lineRoads, minMs: SPEEDING_MIN_MS }).length : null,
    offLine: inWindow ? offLine(inWindow, lineRoads, { minMs: line.offLineMinutes * 60_000 }).length : null,
    points: inWindow?.length ?? 0,
    track: inWindow,
    stateOf: (source) => stateOf(source === null ? null : completion, results, to, now),
  };
}

function stateOf(completion: number | null, roads: RoadResult[], to: number, now: number): JobState {
  if (completion === null) return now < to ? 'running' : 'unknown';
  if (now < to) return 'running';
  return roads.some((r) => belowTarget(r.completion)) ? 'below' : 'done';
}

/**
 * Every line's days within [fromDate, toDate] (China dates) whose shift has begun by now: from the
 * device store's readings where they cover the shift from its start; else from the archive where the
 * seed wrote the day (shifts that ended before the first start); else from whatever readings the
 * store has of the shift; else unknown.
 */
export async function lineDays(store: ModuleStore, plan: Plan, fromDate: string, toDate: string, opts: { lineIds?: number[]; withTrack?: boolean } = {}): Promise<LineDay[]> {
  const now = store.devices.now();
  const dates: string[] = [];
  for (let d = fromDate; d <= toDate && dates.length < 62; d = addDays(d, 1)) dates.push(d);
  const lines = plan.lines.filter((l) => !opts.lineIds || opts.lineIds.includes(l.id));
  const devices = new Map((await store.devices.list(['vehicle'])).map((d: StoreDevice) => [d.code, d]));
  const [roadArchive, lineArchive] = await Promise.all([store.all('roadDay', {}, 20_000), store.all('lineDay', {}, 5_000)]);
  const archivedRoads = new Map<string, Row[]>();
  for (const r of roadArchive) {
    const k = `${String(r.workDate)}|${String(r.lineId)}`;
    archivedRoads.set(k, [...(archivedRoads.get(k) ?? []), r]);
  }
  const archivedLines = new Map(lineArchive.map((r) => [`${String(r.workDate)}|${String(r.lineId)}`, r]));
  // One read per vehicle over the whole range, sliced per shift.
  const tracks = new Map<string, TrackPoint[]>();
  const range = { from: Date.parse(`${fromDate}T00:00:00+08:00`), to: Math.min(now, Date.parse(`${toDate}T00:00:00+08:00`) + 2 * DAY) };
  for (const line of lines) {
    const device = line.pointerId !== null ? devices.get(plan.pointers.get(line.pointerId)?.deviceCode ?? '') : undefined;
    if (device && !tracks.has(device.id) && range.to >= range.from)
      tracks.set(device.id, toTrack(await store.devices.readings(device.id, ['lng', 'lat', 'speed'], range)));
  }
  const out: LineDay[] = [];
  for (const date of dates)
    for (const line of lines) {
      const shift = plan.shifts.get(line.shiftId);
      if (!shift || !worksOn(line.frequency, date)) continue;
      const { from, to } = shiftWindow(date, shift.start, shift.end);
      if (from > now) continue;
      const device = line.pointerId !== null ? devices.get(plan.pointers.get(line.pointerId)?.deviceCode ?? '') : undefined;
      const all = device ? (tracks.get(device.id) ?? []) : [];
      const inShift = all.filter((p) => p.t >= from && p.t <= to);
      const key = `${date}|${line.id}`;
      // The store's readings count when they cover the shift from its start (a reading before it, or
      // within 10 minutes of it): a track the store holds only part of is read from the archive if
      // the day was archived, else measured as far as it goes.
      const whole = inShift.length > 0 && (all.some((p) => p.t < from) || inShift[0]!.t - from <= 10 * 60_000);
      if (whole) {
        const { stateOf: st2, ...t } = measure(plan, line, date, inShift, now);
        out.push({ ...t, source: 'track', state: st2('track'), track: opts.withTrack ? t.track : null });
        continue;
      }
      const archived = archivedLines.get(key);
      const { stateOf: st, ...m } = measure(plan, line, date, null, now);
      if (archived) {
        const byRoad = new Map((archivedRoads.get(key) ?? []).map((r) => [String(r.roadCode), r]));
        const roads = m.roads.map((r) => {
          const a = byRoad.get(r.code);
          const c = a?.completion == null ? null : Number(a.completion);
          return { ...r, completion: c, coveredM: c === null ? null : c * r.length };
        });
        const total = roads.reduce((s, r) => s + r.length, 0);
        const known = roads.every((r) => r.completion !== null);
        const completion = known && total > 0 ? roads.reduce((s, r) => s + r.completion! * r.length, 0) / total : null;
        const totalKm = archived.totalKm == null ? null : Number(archived.totalKm);
        const workingKm = archived.workingKm == null ? null : Number(archived.workingKm);
        out.push({
          ...m,
          roads,
          completion,
          totalKm,
          workingKm,
          emptyRate: totalKm && workingKm !== null ? (totalKm - workingKm) / totalKm : null,
          speeding: archived.speeding == null ? null : Number(archived.speeding),
          offLine: archived.offLine == null ? null : Number(archived.offLine),
          points: Number(archived.points ?? 0),
          source: 'archive',
          state: stateOf(completion, roads, to, now),
          track: null,
        });
        continue;
      }
      if (inShift.length) {
        const { stateOf: st2, ...t } = measure(plan, line, date, inShift, now);
        out.push({ ...t, source: 'track', state: st2('track'), track: opts.withTrack ? t.track : null });
        continue;
      }
      out.push({ ...m, source: null, state: st(null), track: null });
    }
  return out;
}
