/**
 * Write hooks: module rules that need the store (a refuel paid by card debits the card; a recharge
 * is never deleted). The engine runs a resource's hook inside the write's transaction, before the
 * row is written, on every path that writes it (each generation's create, update, upsert, delete,
 * recover and import): what the hook changes commits with the row, and a throw (a `HandlerError`
 * says why) refuses the write and rolls everything back. Pure rules on the values alone belong in
 * `beforeWrite`, which also runs when an import is only checked.
 *
 * @example
 *   onWrite: {
 *     oilRefuel: async (change, { store, t }) => {
 *       if (change.op === 'create' && change.values.payType === 'card') await debit(store, change.values, t);
 *       if (change.op === 'delete' && change.before.payType === 'card') await credit(store, change.before);
 *     },
 *   }
 */
import type { CallerContext, HandlerContext, ModuleStore } from './moduleServer';

type Row = Record<string, unknown>;

/** What is about to be written: the validated values (create, update) and the stored row (update, delete, recover). */
export type WriteChange =
  | { op: 'create'; values: Row; before: null }
  | { op: 'update'; values: Row; before: Row }
  | { op: 'delete' | 'recover'; values: null; before: Row };

export type WriteHookContext = { caller: CallerContext; store: ModuleStore; t: HandlerContext['t'] };

/** Answers the values to write instead (create, update), or nothing to write them as they are. */
export type WriteHook = (change: WriteChange, ctx: WriteHookContext) => Promise<Row | void> | Row | void;
