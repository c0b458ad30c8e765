// The assessment's rules at their edges (modules/jxkh/rules/score.ts): weights summing to 100, the
// colour bands' edges, totals with unknown parts, ranks of equal totals, response time as a score.
import { describe, expect, it } from 'vitest';
import { bandOf, bandsValid, combine, DEFAULT_BANDS, monthBounds, rankTotals, responseScore, weightsValid, weightTotal } from '../../../modules/jxkh/rules/score';

describe('a scheme\'s weights', () => {
  it('are valid only when they add up to exactly 100', () => {
    expect(weightsValid([60, 40])).toBe(true);
    expect(weightsValid([59.9, 40])).toBe(false);
    expect(weightsValid([60.1, 40])).toBe(false);
    expect(weightTotal([59.9, 40])).toBe(99.9);
    expect(weightsValid([])).toBe(false);
  });
  it('take 33.3 + 33.3 + 33.4 and 0.1 steps as 100, whatever floating point says', () => {
    expect(weightsValid([33.3, 33.3, 33.4])).toBe(true);
    expect(weightsValid(Array.from({ length: 1000 }, () => 0.1))).toBe(true);
  });
});

describe('the colour bands (≥ 90 green, ≥ 80 blue, ≥ 60 orange, else red)', () => {
  it('put each edge in the upper band', () => {
    expect(bandOf(90, DEFAULT_BANDS)).toBe('green');
    expect(bandOf(89.9, DEFAULT_BANDS)).toBe('blue');
    expect(bandOf(80, DEFAULT_BANDS)).toBe('blue');
    expect(bandOf(79.9, DEFAULT_BANDS)).toBe('orange');
    expect(bandOf(60, DEFAULT_BANDS)).toBe('orange');
    expect(bandOf(59.9, DEFAULT_BANDS)).toBe('red');
    expect(bandOf(0, DEFAULT_BANDS)).toBe('red');
    expect(bandOf(100, DEFAULT_BANDS)).toBe('green');
  });
  it('give no band to an unknown total', () => expect(bandOf(null, DEFAULT_BANDS)).toBeNull());
  it('must be in order 0 ≤ orange < blue < green ≤ 100', () => {
    expect(bandsValid(DEFAULT_BANDS)).toBe(true);
    expect(bandsValid({ greenMin: 80, blueMin: 80, orangeMin: 60 })).toBe(false);
    expect(bandsValid({ greenMin: 100.1, blueMin: 80, orangeMin: 60 })).toBe(false);
    expect(bandsValid({ greenMin: 90, blueMin: 80, orangeMin: -1 })).toBe(false);
  });
});

describe('an object\'s total', () => {
  it('is Σ weight × score / 100 when every score is known', () => {
    expect(combine([{ name: 'a', weight: 60, score: 95 }, { name: 'b', weight: 40, score: 90 }])).toEqual({ total: 93, complete: true, knownWeight: 100 });
  });
  it('is the known parts\' sum, marked incomplete, when a score is unknown (never counted as 0)', () => {
    expect(combine([{ name: 'a', weight: 60, score: 88 }, { name: 'b', weight: 40, score: null }])).toEqual({ total: 52.8, complete: false, knownWeight: 60 });
    expect(combine([{ name: 'a', weight: 60, score: 0 }, { name: 'b', weight: 40, score: 100 }]).complete).toBe(true);
  });
  it('is unknown (null), not 0, when no score is known at all', () => {
    expect(combine([{ name: 'a', weight: 100, score: null }])).toEqual({ total: null, complete: false, knownWeight: 0 });
  });
});

describe('the ranking', () => {
  it('ranks complete totals highest first, equal totals sharing a rank, incomplete ones unranked after', () => {
    const t = (total: number, complete = true) => ({ total, complete, knownWeight: 100 });
    const r = rankTotals([t(80), t(95, false), t(90), t(90), t(70)]);
    expect(r.map((x) => [x.total, x.rank])).toEqual([[90, 1], [90, 1], [80, 3], [70, 4], [95, null]]);
  });
});

describe('response time as a score', () => {
  it('is 100 up to 60 minutes, 0 from 480, linear between, unknown when no case was signed', () => {
    expect(responseScore(60)).toBe(100);
    expect(responseScore(61)).toBe(99.8);
    expect(responseScore(270)).toBe(50);
    expect(responseScore(479)).toBe(0.2);
    expect(responseScore(480)).toBe(0);
    expect(responseScore(null)).toBeNull();
  });
});

describe('a month\'s bounds', () => {
  it('end on the month\'s last day, February of a leap year included', () => {
    expect(monthBounds('2028-02').lastDay).toBe('2028-02-29');
    expect(monthBounds('2026-12')).toMatchObject({ from: '2026-12-01 00:00:00', to: '2026-12-31 23:59:59' });
  });
});
