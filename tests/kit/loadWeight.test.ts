import { describe, expect, it } from 'vitest';
import { loadWeight, tonnage } from '../../kit/waste/loadWeight';

describe('a load’s weight', () => {
  it('is the destination weighbridge’s confirmed net weight when there is one', () => {
    expect(loadWeight({ confirmedNet: 7.92, gross: 18.1, tare: 10 })).toBe(7.92);
  });
  it('is gross minus tare otherwise, never below 0', () => {
    expect(loadWeight({ gross: 18.1, tare: 10 })).toBe(8.1);
    expect(loadWeight({ gross: 9.5, tare: 10.2 })).toBe(0);
  });
  it('is unknown (null) without both weighings, or with a negative or non-finite one', () => {
    expect(loadWeight({ gross: 9.5 })).toBeNull();
    expect(loadWeight({ gross: -1, tare: 2 })).toBeNull();
    expect(loadWeight({ confirmedNet: Number.NaN, gross: 3, tare: 1 })).toBe(2);
  });
});

describe('tonnage', () => {
  it('leaves loads without a valid weight out of the sum and the average, and counts them', () => {
    expect(tonnage([{ gross: 18, tare: 10 }, { gross: 12 }, { confirmedNet: 4 }])).toEqual({ tonnes: 12, counted: 2, leftOut: 1, average: 6 });
  });
  it('does not count a transfer leg as collected garbage, but counts it as a plant’s intake', () => {
    const loads = [{ gross: 18, tare: 10 }, { confirmedNet: 30, leg: 'transfer' as const }];
    expect(tonnage(loads).tonnes).toBe(8);
    expect(tonnage(loads, { legs: 'transfer' }).tonnes).toBe(30);
  });
  it('is unknown, not 0, when loads came and none has a weight; 0 when none came', () => {
    expect(tonnage([{ gross: 3 }]).tonnes).toBeNull();
    // Nothing came: a known 0, not an unknown.
    expect(tonnage([]).tonnes).toBe(0);
    expect(tonnage([]).average).toBeNull();
    expect(tonnage([{ gross: 8, tare: 3, leg: 'transfer' }]).tonnes).toBe(0);
  });
});
