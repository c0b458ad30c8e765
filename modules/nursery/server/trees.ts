/**
 * Trees and their care on the server: 移除 (tree/remove) ends a standing tree once, on a day between its
 * planting and today, and keeps it (status removed, history); a removed tree's row is closed to edits
 * and deletion; care is dated within the tree's life; an alert's state follows its dates.
 */
import { HandlerError, type BeforeWrite, type Handler, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { alertRefusal, alertState, careRefusal, removalRefusal } from '../rules/tree';
import { chinaDate } from '../rules/time';


const today = (store: ModuleStore) => chinaDate(store.devices.now());
const dateText = (v: unknown): string => (v === null || v === undefined ? '' : String(v).slice(0, 10));

/** tree/remove: `id`, `removedOn` (YYYY-MM-DD), `removalReason`. */
export const removeTree: Handler = async ({ input, store, t }) => {
  const id = Number(input.id);
  if (!Number.isInteger(id) || id <= 0) throw new HandlerError(t('nursery.rule.treeRequired'));
  const reason = String(input.removalReason ?? '').trim();
  if (!reason) throw new HandlerError(t('nursery.rule.removalReasonRequired'));
  if (reason.length > 100) throw new HandlerError(t('nursery.rule.removalReasonLong'));
  return store.transaction(async (tx) => {
    const tree = await tx.get('tree', id);
    if (!tree) throw new HandlerError(t('nursery.rule.treeNotFound'));
    const day = dateText(input.removedOn);
    const refusal = removalRefusal({ status: String(tree.status), plantedOn: dateText(tree.plantedOn) }, day, today(tx));
    if (refusal) throw new HandlerError(t(refusal, { treeNo: String(tree.treeNo), plantedOn: dateText(tree.plantedOn), day }));
    removing.add(id);
    try {
      return await tx.update('tree', id, { status: 'removed', removedOn: day, removalReason: reason });
    } finally {
      removing.delete(id);
    }
  });
};

/** Trees the removal is closing (the hook lets its one update through). */
const removing = new Set<number>();

export const treeHook: WriteHook = (change, { t }) => {
  if (change.op === 'create') return { ...change.values, status: 'standing', removedOn: null, removalReason: null };
  if (change.op === 'recover') return;
  const before = change.before;
  if (change.op === 'update' && removing.has(Number(before.id))) return;
  if (before.status === 'removed') throw new HandlerError(t('nursery.rule.treeRemovedLocked', { treeNo: String(before.treeNo) }));
  if (change.op === 'update') return { ...change.values, status: before.status, removedOn: before.removedOn ?? null, removalReason: before.removalReason ?? null };
};

/** An alert's state from its dates, and the alert's rules (also when an import is only checked). */
export const curingBeforeWrite: BeforeWrite = (values, _before, t) => {
  const alert = { actionNeeded: values.actionNeeded as string | null, noticedOn: dateText(values.noticedOn) || null, resolvedOn: dateText(values.resolvedOn) || null };
  const refusal = alertRefusal(alert);
  if (refusal) throw new HandlerError(t(refusal));
  return { ...values, alertState: alertState(alert) };
};

/** Care is dated within the tree's life and never after today. */
export const curingHook: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const tree = await store.get('tree', Number(change.values.treeId));
  if (!tree) return; // the engine refuses a reference to no row
  const day = dateText(change.values.curedOn);
  const refusal = careRefusal({ status: String(tree.status), plantedOn: dateText(tree.plantedOn), removedOn: dateText(tree.removedOn) || null }, day, today(store));
  if (refusal) throw new HandlerError(t(refusal, { treeNo: String(tree.treeNo), plantedOn: dateText(tree.plantedOn), removedOn: dateText(tree.removedOn) }));
};
