/**
 * The rules of trees and their care, pure (README "Trees" and "Care and alerts"):
 * - A tree is removed once, on a day between its planting and today; a removed tree stays (history)
 *   and cannot be removed again or edited.
 * - Care is dated between the tree's planting and its removal (if any), never after today.
 * - An alert is open from the day action needed was noticed until the day it is resolved; a resolution
 *   needs a noticed alert and comes on or after the day it was noticed.
 */

export type TreeState = { status: string; plantedOn: string; removedOn?: string | null };

/** Why a removal on `day` is refused (a message key), or null when it may go ahead. */
export function removalRefusal(tree: TreeState, day: string, today: string): string | null {
  if (tree.status === 'removed') return 'nursery.rule.alreadyRemoved';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'nursery.rule.removedOnRequired';
  if (day < tree.plantedOn) return 'nursery.rule.removedBeforePlanting';
  if (day > today) return 'nursery.rule.removedInFuture';
  return null;
}

/** Why care on `day` is refused (a message key), or null. */
export function careRefusal(tree: TreeState, day: string, today: string): string | null {
  if (day < tree.plantedOn) return 'nursery.rule.careBeforePlanting';
  if (tree.removedOn && day > tree.removedOn) return 'nursery.rule.careAfterRemoval';
  if (day > today) return 'nursery.rule.careInFuture';
  return null;
}

export type Alert = { actionNeeded?: string | null; noticedOn?: string | null; resolvedOn?: string | null };

/** An alert's state: none (no action needed), open (noticed, not resolved), resolved. */
export function alertState(a: Alert): 'none' | 'open' | 'resolved' {
  if (!a.actionNeeded) return 'none';
  return a.resolvedOn ? 'resolved' : 'open';
}

/** Why an alert's fields are refused (a message key), or null. */
export function alertRefusal(a: Alert): string | null {
  if (a.actionNeeded && !a.noticedOn) return 'nursery.rule.noticedOnRequired';
  if (!a.actionNeeded && (a.noticedOn || a.resolvedOn)) return 'nursery.rule.actionNeededRequired';
  if (a.resolvedOn && a.noticedOn && a.resolvedOn < a.noticedOn) return 'nursery.rule.resolvedBeforeNoticed';
  return null;
}
