/**
 * The HTTP face of the platform's table and column lookups (server/resources/lookups.ts): the
 * loadTables / loadTableColumns / loadColumnValueList calls a module declares, answered from the catalog.
 */
import type { FastifyInstance } from 'fastify';
import { type CallerContext, type TableLookupApi, type TableLookups } from '../../resources/kit';
import type { ResourceStore } from '../../resources/store';
import { ok } from '../envelope';
import { serve } from './resources';

/** The lookup calls a module declares (`lookups` in its registry), answered from the platform's catalog. */
export function lookupRoutes(app: FastifyInstance, store: ResourceStore, api: TableLookupApi): void {
  const lookups = (caller: CallerContext) => store.catalog!.forCaller(caller, store.t, () => store.db);
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
  const table = (input: Record<string, unknown>) => input.tableName ?? input.table;
  const answerAt = (call: TableLookupApi[keyof TableLookupApi], answer: (l: TableLookups, input: Record<string, unknown>) => unknown) => {
    if (call) serve(app, store, call, async (input, caller) => ok(await answer(lookups(caller), input)));
  };
  answerAt(api.tables, (l, input) => l.tables(text(input.tableName ?? input.keyword)));
  answerAt(api.columns, (l, input) => l.columns(text(table(input)) ?? ''));
  answerAt(api.values, (l, input) =>
    l.values(text(table(input)) ?? '', text(input.columnName ?? input.column) ?? '', { keyword: text(input.keyword), limit: Number(input.limit) || undefined }));
}
