// The party posts' rules at their edges (modules/djgw/rules/party.ts): claims overlapping by one day,
// an activity's day inside a claim, who may verify, ranks of equal points.
import { describe, expect, it } from 'vitest';
import { clash, monthDays, overlaps, rankByPoints, verifyRefusal, within } from '../../../modules/djgw/rules/party';

describe('claims of one post', () => {
  it('overlap when one ends on the day the other starts (dates inclusive)', () => {
    expect(overlaps({ start: '2026-01-01', end: '2026-03-31' }, { start: '2026-03-31', end: '2026-06-30' })).toBe(true);
  });
  it('do not overlap when one starts the day after the other ends', () => {
    expect(overlaps({ start: '2026-01-01', end: '2026-03-31' }, { start: '2026-04-01', end: '2026-06-30' })).toBe(false);
  });
  it('overlap when one holds the other, and a one-day claim inside another', () => {
    expect(overlaps({ start: '2026-01-01', end: '2026-12-31' }, { start: '2026-05-05', end: '2026-05-05' })).toBe(true);
  });
  it('never clash with themselves (an update of the same claim)', () => {
    const mine = { id: 7, start: '2026-01-01', end: '2026-03-31' };
    expect(clash(mine, [mine])).toBeNull();
    expect(clash({ id: null, start: '2026-03-31', end: '2026-04-30' }, [mine])).toBe(mine);
  });
});

describe('an activity\'s day', () => {
  it('is inside a claim on its first and last day, outside the day after', () => {
    const p = { start: '2026-01-01', end: '2026-03-31' };
    expect(within('2026-01-01', p)).toBe(true);
    expect(within('2026-03-31', p)).toBe(true);
    expect(within('2026-04-01', p)).toBe(false);
  });
});

describe('verification', () => {
  const doer = { id: 5, branchId: 1 };
  it('is refused to a secretary for their own activity', () => {
    expect(verifyRefusal({ id: 5, role: 'secretary', branchId: 1 }, doer)).toBe('own');
  });
  it('is refused to a member who is no secretary, to another branch\'s secretary and to nobody', () => {
    expect(verifyRefusal({ id: 6, role: 'member', branchId: 1 }, doer)).toBe('notSecretary');
    expect(verifyRefusal({ id: 6, role: 'secretary', branchId: 2 }, doer)).toBe('otherBranch');
    expect(verifyRefusal(null, doer)).toBe('unknown');
    expect(verifyRefusal({ id: 5, role: 'member', branchId: 1 }, doer)).toBe('notSecretary');
  });
  it('is allowed to another secretary of the member\'s branch', () => {
    expect(verifyRefusal({ id: 6, role: 'secretary', branchId: 1 }, doer)).toBeNull();
  });
});

describe('the ranking', () => {
  it('ranks by points, equal points sharing a rank, 0 last', () => {
    expect(rankByPoints([{ points: 4 }, { points: 9 }, { points: 9 }, { points: 0 }]).map((r) => [r.points, r.rank])).toEqual([[9, 1], [9, 1], [4, 3], [0, 4]]);
  });
  it('reads a month to its last day', () => expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' }));
});
