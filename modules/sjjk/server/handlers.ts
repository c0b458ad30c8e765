/**
 * The data monitor's calls beside CRUD:
 * - dataIncreaseMonitorRecord/execute (changes data): counts, for the items named by `ids` (or every
 *   enabled item), the rows added to the item's table within its window and writes one record each.
 *   One run covers at most {@link MAX_RUN_ITEMS} distinct items (a repeated id runs once); the counts
 *   run one by one outside any transaction, yielding to other requests after each, and the records are
 *   written together in one short transaction (docs/security.md "Requests that cannot stall the others").
 * - dataIncreaseMonitorRecord/getNewSql (reads): the count statement the server would run for item
 *   `id`, compiled from the allowlist (SQL text, its bound values, the window), never run.
 */
import { changes, formatDate, HandlerError, nextTurn, type Handler, type HandlerContext, type ModuleStore } from '../../../kit/resource';
import type { RecordStatus } from '../enums';
import { call, RECORD } from '../resources/paths';
import { checkCountable, windowOf } from './window';

type Row = Record<string, unknown>;

/**
 * The most items one run counts. A tenant watches a handful of tables (the allowlist offers three);
 * 100 items take some tens of milliseconds, and a list of ids beyond that is a mistake or an attack.
 */
export const MAX_RUN_ITEMS = 100;

const pathOf = (op: string) => (call(RECORD, op) as { path: string }).path;

/** Lets the event loop answer other requests (SQLite calls are synchronous: an await alone does not). */

/** The distinct ids of a request: a JSON list, a comma list or one number. */
function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  return [...new Set(list.map((v) => Number(String(v).trim())).filter((n) => Number.isSafeInteger(n) && n > 0))];
}

/**
 * The items a run counts: the caller's items among `ids`, or every enabled item when none is named;
 * refused beyond {@link MAX_RUN_ITEMS} before any item is read.
 */
async function itemsToRun(store: ModuleStore, input: Row, t: HandlerContext['t']): Promise<Row[]> {
  const named = input.ids !== undefined && input.ids !== '' ? idsOf(input.ids) : null;
  if (named && !named.length) throw new HandlerError(t('sjjk.execute.badIds'));
  if (named && named.length > MAX_RUN_ITEMS) throw new HandlerError(t('sjjk.execute.tooMany', { max: MAX_RUN_ITEMS, count: named.length }));
  const items: Row[] = [];
  if (named) {
    for (const id of named) {
      const item = await store.get('monitorItem', id);
      if (item) items.push(item);
    }
  } else items.push(...(await store.all('monitorItem', { enabled: true }, MAX_RUN_ITEMS + 1)));
  if (!named && items.length > MAX_RUN_ITEMS) throw new HandlerError(t('sjjk.execute.tooManyEnabled', { max: MAX_RUN_ITEMS }));
  if (!items.length) throw new HandlerError(t(named ? 'sjjk.execute.noSuchItem' : 'sjjk.execute.noEnabled'));
  return items;
}

/** What one item's count gave: the rows added in its window, or null and the reason it failed. */
async function countOf(store: ModuleStore, item: Row, now: Date, t: HandlerContext['t']) {
  const window = windowOf(item, now);
  try {
    checkCountable(store, item, t);
    return { window, increase: await store.lookups.count(String(item.tableName), window), note: '' };
  } catch (e) {
    // A table the allowlist no longer offers (its module removed) fails this item, not the run.
    if (!(e instanceof Error)) throw e;
    return { window, increase: null, note: e.message.slice(0, 200) };
  }
}

const execute: Handler = async (ctx) => {
  const now = new Date(ctx.store.devices.now());
  const items = await itemsToRun(ctx.store, ctx.input, ctx.t);
  const counted: { item: Row; count: Awaited<ReturnType<typeof countOf>> }[] = [];
  for (const item of items) {
    counted.push({ item, count: await countOf(ctx.store, item, now, ctx.t) });
    await nextTurn();
  }
  const records = await ctx.store.transaction(async (store) => {
    const written: Row[] = [];
    for (const { item, count } of counted) {
      const minIncrease = Number(item.minIncrease ?? 0);
      const { window, increase, note } = count;
      const status: RecordStatus = increase === null ? 'failed' : increase < minIncrease ? 'low' : 'normal';
      written.push(
        await store.create('monitorRecord', {
          executedAt: formatDate(now, true),
          itemId: item.id,
          itemName: item.itemName,
          tableName: item.tableName,
          timeColumn: item.timeColumn,
          windowFrom: window.from,
          windowTo: window.to,
          increase,
          minIncrease,
          status,
          executedBy: ctx.caller.userName || ctx.caller.userId,
          note,
        }),
      );
    }
    return written;
  });
  const low = records.filter((r) => r.status !== 'normal').length;
  return { executed: records.length, low, records, message: ctx.t('sjjk.execute.done', { count: records.length, low }) };
};

const getNewSql: Handler = async (ctx) => {
  const id = Number(ctx.input.id);
  const item = Number.isInteger(id) && id > 0 ? await ctx.store.get('monitorItem', id) : null;
  if (!item) throw new HandlerError(ctx.t('sjjk.execute.noSuchItem'));
  checkCountable(ctx.store, item, ctx.t);
  const window = windowOf(item, new Date(ctx.store.devices.now()));
  const compiled = ctx.store.lookups.countSql(String(item.tableName), window);
  return {
    itemName: item.itemName,
    tableName: item.tableName,
    timeColumn: item.timeColumn,
    windowFrom: window.from,
    windowTo: window.to,
    sql: compiled.sql,
    parameters: compiled.parameters.map((p) => String(p)).join(', '),
  };
};

export const handlers: Record<string, Handler> = {
  [pathOf('execute')]: changes('sjjk.monitorRecord.act.execute', execute),
  [pathOf('getNewSql')]: getNewSql,
};
