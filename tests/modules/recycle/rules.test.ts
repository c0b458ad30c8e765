// The rules of 再生资源监管 at their edges: a site's stock and what may leave it, a record's figures
// from its lines, the statistics' periods and ranges.
import { describe, expect, it } from 'vitest';
import { isPeriod, periodOf, periodsBetween, rangeOf } from '../../../modules/recycle/rules/periods';
import { shortfall, stockOf } from '../../../modules/recycle/rules/stock';
import { lineAmount, recordTotals } from '../../../modules/recycle/rules/totals';

describe('a site’s stock = received − sorted out − handled', () => {
  it('is computed to the gram, without floating-point dust', () => {
    expect(stockOf({ received: 0.3, sorted: 0.1, handled: 0.2 })).toBe(0);
    expect(stockOf({ received: 100.25, sorted: 0.05, handled: 60.1 })).toBe(40.1);
  });
  it('lets exactly the stock leave, leaving zero', () => {
    expect(shortfall(40.1, 40.1)).toBeNull();
  });
  it('refuses a handling that would make the stock negative by 0.1 kg, naming the shortfall', () => {
    expect(shortfall(40.1, 40.2)).toBe(0.1);
  });
  it('refuses anything out of an empty stock', () => {
    expect(shortfall(0, 0.01)).toBe(0.01);
  });
});

describe('a record’s totals come from its lines', () => {
  it('a line’s amount is weight × unit price rounded to the cent', () => {
    expect(lineAmount({ weight: 43.6, unitPrice: 0.21 })).toBe(9.16);
    expect(lineAmount({ weight: 0.5, unitPrice: 0.01 })).toBe(0.01);
  });
  it('totals sum the lines’ weights and amounts (each amount rounded first) and count them', () => {
    expect(recordTotals([{ weight: 52.5, unitPrice: 1.25 }, { weight: 8.4, unitPrice: 2 }, { weight: 0.1, unitPrice: 0.2 }])).toEqual({ totalWeight: 61, totalAmount: 82.45, lineCount: 3 });
  });
  it('a record without lines weighs nothing', () => {
    expect(recordTotals([])).toEqual({ totalWeight: 0, totalAmount: 0, lineCount: 0 });
  });
});

describe('statistics periods', () => {
  it('names the day, month or year a time falls in', () => {
    expect(periodOf('2026-11-28 17:30:00', 'day')).toBe('2026-11-28');
    expect(periodOf('2026-11-28 17:30:00', 'month')).toBe('2026-11');
    expect(periodOf('2026-11-28', 'year')).toBe('2026');
    expect(isPeriod('week')).toBe(false);
  });
  it('lists every period of a range, across a year end', () => {
    expect(periodsBetween('2025-11-15', '2026-02-01', 'month')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodsBetween('2026-02-27', '2026-03-01', 'day')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(periodsBetween('2025-06-01', '2026-01-01', 'year')).toEqual(['2025', '2026']);
  });
  it('defaults to the last 12 months to today, and refuses a reversed, impossible or over-long range', () => {
    expect(rangeOf('', null, '2026-11-28')).toEqual({ from: '2025-12-01', to: '2026-11-28' });
    expect(rangeOf(undefined, undefined, '2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31' });
    expect(rangeOf('2026-11-29', '2026-11-28', '2026-11-28')).toBeNull();
    expect(rangeOf('2026-02-30', '2026-03-01', '2026-11-28')).toBeNull();
    expect(rangeOf('2023-01-01', '2026-01-01', '2026-11-28')).toBeNull();
  });
});
