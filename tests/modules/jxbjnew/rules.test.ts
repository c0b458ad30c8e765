// The road-work rules at their edges: a shift's window across midnight, when a plan works, the
// vehicle's work rule (moving, water falling), water used with refills, and one shift measured with
// kit/road's rules — a track on the tolerance line, one pass of two, half a road, leaving the line,
// speeding, empty running, an unknown track — and the near-run shortcut giving kit/road's own visits.
import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../../kit/geo';
import { roadCompletion } from '../../../kit/road';
import { deviationsOf, measureShift, roadVisits, STEP_M, waterUsed, workingPoints, type PlanRoad, type WorkPoint } from '../../../modules/jxbjnew/rules/measure';
import { planned, shiftWindow } from '../../../modules/jxbjnew/rules/work';

const LNG0 = 120.3, LAT0 = 30.25;
const M_LNG = 1 / 96_190, M_LAT = 1 / 111_195;
const T0 = Date.UTC(2026, 0, 5, 22); // 2026-01-06 06:00 China time
const road = (north = 0, length = 1000): LngLat[] => [[LNG0, LAT0 + north * M_LAT], [LNG0 + length * M_LNG, LAT0 + north * M_LAT]];
const plan = (over: Partial<PlanRoad> = {}): PlanRoad => ({ code: 'R1', name: '测试路', path: road(), tolerance: 15, passes: 1, threshold: 90, ...over });
/** A point `m` metres east and `north` metres north of the road's start, `i` minutes after T0. */
const at = (i: number, m: number, north = 0, speed = 10, water?: number): WorkPoint => ({ t: T0 + i * 60_000, lng: LNG0 + m * M_LNG, lat: LAT0 + north * M_LAT, speed, ...(water === undefined ? {} : { water }) });
const along = (from: number, to: number, north = 0, start = 0, speed = 10) => Array.from({ length: Math.abs(to - from) / 100 + 1 }, (_, k) => at(start + k, from + Math.sign(to - from) * k * 100, north, speed));
const window = { from: T0 - 3600_000, to: T0 + 6 * 3600_000 };
const rule = { signal: 'speed' as const, minSpeed: 3 };
const measure = (roads: PlanRoad[], track: WorkPoint[] | null, maxSpeed = 30) => measureShift({ roads, track, ...window, rule, maxSpeed });

describe('shift windows and plans', () => {
  it('puts a night shift 22:00–06:00 on the date it starts, ending the next morning', () => {
    const w = shiftWindow('2026-01-05', 'N');
    expect(new Date(w.from).toISOString()).toBe('2026-01-05T14:00:00.000Z');
    expect(new Date(w.to).toISOString()).toBe('2026-01-05T22:00:00.000Z');
    expect(shiftWindow('2026-01-05', 'D').to - shiftWindow('2026-01-05', 'D').from).toBe(8 * 3600_000);
  });

  it('works a plan every day, Monday to Saturday, or every other day, never outside its dates', () => {
    const p = { startDate: '2026-01-05', endDate: '2026-01-10' };
    expect(planned({ ...p, frequency: 'daily' }, '2026-01-04')).toBe(false);
    expect(planned({ ...p, frequency: 'daily' }, '2026-01-10')).toBe(true);
    expect(planned({ ...p, frequency: 'daily' }, '2026-01-11')).toBe(false);
    expect(planned({ ...p, frequency: 'workdays', endDate: null }, '2026-01-11')).toBe(false); // a Sunday
    expect(planned({ ...p, frequency: 'workdays' }, '2026-01-10')).toBe(true); // a Saturday
    expect([5, 6, 7, 8].map((d) => planned({ ...p, frequency: 'alternate' }, `2026-01-0${d}`))).toEqual([true, false, true, false]);
  });
});

describe('the vehicle\'s work rule and water', () => {
  it('counts a reading as working from the minimum speed on, and with the water signal only while the level falls', () => {
    const track = [at(0, 0, 0, 2.9, 5000), at(1, 100, 0, 3, 4980), at(2, 200, 0, 12, 4980), at(3, 300, 0, 12, 4950)];
    expect(workingPoints(track, rule).map((p) => p.speed)).toEqual([3, 12, 12]);
    expect(workingPoints(track, { signal: 'water', minSpeed: 3 }).map((p) => p.t)).toEqual([track[1]!.t, track[3]!.t]);
  });

  it('adds the water level\'s falls and leaves refills out; unknown without water readings', () => {
    expect(waterUsed([at(0, 0, 0, 5, 1000), at(1, 0, 0, 5, 800), at(2, 0, 0, 5, 8000), at(3, 0, 0, 5, 7900)])).toBe(300);
    expect(waterUsed([at(0, 0)])).toBeNull();
  });
});

describe('one shift measured from the track', () => {
  it('covers a road by a track running just inside the tolerance, and not just outside it (the exact line is kit\'s test)', () => {
    expect(measure([plan()], along(0, 1000, 14.9)).roads[0]).toMatchObject({ coverage: 100, completion: 100 });
    expect(measure([plan()], along(0, 1000, 15.1)).roads[0]).toMatchObject({ coverage: 0, completion: 0 });
  });

  it('counts half a road driven as about half (the tolerance reaches 15 m past the last reading), below the 90 % standard: a deviation', () => {
    const s = measure([plan()], along(0, 500));
    expect(s.roads[0]).toMatchObject({ coverage: 52, completion: 52 });
    expect(deviationsOf(s.roads[0]!, s)).toEqual(['low']);
    const full = measure([plan()], along(0, 1000));
    expect(deviationsOf(full.roads[0]!, full)).toEqual([]);
  });

  it('needs every pass: one pass of two covers the road but completes none of it; there and back completes it', () => {
    expect(measure([plan({ passes: 2 })], along(0, 1000)).roads[0]).toMatchObject({ coverage: 100, completion: 0 });
    const twice = [...along(0, 1000), ...along(1000, 0, 0, 11)];
    expect(measure([plan({ passes: 2 })], twice).roads[0]).toMatchObject({ coverage: 100, completion: 100 });
  });

  it('flags leaving the line after more than 5 minutes off every road, not after 5', () => {
    const off = (minutes: number) => [...along(0, 1000), ...Array.from({ length: minutes }, (_, k) => at(11 + k, 1000, 500)), at(11 + minutes, 1000)];
    expect(measure([plan()], off(5))).toMatchObject({ leftLine: false, offLineMinutes: 0 });
    expect(measure([plan()], off(6))).toMatchObject({ leftLine: true, offLineMinutes: 6 });
  });

  it('flags speeding over the job\'s maximum for 4 minutes or more, at the maximum itself not', () => {
    // `minutes` readings a minute apart at `speed`, then one at 10 km/h: an episode lasts until that one.
    const fast = (speed: number, minutes: number) => [...along(0, 500), ...Array.from({ length: minutes }, (_, k) => at(6 + k, 500 + k * 100, 0, speed)), at(6 + minutes, 1000, 0, 10)];
    expect(measure([plan()], fast(30, 5), 30)).toMatchObject({ sped: false, speedingMinutes: 0 });
    expect(measure([plan()], fast(31, 3), 30)).toMatchObject({ sped: false });
    expect(measure([plan()], fast(31, 4), 30)).toMatchObject({ sped: true, speedingMinutes: 4 });
  });

  it('measures empty running as (total km − working km) / total km', () => {
    // 1 km on the road, 500 m away from it and 500 m back: 2 km in all, 1 km working.
    const track = [...along(0, 1000), at(11, 1000, 500), at(12, 1000, 0, 0)];
    const s = measure([plan()], track);
    expect(s.totalKm).toBeCloseTo(2, 2);
    expect(s.workKm).toBeCloseTo(1, 2);
    expect(s.emptyRate).toBeCloseTo(50, 0);
  });

  it('leaves everything unknown without a device, and at 0 with a device that sent nothing in the shift', () => {
    const none = measure([plan()], null);
    expect(none).toMatchObject({ totalKm: null, emptyRate: null, maxSpeed: null, leftLine: false });
    expect(none.roads[0]).toMatchObject({ coverage: null, completion: null });
    expect(deviationsOf(none.roads[0]!, none)).toEqual([]);
    expect(measure([plan()], []).roads[0]).toMatchObject({ completion: 0 });
  });

  it('gives kit/road\'s own visits when asked only of the runs near the road', () => {
    const r = road(0, 3000);
    // Zigzags across the road and far away, with a gap longer than the rule joins.
    const track = Array.from({ length: 120 }, (_, i) => at(i < 60 ? i : i + 10, (i * 137) % 3200, ((i * 53) % 7) * 40 - 120, 12));
    expect(roadVisits(r, track, 20)).toEqual(roadCompletion(r, track, { tolerance: 20, step: STEP_M }).visits);
  });
});
