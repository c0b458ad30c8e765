// The rules of 安全生产 at their edges (pure functions, no server): overdue against the deadline to the
// minute whatever the state, a major danger's path to closing, a pre-trip day without a check, a
// check's result from its four items, the driver's monthly safety score and its bands.
import { describe, expect, it } from 'vitest';
import { canClose, isOverdue, minutesLate, rectifyProblem } from '../../../modules/aqsc/rules/danger';
import { datesBetween, dayStatus, tripResult } from '../../../modules/aqsc/rules/preTrip';
import { deduction, safetyScore, scoreBand } from '../../../modules/aqsc/rules/score';

describe('overdue rectification', () => {
  const deadline = '2026-05-01 12:00:00';
  it('is overdue one minute past its deadline when not rectified', () => {
    expect(isOverdue(deadline, null, '2026-05-01 12:01:00')).toBe(true);
    expect(minutesLate(deadline, null, '2026-05-01 12:01:00')).toBe(1);
  });
  it('is in time exactly at the deadline', () => {
    expect(isOverdue(deadline, null, '2026-05-01 12:00:00')).toBe(false);
    expect(isOverdue(deadline, '2026-05-01 12:00:00', '2026-06-01 00:00:00')).toBe(false);
  });
  it('stays overdue after a late rectification, whatever happens later (accepted, closed)', () => {
    expect(isOverdue(deadline, '2026-05-01 12:01:00', '2030-01-01 00:00:00')).toBe(true);
  });
  it('is not overdue once rectified in time, however late it is now', () => {
    expect(isOverdue(deadline, '2026-04-30 09:00:00', '2030-01-01 00:00:00')).toBe(false);
  });
  it('is unknown without a deadline', () => {
    expect(isOverdue(null, null, '2026-05-01 12:01:00')).toBeNull();
    expect(minutesLate('', null, '2026-05-01 12:01:00')).toBeNull();
  });
});

describe('a major danger', () => {
  it('cannot report its rectification before it is listed for supervision', () => {
    expect(rectifyProblem({ level: 'major', supervisedAt: null }, 1)).toBe('aqsc.rule.majorNotListed');
    expect(rectifyProblem({ level: 'major', supervisedAt: '2026-05-01 10:00:00' }, 1)).toBeNull();
    expect(rectifyProblem({ level: 'general' }, 1)).toBeNull();
  });
  it('needs at least one photo of the rectification', () => {
    expect(rectifyProblem({ level: 'low' }, 0)).toBe('aqsc.rule.rectifyPhotos');
  });
  it('cannot close without acceptance: rectified is not enough', () => {
    expect(canClose({ state: 'rectified', acceptedAt: null })).toBe(false);
    expect(canClose({ state: 'supervised' })).toBe(false);
    expect(canClose({ state: 'accepted', acceptedAt: '2026-05-02 10:00:00' })).toBe(true);
  });
});

describe('pre-trip checks', () => {
  it('reads a day without a check as not checked, never a pass', () => {
    expect(dayStatus(undefined)).toBe('notChecked');
    expect(dayStatus({ result: null })).toBe('notChecked');
    expect(dayStatus({ result: 'pass' })).toBe('pass');
    expect(dayStatus({ result: 'fail' })).toBe('fail');
  });
  it('passes only when all four items are OK, fails on any fault, is unknown with an item left empty', () => {
    const ok = { lights: 'ok', brakes: 'ok', extinguisher: 'ok', bodyEquipment: 'ok' };
    expect(tripResult(ok)).toBe('pass');
    expect(tripResult({ ...ok, extinguisher: 'fault' })).toBe('fail');
    expect(tripResult({ ...ok, bodyEquipment: undefined })).toBeNull();
    expect(tripResult({ ...ok, bodyEquipment: undefined, brakes: 'fault' })).toBe('fail');
  });
  it('lists the days of a range with both ends, across a month end', () => {
    expect(datesBetween('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(datesBetween('2026-02-02', '2026-02-01')).toEqual([]);
  });
});

describe('driver safety score', () => {
  it('is 100 minus the weighted alarms of the month, never below 0', () => {
    expect(deduction({ fatigue: 1, phone: 1, distraction: 1, speeding: 1, smoking: 1 })).toBe(17);
    expect(safetyScore({ fatigue: 2, smoking: 1 }, true)).toBe(88);
    expect(safetyScore({ fatigue: 30 }, true)).toBe(0);
    expect(safetyScore({}, true)).toBe(100);
  });
  it('is unknown for a driver who did not drive that month, not 100', () => {
    expect(safetyScore({}, false)).toBeNull();
    expect(scoreBand(null)).toBeNull();
  });
  it('bands at 90, 80 and 60', () => {
    expect([90, 89, 80, 79, 60, 59].map(scoreBand)).toEqual(['excellent', 'good', 'good', 'fair', 'fair', 'poor']);
  });
});
