// The rules of 指挥调度 at their edges: fences (a position on the edge is inside), a job's progress from
// positions (a pass before acceptance starts nothing; a haul completes only when unloaded), deadlines and
// overdue (completed exactly at the deadline is on time; late stays overdue; open counts to now), quiet
// hours across midnight (start inside, end outside, release the next morning), templates.
import { describe, expect, it } from 'vitest';
import { inside, progress, LOAD_KG } from '../../../modules/ddzh/rules/fence';
import { deadlineOf, overdueMinutes, timeOf, timeText } from '../../../modules/ddzh/rules/overdue';
import { heldUntil } from '../../../modules/ddzh/rules/quiet';
import { reaches, render, unknownPlaceholders } from '../../../modules/ddzh/rules/template';
import { distanceMetres, type LngLat } from '../../../kit/geo';

const O: LngLat = [120.16, 30.27];
const D: LngLat = [120.2, 30.3];
/** A point `m` metres north of `p`. */
const north = (p: LngLat, m: number): LngLat => [p[0], p[1] + m / 111_195];
const at = (t: number, p: LngLat, weight?: number) => ({ t, lng: p[0], lat: p[1], weight });

describe('fences', () => {
  it('counts a position exactly on the edge as inside and one a metre beyond as outside', () => {
    const edge = north(O, 200);
    const r = distanceMetres(edge, O);
    expect(inside(edge, { at: O, radius: r })).toBe(true);
    expect(inside(north(O, 201), { at: O, radius: r })).toBe(false);
  });
});

describe('a job’s progress from positions', () => {
  const fo = { at: O, radius: 200 };
  const fd = { at: D, radius: 300 };
  it('starts nothing for a vehicle that passed the origin before acceptance', () => {
    const p = progress([at(1000, O), at(2000, north(O, 900)), at(5000, north(O, 1500))], 3000, fo, fd, false);
    expect(p.started).toBeNull();
    expect(p.events).toEqual([]);
  });
  it('counts a position taken at the very moment of acceptance', () => {
    expect(progress([at(3000, O)], 3000, fo, fd, false).started).toBe(3000);
  });
  it('goes arrived → left → arrived at destination and is done there for a job that carries nothing', () => {
    const p = progress([at(10, O), at(20, north(O, 500)), at(30, D)], 0, fo, fd, false);
    expect(p.events.map((e) => e.event)).toEqual(['arrived', 'left', 'arrivedDest']);
    expect([p.started, p.done]).toEqual([10, 30]);
  });
  it('completes a haul only when the weight falls by the load at the destination', () => {
    const w = [at(10, O, 1000), at(15, O, 1000 + LOAD_KG), at(20, north(O, 500), 1100), at(30, D, 1100)];
    const carried = progress(w, 0, fo, fd, true);
    expect(carried.events.map((e) => e.event)).toEqual(['arrived', 'loaded', 'left', 'arrivedDest']);
    expect(carried.done).toBeNull();
    const unloaded = progress([...w, at(40, D, 1100 - LOAD_KG + 1), at(50, D, 1100 - LOAD_KG)], 0, fo, fd, true);
    expect(unloaded.done).toBe(50);
    expect(unloaded.events.at(-1)!.event).toBe('unloaded');
  });
  it('does not take the destination for reached before leaving the origin', () => {
    const p = progress([at(10, D), at(20, O)], 0, fo, fd, false);
    expect(p.events.map((e) => e.event)).toEqual(['arrived']);
  });
});

describe('deadlines and overdue', () => {
  const dispatched = '2026-11-28 10:00:00';
  it('adds the chosen limit to the dispatch time, or takes the time given', () => {
    expect(deadlineOf(dispatched, '30', null)).toBe('2026-11-28 10:30:00');
    expect(deadlineOf(dispatched, '120', null)).toBe('2026-11-28 12:00:00');
    expect(deadlineOf(dispatched, 'time', '2026-11-28 15:00')).toBe('2026-11-28 15:00:00');
    expect(deadlineOf(dispatched, 'time', null)).toBeNull();
  });
  it('is on time when completed exactly at the deadline, overdue a minute later, and stays overdue once completed late', () => {
    const deadline = '2026-11-28 10:30:00';
    const later = timeOf('2026-11-28 18:00:00')!;
    expect(overdueMinutes(deadline, '2026-11-28 10:30:00', later)).toBe(0);
    expect(overdueMinutes(deadline, '2026-11-28 10:31:00', later)).toBe(1);
    expect(overdueMinutes(deadline, '2026-11-28 10:30:59', later)).toBe(0);
  });
  it('counts an open job to now, and knows nothing without a deadline', () => {
    expect(overdueMinutes('2026-11-28 10:30:00', null, timeOf('2026-11-28 11:15:00')!)).toBe(45);
    expect(overdueMinutes('2026-11-28 10:30:00', null, timeOf('2026-11-28 10:00:00')!)).toBe(0);
    expect(overdueMinutes(null, null, Date.now())).toBeNull();
  });
});

describe('quiet hours across midnight', () => {
  const t = (s: string) => timeOf(s)!;
  it('holds an alarm at the start of the quiet hours until the next morning’s release', () => {
    expect(timeText(heldUntil(t('2026-11-28 22:00:00'), '22:00', '06:00', '07:30')!)).toBe('2026-11-29 07:30:00');
    expect(timeText(heldUntil(t('2026-11-29 03:10:00'), '22:00', '06:00', '07:30')!)).toBe('2026-11-29 07:30:00');
  });
  it('sends at once just before the start and at the end', () => {
    expect(heldUntil(t('2026-11-28 21:59:59'), '22:00', '06:00', '07:30')).toBeNull();
    expect(heldUntil(t('2026-11-29 06:00:00'), '22:00', '06:00', '07:30')).toBeNull();
  });
  it('works for quiet hours within one day, and ignores a bad time', () => {
    expect(timeText(heldUntil(t('2026-11-28 12:30:00'), '12:00', '14:00', '14:00')!)).toBe('2026-11-28 14:00:00');
    expect(heldUntil(t('2026-11-28 12:30:00'), '25:00', '14:00', '14:00')).toBeNull();
  });
});

describe('message templates', () => {
  it('fills the placeholders, unknown values read "--", unknown placeholders are named', () => {
    expect(render('{type}：{object}（{place}）{value}', { type: '公厕告警', object: 'T-101', place: null, value: 3.2 })).toBe('公厕告警：T-101（--）3.2');
    expect(unknownPlaceholders('{type} {foo} {}')).toEqual(['foo', '']);
  });
  it('lets an alarm through when its value reaches the threshold, or either is unknown', () => {
    expect([reaches(90, 90), reaches(89.9, 90), reaches(null, 90), reaches(5, null)]).toEqual([true, false, true, true]);
  });
});
