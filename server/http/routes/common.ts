/**
 * Field schemas and helpers shared by the platform's route files. A route is declared once: its
 * methods, path(s), who may call it (`access`, ../routeAccess.ts) and what it takes (`input`, a zod
 * schema): the schema validates the input before the handler gets it, and describes the call's
 * fields in /openapi.json (../openapi.ts).
 *
 * @example
 *   read(app, `${NP}/user/getById`, scoped.extend({ id: id() }), async (request, input) => ok(await org.userById(request.auth.tenantId, input.id)));
 *   write(app, `${NP}/user/unlock`, platform(ADMIN_FUNCTIONS.user), scoped.extend({ id: id() }), async (request, input) => …);
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, preHandlerAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { optionalId, optionalInt, readFields, validate } from '../input';
import type { RouteAccess } from '../routeAccess';

export const NP = '/cloud/management/rest/np';

/** An optional tenantId; when given it must be the caller's (assertOwnScope). */
export const scoped = z.object({ tenantId: optionalId() });

/** Paging fields, in both spellings the platform's clients use. */
export const paging = {
  pageNo: optionalInt(1, 100000),
  current: optionalInt(1, 100000),
  pageSize: optionalInt(1, 500),
  size: optionalInt(1, 500),
};

/** Page number and size from either spelling; page 1 of 10 by default. */
export function page(input: { pageNo?: number | undefined; current?: number | undefined; pageSize?: number | undefined; size?: number | undefined }) {
  return { pageNo: input.pageNo ?? input.current ?? 1, pageSize: input.pageSize ?? input.size ?? 10 };
}

/** A route's handler, given its input validated against the route's declared schema. */
export type InputHandler<S extends z.ZodType> = (request: FastifyRequest, input: z.output<S>, reply: FastifyReply) => Promise<unknown>;

/** A platform route: methods, path(s), who may call it, what it takes, and checks of its own run before the input is read. */
export type RouteDeclaration<S extends z.ZodType> = {
  method: HTTPMethods | HTTPMethods[];
  url: string | string[];
  access: RouteAccess;
  input: S;
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
};

/**
 * Registers a route that declares its input (`config.input`): after the access checks and the
 * route's own preHandlers, the fields (../input.ts `readFields`) are validated against `input` and
 * handed to `handler`; the first bad field answers INVALID_INPUT.
 */
export function route<S extends z.ZodType>(app: FastifyInstance, declaration: RouteDeclaration<S>, handler: InputHandler<S>): void {
  const { method, url, access, input, preHandler } = declaration;
  for (const one of Array.isArray(url) ? url : [url]) {
    app.route({
      method,
      url: one,
      config: { access, input },
      ...(preHandler ? { preHandler } : {}),
      handler: async (request, reply) => handler(request, validate(input, readFields(request)), reply),
    });
  }
}

/** Registers a signed-in call that only reads, on GET and POST, at one or more paths (the spec's and ours), taking `input` when given. */
export function read(app: FastifyInstance, urls: string | string[], handler: RouteHandlerMethod): void;
export function read<S extends z.ZodType>(app: FastifyInstance, urls: string | string[], input: S, handler: InputHandler<S>): void;
export function read(app: FastifyInstance, urls: string | string[], input: z.ZodType | RouteHandlerMethod, handler?: InputHandler<z.ZodType>): void {
  const access = { read: true } as const;
  if (typeof input === 'function') {
    for (const url of Array.isArray(urls) ? urls : [urls]) app.route({ method: ['GET', 'POST'], url, config: { access }, handler: input });
    return;
  }
  route(app, { method: ['GET', 'POST'], url: urls, access, input }, handler!);
}

/** What a call that changes data needs: a platform function (and a system), or it changes only the caller's own things. */
export type WriteAccess = Extract<RouteAccess, { fn: string } | { own: string }>;

type Methods = ('GET' | 'POST')[];

/**
 * Registers a call that changes something, on POST, at one or more paths, taking `input`; `access`
 * is checked before the input is read (../routeAccess.ts).
 */
export function write<S extends z.ZodType>(app: FastifyInstance, urls: string | string[], access: WriteAccess, input: S, handler: InputHandler<S>, methods?: Methods): void;
/** A call that changes something and reads nothing of the request (or its files only). */
export function write(app: FastifyInstance, urls: string | string[], access: WriteAccess, handler: RouteHandlerMethod, methods?: Methods): void;
export function write(app: FastifyInstance, urls: string | string[], access: WriteAccess, input: z.ZodType | RouteHandlerMethod, handler?: InputHandler<z.ZodType> | Methods, methods?: Methods): void {
  if (typeof input === 'function') {
    const method = (handler as Methods | undefined) ?? ['POST'];
    for (const url of Array.isArray(urls) ? urls : [urls]) app.route({ method, url, config: { access }, handler: input });
    return;
  }
  route(app, { method: methods ?? ['POST'], url: urls, access, input }, handler as InputHandler<z.ZodType>);
}

/** A call that needs platform function `code` (ADMIN_FUNCTIONS) and, when named, one of `systems`. */
export function platform(code: string, systems: readonly string[] = PLATFORM_SYSTEMS): WriteAccess {
  return { fn: code, systems };
}

/** The systems whose screens administer the platform (综合管理: modules/xtgl). */
export const PLATFORM_SYSTEMS = ['zhgl'] as const;

/** Logs an operation of the caller. */
export function record(request: FastifyRequest, operation: string, target: string, detail = ''): Promise<void> {
  return request.server.services.log.record({ tenantId: request.auth.tenantId, userId: request.auth.userId, userName: request.auth.userName, operation, target, detail });
}
