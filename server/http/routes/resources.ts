/**
 * The resource engine's HTTP face: every operation of every resource at the spec's path and method,
 * the reports' list and export, the module handlers' calls and each module's enum loader, built from
 * the module definitions at start. All signed in; all inside the caller's tenant (a request naming
 * another tenant is refused). The engine itself (stores, tables, queries, cells, imports) is
 * server/resources and knows nothing of HTTP. Each operation answers at every call of its `api` and of
 * every other API generation, over the same table; a document's or a workflow's operations are
 * theirs (./structures.ts), which also serves the structures' own calls.
 *
 * @example
 *   await app.register(resourcesPlugin, { db });                   // every module under modules/
 *   await app.register(resourcesPlugin, { db, modules, seed: false }); // tests and benches
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from '../../core/errors';
import { assertOwnScope } from '../auth';
import type { Need, RouteAccess } from '../routeAccess';
import { ok } from '../envelope';
import { readFields } from '../input';
import {
  callsOf,
  everyCall,
  exportFields,
  fieldList,
  formatDate,
  functionOf,
  operationFunction,
  actionFunctions,
  callKey,
  HandlerError,
  idListItems,
  isComputedReport,
  enumRegistries,
  ListQueryError,
  MAX_ALL_ROWS,
  parseCall,
  softDeleteOf,
  type ApiCall,
  type CallerContext,
  type Operation,
  type DownloadAnswer,
  type HandlerContext,
  type ModuleServer,
  type Page,
  type ParsedCall,
  type ReportDef,
  type ResourceDef,
} from '../../resources/kit';
import { enumHandler, prepareModules, type FunctionCheck } from '../../resources';
import { exportColumns, loadLookups, toCells } from '../../resources/cells';
import { sendWorkbook, type Column } from '../../resources/excel';
import { importModeOf, importUpload, type ImportLimits } from '../../resources/importFile';
import { sendImportTemplate } from '../../resources/importTemplate';
import { loadModules, type LoadedModule } from '../../resources/modules';
import { moduleStore, readingStore } from '../../resources/moduleStore';
import type { ResourceStore } from '../../resources/store';
import type { AnyDb } from '../../resources/tables';
import type { FileService } from '../../db/files';
import { requestLocale } from '../locale';
import { isFileAnswer, sendFileAnswer } from '../fileAnswers';
import { lookupRoutes } from './lookups';
import { referenceRoutes, structureOperations, structureRoutes } from './structures';
import { viewRoutes } from './views';
import type { DeviceSettings } from '../../resources/moduleDevices';

export type Input = Record<string, unknown>;

/** A request's fields from any packing (form, JSON, parameters, param, carDataJson). */
export function inputOf(request: FastifyRequest): Input {
  const fields = readFields(request);
  const packed = fields.carDataJson;
  if (typeof packed === 'string' && packed.startsWith('{')) {
    try {
      const parsed = JSON.parse(packed) as Input;
      for (const [k, v] of Object.entries(parsed)) if (!(k in fields)) fields[k] = v;
    } catch {
      throw new HttpError('BAD_REQUEST', 'carDataJson');
    }
  }
  return fields;
}

export function callerOf(request: FastifyRequest, input: Input): CallerContext {
  const tenantId = typeof input.tenantId === 'string' || typeof input.tenantId === 'number' ? String(input.tenantId) : undefined;
  assertOwnScope(request.auth, { tenantId });
  return { tenantId: request.auth.tenantId, userId: request.auth.userId, userName: request.auth.userName };
}

/** A request's record id; refuses anything but a positive integer. */
export function idOf(v: unknown, store: ResourceStore): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpError('INVALID_INPUT', store.t('kit.server.notFound'));
  return n;
}

/** Most distinct record ids one call may name (a batch delete or recover). */
export const MAX_IDS = 1000;

/** A request's list of record ids, each once; more than {@link MAX_IDS} is refused, not cut. */
export function idsOf(input: Input, store: ResourceStore): number[] {
  const ids = [...new Set(idListItems(input).map((x) => idOf(x, store)))];
  if (ids.length > MAX_IDS) throw new HttpError('INVALID_INPUT', store.t('kit.server.tooManyIds', { max: MAX_IDS, count: ids.length }));
  return ids;
}

const stamp = () => formatDate(new Date(), true).replace(/\D/g, '');

/** Runs a route body, turning kit refusals into envelopes. */
export async function guarded<T>(store: ResourceStore, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof ListQueryError) throw new HttpError('INVALID_INPUT', e.message);
    if (e instanceof HandlerError) throw new HttpError('FAILED', e.message);
    void store;
    throw e;
  }
}

/** Registers an engine call with what it needs (../routeAccess.ts checks it before the handler runs). */
export function route(app: FastifyInstance, call: ParsedCall, access: RouteAccess, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  app.route({ method: call.method, url: call.path, config: { access }, handler });
}

/**
 * The function a call needs (kit/resource/functions.ts): a code, null when it only reads, or decided
 * by the request (an upsert without an id creates).
 */
export type { Need };

/**
 * Serves `call` signed in, inside the caller's tenant, to users who hold the module's system and the
 * call's function (`need`; services/access.ts, checked before the body reads its input), the body's
 * refusals as envelopes: `fn` gets the request's fields from any packing and answers the envelope (or
 * sends a file on `reply`). `module` null: a read across modules that any signed-in user may make.
 */
export function serve(app: FastifyInstance, store: ResourceStore, call: ApiCall, fn: OpHandler, need: Need = null, module: string | null = store.module.module): void {
  if (module === null && need !== null) throw new Error(`${callKey(call)}: a call of no module can only read`);
  const access: RouteAccess = module === null ? { read: true } : { module, need, inputOf };
  route(app, parseCall(call), access, (request, reply) =>
    guarded(store, async () => {
      const input = inputOf(request);
      const caller = callerOf(request, input);
      return fn(input, caller, reply, request);
    }));
}

export type OpHandler = (input: Input, caller: CallerContext, reply: FastifyReply, request: FastifyRequest) => Promise<unknown>;

type Row = Record<string, unknown>;

/** A handler's context for a request: messages in the caller's language (server/http/locale.ts). */
const contextOf = (store: ResourceStore, caller: CallerContext, scoped: HandlerContext['store'], request: FastifyRequest): Omit<HandlerContext, 'input'> => ({
  caller,
  store: scoped,
  t: store.translate(requestLocale(request)),
});

/** Rows as the caller is shown them: what the module's `present` composes for the resource, in the caller's language. */
async function shown(store: ResourceStore, def: ResourceDef, caller: CallerContext, request: FastifyRequest, rows: Row[]): Promise<Row[]> {
  const present = store.presenters[def.id];
  if (!present || !rows.length) return rows;
  return present(rows, contextOf(store, caller, readingStore(moduleStore(store, caller), `${store.module.module} ${def.id} present`), request));
}

/** Rows streamed in chunks through {@link shown}. */
async function* shownStream(store: ResourceStore, def: ResourceDef, caller: CallerContext, request: FastifyRequest, rows: AsyncIterable<Row>): AsyncIterable<Row> {
  if (!store.presenters[def.id]) return yield* rows;
  let chunk: Row[] = [];
  for await (const r of rows) {
    chunk.push(r);
    if (chunk.length === 500) {
      yield* await shown(store, def, caller, request, chunk);
      chunk = [];
    }
  }
  yield* await shown(store, def, caller, request, chunk);
}

/** What each operation does, for one resource: the same handler answers it at every generation's path. */
function operations(store: ResourceStore, def: ResourceDef): Record<Operation, OpHandler> {
  const t = store.t;
  const page = async (p: Page, caller: CallerContext, request: FastifyRequest): Promise<Page> => ({ ...p, records: await shown(store, def, caller, request, p.records) });
  const workbook = async (reply: FastifyReply, name: string, columns: Column[], rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>) => {
    await sendWorkbook(reply, `${name}_${stamp()}.xlsx`, columns, rows);
    return reply;
  };
  return {
    list: async (input, caller, _reply, request) => ok(await page(await store.page(caller, def, store.parseQuery(def, input)), caller, request)),
    all: async (input, caller, _reply, request) => ok(await shown(store, def, caller, request, await store.all(caller, def, store.parseQuery(def, { ...input, pageNo: 1, pageSize: 1 }), MAX_ALL_ROWS))),
    get: async (input, caller, _reply, request) => {
      const row = await store.get(caller, def, idOf(input.id, store));
      if (!row) throw new HttpError('FAILED', t('kit.server.notFound'));
      return ok((await shown(store, def, caller, request, [row]))[0]);
    },
    create: async (input, caller) => ok(await store.create(caller, def, input), t('kit.server.saved')),
    update: async (input, caller) => ok(await store.update(caller, def, idOf(input.id, store), input), t('kit.server.saved')),
    upsert: async (input, caller) => {
      const saved = input.id === undefined || input.id === '' || input.id === null
        ? await store.create(caller, def, input)
        : await store.update(caller, def, idOf(input.id, store), input);
      return ok(saved, t('kit.server.saved'));
    },
    remove: async (input, caller) => ok({ deleted: await store.remove(caller, def, idsOf(input, store)) }, t(softDeleteOf(def) ? 'kit.server.recycled' : 'kit.server.deleted')),
    recycleList: async (input, caller, _reply, request) => {
      const q = store.parseQuery(def, input);
      const at = softDeleteOf(def)?.at;
      return ok(await page(await store.page(caller, def, { ...q, sort: q.sort ?? (at ? { field: at, order: 'desc' } : null) }, store.db, 'deleted'), caller, request));
    },
    recover: async (input, caller) => {
      const recovered = await store.recover(caller, def, idsOf(input, store));
      return ok({ recovered }, t('kit.server.recovered', { count: recovered }));
    },
    export: async (input, caller, reply, request) => {
      const q = store.parseQuery(def, { ...input, pageNo: 1, pageSize: 1 });
      const lookups = await loadLookups(store, caller, def, exportFields(def));
      const rows = (async function* () {
        for await (const r of shownStream(store, def, caller, request, store.stream(caller, def, q))) yield toCells(def, r, lookups, t);
      })();
      return workbook(reply, t(def.title), exportColumns(def, t), rows);
    },
    backup: async (_input, caller, reply) => {
      const fields = fieldList(def);
      const lookups = await loadLookups(store, caller, def, fields);
      const audit = ['createdBy', 'createdAt', 'updatedBy', 'updatedAt'] as const;
      const rows = (async function* () {
        for await (const r of store.stream(caller, def, { filters: [], sort: { field: 'id', order: 'asc' } }, 2000, store.db, 'all')) {
          yield { id: r.id, ...toCells(def, r, lookups, t, fields), ...Object.fromEntries(audit.map((k) => [k, r[k]])) };
        }
      })();
      const columns = [{ key: 'id', header: t('kit.id') }, ...fields.map((f) => ({ key: f.name, header: t(f.label) })), ...audit.map((k) => ({ key: k, header: t(`kit.${k}`) }))];
      return workbook(reply, `${t(def.title)}_${t('kit.backup')}`, columns, rows);
    },
    import: async (input, caller, reply) => {
      // The import template: the import columns' headers, and a 填写说明 sheet of what each column takes.
      if (input.mode === 'template') return sendImportTemplate(reply, store, caller, def, `${t(def.title)}_${t('kit.import.templateFile')}_${stamp()}.xlsx`);
      const { data, msg } = await importUpload(store, caller, def, input.file, importModeOf(input.mode));
      return ok(data, msg);
    },
  };
}

/** The routes of one resource (table-backed): every call of every generation. */
export function resourceRoutes(app: FastifyInstance, store: ResourceStore, def: ResourceDef): void {
  // Each operation answers through the store of the caller's language (its messages in that language).
  const byLocale = new Map<ResourceStore, ReturnType<typeof operations> & ReturnType<typeof structureOperations>>();
  const handlersOf = (request: FastifyRequest) => {
    const local = store.inLocale(requestLocale(request));
    let handlers = byLocale.get(local);
    if (!handlers) byLocale.set(local, (handlers = { ...operations(local, def), ...structureOperations(local, def) }));
    return handlers;
  };
  const module = store.module.module;
  // An upsert's function depends on its id (none: create); every other operation's is fixed.
  for (const { op, call } of everyCall(def)) {
    const handler: OpHandler = (input, caller, reply, request) => handlersOf(request)[op](input, caller, reply, request);
    serve(app, store, call, handler, op === 'upsert' ? (input) => operationFunction(module, def, op, input.id) : operationFunction(module, def, op));
  }
}

function isDownload(v: unknown): v is DownloadAnswer {
  return typeof v === 'object' && v !== null && (v as DownloadAnswer).download === true;
}

/** The list and export of a report, from the module server's report function. */
export function reportRoutes(app: FastifyInstance, store: ResourceStore, def: ReportDef, server: ModuleServer): void {
  const source = server.reports?.[def.id];
  if (!source) throw new Error(`${store.module.module}: report "${def.id}" has no source in server.ts`);
  const calls = callsOf(def);
  const ctxOf = (caller: CallerContext, input: Input, request: FastifyRequest): HandlerContext => ({ ...contextOf(store, caller, moduleStore(store, caller), request), input });
  if (calls.list) serve(app, store, calls.list, async (input, caller, _reply, request) => ok(await source(ctxOf(caller, input, request), store.parseQuery(def, input))));
  if (calls.export)
    serve(app, store, calls.export, async (input, caller, reply, request) => {
      const ctx = ctxOf(caller, input, request);
      const lookups = await loadLookups(store, ctx.caller, def, exportFields(def).filter((f) => f.type === 'enum' || f.type === 'treeSelect'));
      // A page at a time, all with the same `ctx`: a report computed whole on every call keeps its rows
      // for the export's pages with `oncePerCall(ctx, …)` (考勤日报 of a city's 30 000 people was
      // computed 30 times for one export: 52.6 s).
      const rows = (async function* () {
        for (let pageNo = 1; ; pageNo++) {
          const page = await source(ctx, store.parseQuery(def, { ...input, pageNo, pageSize: 1000 }));
          for (const r of page.records) yield toCells(def, r, lookups, store.t);
          if (page.records.length < 1000) return;
        }
      })();
      await sendWorkbook(reply, `${store.t(def.title)}_${stamp()}.xlsx`, exportColumns(def, store.t), rows);
      return reply;
    }, functionOf(store.module.module, def, 'export'));
}

/**
 * A module handler at its call; its answer goes into the envelope, or out as a workbook or a file
 * (../fileAnswers.ts). It needs `fn` (its action's or its own function); without one it only reads.
 */
export function handlerRoute(app: FastifyInstance, store: ResourceStore, key: string, handler: NonNullable<ModuleServer['handlers']>[string], fn: string | null = null): void {
  serve(app, store, key, async (input, caller, reply, request) => {
    const scoped = moduleStore(store, caller);
    const answer = await handler({ ...contextOf(store, caller, fn ? scoped : readingStore(scoped, `${store.module.module} ${key}`), request), input });
    if (isDownload(answer)) {
      await sendWorkbook(reply, answer.fileName, answer.columns, answer.rows);
      return reply;
    }
    if (isFileAnswer(answer)) return sendFileAnswer(request, reply, answer, store.files, caller, store.t);
    return ok(answer ?? null);
  }, fn);
}

/** Options of {@link resourcesPlugin}. */
export type ResourcesPluginOptions = {
  /** The server's Kysely database (server/db). */
  db: unknown;
  /** The modules to serve; default: every module folder with resources/index.ts. */
  modules?: LoadedModule[];
  /** Seed empty tenants at start (default true). */
  seed?: boolean;
  /**
   * Whether a caller holds platform functions, for workflow roles declared by functions (the
   * authorization layer's hook; the server passes the functions of the caller's roles; default none).
   */
  functionCheck?: FunctionCheck;
  /** The platform's file service (image and file fields hold its ids); default one over `db` with the wall clock. */
  files?: FileService;
  /** What one import may hold and how many run at once (the configuration's `imports`). */
  imports?: ImportLimits;
  /** The clock and offline threshold modules read the device store with (the configuration's). */
  devices?: DeviceSettings;
};

/** Loads every module's definitions, prepares their tables (server/resources) and serves their routes. */
export const resourcesPlugin: FastifyPluginAsync<ResourcesPluginOptions> = async (app, options) => {
  // Each call's system and function are checked by the route access hook; without it none would be.
  if (!app.hasDecorator('routeTable')) throw new Error('resourcesPlugin needs installRouteAccess (server/http/routeAccess.ts) on its server');
  const db = options.db as AnyDb;
  const modules = options.modules ?? (await loadModules());
  const stores = await prepareModules(db, modules, options.seed ?? true, { files: options.files, functionCheck: options.functionCheck, imports: options.imports, devices: options.devices });
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  }
  for (const loaded of modules) {
    const store = stores.get(loaded.resources.module)!;
    for (const def of loaded.resources.resources) {
      structureRoutes(app, store, def);
      resourceRoutes(app, store, def);
    }
    for (const def of loaded.resources.reports ?? []) if (isComputedReport(def)) reportRoutes(app, store, def, loaded.server);
    for (const view of loaded.resources.views ?? []) viewRoutes(app, store, view);
    if (loaded.resources.lookups) lookupRoutes(app, store, loaded.resources.lookups);
    for (const enums of enumRegistries(loaded.resources)) handlerRoute(app, store, callKey(enums.api), enumHandler(store, enums));
    const actions = actionFunctions(loaded.resources);
    for (const [key, handler] of Object.entries(loaded.server.handlers ?? {})) handlerRoute(app, store, key, handler, handler.function ?? actions.get(callKey(key)) ?? null);
  }
  referenceRoutes(app, stores.values());
};
