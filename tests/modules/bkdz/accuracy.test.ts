// The accuracy computation at its edges (modules/bkdz/accuracy.ts, server/calculate.ts): the bands'
// bounds belong to the band above, no usable record is unknown (never 0), a street pools its estates.
import { describe, expect, it } from 'vitest';
import { accuracyOf, bandOf, boundsValid, DEFAULT_BOUNDS } from '../../../modules/bkdz/accuracy';
import { monthDays, monthsBack, rateRows } from '../../../modules/bkdz/server/calculate';

describe('bkdz accuracy bands', () => {
  it('puts exactly 80 in green, exactly 60 in blue, exactly 30 in yellow and just below 30 in red', () => {
    expect(bandOf(80)).toBe('green');
    expect(bandOf(79.99)).toBe('blue');
    expect(bandOf(60)).toBe('blue');
    expect(bandOf(59.99)).toBe('yellow');
    expect(bandOf(30)).toBe('yellow');
    expect(bandOf(29.99)).toBe('red');
    expect(bandOf(0)).toBe('red');
    expect(bandOf(100)).toBe('green');
  });

  it('reads an unknown rate as unknown, not red', () => {
    expect(bandOf(null)).toBe('unknown');
    expect(bandOf(Number.NaN)).toBe('unknown');
  });

  it('follows configured bounds and refuses bounds out of order', () => {
    const b = { greenMin: 90, blueMin: 70, yellowMin: 50 };
    expect(bandOf(89.99, b)).toBe('blue');
    expect(bandOf(90, b)).toBe('green');
    expect(bandOf(49.99, b)).toBe('red');
    expect(boundsValid(DEFAULT_BOUNDS)).toBe(true);
    expect(boundsValid({ greenMin: 60, blueMin: 60, yellowMin: 30 })).toBe(false);
    expect(boundsValid({ greenMin: 101, blueMin: 60, yellowMin: 30 })).toBe(false);
  });
});

describe('bkdz accuracy of records', () => {
  it("computes a supervisor's grading as correct ÷ graded × 100, pooled over the records", () => {
    const a = accuracyOf([{ source: 'grading', gradedCount: 100, correctCount: 80 }, { source: 'grading', gradedCount: 300, correctCount: 180 }], 'grading');
    expect(a).toEqual({ rate: 65, samples: 2, graded: 400, correct: 260 });
  });

  it('gives exactly 80, 60 and 30 from whole counts, banded green, blue and yellow', () => {
    for (const [correct, band] of [[80, 'green'], [60, 'blue'], [30, 'yellow']] as const) {
      const a = accuracyOf([{ source: 'grading', gradedCount: 100, correctCount: correct }], 'grading');
      expect(a.rate).toBe(correct);
      expect(bandOf(a.rate)).toBe(band);
    }
  });

  it('is unknown (null), not 0, with no graded disposals, and leaves out records that say nothing', () => {
    expect(accuracyOf([], 'grading').rate).toBeNull();
    expect(accuracyOf([{ source: 'grading', gradedCount: 0, correctCount: 0 }], 'grading').rate).toBeNull();
    expect(accuracyOf([{ source: 'grading', gradedCount: 10, correctCount: 12 }], 'grading').rate).toBeNull();
    expect(accuracyOf([{ source: 'spotCheck', deduction: 10 }], 'grading').rate).toBeNull();
    // A record with none correct is a real 0.
    expect(accuracyOf([{ source: 'grading', gradedCount: 10, correctCount: 0 }], 'grading').rate).toBe(0);
  });

  it('scores spot checks as the mean of max(0, 100 − deduction) and purity as the mean purity', () => {
    expect(accuracyOf([{ source: 'spotCheck', deduction: 20 }, { source: 'spotCheck', deduction: 130 }], 'spotCheck')).toMatchObject({ rate: 40, samples: 2 });
    expect(accuracyOf([{ source: 'truckPurity', purity: 90 }, { source: 'truckPurity', purity: 71 }], 'truckPurity').rate).toBe(80.5);
    expect(accuracyOf([{ source: 'truckPurity', purity: null }], 'truckPurity').rate).toBeNull();
  });

  it('rounds to two decimals and bands the figure shown (79.996 shows 80.00, green)', () => {
    const a = accuracyOf([{ source: 'grading', gradedCount: 25000, correctCount: 19999 }], 'grading');
    expect(a.rate).toBe(80);
    expect(bandOf(a.rate)).toBe('green');
  });
});

describe('bkdz rates over the region tree', () => {
  const regions = [
    { id: 1, level: 'town', parentId: null },
    { id: 2, level: 'street', parentId: 1 },
    { id: 3, level: 'estate', parentId: 2 },
    { id: 4, level: 'estate', parentId: 2 },
    { id: 5, level: 'estate', parentId: 2 },
  ];
  it('pools a street and a town over their estates’ disposals, and leaves an estate without grading unknown', () => {
    const rows = rateRows(regions, [
      { regionId: 3, source: 'grading', gradedCount: 100, correctCount: 90 },
      { regionId: 4, source: 'grading', gradedCount: 300, correctCount: 150 },
      { regionId: null, source: 'grading', gradedCount: 1000, correctCount: 0 },
    ], 'grading', DEFAULT_BOUNDS);
    const by = new Map(rows.map((r) => [r.regionId, r]));
    expect(by.get(3)).toMatchObject({ rate: 90, band: 'green' });
    expect(by.get(4)).toMatchObject({ rate: 50, band: 'yellow' });
    expect(by.get(5)).toMatchObject({ rate: null, band: 'unknown', samples: 0 });
    // (90 + 150) ÷ 400, not the mean of 90 and 50; the unallocated record counts nowhere.
    expect(by.get(2)).toMatchObject({ rate: 60, band: 'blue', gradedCount: 400 });
    expect(by.get(1)).toMatchObject({ rate: 60, gradedCount: 400 });
  });

  it('ranks each level best first, ties sharing a place, unknown unranked', () => {
    const rows = rateRows([...regions, { id: 6, level: 'estate', parentId: 2 }], [
      { regionId: 3, source: 'grading', gradedCount: 100, correctCount: 90 },
      { regionId: 4, source: 'grading', gradedCount: 100, correctCount: 50 },
      { regionId: 6, source: 'grading', gradedCount: 10, correctCount: 9 },
    ], 'grading', DEFAULT_BOUNDS);
    const rank = new Map(rows.map((r) => [r.regionId, r.rank]));
    expect([rank.get(3), rank.get(6), rank.get(4), rank.get(5)]).toEqual([1, 1, 3, null]);
    expect(rank.get(2)).toBe(1);
  });

  it('names months and their days', () => {
    expect(monthDays('2026-02')).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthsBack('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
