/**
 * One planned shift of one vehicle measured from its track, road by road, with the shared rules of
 * kit/road (the same functions 道路保洁 uses): completion within each road's tolerance, leaving the
 * line, speeding over the job's maximum, and empty running. Pure: the seed runs it over the demo
 * tracks (server/services/demoDevices.ts), the report over the device store's readings.
 *
 * What this module adds, the vehicle's work rule (车辆作业判定): only readings where the vehicle is
 * working count for completion and working km — moving at no less than `minSpeed`, and with the
 * `water` signal its water level falling since the reading before (the pump on). Total km counts
 * every reading.
 */
import { belowTarget, emptyRunning, offLine, roadCompletion, speeding, type RoadLine, type TrackPoint } from '../../../kit/road';

/** A reading with the water level (litres) where the vehicle carries a tank. */
export type WorkPoint = TrackPoint & { water?: number | null };

/** A road (or private line) of the shift's plan, as measured. */
export type PlanRoad = { code: string; name: string; path: RoadLine['path']; tolerance: number; passes: number; threshold: number };

export type WorkRule = { signal: 'speed' | 'water'; minSpeed: number };

/** Metres between the samples of a road (kit/road's default is 5: 10 is finer than any tolerance and halves the work). */
export const STEP_M = 10;
/** kit/road's default: readings further apart are not joined. */
export const MAX_GAP_MS = 5 * 60_000;
/** Metres between the points laid on a segment of the track near a road. */
export const DENSE_M = 100;
/** A stretch off every road of the line longer than this is leaving the line (5 minutes). */
export const OFF_LINE_MS = 5 * 60_000;
/** Speeding over the job's maximum for at least this long is a deviation (4 minutes: two readings or more). */
export const SPEEDING_MS = 4 * 60_000;

export type RoadResult = {
  roadCode: string;
  roadName: string;
  passes: number;
  /** Percent (one decimal) of the road's length the working track passed within tolerance; null unknown. */
  coverage: number | null;
  /** Percent of the length passed at least `passes` times; null unknown. */
  completion: number | null;
  threshold: number;
  /** Working km within this road's tolerance. */
  roadKm: number | null;
};

export type ShiftResult = {
  roads: RoadResult[];
  totalKm: number | null;
  workKm: number | null;
  /** Percent: (total − working) / total; null when no km. */
  emptyRate: number | null;
  offLineMinutes: number | null;
  speedingMinutes: number | null;
  maxSpeed: number | null;
  waterUsed: number | null;
  /** Whether the vehicle left its line or sped (shift-wide deviations). */
  leftLine: boolean;
  sped: boolean;
};

const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (share: number | null) => (share === null ? null : round(share * 100, 1));

/**
 * Each road sample's visits by the track (kit/road's roadCompletion), asked only of the runs of the
 * track that come near the road (a segment touching the road's box widened by the tolerance) and with
 * points every DENSE_M metres along each run's segments. Neither changes the answer — a visit cannot
 * span two runs (the track left the road between them), and the points added lie on the segments the
 * rule joins — but the rule's grid walk then covers a few cells per segment instead of the box of a
 * kilometre-long segment: a month of history measures in a fraction of the time.
 */
export function roadVisits(path: RoadLine['path'], track: readonly WorkPoint[], tolerance: number): number[] {
  const pad = tolerance + 5;
  const lngs = path.map((p) => p[0]);
  const lats = path.map((p) => p[1]);
  const kx = 111_320 * Math.cos((lats[0]! * Math.PI) / 180);
  const box = { x0: Math.min(...lngs) - pad / kx, x1: Math.max(...lngs) + pad / kx, y0: Math.min(...lats) - pad / 111_320, y1: Math.max(...lats) + pad / 111_320 };
  const touches = (a: WorkPoint, b: WorkPoint) => Math.max(a.lng, b.lng) >= box.x0 && Math.min(a.lng, b.lng) <= box.x1 && Math.max(a.lat, b.lat) >= box.y0 && Math.min(a.lat, b.lat) <= box.y1;
  // The runs near the road, one after another: runs further apart than MAX_GAP_MS are never joined by
  // the rule, so they go in one call; nearer ones (left the box and back within minutes) in a call of their own.
  const calls: WorkPoint[][] = [];
  let run: WorkPoint[] = [];
  const close = () => {
    if (!run.length) return;
    const last = calls.at(-1);
    if (last && run[0]!.t - last.at(-1)!.t > MAX_GAP_MS) last.push(...run);
    else calls.push(run);
    run = [];
  };
  for (let i = 0; i < track.length; i++) {
    const p = track[i]!, q = track[i + 1];
    if (q && q.t - p.t <= MAX_GAP_MS && touches(p, q)) {
      if (!run.length) run.push(p);
      run.push(q);
    } else {
      if (!run.length && touches(p, p)) run.push(p);
      close();
    }
  }
  close();
  let visits: number[] | null = null;
  for (const points of calls) {
    const c = roadCompletion(path, dense(points, kx), { tolerance, maxGap: MAX_GAP_MS, step: STEP_M });
    visits = visits ? visits.map((v, k) => v + c.visits[k]!) : c.visits;
  }
  return visits ?? roadCompletion(path, [], { tolerance, step: STEP_M }).visits;
}

/** Points every DENSE_M metres on the segments of a run (readings at most MAX_GAP_MS apart), the readings kept. */
function dense(run: WorkPoint[], kx: number): WorkPoint[] {
  const out: WorkPoint[] = [];
  for (let i = 0; i < run.length; i++) {
    const p = run[i]!, q = run[i + 1];
    out.push(p);
    if (!q || q.t - p.t > MAX_GAP_MS) continue;
    const n = Math.floor(Math.hypot((q.lng - p.lng) * kx, (q.lat - p.lat) * 111_320) / DENSE_M);
    for (let k = 1; k < n; k++) {
      const f = k / n;
      out.push({ ...p, t: p.t + (q.t - p.t) * f, lng: p.lng + (q.lng - p.lng) * f, lat: p.lat + (q.lat - p.lat) * f });
    }
  }
  return out;
}

/** The readings of the track where the vehicle is working by its rule (in time order). */
export function workingPoints(track: readonly WorkPoint[], rule: WorkRule): WorkPoint[] {
  return track.filter((p, i) => {
    if (p.speed == null || p.speed < rule.minSpeed) return false;
    if (rule.signal !== 'water') return true;
    const before = track[i - 1]?.water;
    return before != null && p.water != null && p.water < before;
  });
}

/** The water used in the window: the level's falls added, refills (rises) left out; null without water readings. */
export function waterUsed(track: readonly WorkPoint[]): number | null {
  const levels = track.filter((p) => p.water != null);
  if (levels.length < 2) return null;
  let used = 0;
  for (let i = 1; i < levels.length; i++) used += Math.max(0, levels[i - 1]!.water! - levels[i]!.water!);
  return Math.round(used);
}

/**
 * Measures a shift: `track` null = unknown (no device): every figure null. The window is the shift's;
 * readings outside it are ignored.
 */
export function measureShift(input: { roads: readonly PlanRoad[]; track: readonly WorkPoint[] | null; from: number; to: number; rule: WorkRule; maxSpeed: number }): ShiftResult {
  const { roads, from, to, rule, maxSpeed } = input;
  const track = input.track ? input.track.filter((p) => p.t >= from && p.t <= to).sort((a, b) => a.t - b.t) : null;
  const lines: RoadLine[] = roads.map((r) => ({ path: r.path, tolerance: r.tolerance }));
  if (!track || !track.length) {
    const unknown = !track;
    return {
      roads: roads.map((r) => ({ roadCode: r.code, roadName: r.name, passes: r.passes, threshold: r.threshold, coverage: unknown ? null : 0, completion: unknown ? null : 0, roadKm: unknown ? null : 0 })),
      totalKm: unknown ? null : 0, workKm: unknown ? null : 0, emptyRate: null, offLineMinutes: unknown ? null : 0, speedingMinutes: unknown ? null : 0,
      maxSpeed: null, waterUsed: null, leftLine: false, sped: false,
    };
  }
  const working = workingPoints(track, rule);
  const window = { from, to };
  const all = emptyRunning(track, lines, window);
  const work = emptyRunning(working, lines, window);
  const totalKm = all.totalKm ?? 0;
  const workKm = Math.min(totalKm, work.workingKm ?? 0);
  const off = offLine(track.filter((p) => (p.speed ?? 0) > 0), lines, { ...window, minMs: OFF_LINE_MS });
  const fast = speeding(working, maxSpeed, { ...window, line: lines, minMs: SPEEDING_MS });
  const minutes = (eps: { from: number; to: number }[]) => round(eps.reduce((s, e) => s + (e.to - e.from), 0) / 60_000, 0);
  const speeds = working.map((p) => p.speed ?? 0);
  return {
    roads: roads.map((r) => {
      const passes = Math.max(1, r.passes);
      // One pass of the rule gives every sample's visits: coverage counts one, completion the passes due.
      const visits = roadVisits(r.path, working, r.tolerance);
      const share = (need: number) => (visits.length ? visits.filter((v) => v >= need).length / visits.length : null);
      const onRoad = emptyRunning(working, [{ path: r.path, tolerance: r.tolerance }], window).workingKm;
      return { roadCode: r.code, roadName: r.name, passes: r.passes, threshold: r.threshold, coverage: pct(share(1)), completion: pct(share(passes)), roadKm: onRoad === null ? null : round(onRoad, 2) };
    }),
    totalKm: round(totalKm, 2),
    workKm: round(workKm, 2),
    emptyRate: totalKm > 0 ? round(((totalKm - workKm) / totalKm) * 100, 1) : null,
    offLineMinutes: minutes(off),
    speedingMinutes: minutes(fast),
    maxSpeed: speeds.length ? Math.max(...speeds) : null,
    waterUsed: waterUsed(track),
    leftLine: off.length > 0,
    sped: fast.length > 0,
  };
}

/** The deviations of one road's job: below its standard, and the shift's leaving the line and speeding. */
export function deviationsOf(road: RoadResult, shift: ShiftResult): ('low' | 'offLine' | 'speeding')[] {
  const out: ('low' | 'offLine' | 'speeding')[] = [];
  if (belowTarget(road.completion === null ? null : road.completion / 100, road.threshold / 100)) out.push('low');
  if (shift.leftLine) out.push('offLine');
  if (shift.sped) out.push('speeding');
  return out;
}
