/**
 * A worker's day read from the badge's positions: arrival and leaving, time on post, off-post
 * episodes, stationary episodes and the badge's silences — only within the shift's spans, never from
 * punches. The rules (written out in modules/zyry/README.md):
 *
 * - A fix is on post when it lies inside the assigned area or on its fence (rules/fence.ts).
 * - The time between two fixes no further apart than the badge's offline threshold belongs to the
 *   state of the earlier fix; a longer silence is a **device offline** episode (the badge stopped
 *   reporting) and says nothing about where the person was: it is never an absence and never off post.
 * - **Arrival** is the first fix on post within the spans, **leaving** the last.
 * - **Off post**: a run of fixes outside the fence, from the first outside fix to the next fix back
 *   inside (or the run's last fix when a silence or the span's end cuts it); an episode when the run's
 *   time outside rest windows is **longer than** the tolerance (exactly the tolerance is not one).
 * - **Stationary** (only when the group opted in): a run of fixes all within `radiusM` of the run's
 *   first fix, from its first to its last fix; an episode when its time outside rest windows is
 *   longer than `minutes`. Rest windows pause both clocks: a run cut by lunch counts the time before
 *   and after it (a pause, not a reset).
 * - Time on post and off post count only time outside rest windows.
 */
import { distanceMetres, type LngLat } from '../../../kit/geo';
import { insideFence } from './fence';
import type { Span } from './shifts';
import { MIN, overlapMs } from './time';

export type Fix = { t: number; lng: number; lat: number };
export type EpisodeKind = 'offPost' | 'stationary' | 'offline';
export type Episode = { kind: EpisodeKind; from: number; to: number; minutes: number; ongoing: boolean; at: LngLat | null };

export type PositionSettings = {
  /** Minutes outside the fence before it is off post (an episode only when longer). */
  toleranceMin: number;
  /** A silence longer than this is device offline (the device store's threshold of the badge). */
  offlineMs: number;
  stationary: { enabled: boolean; minutes: number; radiusM: number };
  rest: Span[];
};

export type DayPositions = {
  arrival: number | null;
  leaving: number | null;
  onPostMinutes: number;
  offPostMinutes: number;
  offlineMinutes: number;
  fixes: number;
  episodes: Episode[];
  /** The day's one state, the worst of: offline (no fix at all), notArrived, offPost, stationary, normal; pending before the shift. */
  status: 'pending' | 'offline' | 'notArrived' | 'offPost' | 'stationary' | 'normal';
};

const minutes = (ms: number) => Math.round((ms / MIN) * 10) / 10;
const counted = (a: number, b: number, rest: Span[]) => Math.max(0, b - a - overlapMs(a, b, rest));

/** Runs of consecutive fixes with no silence longer than `offlineMs` between them. */
function runsOf(fixes: Fix[], offlineMs: number): Fix[][] {
  const runs: Fix[][] = [];
  for (const f of fixes) {
    const run = runs.at(-1);
    if (run && f.t - run.at(-1)!.t <= offlineMs) run.push(f);
    else runs.push([f]);
  }
  return runs;
}

/** The silences of a span longer than `offlineMs`, the one still going when `now` ends the span. */
function silences(fixes: Fix[], span: Span, end: number, offlineMs: number): Episode[] {
  const times = [span.from, ...fixes.map((f) => f.t), end];
  const out: Episode[] = [];
  for (let i = 1; i < times.length; i++) {
    const [a, b] = [times[i - 1]!, times[i]!];
    if (b - a > offlineMs) out.push({ kind: 'offline', from: a, to: b, minutes: minutes(b - a), ongoing: i === times.length - 1 && end < span.to, at: null });
  }
  return out;
}

/** Stationary runs of one silence-free run of fixes. */
function stationaryOf(run: Fix[], s: PositionSettings, ongoingEnd: boolean): Episode[] {
  const out: Episode[] = [];
  let i = 0;
  while (i < run.length) {
    const anchor: LngLat = [run[i]!.lng, run[i]!.lat];
    let j = i;
    while (j + 1 < run.length && distanceMetres(anchor, [run[j + 1]!.lng, run[j + 1]!.lat]) <= s.stationary.radiusM) j++;
    const [from, to] = [run[i]!.t, run[j]!.t];
    const ms = counted(from, to, s.rest);
    if (ms > s.stationary.minutes * MIN) out.push({ kind: 'stationary', from, to, minutes: minutes(ms), ongoing: ongoingEnd && j === run.length - 1, at: anchor });
    i = j + 1;
  }
  return out;
}

/**
 * Reads one work date of one worker: `fixes` (any order; those outside the spans are ignored), the
 * fence, the shift's spans and the settings, as of `now` (spans still to come are pending; the part of
 * a span after `now` is not read).
 */
export function analyseDay(fixes: readonly Fix[], fence: readonly LngLat[], spans: readonly Span[], s: PositionSettings, now: number): DayPositions {
  const sorted = [...fixes].sort((a, b) => a.t - b.t);
  const episodes: Episode[] = [];
  let arrival: number | null = null;
  let leaving: number | null = null;
  let onMs = 0, offMs = 0, seen = 0, started = false;
  for (const span of spans) {
    if (span.from > now) continue;
    started = true;
    const end = Math.min(span.to, now);
    const inSpan = sorted.filter((f) => f.t >= span.from && f.t <= end);
    seen += inSpan.length;
    episodes.push(...silences(inSpan, span, end, s.offlineMs));
    for (const run of runsOf(inSpan, s.offlineMs)) {
      const inside = run.map((f) => insideFence([f.lng, f.lat], fence));
      const lastRun = run.at(-1)!.t === inSpan.at(-1)!.t;
      for (let k = 0; k < run.length; k++) {
        if (inside[k]) {
          arrival ??= run[k]!.t;
          leaving = run[k]!.t;
        }
        if (k + 1 < run.length) (inside[k] ? (x: number) => (onMs += x) : (x: number) => (offMs += x))(counted(run[k]!.t, run[k + 1]!.t, s.rest));
      }
      // Off post: each run of outside fixes, to the next fix back inside.
      for (let k = 0; k < run.length; k++) {
        if (inside[k] || (k > 0 && !inside[k - 1])) continue;
        let e = k;
        while (e + 1 < run.length && !inside[e + 1]) e++;
        const back = e + 1 < run.length;
        const [from, to] = [run[k]!.t, back ? run[e + 1]!.t : run[e]!.t];
        const ms = counted(from, to, s.rest);
        if (ms > s.toleranceMin * MIN) episodes.push({ kind: 'offPost', from, to, minutes: minutes(ms), ongoing: !back && lastRun && end === now && end < span.to, at: [run[k]!.lng, run[k]!.lat] });
      }
      if (s.stationary.enabled) episodes.push(...stationaryOf(run, s, lastRun && end === now && end < span.to));
    }
  }
  episodes.sort((a, b) => a.from - b.from || a.kind.localeCompare(b.kind));
  const offlineMs = episodes.filter((e) => e.kind === 'offline').reduce((a, e) => a + (e.to - e.from), 0);
  const status: DayPositions['status'] = !started ? 'pending'
    : seen === 0 ? 'offline'
    : arrival === null ? 'notArrived'
    : episodes.some((e) => e.kind === 'offPost') ? 'offPost'
    : episodes.some((e) => e.kind === 'stationary') ? 'stationary'
    : 'normal';
  return { arrival, leaving, onPostMinutes: minutes(onMs), offPostMinutes: minutes(offMs), offlineMinutes: minutes(offlineMs), fixes: seen, episodes, status };
}
