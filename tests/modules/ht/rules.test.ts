// The rules of 审批中心 at their edges (modules/ht/rules/overtime.ts, server/health.ts): the kind of day
// and its pay factor, the 3 h and 36 h caps (exactly at a cap is not beyond it), leave hours per
// calendar day, overtime across midnight, a month's summary with leave across months.
import { describe, expect, it } from 'vitest';
import { checkStatusOf } from '../../../modules/ht/server/health';
import { dayKindOf, hoursBetween, leaveHours, monthSummaries, overtimeLines, PAY_FACTOR, timesProblem } from '../../../modules/ht/rules/overtime';

const ot = (id: number, personId: number, start: string, hours: number) => {
  const end = new Date(Date.parse(`${start.replace(' ', 'T')}Z`) + hours * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
  return { id, personId, start, end, hours };
};

describe('kind of day and pay factor', () => {
  it('reads a statutory holiday as a holiday, a Saturday or Sunday as a rest day, other days as workdays', () => {
    expect(dayKindOf('2026-10-01')).toBe('holiday');
    expect(dayKindOf('2026-10-04')).toBe('restDay'); // a Sunday inside the National Day break
    expect(dayKindOf('2026-11-28')).toBe('restDay'); // Saturday
    expect(dayKindOf('2026-11-27')).toBe('workday'); // Friday
  });
  it('pays 150 % on workdays, 200 % on rest days and 300 % on holidays', () => {
    expect(PAY_FACTOR).toEqual({ workday: 150, restDay: 200, holiday: 300 });
    const [w, r, h] = overtimeLines([ot(1, 1, '2026-11-27 17:30:00', 2), ot(2, 2, '2026-11-28 08:00:00', 2), ot(3, 3, '2026-10-01 08:00:00', 2)]);
    expect([w!.payHours, r!.payHours, h!.payHours]).toEqual([3, 4, 6]);
  });
});

describe('durations', () => {
  it('counts overtime across midnight on the day it starts', () => {
    expect(hoursBetween('2026-11-02 22:00:00', '2026-11-03 01:30:00')).toBe(3.5);
    expect(overtimeLines([ot(1, 1, '2026-11-02 22:00:00', 3.5)])[0]!.workDate).toBe('2026-11-02');
  });
  it('counts leave per calendar day at most 8 h: half a day 4 h, two whole days 16 h, a night 22:00–06:00 as 2 h + 6 h', () => {
    expect(leaveHours('2026-11-02 08:00:00', '2026-11-02 12:00:00')).toBe(4);
    expect(leaveHours('2026-11-02 08:00:00', '2026-11-03 17:00:00')).toBe(16);
    expect(leaveHours('2026-11-02 22:00:00', '2026-11-03 06:00:00')).toBe(8);
    expect(leaveHours('2026-11-02 08:00:00', '2026-11-02 08:00:00')).toBe(0);
  });
  it('refuses an end not after the start, overtime over 12 h and leave over 31 days; exactly 12 h is allowed', () => {
    expect(timesProblem('overtime', '2026-11-02 18:00:00', '2026-11-02 18:00:00')).toBe('ht.rule.endAfterStart');
    expect(timesProblem('overtime', '2026-11-02 18:00:00', '2026-11-03 06:00:00')).toBeNull();
    expect(timesProblem('overtime', '2026-11-02 18:00:00', '2026-11-03 06:01:00')).toBe('ht.rule.overtimeTooLong');
    expect(timesProblem('leave', '2026-11-01 00:00:00', '2026-12-03 00:00:00')).toBe('ht.rule.leaveTooLong');
    expect(timesProblem('leave', '2026-11-31 08:00:00', '2026-12-01 08:00:00')).toBe('ht.rule.timesRequired');
  });
});

describe('the legal caps', () => {
  it('flags a day beyond 3 h, summing the day\'s items, and not a day of exactly 3 h', () => {
    const lines = overtimeLines([ot(1, 1, '2026-11-02 17:30:00', 3), ot(2, 2, '2026-11-02 17:30:00', 2), ot(3, 2, '2026-11-02 21:00:00', 1.5)]);
    expect(lines.map((l) => [l.dayTotal, l.overDailyCap])).toEqual([[3, false], [3.5, true], [3.5, true]]);
  });
  it('flags a month beyond 36 h and not one of exactly 36 h', () => {
    const twelve = (personId: number, hours: number) => Array.from({ length: 12 }, (_, i) => ot(personId * 100 + i, personId, `2026-11-${String(i + 2).padStart(2, '0')} 18:00:00`, hours));
    const lines = overtimeLines([...twelve(1, 3), ...twelve(2, 3.1)]);
    expect(lines.find((l) => l.personId === 1)).toMatchObject({ monthTotal: 36, overMonthlyCap: false });
    expect(lines.find((l) => l.personId === 2)).toMatchObject({ monthTotal: 37.2, overMonthlyCap: true });
  });
});

describe('a month\'s summary', () => {
  it('splits overtime by kind of day, counts days over 3 h once, and takes only the part of a leave inside the month', () => {
    const [s] = monthSummaries(
      '2026-11',
      [ot(1, 7, '2026-11-27 17:30:00', 2), ot(2, 7, '2026-11-27 20:00:00', 2), ot(3, 7, '2026-11-28 08:00:00', 1), ot(4, 7, '2026-10-01 08:00:00', 4)],
      [{ personId: 7, leaveType: 'sick', start: '2026-10-31 08:00:00', end: '2026-11-02 17:00:00' }, { personId: 7, leaveType: 'annual', start: '2026-11-10 08:00:00', end: '2026-11-10 12:00:00' }],
    );
    expect(s).toMatchObject({ overtimeWorkday: 4, overtimeRestDay: 1, overtimeHoliday: 0, overtimeTotal: 5, payHours: 8, daysOverDailyCap: 1, overMonthlyCap: false, leaveTotal: 20 });
    expect(s!.leave).toMatchObject({ sick: 16, annual: 4 });
  });
});

describe('health report status', () => {
  it('is overdue after the next check date, due soon within 30 days (the 30th day included), valid beyond', () => {
    expect(checkStatusOf('2026-11-27', '2026-11-28')).toBe('overdue');
    expect(checkStatusOf('2026-11-28', '2026-11-28')).toBe('dueSoon');
    expect(checkStatusOf('2026-12-28', '2026-11-28')).toBe('dueSoon');
    expect(checkStatusOf('2026-12-29', '2026-11-28')).toBe('valid');
    expect(checkStatusOf('', '2026-11-28')).toBeNull();
  });
});
