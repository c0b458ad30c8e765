/** Field schemas and helpers shared by the management route files. */
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { optionalId, optionalInt } from '../input';
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

/** Registers a signed-in call that only reads, on GET and POST, at one or more paths (the spec's and ours). */
export function read(app: FastifyInstance, urls: string | string[], handler: RouteHandlerMethod): void {
  for (const url of Array.isArray(urls) ? urls : [urls]) app.route({ method: ['GET', 'POST'], url, config: { access: { read: true } }, handler });
}

/** What a call that changes data needs: a platform function (and a system), or it changes only the caller's own things. */
export type WriteAccess = Extract<RouteAccess, { fn: string } | { own: string }>;

/**
 * Registers a call that changes something, on POST, at one or more paths; `access` is checked before
 * the handler reads its input (../routeAccess.ts).
 */
export function write(app: FastifyInstance, urls: string | string[], access: WriteAccess, handler: RouteHandlerMethod, methods: ('GET' | 'POST')[] = ['POST']): void {
  for (const url of Array.isArray(urls) ? urls : [urls]) app.route({ method: methods, url, config: { access }, handler });
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
