/**
 * The data monitor's calls beside CRUD:
 * - dataIncreaseMonitorRecord/execute (changes data): counts, for the items named by `ids` (or every
 *   enabled item), the rows added to the item's table within its window and writes one record each.
 * - dataIncreaseMonitorRecord/getNewSql (reads): the count statement the server would run for item
 *   `id`, compiled from the allowlist (SQL text, its bound values, the window), never run.
 */
import { changes, formatDate, HandlerError, type Handler, type ModuleStore } from '../../../kit/resource';
import type { RecordStatus } from '../enums';
import { call, RECORD } from '../resources/paths';
import { checkCountable, windowOf } from './window';

type Row = Record<string, unknown>;

const pathOf = (op: string) => (call(RECORD, op) as { path: string }).path;

/** The ids of a request: a JSON list, a comma list or one number. */
function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  return list.map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n) && n > 0);
}

/** The items a run counts: the caller's items among `ids`, or every enabled item when none is named. */
async function itemsToRun(store: ModuleStore, input: Row, t: (key: string) => string): Promise<Row[]> {
  const named = input.ids !== undefined && input.ids !== '' ? idsOf(input.ids) : null;
  if (named && !named.length) throw new HandlerError(t('sjjk.execute.badIds'));
  const items = named ? (await Promise.all(named.map((id) => store.get('monitorItem', id)))).filter((r): r is Row => r !== null) : await store.all('monitorItem', { enabled: true }, 500);
  if (!items.length) throw new HandlerError(t(named ? 'sjjk.execute.noSuchItem' : 'sjjk.execute.noEnabled'));
  return items;
}

const execute: Handler = async (ctx) => {
  const now = new Date();
  return ctx.store.transaction(async (store) => {
    const items = await itemsToRun(store, ctx.input, ctx.t);
    const records: Row[] = [];
    for (const item of items) {
      const window = windowOf(item, now);
      const minIncrease = Number(item.minIncrease ?? 0);
      let increase: number | null = null;
      let note = '';
      try {
        checkCountable(store, item, ctx.t);
        increase = await store.lookups.count(String(item.tableName), window);
      } catch (e) {
        // A table the allowlist no longer offers (its module removed) fails this item, not the run.
        if (!(e instanceof Error)) throw e;
        note = e.message.slice(0, 200);
      }
      const status: RecordStatus = increase === null ? 'failed' : increase < minIncrease ? 'low' : 'normal';
      records.push(
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
    const low = records.filter((r) => r.status !== 'normal').length;
    return { executed: records.length, low, records, message: ctx.t('sjjk.execute.done', { count: records.length, low }) };
  });
};

const getNewSql: Handler = async (ctx) => {
  const id = Number(ctx.input.id);
  const item = Number.isInteger(id) && id > 0 ? await ctx.store.get('monitorItem', id) : null;
  if (!item) throw new HandlerError(ctx.t('sjjk.execute.noSuchItem'));
  checkCountable(ctx.store, item, ctx.t);
  const window = windowOf(item);
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
