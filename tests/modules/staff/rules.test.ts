// The staff module's rules at their edges: the statutory retirement age under the 2025 reform, the
// employment relation a person may have, and the contract reminders (60/30/15/7/3 days, on expiry).
import { describe, expect, it } from 'vitest';
import { effectiveEnd, relationProblem, reminderOf, stageOf, type ContractPerson } from '../../../modules/staff/rules/contract';
import { addMonths, daysBetween, isDate } from '../../../modules/staff/rules/dates';
import { isRetired, retirementAge, retirementDate } from '../../../modules/staff/rules/retirement';

const labour = (over: Partial<ContractPerson> = {}): ContractPerson => ({
  relation: 'labour', birthDate: '1990-06-15', gender: '男', post: 'cleaner', contractStart: '2025-01-01', contractEnd: '2028-12-31', ...over,
});

describe('the statutory retirement age', () => {
  it('is 60 for a man born before 1965 and 50 or 55 for a woman born before the reform reaches her', () => {
    expect(retirementAge('1964-12-31', '男')).toEqual({ years: 60, months: 0, totalMonths: 720 });
    expect(retirementAge('1974-12-01', '女', 'cleaner')).toMatchObject({ years: 50, months: 0 });
    expect(retirementAge('1969-12-01', '女', 'clerk')).toMatchObject({ years: 55, months: 0 });
  });

  it('rises by a month for every 4 months of birth from January 1965 for men, up to 63', () => {
    expect(retirementAge('1965-01-10', '男')).toMatchObject({ years: 60, months: 1 });
    expect(retirementAge('1965-04-30', '男')).toMatchObject({ years: 60, months: 1 });
    expect(retirementAge('1965-05-01', '男')).toMatchObject({ years: 60, months: 2 });
    expect(retirementAge('1966-03-10', '男')).toMatchObject({ years: 60, months: 4 });
    expect(retirementAge('1976-08-01', '男')).toMatchObject({ years: 62, months: 11 });
    expect(retirementAge('1976-09-01', '男')).toMatchObject({ years: 63, months: 0 });
    expect(retirementAge('1990-01-01', '男')).toMatchObject({ years: 63, months: 0 });
  });

  it('rises by a month for every 2 months of birth from January 1975 for women in 50-year posts, up to 55', () => {
    expect(retirementAge('1975-01-01', '女', 'cleaner')).toMatchObject({ years: 50, months: 1 });
    expect(retirementAge('1975-03-01', '女', 'cleaner')).toMatchObject({ years: 50, months: 2 });
    expect(retirementAge('1984-12-01', '女', 'driver')).toMatchObject({ years: 55, months: 0 });
  });

  it('rises by a month for every 4 months of birth from January 1970 for women in 55-year posts (supervisors, clerks), up to 58', () => {
    expect(retirementAge('1970-01-01', '女', 'supervisor')).toMatchObject({ years: 55, months: 1 });
    expect(retirementAge('1981-09-01', '女', 'clerk')).toMatchObject({ years: 58, months: 0 });
  });

  it('is reached on the day of the birthday plus those years and months, and is past from that day on', () => {
    expect(retirementDate('1964-07-20', '男')).toBe('2024-07-20');
    expect(retirementDate('1965-01-10', '男')).toBe('2025-02-10');
    expect(isRetired('1964-07-20', '男', null, '2024-07-19')).toBe(false);
    expect(isRetired('1964-07-20', '男', null, '2024-07-20')).toBe(true);
  });

  it('for someone born on a leap day, falls on 29 February when that year has one and on the 28th otherwise', () => {
    expect(retirementDate('1964-02-29', '男')).toBe('2024-02-29');
    expect(retirementDate('1972-02-29', '女', 'cleaner')).toBe('2022-02-28');
    // 1976-02-29, a woman in a 50-year post: 50 years 7 months → 2026-09-29.
    expect(retirementDate('1976-02-29', '女', 'cleaner')).toBe('2026-09-29');
  });
});

describe('dates', () => {
  it('count calendar days across a leap day and month ends', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2027-12-31', '2028-02-29')).toBe(60);
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(isDate('2027-02-29')).toBe(false);
    expect(isDate('2028-02-29')).toBe(true);
  });
});

describe('the reminder stage', () => {
  it('is none at 61 days, the 60-day reminder at exactly 60 days and down to 31', () => {
    expect(stageOf(61)).toBeNull();
    expect(stageOf(60)).toEqual({ stage: 'd60', threshold: 60 });
    expect(stageOf(31)).toEqual({ stage: 'd60', threshold: 60 });
  });

  it('takes the smallest threshold not below the days left: 30, 15, 7, 3', () => {
    expect(stageOf(30)?.stage).toBe('d30');
    expect(stageOf(16)?.stage).toBe('d30');
    expect(stageOf(15)?.stage).toBe('d15');
    expect(stageOf(8)?.stage).toBe('d15');
    expect(stageOf(7)?.stage).toBe('d7');
    expect(stageOf(4)?.stage).toBe('d7');
    expect(stageOf(3)?.stage).toBe('d3');
    expect(stageOf(1)?.stage).toBe('d3');
  });

  it('is expired on the day of expiry (0 days left) and after it', () => {
    expect(stageOf(0)).toEqual({ stage: 'expired', threshold: 0 });
    expect(stageOf(-1)).toEqual({ stage: 'expired', threshold: 0 });
  });
});

describe('the contract reminder of a person', () => {
  it('is the 60-day reminder exactly 60 days before the end, counted across a leap day', () => {
    const p = labour({ contractEnd: '2028-02-29' });
    expect(reminderOf(p, '2027-12-31')).toEqual({ stage: 'd60', threshold: 60, daysLeft: 60, endDate: '2028-02-29', endReason: 'contract' });
    expect(reminderOf(p, '2027-12-30')).toBeNull();
  });

  it('says 0 days left and expired on the day of expiry, a leap day', () => {
    expect(reminderOf(labour({ contractEnd: '2028-02-29' }), '2028-02-29')).toMatchObject({ stage: 'expired', daysLeft: 0 });
    expect(reminderOf(labour({ contractEnd: '2028-02-29' }), '2028-03-01')).toMatchObject({ stage: 'expired', daysLeft: -1 });
  });

  it('counts a labour contract down to the statutory retirement age when that comes before its end', () => {
    // A man born 1966-03-10: 60 years 4 months → 2026-07-10, before the contract ends in 2027.
    const p = labour({ birthDate: '1966-03-10', contractStart: '2024-01-01', contractEnd: '2027-06-30' });
    expect(effectiveEnd(p)).toEqual({ endDate: '2026-07-10', endReason: 'retirement' });
    expect(reminderOf(p, '2026-06-10')).toMatchObject({ stage: 'd30', daysLeft: 30, endReason: 'retirement' });
  });

  it('counts an open-ended labour contract only to retirement, and a labour-service agreement to its end date', () => {
    const open = labour({ birthDate: '1966-03-10', contractStart: '2010-01-01', contractEnd: null });
    expect(reminderOf(open, '2026-07-03')).toMatchObject({ stage: 'd7', daysLeft: 7, endDate: '2026-07-10', endReason: 'retirement' });
    expect(reminderOf(labour({ contractEnd: null }), '2026-08-03')).toBeNull();
    const service: ContractPerson = { relation: 'service', birthDate: '1960-01-01', gender: '男', contractStart: '2026-01-01', contractEnd: '2026-12-31' };
    expect(reminderOf(service, '2026-12-28')).toMatchObject({ stage: 'd3', daysLeft: 3, endReason: 'contract' });
  });
});

describe('the employment relation a person may have', () => {
  it('allows a labour-service agreement only from the day the person reaches retirement age', () => {
    const service = (contractStart: string): ContractPerson => ({ relation: 'service', birthDate: '1964-07-20', gender: '男', contractStart, contractEnd: '2027-07-19' });
    expect(relationProblem(service('2024-07-19'))).toMatchObject({ key: 'staff.rule.serviceNotRetired', field: 'relation', params: { retire: '2024-07-20' } });
    expect(relationProblem(service('2024-07-20'))).toBeNull();
  });

  it('refuses a labour contract starting after the person reached retirement age', () => {
    expect(relationProblem(labour({ birthDate: '1970-05-01', gender: '女', post: 'cleaner', contractStart: '2026-01-01' }))).toMatchObject({ key: 'staff.rule.labourRetired' });
    expect(relationProblem(labour({ birthDate: '1970-05-01', gender: '女', post: 'clerk', contractStart: '2024-01-01' }))).toBeNull();
  });

  it('needs the dispatching company for dispatch, and an end date for every relation but a labour contract', () => {
    expect(relationProblem({ ...labour(), relation: 'dispatch', dispatchCompany: ' ' })).toMatchObject({ key: 'staff.rule.dispatchCompany' });
    expect(relationProblem({ ...labour(), relation: 'dispatch', dispatchCompany: '浙江外服劳务派遣有限公司' })).toBeNull();
    expect(relationProblem({ ...labour(), relation: 'dispatch', dispatchCompany: '某公司', contractEnd: null })).toMatchObject({ key: 'staff.rule.endRequired' });
    expect(relationProblem(labour({ contractEnd: null }))).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(relationProblem(labour({ contractStart: '2026-01-02', contractEnd: '2026-01-01' }))).toMatchObject({ key: 'staff.rule.endBeforeStart', field: 'contractEnd' });
  });
});
