// npx tsx bench/roadCompletion.bench.ts — a month's road completion for 200 vehicles by kit/road's rules
// (roadCompletion, and the deviations and empty running 道路保洁's work report adds), on synthetic tracks
// at a realistic rate: one reading every 10 s over two 4-hour shifts a day (05:00–09:00, 14:00–18:00)
// for 30 days — 2 880 readings a vehicle-day, 17.3 million in all. Each vehicle has its own line of four
// 2 km roads (a street grid, turns at right angles, tolerance 15 m, two passes) somewhere in a 30 × 30 km
// city; it sweeps the line to and fro at 12 km/h with ±4 m of GPS noise, leaves it for 10 minutes once a
// shift and speeds now and then. Tracks are generated per vehicle outside the timer; a run times every
// vehicle-shift's measure; the median and spread of RUNS runs (after one warm-up vehicle) are printed.
import os from 'node:os';
import type { LngLat } from '../kit/geo';
import { emptyRunning, offLine, roadCompletion, speeding, type TrackPoint } from '../kit/road';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 200);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STEP_MS = 10_000;
const SHIFTS = [
  [5, 9],
  [14, 18],
] as const;
const DAY0 = Date.UTC(2026, 9, 1) - 8 * 3600_000; // 2026-10-01 00:00 China time
const M_LAT = 6371008.8 * (Math.PI / 180);
const LAT0 = 30.15;
const M_LNG = Math.cos(LAT0 * (Math.PI / 180)) * M_LAT;
const toLngLat = (x: number, y: number): LngLat => [120.0 + x / M_LNG, LAT0 + y / M_LAT];

let seed = 11;
const rnd = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

type Line = { roads: LngLat[][]; path: [number, number][]; cumulative: number[]; length: number };
/** Four 2 km roads end to end on a street grid, turning at right angles every 500 m now and then. */
function makeLine(): Line {
  let [x, y] = [rnd() * 28_000, rnd() * 28_000];
  let [dx, dy] = [1, 0];
  const path: [number, number][] = [[x, y]];
  const roads: LngLat[][] = [];
  for (let r = 0; r < 4; r++) {
    const road: LngLat[] = [toLngLat(x, y)];
    for (let k = 0; k < 4; k++) {
      if (rnd() < 0.3) [dx, dy] = rnd() < 0.5 ? [-dy, dx] : [dy, -dx];
      [x, y] = [x + dx * 500, y + dy * 500];
      path.push([x, y]);
      road.push(toLngLat(x, y));
    }
    roads.push(road);
  }
  const cumulative = [0];
  for (let i = 1; i < path.length; i++) cumulative.push(cumulative[i - 1]! + Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]));
  return { roads, path, cumulative, length: cumulative.at(-1)! };
}

function along(line: Line, s: number): [number, number] {
  let i = 1;
  while (i < line.path.length - 1 && line.cumulative[i]! < s) i++;
  const [a, b] = [line.path[i - 1]!, line.path[i]!];
  const f = Math.min(1, Math.max(0, (s - line.cumulative[i - 1]!) / (line.cumulative[i]! - line.cumulative[i - 1]!)));
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

/** One shift's readings: to and fro along the line at 12 km/h (30 km/h for a minute now and then), 10 minutes 300 m off it once. */
function shiftTrack(line: Line, from: number, to: number): TrackPoint[] {
  const out: TrackPoint[] = [];
  const offAt = from + (1 + rnd() * 2) * 3600_000;
  let s = rnd() * line.length;
  let dir = 1;
  for (let t = from; t <= to; t += STEP_MS) {
    const fast = rnd() < 0.01;
    const speed = fast ? 30 : 12 + rnd() * 2 - 1;
    s += dir * (speed / 3.6) * (STEP_MS / 1000);
    if (s > line.length) [s, dir] = [2 * line.length - s, -1];
    if (s < 0) [s, dir] = [-s, 1];
    const [x, y0] = along(line, s);
    const y = t >= offAt && t < offAt + 600_000 ? y0 + 300 : y0;
    const [lng, lat] = toLngLat(x + (rnd() - 0.5) * 8, y + (rnd() - 0.5) * 8);
    out.push({ t, lng, lat, speed: Math.round(speed * 10) / 10 });
  }
  return out;
}

const lines = Array.from({ length: VEHICLES }, makeLine);

/** Every shift of one vehicle's month: the tracks generated first, then the rules timed. */
function vehicleMonth(line: Line): { ms: number; cpuMs: number; points: number; completion: number; below: number; deviations: number } {
  const tracks: { from: number; to: number; track: TrackPoint[] }[] = [];
  for (let d = 0; d < DAYS; d++)
    for (const [h0, h1] of SHIFTS) {
      const from = DAY0 + d * 86_400_000 + h0 * 3600_000;
      const to = DAY0 + d * 86_400_000 + h1 * 3600_000;
      tracks.push({ from, to, track: shiftTrack(line, from, to) });
    }
  const roadLines = line.roads.map((path) => ({ path, tolerance: 15 }));
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let completion = 0;
  let below = 0;
  let deviations = 0;
  let points = 0;
  for (const { from, to, track } of tracks) {
    points += track.length;
    for (const road of line.roads) {
      const c = roadCompletion(road, track, { tolerance: 15, from, to, passes: 2 }).completion!;
      completion += c;
      if (c < 0.9) below++;
    }
    deviations += offLine(track, roadLines, { from, to, minMs: 5 * 60_000 }).length + speeding(track, 15, { from, to, line: roadLines, minMs: 60_000 }).length;
    if ((emptyRunning(track, roadLines, { from, to }).rate ?? 0) < 0) throw new Error('unreachable');
  }
  const cpu = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, points, completion: completion / (tracks.length * line.roads.length), below, deviations };
}

vehicleMonth(lines[0]!);
const times: number[] = [];
const cpus: number[] = [];
let summary = { points: 0, completion: 0, below: 0, deviations: 0 };
for (let r = 0; r < RUNS; r++) {
  let ms = 0;
  let cpuMs = 0;
  summary = { points: 0, completion: 0, below: 0, deviations: 0 };
  for (const line of lines) {
    const m = vehicleMonth(line);
    ms += m.ms;
    cpuMs += m.cpuMs;
    summary.points += m.points;
    summary.completion += m.completion / lines.length;
    summary.below += m.below;
    summary.deviations += m.deviations;
  }
  times.push(ms);
  cpus.push(cpuMs);
}
cpus.sort((a, b) => a - b);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const shifts = VEHICLES * DAYS * SHIFTS.length;
console.log(`road completion: ${VEHICLES} vehicles × ${DAYS} days × ${SHIFTS.length} shifts of 4 h, a reading every ${STEP_MS / 1000} s (${(summary.points / 1e6).toFixed(2)} M readings, 4 roads a line), ${RUNS} runs (node ${process.version})`);
console.log(`  median ${(median / 1000).toFixed(2)} s (min ${(times[0]! / 1000).toFixed(2)}, max ${(times.at(-1)! / 1000).toFixed(2)}) — ${((median / shifts) * 1000).toFixed(0)} µs a vehicle-shift, ${((median / summary.points) * 1e6).toFixed(0)} ns a reading`);
console.log(`  CPU time median ${(cpus[Math.floor(cpus.length / 2)]! / 1000).toFixed(2)} s (the machine's load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores: wall time counts the waits)`);
console.log(`  mean completion ${(summary.completion * 100).toFixed(1)} %, ${summary.below} road-shifts below 90 %, ${summary.deviations} off-line and speeding episodes`);
