// The road-cleaning module's own rules around kit/road: shift windows in China time (a night shift is
// the day it starts), weekday lines, the roads a job covers, and a job's result (running while the shift
// lasts, unknown without a track, below when a road is under 90 %).
import { describe, expect, it } from 'vitest';
import { chinaDate, jobRoads, measure, shiftWindow, worksOn, type Plan } from '../../../modules/dlbj/server/model';

const HOUR = 3600_000;
const at = (x: number): [number, number] => [120.3 + x / 96_000, 30.3];
const plan: Plan = {
  roads: new Map([
    ['A', { code: 'A', name: '甲路', path: [at(0), at(1000)], length: 1000, tolerance: 10, grade: '1', passes: { sweep: 1, wash: 1, dust: 1 } }],
    ['B', { code: 'B', name: '乙路', path: [at(1000), at(2000)], length: 1000, tolerance: 10, grade: '3', passes: { sweep: 1, wash: 0, dust: 1 } }],
  ]),
  lines: [],
  shifts: new Map([[1, { id: 1, name: '夜班', start: '22:00', end: '00:30' }]]),
  pointers: new Map(),
};
const line = { id: 1, name: '测试线', job: 'sweep' as const, roads: ['A', 'B'], pointerId: 1, shiftId: 1, frequency: 'daily', maxSpeed: 15, offLineMinutes: 5 };

describe('shift windows and dates', () => {
  it('puts a shift across midnight on the day it starts, in China time', () => {
    const w = shiftWindow('2026-11-20', '22:00', '00:30');
    expect(new Date(w.from).toISOString()).toBe('2026-11-20T14:00:00.000Z');
    expect(w.to - w.from).toBe(2.5 * HOUR);
    expect(shiftWindow('2026-11-20', '05:00', '07:30').to - shiftWindow('2026-11-20', '05:00', '07:30').from).toBe(2.5 * HOUR);
    expect(chinaDate(Date.parse('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
  });

  it('works a weekday line Monday to Friday only', () => {
    expect(worksOn('workdays', '2026-11-21')).toBe(false); // Saturday
    expect(worksOn('workdays', '2026-11-23')).toBe(true);
    expect(worksOn('daily', '2026-11-22')).toBe(true);
  });
});

describe('a job measured', () => {
  const { from, to } = shiftWindow('2026-11-20', '22:00', '00:30');
  const track = Array.from({ length: 11 }, (_, i) => ({ t: from + i * 60_000, lng: at(i * 100)[0], lat: 30.3, speed: 6 }));

  it('leaves out the roads whose passes for the job are 0', () => {
    expect(jobRoads(plan, { ...line, job: 'wash' }).map((r) => r.code)).toEqual(['A']);
    expect(jobRoads(plan, line).map((r) => r.code)).toEqual(['A', 'B']);
  });

  it('is below target when a road is under 90 %, weighting the line by length', () => {
    const m = measure(plan, line, '2026-11-20', track, to + 1);
    expect(m.roads.map((r) => r.completion)).toEqual([1, expect.closeTo(0.005, 2)]);
    expect(m.completion).toBeCloseTo(0.5025, 2);
    expect(m.stateOf('track')).toBe('below');
    expect(m.emptyRate).toBe(0);
  });

  it('is running while the shift lasts, and unknown without a track once it is over', () => {
    expect(measure(plan, line, '2026-11-20', track, to - 1).stateOf('track')).toBe('running');
    const none = measure(plan, line, '2026-11-20', null, to + 1);
    expect(none.completion).toBeNull();
    expect(none.emptyRate).toBeNull();
    expect(none.stateOf(null)).toBe('unknown');
  });
});
