/**
 * Routes from definitions: every operation of every resource at the spec's path and method, the
 * reports' list and export, and the module handlers' calls. All signed in; all inside the caller's
 * tenant (a request naming another tenant is refused).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertOwnScope, requireAuth } from '../http/auth';
import { HttpError, ok } from '../http/envelope';
import { readFields } from '../http/input';
import {
  callsOf,
  exportFields,
  formatDate,
  HandlerError,
  idListItems,
  ListQueryError,
  parseCall,
  type CallerContext,
  type DownloadAnswer,
  type HandlerContext,
  type ModuleServer,
  type ParsedCall,
  type ReportDef,
  type ResourceDef,
} from './kit';
import { exportColumns, loadLookups, toCells } from './cells';
import { sendWorkbook } from './excel';
import { isFileAnswer, sendFileAnswer } from './fileAnswers';
import { importModeOf, importUpload } from './importFile';
import { moduleStore } from './moduleStore';
import type { ResourceStore } from './store';

type Input = Record<string, unknown>;

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

function callerOf(request: FastifyRequest, input: Input): CallerContext {
  const tenantId = typeof input.tenantId === 'string' || typeof input.tenantId === 'number' ? String(input.tenantId) : undefined;
  assertOwnScope(request.auth, { tenantId });
  return { tenantId: request.auth.tenantId, userId: request.auth.userId, userName: request.auth.userName };
}

function idOf(v: unknown, store: ResourceStore): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpError('INVALID_INPUT', store.t('kit.server.notFound'));
  return n;
}

function idsOf(input: Input, store: ResourceStore): number[] {
  return [...new Set(idListItems(input).map((x) => idOf(x, store)))].slice(0, 1000);
}

const stamp = () => formatDate(new Date(), true).replace(/\D/g, '');

/** Runs a route body, turning kit refusals into envelopes. */
async function guarded<T>(store: ResourceStore, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    if (e instanceof ListQueryError) throw new HttpError('INVALID_INPUT', e.message);
    if (e instanceof HandlerError) throw new HttpError('FAILED', e.message);
    void store;
    throw e;
  }
}

function route(app: FastifyInstance, call: ParsedCall, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  app.route({ method: call.method, url: call.path, preHandler: requireAuth, handler });
}

/** The routes of one resource (table-backed). */
export function resourceRoutes(app: FastifyInstance, store: ResourceStore, def: ResourceDef): void {
  const calls = callsOf(def);
  const t = store.t;
  const wrap = (fn: (input: Input, caller: CallerContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    (request: FastifyRequest, reply: FastifyReply) =>
      guarded(store, async () => {
        const input = inputOf(request);
        return fn(input, callerOf(request, input), request, reply);
      });

  if (calls.list) route(app, calls.list, wrap(async (input, caller) => ok(await store.page(caller, def, store.parseQuery(def, input)))));
  if (calls.get)
    route(app, calls.get, wrap(async (input, caller) => {
      const row = await store.get(caller, def, idOf(input.id, store));
      if (!row) throw new HttpError('FAILED', t('kit.server.notFound'));
      return ok(row);
    }));
  if (calls.create) route(app, calls.create, wrap(async (input, caller) => ok(await store.create(caller, def, input), t('kit.server.saved'))));
  if (calls.update) route(app, calls.update, wrap(async (input, caller) => ok(await store.update(caller, def, idOf(input.id, store), input), t('kit.server.saved'))));
  if (calls.upsert)
    route(app, calls.upsert, wrap(async (input, caller) => {
      const saved = input.id === undefined || input.id === '' || input.id === null
        ? await store.create(caller, def, input)
        : await store.update(caller, def, idOf(input.id, store), input);
      return ok(saved, t('kit.server.saved'));
    }));
  if (calls.remove)
    route(app, calls.remove, wrap(async (input, caller) => ok({ deleted: await store.remove(caller, def, idsOf(input, store)) }, t('kit.server.deleted'))));
  if (calls.export)
    route(app, calls.export, wrap(async (input, caller, _request, reply) => {
      const q = store.parseQuery(def, { ...input, pageNo: 1, pageSize: 1 });
      const lookups = await loadLookups(store, caller, def, exportFields(def));
      const rows = (async function* () {
        for await (const r of store.stream(caller, def, q)) yield toCells(def, r, lookups, t);
      })();
      await sendWorkbook(reply, `${t(def.title)}_${stamp()}.xlsx`, exportColumns(def, t), rows);
      return reply;
    }));
  if (calls.import)
    route(app, calls.import, wrap(async (input, caller) => {
      const { data, msg } = await importUpload(store, caller, def, input.file, importModeOf(input.mode));
      return ok(data, msg);
    }));
}

function isDownload(v: unknown): v is DownloadAnswer {
  return typeof v === 'object' && v !== null && (v as DownloadAnswer).download === true;
}

/** The list and export of a report, from the module server's report function. */
export function reportRoutes(app: FastifyInstance, store: ResourceStore, def: ReportDef, server: ModuleServer): void {
  const source = server.reports?.[def.id];
  if (!source) throw new Error(`${store.module.module}: report "${def.id}" has no source in server.ts`);
  const calls = callsOf(def);
  const ctxOf = (request: FastifyRequest, input: Input): HandlerContext => {
    const caller = callerOf(request, input);
    return { caller, input, store: moduleStore(store, caller), t: store.t };
  };
  if (calls.list)
    route(app, calls.list, (request) =>
      guarded(store, async () => {
        const input = inputOf(request);
        return ok(await source(ctxOf(request, input), store.parseQuery(def, input)));
      }));
  if (calls.export)
    route(app, calls.export, (request, reply) =>
      guarded(store, async () => {
        const input = inputOf(request);
        const ctx = ctxOf(request, input);
        const lookups = await loadLookups(store, ctx.caller, def, exportFields(def).filter((f) => f.type === 'enum'));
        const rows = (async function* () {
          for (let pageNo = 1; ; pageNo++) {
            const page = await source(ctx, store.parseQuery(def, { ...input, pageNo, pageSize: 1000 }));
            for (const r of page.records) yield toCells(def, r, lookups, store.t);
            if (page.records.length < 1000) return;
          }
        })();
        await sendWorkbook(reply, `${store.t(def.title)}_${stamp()}.xlsx`, exportColumns(def, store.t), rows);
        return reply;
      }));
}

/** A module handler at its call; its answer goes into the envelope, or out as a workbook or a file (fileAnswers.ts). */
export function handlerRoute(app: FastifyInstance, store: ResourceStore, key: string, handler: NonNullable<ModuleServer['handlers']>[string]): void {
  route(app, parseCall(key), (request, reply) =>
    guarded(store, async () => {
      const input = inputOf(request);
      const caller = callerOf(request, input);
      const answer = await handler({ caller, input, store: moduleStore(store, caller), t: store.t });
      if (isDownload(answer)) {
        await sendWorkbook(reply, answer.fileName, answer.columns, answer.rows);
        return reply;
      }
      if (isFileAnswer(answer)) return sendFileAnswer(request, reply, answer, store.files, caller, store.t);
      return ok(answer ?? null);
    }));
}
