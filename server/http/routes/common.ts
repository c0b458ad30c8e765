/** Field schemas and helpers shared by the management route files. */
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { messages } from '../../core/messages';
import { optionalId, optionalInt } from '../input';
import { requireAuth } from '../auth';

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

/** Registers a protected read call on GET and POST, at one or more paths (the spec's and ours). */
export function read(app: FastifyInstance, urls: string | string[], handler: RouteHandlerMethod): void {
  for (const url of Array.isArray(urls) ? urls : [urls]) app.route({ method: ['GET', 'POST'], url, preHandler: requireAuth, handler });
}

/** Registers a protected call that changes something, on POST, at one or more paths. */
export function write(app: FastifyInstance, urls: string | string[], handler: RouteHandlerMethod): void {
  for (const url of Array.isArray(urls) ? urls : [urls]) app.route({ method: ['POST'], url, preHandler: requireAuth, handler });
}

/** Refuses unless the caller holds the platform function `code`. */
export async function need(request: FastifyRequest, code: string): Promise<void> {
  const held = await request.server.services.directory.hasFunctions(request.auth, [code]);
  if (!held[code]) throw new HttpError('FORBIDDEN', messages.noFunction(code));
}

/** Logs an operation of the caller. */
export function record(request: FastifyRequest, operation: string, target: string, detail = ''): Promise<void> {
  return request.server.services.log.record({ tenantId: request.auth.tenantId, userId: request.auth.userId, userName: request.auth.userName, operation, target, detail });
}
