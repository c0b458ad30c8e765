/**
 * The monitor items' write hook: an item is saved (form, import) only when the platform's lookup
 * allowlist offers its table with its time column as a date or time, so execute can always count it.
 */
import type { WriteHook } from '../../../kit/resource';
import { checkCountable } from './window';

/** monitorItem's write hook: refuses a table / time column pair the allowlist does not offer. */
export const itemWrites: WriteHook = (change, { store, t }) => {
  if (change.op === 'create') checkCountable(store, change.values, t);
  else if (change.op === 'update') checkCountable(store, { ...change.before, ...change.values }, t);
};
