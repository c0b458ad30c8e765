// The attendance rules (modules/rykq/rules/attendance.ts) at their edges: a shift across midnight,
// punches exactly at each threshold, leave covering part of a shift, a forgotten punch, corrections,
// overtime and its caps, the monthly columns.
import { describe, expect, it } from 'vitest';
import { dayResult, layShift, monthSummary, personDays, scheduled, stampOf, type Group, type Shift } from '../../../modules/rykq/rules/attendance';

const DAYSHIFT: Shift = { code: 'D', pairs: [{ on: '08:00', off: '17:00' }], late: 5, seriousLate: 30, missingLate: 60, early: 5, missingEarly: 60, earliest: 120, latest: 240 };
const NIGHT: Shift = { ...DAYSHIFT, code: 'N', pairs: [{ on: '22:00', off: '06:00' }] };
const SPLIT: Shift = { ...DAYSHIFT, code: 'S', pairs: [{ on: '05:00', off: '09:00' }, { on: '14:00', off: '18:00' }] };
const shifts = new Map([DAYSHIFT, NIGHT, SPLIT].map((s) => [s.code, s]));
const m = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10), +s.slice(11, 13), +s.slice(14, 16), +(s.slice(17, 19) || 0)) / 60_000;
const day = (date: string, shift: Shift | null, punches: string[], extra: Partial<Parameters<typeof dayResult>[0]> = {}) => dayResult({ date, shift, punches: punches.map(m), ...extra });

describe('a shift across midnight', () => {
  it('lays 22:00–06:00 over two calendar days and keeps it one day of work', () => {
    const [p] = layShift(NIGHT, '2026-11-02');
    expect(stampOf(p!.on)).toBe('2026-11-02 22:00:00');
    expect(stampOf(p!.off)).toBe('2026-11-03 06:00:00');
  });

  it('gives the 06:00 punch of the next morning to the shift of the evening before', () => {
    const rota: Group = { kind: 'rota', workDays: [], rota: ['N', 'N', 'R'], rotaStart: '2026-11-02' };
    const days = personDays({ dates: ['2026-11-02', '2026-11-03', '2026-11-04'], group: rota, shifts,
      punches: ['2026-11-02 21:50:00', '2026-11-03 06:02:00', '2026-11-03 21:58:00', '2026-11-04 06:00:00'] });
    expect(days.map((d) => d.status)).toEqual(['normal', 'normal', 'rest']);
    expect(days[0]!.workedMinutes).toBe(480);
    expect(days[1]!.lastPunch).toBe('2026-11-04 06:00:00');
    expect(days[2]!.worked).toBe(false);
  });

  it('counts a night shift whose morning punch is missing as one missing punch, not an absence the next day', () => {
    const rota: Group = { kind: 'rota', workDays: [], rota: ['N', 'R'], rotaStart: '2026-11-02' };
    const days = personDays({ dates: ['2026-11-02', '2026-11-03'], group: rota, shifts, punches: ['2026-11-02 22:00:00'] });
    expect(days[0]).toMatchObject({ status: 'missing', missingCount: 1 });
    expect(days[1]!.status).toBe('rest');
  });
});

describe('punches at the thresholds', () => {
  it('treats lateness of exactly the grace minutes as on time and one minute more as late', () => {
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:05:59', '2026-11-02 17:00:00']).status).toBe('normal');
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:06:00', '2026-11-02 17:00:00'])).toMatchObject({ status: 'late', lateCount: 1, lateMinutes: 6 });
  });

  it('is late (not seriously) at exactly 30 minutes, seriously late at 31, missing past 60', () => {
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:30:00', '2026-11-02 17:00:00']).status).toBe('late');
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:31:00', '2026-11-02 17:00:00'])).toMatchObject({ status: 'seriousLate', seriousLateCount: 1, lateCount: 1 });
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 09:00:00', '2026-11-02 17:00:00']).status).toBe('seriousLate');
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 09:01:00', '2026-11-02 17:00:00'])).toMatchObject({ status: 'missing', missingCount: 1, lateCount: 0 });
  });

  it('leaving exactly 5 minutes early is on time, 6 is early, more than 60 a missing punch', () => {
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 07:55:00', '2026-11-02 16:55:00']).status).toBe('normal');
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 07:55:00', '2026-11-02 16:54:00'])).toMatchObject({ status: 'early', earlyMinutes: 6 });
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 07:55:00', '2026-11-02 15:59:00']).status).toBe('missing');
  });

  it('accepts a punch exactly at the earliest window and none a minute before', () => {
    const rota: Group = { kind: 'fixed', workDays: [1, 2, 3, 4, 5, 6, 7], shift: 'D' };
    const at = personDays({ dates: ['2026-11-02'], group: rota, shifts, punches: ['2026-11-02 06:00:00', '2026-11-02 17:00:00'] });
    expect(at[0]!.status).toBe('normal');
    const before = personDays({ dates: ['2026-11-02'], group: rota, shifts, punches: ['2026-11-02 05:59:00', '2026-11-02 17:00:00'] });
    expect(before[0]!.status).toBe('missing');
  });
});

describe('leave covering part of a shift', () => {
  it('moves the on time to the end of a morning leave and counts the leave minutes by type', () => {
    const r = day('2026-11-02', DAYSHIFT, ['2026-11-02 11:58:00', '2026-11-02 17:01:00'], { leaves: [{ type: 'personal', start: '2026-11-02 08:00:00', end: '2026-11-02 12:00:00' }] });
    expect(r).toMatchObject({ status: 'normal', lateCount: 0, leaveMinutes: { personal: 240 } });
    const late = day('2026-11-02', DAYSHIFT, ['2026-11-02 12:20:00', '2026-11-02 17:01:00'], { leaves: [{ type: 'personal', start: '2026-11-02 08:00:00', end: '2026-11-02 12:00:00' }] });
    expect(late).toMatchObject({ status: 'late', lateMinutes: 20 });
  });

  it('excuses an afternoon left on sick leave from the off punch', () => {
    const r = day('2026-11-02', DAYSHIFT, ['2026-11-02 08:00:00', '2026-11-02 13:00:00'], { leaves: [{ type: 'sick', start: '2026-11-02 13:00:00', end: '2026-11-02 17:00:00' }] });
    expect(r).toMatchObject({ status: 'normal', missingCount: 0, leaveMinutes: { sick: 240 } });
  });

  it('makes a day wholly on leave a leave day of its type, and field work a worked day', () => {
    expect(day('2026-11-02', DAYSHIFT, [], { leaves: [{ type: 'annual', start: '2026-11-02 00:00:00', end: '2026-11-03 00:00:00' }] })).toMatchObject({ status: 'leave', leaveType: 'annual', worked: false });
    expect(day('2026-11-02', DAYSHIFT, [], { leaves: [{ type: 'field', start: '2026-11-02 08:00:00', end: '2026-11-02 17:00:00' }] })).toMatchObject({ status: 'field', worked: true });
  });

  it('needs punches for the half of a split shift not on leave', () => {
    const r = day('2026-11-02', SPLIT, ['2026-11-02 13:55:00', '2026-11-02 18:00:00'], { leaves: [{ type: 'personal', start: '2026-11-02 05:00:00', end: '2026-11-02 09:00:00' }] });
    expect(r).toMatchObject({ status: 'normal', leaveMinutes: { personal: 240 } });
  });
});

describe('a forgotten punch, an absence and corrections', () => {
  it('counts a forgotten off punch as one missing punch and no punches at all as absent', () => {
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 07:58:00'])).toMatchObject({ status: 'missing', missingCount: 1, worked: true });
    expect(day('2026-11-02', DAYSHIFT, [])).toMatchObject({ status: 'absent', missingCount: 0, worked: false });
  });

  it('takes a manager\'s added punch with its reason, and a "normal" correction overrides lateness', () => {
    const added = day('2026-11-02', DAYSHIFT, ['2026-11-02 07:58:00'], { corrections: [{ date: '2026-11-02', kind: 'punch', at: '2026-11-02 17:00:00', reason: '工牌没电，班长证明' }] });
    expect(added).toMatchObject({ status: 'normal', corrected: '工牌没电，班长证明' });
    const normal = day('2026-11-02', DAYSHIFT, ['2026-11-02 08:40:00', '2026-11-02 17:00:00'], { corrections: [{ date: '2026-11-02', kind: 'normal', reason: '公交事故证明' }] });
    expect(normal).toMatchObject({ status: 'normal', lateCount: 0, corrected: '公交事故证明' });
  });
});

describe('overtime', () => {
  it('counts workday overtime from 30 minutes after the off time and flags more than 3 h', () => {
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:00:00', '2026-11-02 17:29:00']).overtimeMinutes).toBe(0);
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:00:00', '2026-11-02 17:30:00'])).toMatchObject({ overtimeMinutes: 30, overtimeKind: 'workday', overtimeFlag: false });
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:00:00', '2026-11-02 20:00:00'])).toMatchObject({ overtimeMinutes: 180, overtimeFlag: false });
    expect(day('2026-11-02', DAYSHIFT, ['2026-11-02 08:00:00', '2026-11-02 20:01:00'])).toMatchObject({ overtimeMinutes: 181, overtimeFlag: true });
  });

  it('counts all work on a rest day or holiday as overtime of that kind', () => {
    expect(day('2026-11-01', null, ['2026-11-01 08:00:00', '2026-11-01 12:00:00'])).toMatchObject({ status: 'rest', overtimeMinutes: 240, overtimeKind: 'restday', due: false });
    expect(day('2026-10-01', DAYSHIFT, ['2026-10-01 08:00:00', '2026-10-01 12:00:00'], { holiday: true })).toMatchObject({ overtimeKind: 'holiday', due: false });
  });

  it('sums a month with the payroll columns, pay factors and the 36 h cap', () => {
    const g: Group = { kind: 'fixed', workDays: [1, 2, 3, 4, 5], shift: 'D' };
    const dates = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const punches = dates.flatMap((d) => (scheduled(g, d) ? [`${d} 07:55:00`, `${d} 19:00:00`] : [`${d} 08:00:00`, `${d} 12:00:00`]));
    const s = monthSummary(personDays({ dates, group: g, shifts, punches, holidays: new Set(['2026-11-30']) }));
    expect(s.daysDue).toBe(20);
    expect(s.daysWorked).toBe(20);
    expect(s.overtimeWorkday).toBe(40);
    expect(s.overtimeRestday).toBe(36);
    expect(s.overtimeHoliday).toBe(11.1);
    expect(s.overtimePayHours).toBe(165.3);
    expect(s.overtimeMonthOverCap).toBe(true);
  });
});
