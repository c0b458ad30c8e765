// npx tsx bench/zyry.bench.ts — the positioning rules (modules/zyry/rules/positions.ts) over a city's
// day: BENCH_PEOPLE workers (default 30 000), each a badge reporting every minute over an 8-hour
// shift (481 positions) walking to and fro in a 300 × 120 m area with one excursion outside and a
// lunch break; every day read for arrival, time on post, off-post and stationary episodes. Pure CPU:
// what a day's close would cost if the module summarised days instead of reading them on each call.
import { analyseDay, type Fix } from '../modules/zyry/rules/positions';
import { restSpans, shiftSpans } from '../modules/zyry/rules/shifts';
import { chinaAt, MIN } from '../modules/zyry/rules/time';
import type { LngLat } from '../kit/geo';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 30_000);
const DATE = '2026-11-10';
const FENCE: LngLat[] = [[120.164, 30.26], [120.16714, 30.26], [120.16714, 30.26108], [120.164, 30.26108], [120.164, 30.26]];
const spans = shiftSpans('D', DATE);
const settings = { toleranceMin: 15, offlineMs: 5 * MIN, stationary: { enabled: true, minutes: 30, radiusM: 20 }, rest: restSpans('11:30-12:30', DATE) };

function day(k: number): Fix[] {
  const out: Fix[] = [];
  const from = chinaAt(DATE, '05:00');
  for (let i = 0; i <= 480; i++) {
    const t = from + i * MIN;
    const outside = i >= 120 + (k % 60) && i < 145 + (k % 60);
    const f = Math.abs(((i / 17 + k) % 2) - 1);
    out.push({ t, lng: outside ? 120.1685 : 120.1643 + 0.0026 * f, lat: 30.2605 + 0.0002 * Math.sin(i / 7 + k) });
  }
  return out;
}

const days = Array.from({ length: Math.min(PEOPLE, 2000) }, (_, k) => day(k));
const now = chinaAt(DATE, '23:00');
const started = performance.now();
let episodes = 0;
for (let p = 0; p < PEOPLE; p++) episodes += analyseDay(days[p % days.length]!, FENCE, spans, settings, now).episodes.length;
const ms = performance.now() - started;
console.log(`${PEOPLE} workers × 481 positions: ${Math.round(ms)} ms (${((ms / PEOPLE) * 1000).toFixed(0)} µs a worker-day), ${episodes} episodes`);
