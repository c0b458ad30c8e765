/**
 * The operation history: every create, update and delete of an asset (the write hook, in the write's
 * transaction) and every check (the check call) adds one assetHistory row naming the asset, the
 * operator and what changed.
 */
import { formatDate, type CallerContext, type ModuleStore, type WriteHook } from '../../../kit/resource';

type Row = Record<string, unknown>;
export type HistoryOp = 'create' | 'update' | 'delete' | 'check';

const TRACKED = ['assetName', 'typeId', 'district', 'state', 'value', 'purchaseDate', 'keeper', 'remark'];

/** Writes one history row for `asset`. */
export async function record(store: ModuleStore, caller: CallerContext, op: HistoryOp, asset: Row, detail: string): Promise<void> {
  await store.create('assetHistory', {
    operatedAt: formatDate(new Date(store.devices.now()), true),
    assetCode: String(asset.assetCode ?? ''),
    assetName: String(asset.assetName ?? ''),
    op,
    operator: caller.userName || caller.userId,
    detail: detail.slice(0, 400),
  });
}

/** The fields an update changes, as `field: before → after`. */
function changes(before: Row, after: Row): string {
  return TRACKED.filter((f) => f in after && String(after[f] ?? '') !== String(before[f] ?? ''))
    .map((f) => `${f}: ${String(before[f] ?? '')} → ${String(after[f] ?? '')}`)
    .join('; ');
}

/** assetArchive's write hook: records creates, updates (checks are recorded by the check call) and deletes. */
export const assetWrites: WriteHook = async (change, { store, caller }) => {
  if (change.op === 'create') await record(store, caller, 'create', change.values, '');
  else if (change.op === 'update') {
    if (change.values.checkedAt !== undefined && String(change.values.checkedAt) !== String(change.before.checkedAt ?? '')) return;
    await record(store, caller, 'update', { ...change.before, ...change.values }, changes(change.before, change.values));
  } else if (change.op === 'delete') await record(store, caller, 'delete', change.before, '');
};
