/**
 * What a module gives the server engine besides its definitions: seeds, the functions behind its
 * reports, and handlers for the calls that are not CRUD (dashboards, printing, route helpers). Types
 * only, so a module's `server.ts` stays free of the server's internals: the engine hands each function
 * a `ModuleStore` that is already scoped to the caller's tenant, checks every field name against the
 * definitions, and writes the operation history.
 *
 * @example
 *   export default defineModuleServer({
 *     seed: ({ index }) => ({ carInfo: [{ carCode: index ? '浙A·D1001' : '苏A·D1234', ... }] }),
 *     handlers: { 'POST /cloud/ljszy/kanban/dailyForeCast': async ({ store }) => store.aggregate(...) },
 *   });
 */
import type { CheckedListQuery, ListQuery, Page } from './listQuery';

/** Who is calling; set by the server's auth (every handler runs signed in). */
export type CallerContext = { tenantId: string; userId: string; userName: string };

/** A group-by over one resource: counts and sums per group, checked against the definition. */
export type AggregateQuery = {
  filters?: Record<string, unknown>;
  /** Fields to group by; `<dateField>:day` or `<dateField>:month` groups a date/datetime by day or month. */
  groupBy: string[];
  sum?: string[];
  /** At most this many groups (default 1000), largest count first unless `orderBy` says otherwise. */
  limit?: number;
  orderBy?: { field: string; order: 'asc' | 'desc' };
};
export type AggregateRow = Record<string, string | number | null> & { count: number };

/** The tenant-scoped store a module's server code works with. */
export type ModuleStore = {
  list(resource: string, query: ListQuery): Promise<Page>;
  /** Every row matching the filters, up to `limit` (default 5000). */
  all(resource: string, filters?: Record<string, unknown>, limit?: number): Promise<Record<string, unknown>[]>;
  get(resource: string, id: number): Promise<Record<string, unknown> | null>;
  create(resource: string, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  update(resource: string, id: number, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  aggregate(resource: string, query: AggregateQuery): Promise<AggregateRow[]>;
};

export type HandlerContext = {
  caller: CallerContext;
  /** The request's parameters: query and body, unpacked from any of the spec's packings. */
  input: Record<string, unknown>;
  store: ModuleStore;
  /** zh-CN catalogue texts (server messages). */
  t: (key: string, params?: Record<string, string | number>) => string;
};

/** A file answer: the engine streams it as an .xlsx workbook named `fileName`. */
export type DownloadAnswer = {
  download: true;
  fileName: string;
  columns: { key: string; header: string; width?: number }[];
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
};

/** A handler answers data for the envelope, or a file. A thrown `HandlerError` becomes its message. */
export type Handler = (ctx: HandlerContext) => Promise<unknown> | unknown;

/** A report function pages its own rows from a checked list query. */
export type ReportSource = (ctx: HandlerContext, query: CheckedListQuery) => Promise<Page> | Page;

/** Seed rows per resource id for one tenant; `index` is 0 for the first tenant, 1 for the second. */
export type SeedFunction = (tenant: { tenantId: string; index: number }) => Record<string, Record<string, unknown>[]>;

/**
 * Runs after validation on every create and update of a resource (routes, imports, handlers):
 * computes derived fields or refuses with a HandlerError. `before` is the stored record on update.
 */
export type BeforeWrite = (values: Record<string, unknown>, before: Record<string, unknown> | null, t: HandlerContext['t']) => Record<string, unknown>;

export type ModuleServer = {
  seed?: SeedFunction;
  /** Per resource id. */
  beforeWrite?: Record<string, BeforeWrite>;
  reports?: Record<string, ReportSource>;
  /** Keyed by the call as the definitions write it: `'GET /cloud/ljszy/kanban/dailyForeCast'` or a bare path. */
  handlers?: Record<string, Handler>;
};

/** A refusal with a user-facing message (the engine answers it as a business error, not a 500). */
export class HandlerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HandlerError';
  }
}

export function defineModuleServer(s: ModuleServer): ModuleServer {
  return s;
}
