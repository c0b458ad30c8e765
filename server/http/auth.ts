/**
 * The auth preHandler. A token is read from `Authorization: Bearer …`, the `access_token` header, or
 * an `access_token` / `token` field of the query or body; without a valid one the call answers
 * HTTP 401. With one, `request.auth` holds the caller.
 *
 * @example
 *   app.post('/cloud/x/list', { preHandler: requireAuth }, async (request) => ok(await list(request.auth.tenantId)));
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { AuthContext } from '../services/sessions';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';

export type { AuthContext } from '../services/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** The caller; set by requireAuth (null on public calls). */
    auth: AuthContext;
  }
}

function field(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'value' in value && typeof value.value === 'string') return value.value;
  return undefined;
}

/** The token a request carries, wherever the platform's clients put it. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) {
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  const candidates = [
    request.headers['access_token'],
    request.headers['access-token'],
    field(request.query, 'access_token'),
    field(request.query, 'token'),
    field(request.body, 'access_token'),
    field(request.body, 'token'),
  ];
  for (const candidate of candidates) {
    const value = Array.isArray(candidate) ? candidate[0] : candidate;
    if (value && value !== 'null' && value !== 'undefined') return value.trim();
  }
  return undefined;
}

/** preHandler: answers 401 unless the request carries a valid token; sets `request.auth`. */
export async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = tokenOf(request);
  const auth = token ? await request.server.services.sessions.authenticate(token) : null;
  if (!auth) {
    const error = new HttpError('UNAUTHORIZED', messages.unauthorized);
    throw error;
  }
  request.auth = auth;
  void reply;
}

/**
 * Refuses (403) a request that names another tenant (or, with `userId`, another user) than the
 * token's. Fields left out mean "mine".
 */
export function assertOwnScope(auth: AuthContext, input: { tenantId?: string | undefined; userId?: string | undefined }, checkUser = false): void {
  if (input.tenantId !== undefined && input.tenantId !== auth.tenantId) throw new HttpError('FORBIDDEN', messages.otherTenant);
  if (checkUser && input.userId !== undefined && input.userId !== auth.userId) throw new HttpError('FORBIDDEN', messages.otherUser);
}
