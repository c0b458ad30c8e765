import { describe, expect, it } from 'vitest';
import { belowTarget, emptyRunning, offLine, speeding, type TrackPoint } from '../../kit/road';
import type { LngLat } from '../../kit/geo';

const LAT = 30.2;
const M_LAT = 6371008.8 * (Math.PI / 180);
const M_LNG = Math.cos(LAT * (Math.PI / 180)) * M_LAT;
const at = (x: number, y = 0): LngLat => [120.1 + x / M_LNG, LAT + y / M_LAT];
const line = [{ path: [at(0), at(1000)], tolerance: 10 }];
const MIN = 60_000;
/** One reading a minute at (x, y) positions given, with speeds. */
const track = (pts: [number, number, number?][]): TrackPoint[] =>
  pts.map(([x, y, speed], i) => {
    const [lng, lat] = at(x, y);
    return { t: i * MIN, lng, lat, speed: speed ?? 20 };
  });

describe('deviations', () => {
  it('a job below 90 % is a deviation; 90 % is not; unknown is not judged', () => {
    expect(belowTarget(0.8999)).toBe(true);
    expect(belowTarget(0.9)).toBe(false);
    expect(belowTarget(null)).toBe(false);
  });

  it('a vehicle leaving its line for longer than the allowed time is an episode, from the first reading off to the first back', () => {
    const t = track([[0, 0], [100, 50], [200, 50], [300, 50], [400, 0], [500, 50], [600, 0]]);
    const eps = offLine(t, line, { minMs: 1 * MIN });
    expect(eps).toEqual([{ from: 1 * MIN, to: 4 * MIN, points: 3 }]);
    // exactly the allowed time is not longer than it
    expect(offLine(t, line, { minMs: 3 * MIN })).toEqual([]);
    // a track on the tolerance line never leaves
    expect(offLine(track([[0, 10], [500, -10], [1000, 10]]), line, { minMs: 0 })).toEqual([]);
  });

  it('an episode still open at the end of the track ends at its last reading', () => {
    expect(offLine(track([[0, 0], [100, 80], [200, 80], [300, 80]]), line, { minMs: 0 })).toEqual([{ from: MIN, to: 3 * MIN, points: 3 }]);
  });

  it('speeding over the work rule (equal is allowed), optionally only while on the line and for a least duration', () => {
    const t = track([[0, 0, 15], [100, 0, 18], [200, 0, 19], [300, 0, 14], [400, 200, 40], [500, 0, 15]]);
    expect(speeding(t, 15)).toEqual([{ from: MIN, to: 3 * MIN, points: 2 }, { from: 4 * MIN, to: 5 * MIN, points: 1 }]);
    expect(speeding(t, 15, { line })).toEqual([{ from: MIN, to: 3 * MIN, points: 2 }]);
    expect(speeding(t, 15, { minMs: 2 * MIN })).toEqual([{ from: MIN, to: 3 * MIN, points: 2 }]);
    expect(speeding(track([[0, 0, 30]]).map((p) => ({ ...p, speed: null })), 15)).toEqual([]);
  });

  it('empty-running rate = (total km − working km) / total km', () => {
    // 1 km along the road, then 1 km away from it
    const t = track([[0, 0], [500, 0], [1000, 0], [1000, 500], [1000, 1000]]);
    const r = emptyRunning(t, line);
    expect(r.totalKm!).toBeCloseTo(2, 2);
    expect(r.workingKm!).toBeCloseTo(1, 2);
    expect(r.rate!).toBeCloseTo(0.5, 2);
  });

  it('empty running is null when nothing was driven or the track is unknown, and 1 with no plan roads', () => {
    expect(emptyRunning([], line).rate).toBeNull();
    expect(emptyRunning(track([[0, 0], [0, 0]]), line).rate).toBeNull();
    expect(emptyRunning(null, line)).toEqual({ totalKm: null, workingKm: null, rate: null });
    expect(emptyRunning(track([[0, 0], [500, 0]]), []).rate).toBe(1);
  });

  it('counts only the window', () => {
    const t = track([[0, 0], [500, 0], [1000, 0], [1000, 500], [1000, 1000]]);
    expect(emptyRunning(t, line, { from: 0, to: 2 * MIN }).rate).toBe(0);
  });
});
