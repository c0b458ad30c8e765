/**
 * The HTTP face of the platform's table and column lookups (server/resources/lookups.ts): the
 * loadTables / loadTableColumns / loadColumnValueList calls a module declares, answered from the catalog.
 */
import type { FastifyInstance } from 'fastify';
import { parseCall, type CallerContext, type TableLookupApi, type TableLookups } from '../../resources/kit';
import type { ResourceStore } from '../../resources/store';
import { ok } from '../envelope';
import { callerOf, guarded, inputOf, route } from './resources';

/** The lookup calls a module declares (`lookups` in its registry), answered from the platform's catalog. */
export function lookupRoutes(app: FastifyInstance, store: ResourceStore, api: TableLookupApi): void {
  const lookups = (caller: CallerContext) => store.catalog!.forCaller(caller, store.t, () => store.db);
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
  const table = (input: Record<string, unknown>) => input.tableName ?? input.table;
  const serve = (call: TableLookupApi[keyof TableLookupApi], answer: (l: TableLookups, input: Record<string, unknown>) => unknown) => {
    if (!call) return;
    route(app, parseCall(call), (request) =>
      guarded(store, async () => {
        const input = inputOf(request);
        return ok(await answer(lookups(callerOf(request, input)), input));
      }));
  };
  serve(api.tables, (l, input) => l.tables(text(input.tableName ?? input.keyword)));
  serve(api.columns, (l, input) => l.columns(text(table(input)) ?? ''));
  serve(api.values, (l, input) =>
    l.values(text(table(input)) ?? '', text(input.columnName ?? input.column) ?? '', { keyword: text(input.keyword), limit: Number(input.limit) || undefined }));
}
