import { describe, expect, it } from 'vitest';
import { coverageRuns, pathLength, roadCompletion, type TrackPoint } from '../../kit/road';
import type { LngLat } from '../../kit/geo';

const LAT = 30.2;
const M_LAT = 6371008.8 * (Math.PI / 180);
const M_LNG = Math.cos(LAT * (Math.PI / 180)) * M_LAT;
/** A point x metres east and y metres north of (120.1, 30.2). */
const at = (x: number, y = 0): LngLat => [120.1 + x / M_LNG, LAT + y / M_LAT];
/** A straight road 1 km east. */
const road: LngLat[] = [at(0), at(1000)];
const T0 = Date.UTC(2026, 10, 28, 21); // 05:00 China time
/** A track from x0 to x1 metres (north offset y), one reading every 10 s at 36 km/h (100 m). */
function drive(x0: number, x1: number, y = 0, t0 = T0): TrackPoint[] {
  const out: TrackPoint[] = [];
  const dir = Math.sign(x1 - x0) || 1;
  for (let i = 0, x = x0; dir * (x1 - x) >= 0; i++, x += dir * 100) {
    const [lng, lat] = at(x, y);
    out.push({ t: t0 + i * 10_000, lng, lat, speed: 36 });
  }
  return out;
}
const shift = { from: T0, to: T0 + 4 * 3600_000 };

describe('road completion: the share of the road covered by the track within the tolerance during the shift', () => {
  it('is 1 for a track along the whole road and about the driven share for a part', () => {
    expect(roadCompletion(road, drive(0, 1000), { tolerance: 10, ...shift }).completion).toBe(1);
    const half = roadCompletion(road, drive(0, 500), { tolerance: 10, ...shift });
    // the tolerance also covers 10 m past the last reading
    expect(half.completion!).toBeGreaterThanOrEqual(0.5);
    expect(half.completion!).toBeLessThanOrEqual(0.52);
    expect(half.length).toBeCloseTo(1000, 0);
    expect(half.coveredLength!).toBeCloseTo(half.completion! * half.length, 6);
  });

  it('counts a track exactly on the tolerance line as covering the road, and one a centimetre beyond as not', () => {
    expect(roadCompletion(road, drive(0, 1000, 15), { tolerance: 15, ...shift }).completion).toBe(1);
    expect(roadCompletion(road, drive(0, 1000, -15), { tolerance: 15, ...shift }).completion).toBe(1);
    expect(roadCompletion(road, drive(0, 1000, 15.01), { tolerance: 15, ...shift }).completion).toBe(0);
  });

  it('ignores readings outside the shift window (inclusive bounds)', () => {
    const before = drive(0, 1000, 0, T0 - 3600_000);
    expect(roadCompletion(road, before, { tolerance: 10, ...shift }).completion).toBe(0);
    const after = drive(0, 1000, 0, shift.to + 1);
    expect(roadCompletion(road, after, { tolerance: 10, ...shift }).completion).toBe(0);
    // the window closes halfway along: readings at t ≤ to count, so half the road
    const across = drive(0, 1000, 0, shift.to - 50_000);
    const c = roadCompletion(road, across, { tolerance: 10, ...shift }).completion!;
    expect(c).toBeGreaterThan(0.5);
    expect(c).toBeLessThan(0.52);
  });

  it('measures a road that crosses itself along its length: the crossing is covered on both branches', () => {
    // a loop of 1.2 km: east 400 m, north 200, west 200, south 400 (crossing the first leg at x = 200)
    const loop: LngLat[] = [at(0), at(400), at(400, 200), at(200, 200), at(200, -200)];
    expect(pathLength(loop)).toBeCloseTo(1200, 0);
    const firstLeg = roadCompletion(loop, drive(0, 400), { tolerance: 5, ...shift });
    // 400 m of the first leg + 10 m of the last leg around the crossing (±5 m)
    expect(firstLeg.completion! * 1200).toBeGreaterThan(405);
    expect(firstLeg.completion! * 1200).toBeLessThan(425);
    const runs = coverageRuns(loop, firstLeg);
    expect(runs.map((r) => r.covered)).toEqual([true, false, true, false]);
  });

  it('gives 0 for an empty track and null (unknown) for no track at all', () => {
    const empty = roadCompletion(road, [], { tolerance: 10, ...shift });
    expect(empty.completion).toBe(0);
    expect(empty.covered.every((c) => !c)).toBe(true);
    const unknown = roadCompletion(road, null, { tolerance: 10, ...shift });
    expect(unknown.completion).toBeNull();
    expect(unknown.coveredLength).toBeNull();
  });

  it('does not join readings further apart than the gap: the road between them is not covered', () => {
    const track = [drive(0, 0)[0]!, { ...drive(1000, 1000)[0]!, t: T0 + 10 * 60_000 }];
    const c = roadCompletion(road, track, { tolerance: 10, ...shift });
    expect(c.completion!).toBeLessThan(0.03); // only around the two lone readings
    expect(roadCompletion(road, track, { tolerance: 10, ...shift, maxGap: 20 * 60_000 }).completion).toBe(1);
  });

  it('counts visits, so a job needing two passes is covered only where the vehicle came twice', () => {
    const there = drive(0, 1000);
    const back = drive(1000, 500, 0, there.at(-1)!.t + 30 * 60_000);
    const twice = roadCompletion(road, [...there, ...back], { tolerance: 10, ...shift, passes: 2 });
    expect(twice.completion!).toBeGreaterThan(0.49);
    expect(twice.completion!).toBeLessThan(0.52);
    expect(Math.max(...twice.visits)).toBe(2);
  });

  it('counts a vehicle turning back on the road as a second pass: there and back covers a two-pass job to the end', () => {
    const there = drive(0, 1000);
    const back = drive(900, 0, 0, there.at(-1)!.t + 10_000);
    const c = roadCompletion(road, [...there, ...back], { tolerance: 10, ...shift, passes: 2 });
    expect(c.completion).toBe(1);
    // standing still at the end between the two (readings at one place) does not change that
    const parked = Array.from({ length: 12 }, (_, i) => ({ ...there.at(-1)!, t: there.at(-1)!.t + (i + 1) * 10_000, speed: 0 }));
    const later = drive(900, 0, 0, parked.at(-1)!.t + 10_000);
    expect(roadCompletion(road, [...there, ...parked, ...later], { tolerance: 10, ...shift, passes: 2 }).completion).toBe(1);
    // crossing the road at a right angle is one visit of the samples around the crossing
    const across = [drive(500, 500, -100)[0]!, { ...drive(500, 500, 0)[0]!, t: T0 + 10_000 }, { ...drive(500, 500, 100)[0]!, t: T0 + 20_000 }];
    const x = roadCompletion(road, across, { tolerance: 10, ...shift });
    expect(Math.max(...x.visits)).toBe(1);
  });

  it('sorts readings that come out of order', () => {
    expect(roadCompletion(road, drive(0, 1000).reverse(), { tolerance: 10, ...shift }).completion).toBe(1);
  });

  it('cuts the road into covered and uncovered runs for the map, in order along the road', () => {
    const c = roadCompletion(road, drive(300, 600), { tolerance: 1, ...shift });
    const runs = coverageRuns(road, c);
    expect(runs.map((r) => r.covered)).toEqual([false, true, false]);
    expect(pathLength(runs[1]!.path)).toBeCloseTo(300, -1);
    expect(runs[0]!.path[0]).toEqual(road[0]);
  });
});
