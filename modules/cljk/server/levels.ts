/**
 * What a tank's level readings say, as pure functions (fuel in litres, a sprinkler's water in litres):
 * - a **sudden drop**: the level falls by at least `dropLitres` within `dropMinutes` (fuel: theft while
 *   standing, a leak while moving; water: a dump or a burst hose). Ordinary use is far slower
 *   (a lorry burns ~0.1 L a minute), so it never reaches the threshold in the window.
 * - a **refill**: a run of rising readings that adds at least `refillLitres` (smaller rises are the
 *   sensor's wobble and count as nothing);
 * - per day: the level at the start (the last reading before the day, else its first), at the end,
 *   what was refilled and dropped, and what was used: start + refilled − end − dropped.
 * A step (from one reading to the next) belongs to the day of its second reading, so the days of a
 * range add up to the range.
 */
import { formatDate } from '../../../kit/resource';

/** One reading of a tank: time (ms), level, and the vehicle's speed then when known. */
export type LevelStep = { t: number; level: number; speed?: number };

/** The thresholds of one car's tank (its fuel or water configuration). */
export type LevelRules = { dropLitres: number; dropMinutes: number; refillLitres: number };

/** A change of the level between two readings. */
export type LevelEvent = { from: number; to: number; before: number; after: number; litres: number; moving: boolean };

/** One day's figures of a tank. */
export type LevelDay = { day: string; start: number; end: number; refilled: number; refills: number; dropped: number; drops: number; used: number; readings: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The sudden drops among the steps (time order): each from the level before it to the lowest within the window. */
export function suddenDrops(steps: readonly LevelStep[], rules: LevelRules): LevelEvent[] {
  const out: LevelEvent[] = [];
  const window = rules.dropMinutes * 60_000;
  let i = 0;
  while (i < steps.length - 1) {
    const a = steps[i]!;
    let low = i;
    for (let j = i + 1; j < steps.length && steps[j]!.t - a.t <= window; j++) if (steps[j]!.level < steps[low]!.level) low = j;
    const fall = a.level - steps[low]!.level;
    if (low > i && fall >= rules.dropLitres) {
      const moving = steps.slice(i, low + 1).some((s) => (s.speed ?? 0) > 1);
      out.push({ from: a.t, to: steps[low]!.t, before: a.level, after: steps[low]!.level, litres: round1(fall), moving });
      i = low;
    } else i++;
  }
  return out;
}

/** The refills among the steps: runs of rising readings adding at least `refillLitres`. */
export function refills(steps: readonly LevelStep[], rules: Pick<LevelRules, 'refillLitres'>): LevelEvent[] {
  const out: LevelEvent[] = [];
  let i = 0;
  while (i < steps.length - 1) {
    let j = i;
    while (j + 1 < steps.length && steps[j + 1]!.level > steps[j]!.level) j++;
    const rise = steps[j]!.level - steps[i]!.level;
    if (j > i && rise >= rules.refillLitres) out.push({ from: steps[i]!.t, to: steps[j]!.t, before: steps[i]!.level, after: steps[j]!.level, litres: round1(rise), moving: false });
    i = Math.max(j, i + 1);
  }
  return out;
}

/** The local day (`YYYY-MM-DD`) of a time. */
export const dayOf = (t: number) => formatDate(new Date(t));

/**
 * Each day's figures from the steps (time order), for the days whose readings fall at or after `from`
 * (earlier steps only give the first day its starting level).
 */
export function dailyLevels(steps: readonly LevelStep[], rules: LevelRules, from: number): LevelDay[] {
  const drops = suddenDrops(steps, rules);
  const fills = refills(steps, rules);
  const days = new Map<string, LevelDay>();
  for (let k = 0; k < steps.length; k++) {
    const s = steps[k]!;
    if (s.t < from) continue;
    const day = dayOf(s.t);
    let d = days.get(day);
    if (!d) {
      const start = k > 0 ? steps[k - 1]!.level : s.level;
      d = { day, start, end: s.level, refilled: 0, refills: 0, dropped: 0, drops: 0, used: 0, readings: 0 };
      days.set(day, d);
    }
    d.end = s.level;
    d.readings++;
  }
  // An event belongs to the day it ends in.
  for (const e of fills) {
    const d = e.to >= from ? days.get(dayOf(e.to)) : undefined;
    if (d) [d.refilled, d.refills] = [d.refilled + e.litres, d.refills + 1];
  }
  for (const e of drops) {
    const d = e.to >= from ? days.get(dayOf(e.to)) : undefined;
    if (d) [d.dropped, d.drops] = [d.dropped + e.litres, d.drops + 1];
  }
  return [...days.values()].map((d) => ({ ...d, refilled: round1(d.refilled), dropped: round1(d.dropped), used: round1(Math.max(0, d.start + d.refilled - d.end - d.dropped)) }));
}

/** Days summed into months (`YYYY-MM`): the first day's start, the last day's end, the rest added. */
export function monthlyLevels(days: readonly LevelDay[]): (Omit<LevelDay, 'day'> & { month: string; days: number })[] {
  const months = new Map<string, Omit<LevelDay, 'day'> & { month: string; days: number }>();
  for (const d of days) {
    const month = d.day.slice(0, 7);
    const m = months.get(month);
    if (!m) months.set(month, { month, start: d.start, end: d.end, refilled: d.refilled, refills: d.refills, dropped: d.dropped, drops: d.drops, used: d.used, readings: d.readings, days: 1 });
    else Object.assign(m, { end: d.end, refilled: round1(m.refilled + d.refilled), refills: m.refills + d.refills, dropped: round1(m.dropped + d.dropped), drops: m.drops + d.drops, used: round1(m.used + d.used), readings: m.readings + d.readings, days: m.days + 1 });
  }
  return [...months.values()];
}
