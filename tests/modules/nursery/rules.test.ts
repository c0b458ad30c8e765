// The nursery's rules at their edges (modules/nursery/rules): the stock a journal makes, a movement
// that would take it below zero by one, a stock-take to exactly zero, a transfer's two halves, the
// value; a tree removed twice, on its planting day, today and tomorrow; care and alerts at their dates.
import { describe, expect, it } from 'vitest';
import { adjustChange, balanceOn, firstNegative, lineKey, signedChange, stockLines, stockValue, type Move } from '../../../modules/nursery/rules/stock';
import { alertRefusal, alertState, careRefusal, removalRefusal } from '../../../modules/nursery/rules/tree';

const spec = { subTypeId: 1, groupAreaId: 1, diameter: 8, height: 3.5, canopy: 2 };
const move = (id: number, movedOn: string, change: number, extra: Partial<Move> = {}): Move => ({ ...spec, id, movedOn, change, ...extra });

describe('the stock a journal makes', () => {
  it('signs each movement: increases and transfers in add, transplants, losses and transfers out take', () => {
    expect(signedChange('increase', 5)).toBe(5);
    expect(signedChange('transplant', 5)).toBe(-5);
    expect(signedChange('loss', 5)).toBe(-5);
    expect(signedChange('transfer', 5, 'out')).toBe(-5);
    expect(signedChange('transfer', 5, 'in')).toBe(5);
  });

  it('refuses a transfer out that would make the stock negative by one, and takes exactly the stock', () => {
    const moves = [move(1, '2026-01-01', 10)];
    expect(firstNegative([...moves, { ...spec, movedOn: '2026-02-01', change: signedChange('transfer', 11, 'out') }])).toEqual({ movedOn: '2026-02-01', balance: -1 });
    expect(firstNegative([...moves, { ...spec, movedOn: '2026-02-01', change: signedChange('transfer', 10, 'out') }])).toBeNull();
  });

  it('finds a day the stock ran negative though it ends positive (a removal dated before the increase)', () => {
    expect(firstNegative([move(1, '2026-03-01', 10), { ...spec, movedOn: '2026-02-28', change: -1 }])).toEqual({ movedOn: '2026-02-28', balance: -1 });
    // Same day: the movements already written come first, a new one after them.
    expect(firstNegative([move(1, '2026-03-01', 10), { ...spec, movedOn: '2026-03-01', change: -10 }])).toBeNull();
  });

  it('records a stock-take to exactly zero as minus the book stock that day, and one matching the book as no change', () => {
    const moves = [move(1, '2026-01-01', 10), move(2, '2026-02-01', -3), move(3, '2026-05-01', 20)];
    expect(balanceOn(moves, '2026-03-01')).toBe(7);
    expect(adjustChange(moves, '2026-03-01', 0)).toBe(-7);
    expect(adjustChange(moves, '2026-03-01', 7)).toBe(0);
    expect(firstNegative([...moves, { ...spec, movedOn: '2026-03-01', change: adjustChange(moves, '2026-03-01', 0) }])).toBeNull();
  });

  it('keeps lines apart by species, area and every measure, and leaves out lines at zero', () => {
    expect(lineKey(spec)).not.toBe(lineKey({ ...spec, canopy: null }));
    expect(lineKey({ ...spec, diameter: 8.0 })).toBe(lineKey(spec));
    const lines = stockLines([move(1, '2026-01-01', 10, { condition: 'good' }), move(2, '2026-02-01', -10), move(3, '2026-01-01', 4, { groupAreaId: 2, condition: 'fair' }), move(4, '2026-04-01', 0, { groupAreaId: 2, condition: 'poor' })]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ groupAreaId: 2, quantity: 4, condition: 'poor' });
  });

  it('values stock as quantity × unit price × the condition factor, unknown without a price', () => {
    expect(stockValue(10, 1200, 'good')).toBe(12000);
    expect(stockValue(10, 1200, 'fair')).toBe(8400);
    expect(stockValue(3, 35.5, 'poor')).toBe(42.6);
    expect(stockValue(10, 1200, null)).toBe(12000);
    expect(stockValue(10, null, 'good')).toBeNull();
  });
});

describe('trees and care', () => {
  const tree = { status: 'standing', plantedOn: '2020-04-01' };
  it('removes a tree once: a removed tree is refused', () => {
    expect(removalRefusal({ ...tree, status: 'removed', removedOn: '2026-01-01' }, '2026-02-01', '2026-11-28')).toBe('nursery.rule.alreadyRemoved');
  });
  it('removes on the planting day and today, not the day before planting or tomorrow', () => {
    expect(removalRefusal(tree, '2020-04-01', '2026-11-28')).toBeNull();
    expect(removalRefusal(tree, '2026-11-28', '2026-11-28')).toBeNull();
    expect(removalRefusal(tree, '2020-03-31', '2026-11-28')).toBe('nursery.rule.removedBeforePlanting');
    expect(removalRefusal(tree, '2026-11-29', '2026-11-28')).toBe('nursery.rule.removedInFuture');
    expect(removalRefusal(tree, '', '2026-11-28')).toBe('nursery.rule.removedOnRequired');
  });
  it('dates care within the tree’s life: on the removal day yes, the day after no', () => {
    const removed = { status: 'removed', plantedOn: '2020-04-01', removedOn: '2026-06-30' };
    expect(careRefusal(removed, '2026-06-30', '2026-11-28')).toBeNull();
    expect(careRefusal(removed, '2026-07-01', '2026-11-28')).toBe('nursery.rule.careAfterRemoval');
    expect(careRefusal(tree, '2020-03-31', '2026-11-28')).toBe('nursery.rule.careBeforePlanting');
    expect(careRefusal(tree, '2026-11-29', '2026-11-28')).toBe('nursery.rule.careInFuture');
  });
  it('keeps an alert open until resolved, resolved on the day noticed at the earliest', () => {
    expect(alertState({})).toBe('none');
    expect(alertState({ actionNeeded: '扶正', noticedOn: '2026-05-01' })).toBe('open');
    expect(alertState({ actionNeeded: '扶正', noticedOn: '2026-05-01', resolvedOn: '2026-05-01' })).toBe('resolved');
    expect(alertRefusal({ actionNeeded: '扶正', noticedOn: '2026-05-01', resolvedOn: '2026-05-01' })).toBeNull();
    expect(alertRefusal({ actionNeeded: '扶正', noticedOn: '2026-05-01', resolvedOn: '2026-04-30' })).toBe('nursery.rule.resolvedBeforeNoticed');
    expect(alertRefusal({ actionNeeded: '扶正' })).toBe('nursery.rule.noticedOnRequired');
    expect(alertRefusal({ noticedOn: '2026-05-01' })).toBe('nursery.rule.actionNeededRequired');
  });
});
