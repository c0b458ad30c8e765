// 设施考核's rules at their edges (modules/facility/rules): weights, grade lines, the parts from
// inspections, the total of an incomplete month, grades, ranking, and the lock of a submitted inspection.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS, DEFAULT_WEIGHTS, deductionOf, gradeOf, inspectionPart, monthsOfYear, ranksOf, scoreProblem, thresholdsProblem, totalOf, weightsProblem,
} from '../../../modules/facility/rules/evaluation';
import { changeProblem, indicatorApplies, partOfType } from '../../../modules/facility/rules/inspection';

const full = { road: 90, facility: 90, toilet: 90, management: 90, overall: 90 };

describe('weights', () => {
  it('takes the default weights 45/25/15/5/10, which sum to 100', () => {
    expect(weightsProblem(DEFAULT_WEIGHTS)).toBeNull();
  });
  it('refuses weights summing to 99 or 101', () => {
    expect(weightsProblem({ ...DEFAULT_WEIGHTS, road: 44 })).toBe('facility.rule.weightSum');
    expect(weightsProblem({ ...DEFAULT_WEIGHTS, road: 46 })).toBe('facility.rule.weightSum');
  });
  it('refuses a negative, fractional, missing or over-100 weight', () => {
    expect(weightsProblem({ ...DEFAULT_WEIGHTS, road: -5, facility: 75 })).toBe('facility.rule.weightRange');
    expect(weightsProblem({ ...DEFAULT_WEIGHTS, road: 44.5, toilet: 15.5 })).toBe('facility.rule.weightRange');
    expect(weightsProblem({ road: 100 })).toBe('facility.rule.weightRange');
    expect(weightsProblem({ road: 101, facility: -1, toilet: 0, management: 0, overall: 0 })).toBe('facility.rule.weightRange');
  });
  it('takes a part weighted 0 (it is then never missing)', () => {
    expect(weightsProblem({ road: 50, facility: 50, toilet: 0, management: 0, overall: 0 })).toBeNull();
    expect(totalOf({ ...full, toilet: null }, { road: 50, facility: 50, toilet: 0, management: 0, overall: 0 })).toEqual({ total: 90, missing: [] });
  });
});

describe('grade lines', () => {
  it('takes 90/80/70 and refuses lines out of order, equal or beyond 100', () => {
    expect(thresholdsProblem(DEFAULT_THRESHOLDS)).toBeNull();
    expect(thresholdsProblem({ excellent: 90, good: 90, pass: 70 })).toBe('facility.rule.linesOrder');
    expect(thresholdsProblem({ excellent: 80, good: 90, pass: 70 })).toBe('facility.rule.linesOrder');
    expect(thresholdsProblem({ excellent: 100.01, good: 90, pass: 70 })).toBe('facility.rule.linesOrder');
    expect(thresholdsProblem({ excellent: 90, good: 80, pass: 0 })).toBe('facility.rule.linesOrder');
  });
});

describe('grades', () => {
  it('grades 89.99 good and 90 excellent (the line itself is in the grade)', () => {
    expect(gradeOf(89.99, DEFAULT_THRESHOLDS)).toBe('good');
    expect(gradeOf(90, DEFAULT_THRESHOLDS)).toBe('excellent');
  });
  it('grades 79.99 pass, 80 good, 69.99 fail, 70 pass, and an unknown total not at all', () => {
    expect(gradeOf(79.99, DEFAULT_THRESHOLDS)).toBe('pass');
    expect(gradeOf(80, DEFAULT_THRESHOLDS)).toBe('good');
    expect(gradeOf(69.99, DEFAULT_THRESHOLDS)).toBe('fail');
    expect(gradeOf(70, DEFAULT_THRESHOLDS)).toBe('pass');
    expect(gradeOf(null, DEFAULT_THRESHOLDS)).toBeNull();
  });
  it('follows the tenant lines (excellent from 95)', () => {
    expect(gradeOf(94.99, { excellent: 95, good: 85, pass: 60 })).toBe('good');
  });
});

describe('the parts from inspections', () => {
  it('is 100 − the month’s deductions, floored at 0, and unknown without a submitted inspection', () => {
    expect(inspectionPart(3, 12.5)).toBe(87.5);
    expect(inspectionPart(1, 0)).toBe(100);
    expect(inspectionPart(9, 100)).toBe(0);
    expect(inspectionPart(9, 135)).toBe(0);
    expect(inspectionPart(0, 0)).toBeNull();
  });
  it('sums an inspection’s items to 2 decimals', () => {
    expect(deductionOf([0.1, 0.2])).toBe(0.3);
    expect(deductionOf([])).toBe(0);
  });
});

describe('the total', () => {
  it('weighs the parts: 45/25/15/5/10 of 100, 80, 60, 100, 90 is 88', () => {
    expect(totalOf({ road: 100, facility: 80, toilet: 60, management: 100, overall: 90 }, DEFAULT_WEIGHTS)).toEqual({ total: 88, missing: [] });
  });
  it('is unknown with the missing parts named when a part is not scored, never counted as 0', () => {
    const r = totalOf({ ...full, management: null }, DEFAULT_WEIGHTS);
    expect(r.total).toBeNull();
    expect(r.missing).toEqual(['management']);
    expect(totalOf({ ...full, management: 0 }, DEFAULT_WEIGHTS).total).toBe(85.5);
  });
  it('rounds to 2 decimals before grading (89.995 → 90 excellent)', () => {
    const { total } = totalOf({ road: 89.99, facility: 90, toilet: 90, management: 90, overall: 90 }, DEFAULT_WEIGHTS);
    expect(total).toBe(90);
    expect(gradeOf(total, DEFAULT_THRESHOLDS)).toBe('excellent');
  });
});

describe('scores typed for a part', () => {
  it('takes 0, 100 and 2 decimals; refuses 100.01, −1, 3 decimals, words and blanks', () => {
    for (const ok of [0, 100, '88.25', 75.5]) expect(scoreProblem(ok)).toBeNull();
    for (const bad of [100.01, -1, '88.125', 'abc', '', null]) expect(scoreProblem(bad)).toBe('facility.rule.scoreRange');
  });
});

describe('ranking', () => {
  it('ranks by total, ties share a rank and the next skips, incomplete units are unranked', () => {
    const r = ranksOf([{ key: 'a', total: 88 }, { key: 'b', total: 92 }, { key: 'c', total: 88 }, { key: 'd', total: null }, { key: 'e', total: 70 }]);
    expect(Object.fromEntries(r)).toEqual({ b: 1, a: 2, c: 2, e: 4, d: null });
  });
});

describe('inspections', () => {
  it('refuses any change of a submitted inspection and allows planned or inspected ones', () => {
    expect(changeProblem('submitted')).toBe('facility.rule.submittedLocked');
    expect(changeProblem('planned')).toBeNull();
    expect(changeProblem('inspected')).toBeNull();
  });
  it('counts a toilet in the toilets part and every other facility in the facilities part', () => {
    expect(partOfType('toilet')).toBe('toilet');
    for (const t of ['transfer', 'compression', 'collection']) expect(partOfType(t)).toBe('facility');
  });
  it('applies an item to its facilities only, an "all" item everywhere', () => {
    expect(indicatorApplies('toilet', 'toilet')).toBe(true);
    expect(indicatorApplies('toilet', 'transfer')).toBe(false);
    expect(indicatorApplies('facility', 'compression')).toBe(true);
    expect(indicatorApplies('all', 'toilet')).toBe(true);
  });
  it('lists the months of a year up to the current one', () => {
    expect(monthsOfYear(2026, '2026-03')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsOfYear(2025, '2026-03')).toHaveLength(12);
  });
});
