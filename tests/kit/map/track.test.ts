// A track's figures come from every point (distance, duration, stops, speeding) while its drawing is
// decimated: 50,000 points draw from a few thousand, ends kept, within the tolerance.
import { describe, expect, it } from 'vitest';
import { decimate, distanceMetres, indexAt, trackStats, type LngLat, type TrackPoint } from '../../../kit/map';

/** 0.001° of longitude per 10 s eastwards at 30°N (≈ 96 m, ≈ 35 km/h), then a 5-minute stop, then 20 points at 120 km/h. */
function drive(): TrackPoint[] {
  const pts: TrackPoint[] = [];
  let t = 0;
  let lng = 120;
  for (let i = 0; i < 30; i++, t += 10_000, lng += 0.001) pts.push({ t, lng, lat: 30, speed: null });
  for (let i = 0; i < 30; i++, t += 10_000) pts.push({ t, lng, lat: 30, speed: 0 });
  for (let i = 0; i < 20; i++, t += 10_000, lng += 0.001) pts.push({ t, lng, lat: 30, speed: 120 });
  return pts;
}

describe('track figures', () => {
  it('measures distance along every point and the duration from first to last', () => {
    const pts = drive();
    const s = trackStats(pts);
    const straight = distanceMetres([pts[0]!.lng, 30], [pts.at(-1)!.lng, 30]);
    expect(s.distanceMetres).toBeCloseTo(straight, 0);
    expect(s.durationMs).toBe(pts.at(-1)!.t);
  });

  it('marks a stop of five minutes and the stretch driven at 120 km/h as speeding', () => {
    const s = trackStats(drive(), { speedLimit: 60 });
    expect(s.stops).toHaveLength(1);
    expect(s.stops[0]!.to - s.stops[0]!.from).toBeGreaterThanOrEqual(290_000);
    expect(s.speeding).toHaveLength(1);
    expect(s.speeding[0]!.maxKmh).toBe(120);
  });

  it('finds the point at a time by binary search', () => {
    const pts = drive();
    expect(indexAt(pts, 0)).toBe(0);
    expect(indexAt(pts, 15_000)).toBe(1);
    expect(indexAt(pts, 10 ** 9)).toBe(pts.length - 1);
  });
});

describe('decimation for drawing', () => {
  it('draws 50,000 points of a winding track from far fewer, keeping both ends and staying within the tolerance', () => {
    const path: LngLat[] = Array.from({ length: 50_000 }, (_, i) => [120 + i * 0.00001, 30 + 0.002 * Math.sin(i / 800)]);
    const drawn = decimate(path, 0.00002);
    expect(drawn.length).toBeLessThan(5000);
    expect(drawn[0]).toEqual(path[0]);
    expect(drawn.at(-1)).toEqual(path.at(-1));
    const straight = decimate([[0, 0], [1, 0], [2, 0]], 0.1);
    expect(straight).toEqual([[0, 0], [2, 0]]);
  });
});
