// The rules of inspection scoring and appeals at their edges (modules/ryxj/rules): the appeal window
// to the minute, the reviewer who inspected, a partly upheld appeal's deduction, a deduction beyond the
// points that remain, grades and ranks.
import { describe, expect, it } from 'vitest';
import { appealDeadline, appealRefusal, reviewedPoints, reviewerRefusal } from '../../../modules/ryxj/rules/appeal';
import { deductionRefusal, gradeOf, monthScore, ranks, thresholdsRefusal, weightedScore } from '../../../modules/ryxj/rules/score';

const published = { evalNo: 'KP000001', state: 'published', publishedAt: '2026-03-01 10:00:00' };

describe('the appeal window', () => {
  it('ends the window hours after publication', () => {
    expect(appealDeadline('2026-03-01 10:00:00', 72)).toBe('2026-03-04 10:00:00');
  });
  it('accepts an appeal at the last minute of the window', () => {
    expect(appealRefusal(published, '2026-03-04 10:00:00', 72)).toBeNull();
  });
  it('refuses an appeal one minute after the window, naming when it closed', () => {
    expect(appealRefusal(published, '2026-03-04 10:01:00', 72)).toEqual({ key: 'ryxj.refused.appealLate', params: { evalNo: 'KP000001', deadline: '2026-03-04 10:00:00' } });
  });
  it('refuses an appeal of a draft, an agreed inspection, and a second appeal', () => {
    expect(appealRefusal({ ...published, state: 'draft', publishedAt: null }, '2026-03-01 11:00:00', 72)?.key).toBe('ryxj.refused.appealState');
    expect(appealRefusal({ ...published, state: 'agreed' }, '2026-03-01 11:00:00', 72)?.key).toBe('ryxj.refused.appealState');
    expect(appealRefusal({ ...published, state: 'appealed' }, '2026-03-01 11:00:00', 72)?.key).toBe('ryxj.refused.appealTwice');
    expect(appealRefusal({ ...published, state: 'reviewed' }, '2026-03-01 11:00:00', 72)?.key).toBe('ryxj.refused.appealTwice');
  });
});

describe('the reviewer', () => {
  it('refuses the account that recorded the inspection', () => {
    expect(reviewerRefusal({ userId: '1001', name: '王督导' }, { userId: '1001', name: 'admin' })?.key).toBe('ryxj.refused.reviewerIsInspector');
  });
  it('refuses a reviewer of the inspector\'s name even from another account', () => {
    expect(reviewerRefusal({ userId: null, name: '王督导' }, { userId: '1095', name: '王督导' })?.key).toBe('ryxj.refused.reviewerIsInspector');
  });
  it('accepts anyone else', () => {
    expect(reviewerRefusal({ userId: '1001', name: '王督导' }, { userId: '1095', name: '钱复核' })).toBeNull();
    expect(reviewerRefusal({ userId: null, name: null }, { userId: '1095', name: '钱复核' })).toBeNull();
  });
});

describe('the deduction after review', () => {
  it('gives the whole deduction back when upheld and keeps it when rejected', () => {
    expect(reviewedPoints(4, 'upheld', null)).toEqual({ points: 0, restored: 4 });
    expect(reviewedPoints(4, 'rejected', 3)).toEqual({ points: 4, restored: 0 });
  });
  it('takes the named points off when partly upheld', () => {
    expect(reviewedPoints(5, 'partly', 2)).toEqual({ points: 3, restored: 2 });
    expect(reviewedPoints(3, 'partly', 0.5)).toEqual({ points: 2.5, restored: 0.5 });
  });
  it('refuses a partly upheld appeal giving back nothing, everything or more', () => {
    for (const restored of [null, 0, 5, 6, Number.NaN]) expect(reviewedPoints(5, 'partly', restored)).toEqual({ key: 'ryxj.refused.partly', params: { points: 5 } });
  });
  it('refuses an unknown result', () => {
    expect(reviewedPoints(5, 'maybe', null)).toEqual({ key: 'ryxj.refused.result' });
  });
});

describe('scores', () => {
  it('refuses a deduction above the item\'s points or not above zero', () => {
    expect(deductionRefusal(4, 4)).toBeNull();
    expect(deductionRefusal(4.1, 4)?.key).toBe('ryxj.refused.pointsOverItem');
    expect(deductionRefusal(0, 4)?.key).toBe('ryxj.refused.pointsPositive');
  });
  it('takes only the points that remain when a deduction is larger, never going below zero', () => {
    expect(monthScore([60, 30])).toEqual({ raw: 90, counted: 90, excess: 0, score: 10 });
    expect(monthScore([60, 30, 15])).toEqual({ raw: 105, counted: 100, excess: 5, score: 0 });
    expect(monthScore([])).toEqual({ raw: 0, counted: 0, excess: 0, score: 100 });
  });
  it('grades at the thresholds, configurable', () => {
    expect([90, 89.9, 80, 79.9, 70, 69.9].map((s) => gradeOf(s))).toEqual(['excellent', 'good', 'good', 'pass', 'pass', 'fail']);
    expect(gradeOf(85, { excellent: 85, good: 75, pass: 60 })).toBe('excellent');
    expect(thresholdsRefusal({ excellent: 80, good: 80, pass: 70 })?.key).toBe('ryxj.refused.thresholds');
    expect(thresholdsRefusal({ excellent: 95, good: 85, pass: 60 })).toBeNull();
  });
  it('ranks by score, ties sharing a rank', () => {
    expect(ranks([90, 95, 90, 80])).toEqual([2, 1, 2, 4]);
  });
});

describe('a unit\'s weighted score', () => {
  it('weighs the applicable dimensions in proportion to their weights', () => {
    expect(weightedScore([{ weight: 45, score: 90 }, { weight: 5, score: 100 }, { weight: 10, score: 80 }])).toBe(89.2);
    expect(weightedScore([{ weight: 15, score: 70 }])).toBe(70);
  });
  it('is unknown (null) with no dimension or no weight, never 0', () => {
    expect(weightedScore([])).toBeNull();
    expect(weightedScore([{ weight: 0, score: 90 }])).toBeNull();
  });
});
