/**
 * The window an item counts over: the last `windowDays` days up to now, as the store's datetimes.
 * The count itself is the platform's (store.lookups.count / countSql): the table and column are keys
 * into its allowlist, the tenant is the caller's, and no SQL comes from a request.
 */
import { formatDate, HandlerError, type CountOptions, type HandlerContext, type ModuleStore } from '../../../kit/resource';

type Row = Record<string, unknown>;

const DAY_MS = 86_400_000;

/** The counted window of an item ending at `now` (the server's clock): `{ column, from, to }` for the lookups. */
export function windowOf(item: Row, now: Date): Required<CountOptions> {
  const days = Math.min(31, Math.max(1, Math.trunc(Number(item.windowDays) || 1)));
  return { column: String(item.timeColumn ?? 'createdAt'), from: formatDate(new Date(now.getTime() - days * DAY_MS), true), to: formatDate(now, true) };
}

/** Checks that an item's table is on the platform's allowlist and its time column is a date or time there. */
export function checkCountable(store: ModuleStore, item: Row, t: HandlerContext['t']): void {
  const tableName = String(item.tableName ?? '');
  const column = String(item.timeColumn ?? '');
  const found = store.lookups.columns(tableName).find((c) => c.columnName === column);
  if (!found || (found.dataType !== 'date' && found.dataType !== 'datetime')) {
    throw new HandlerError(t('sjjk.monitorItem.badTimeColumn', { table: t(`sjjk.enum.monitorTable.${tableName}`), column: t(`sjjk.enum.timeColumn.${column}`) }));
  }
}
