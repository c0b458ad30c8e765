// 合同项目's rules at their edges: money in fen, the price in force over a month (an adjustment
// effective mid-month), deductions larger than the amount, reminders on exactly 60 and 7 days, payments.
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../../modules/htxm/rules/dates';
import { assessmentDeductionFen, netOf } from '../../../modules/htxm/rules/deductions';
import { divRound, sumFen, toFen, toYuan, yuanText } from '../../../modules/htxm/rules/money';
import { lineAmountFen, priceOn, priceParts } from '../../../modules/htxm/rules/prices';
import { paymentState, reminderOf, stageOf } from '../../../modules/htxm/rules/reminders';

describe('money in fen', () => {
  it('adds 0.1 + 0.2 yuan to exactly 0.30 (30 fen), where floats give 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toFen(0.1) + toFen(0.2)).toBe(30);
    expect(toYuan(toFen(0.1) + toFen(0.2))).toBe(0.3);
    expect(yuanText(sumFen([toFen(0.1), toFen(0.2)]))).toBe('0.30');
  });

  it('reads amounts whose floats sit just below the fen (1.005, 8.675, 19.99 × 100) as typed', () => {
    expect(toFen(1.005)).toBe(101);
    expect(toFen(8.675)).toBe(868);
    expect(toFen(19.99)).toBe(1999);
    expect(toFen('1234567.89')).toBe(123456789);
  });

  it('sums ten thousand 0.01 yuan lines to exactly 100.00', () => {
    expect(toYuan(sumFen(Array.from({ length: 10_000 }, () => toFen(0.01))))).toBe(100);
  });

  it('rounds a division half away from zero, once', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
  });

  it('writes fen with thousands separators and two decimals', () => {
    expect(yuanText(106294207)).toBe('1,062,942.07');
    expect(yuanText(5)).toBe('0.05');
  });
});

describe('the price in force over a month', () => {
  const adjust = [{ effectiveDate: '2026-11-15', newPrice: 19.2 }];

  it('takes the latest adjustment effective on or before the day, else the starting price', () => {
    expect(priceOn(18, adjust, '2026-11-14')).toBe(1800);
    expect(priceOn(18, adjust, '2026-11-15')).toBe(1920);
    expect(priceOn(18, [...adjust, { effectiveDate: '2026-12-01', newPrice: 20 }], '2026-12-31')).toBe(2000);
  });

  it('splits a month at an adjustment effective mid-month: 14 days at the old price, 16 at the new', () => {
    expect(priceParts(18, adjust, '2026-11', '2026-01-01', '2027-12-31')).toEqual([
      { from: '2026-11-01', to: '2026-11-14', days: 14, priceFen: 1800 },
      { from: '2026-11-15', to: '2026-11-30', days: 16, priceFen: 1920 },
    ]);
    // 100 000 m² at 18 → 19.20 yuan per m² a year: (14 × 18 + 16 × 19.2) / 30 / 12 × 100 000 = 155 333.33 yuan
    expect(lineAmountFen(100_000, 'm2Year', priceParts(18, adjust, '2026-11', '2026-01-01', '2027-12-31'), '2026-11')).toBe(15_533_333);
  });

  it('pays the whole month at one price when the adjustment takes effect on the 1st', () => {
    const parts = priceParts(18, [{ effectiveDate: '2026-11-01', newPrice: 19.2 }], '2026-11', '2026-01-01', '2027-12-31');
    expect(parts).toEqual([{ from: '2026-11-01', to: '2026-11-30', days: 30, priceFen: 1920 }]);
    expect(lineAmountFen(120, 'm2Year', parts, '2026-11')).toBe(19_200); // 120 m² × 19.20 / 12 = 192.00
  });

  it('pays only the days inside the contract period, and nothing for a month outside it', () => {
    const parts = priceParts(3200, [], '2026-02', '2026-02-11', '2027-01-31');
    expect(parts).toEqual([{ from: '2026-02-11', to: '2026-02-28', days: 18, priceFen: 320_000 }]);
    expect(lineAmountFen(24, 'toiletMonth', parts, '2026-02')).toBe(Math.round((24 * 320_000 * 18) / daysInMonth('2026-02')));
    expect(priceParts(3200, [], '2027-02', '2026-02-11', '2027-01-31')).toEqual([]);
  });

  it('pays tonnes to the kilogram without float drift (2 412.345 t × 98.50 yuan)', () => {
    const parts = priceParts(98.5, [], '2026-10', '2026-01-01', '2026-12-31');
    expect(lineAmountFen(2412.345, 'tonne', parts, '2026-10')).toBe(23_761_598); // 237 615.98 yuan (…5.9825 rounded once)
    expect(lineAmountFen(0.1, 'tonne', parts, '2026-10') + lineAmountFen(0.2, 'tonne', parts, '2026-10')).toBe(lineAmountFen(0.3, 'tonne', parts, '2026-10'));
  });
});

describe('deductions', () => {
  it('deducts nothing at 90 and above, 1 % per point below (85 → 5 %, 72.5 → 17.5 %)', () => {
    expect(assessmentDeductionFen(1_000_000, 90)).toBe(0);
    expect(assessmentDeductionFen(1_000_000, 95)).toBe(0);
    expect(assessmentDeductionFen(1_000_000, 89.9)).toBe(1_000);
    expect(assessmentDeductionFen(1_000_000, 85)).toBe(50_000);
    expect(assessmentDeductionFen(1_000_000, 72.5)).toBe(175_000);
    expect(assessmentDeductionFen(1_000_000, null)).toBe(0);
  });

  it('leaves 0 to pay when the deductions are larger than the amount, and shows the excess', () => {
    expect(netOf(50_000, 80_000)).toEqual({ netFen: 0, excessFen: 30_000 });
    expect(netOf(50_000, 50_000)).toEqual({ netFen: 0, excessFen: 0 });
    expect(netOf(50_000, 1)).toEqual({ netFen: 49_999, excessFen: 0 });
  });
});

describe('expiry and renewal reminders', () => {
  it('reminds on exactly 60 days left and not on 61', () => {
    expect(reminderOf('2027-01-27', '2026-11-28', false)).toEqual({ stage: 'd60', daysLeft: 60 });
    expect(reminderOf('2027-01-28', '2026-11-28', false)).toBeNull();
  });

  it('is at 7 days on exactly 7 days left, at 15 on 8', () => {
    expect(reminderOf('2026-12-05', '2026-11-28', false)).toEqual({ stage: 'd7', daysLeft: 7 });
    expect(stageOf(8)).toBe('d15');
    expect(stageOf(30)).toBe('d30');
    expect(stageOf(31)).toBe('d60');
    expect(stageOf(1)).toBe('d7');
  });

  it('is expired on the end day and after it, and silent once the contract is renewed', () => {
    expect(reminderOf('2026-11-28', '2026-11-28', false)).toEqual({ stage: 'expired', daysLeft: 0 });
    expect(reminderOf('2026-11-01', '2026-11-28', false)?.stage).toBe('expired');
    expect(reminderOf('2026-12-05', '2026-11-28', true)).toBeNull();
  });
});

describe('payments', () => {
  it('is due up to the due date, overdue the day after, paid late when paid after it', () => {
    expect(paymentState('2026-11-28', null, '2026-11-28')).toEqual({ status: 'due', overdueDays: 0 });
    expect(paymentState('2026-11-27', null, '2026-11-28')).toEqual({ status: 'overdue', overdueDays: 1 });
    expect(paymentState('2026-11-20', '2026-11-20', '2026-11-28')).toEqual({ status: 'paid', overdueDays: 0 });
    expect(paymentState('2026-11-20', '2026-11-29', '2026-11-30')).toEqual({ status: 'paidLate', overdueDays: 9 });
    expect(paymentState(null, null, '2026-11-28')).toEqual({ status: 'unknown', overdueDays: null });
  });
});
