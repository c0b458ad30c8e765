/**
 * The sister app ccx (城管通) signs in by token exchange (spec area ccx; services/ccx.ts), strictly:
 * user/syncToken: a signed-in user, whose token comes in a header (never the URL), gets a one-time
 * ticket valid 60 s; user/loginNew: the ticket, in the POST body only, is spent once for a session
 * of ccx's own (`access-token` header and data.access_token); a password, or a ticket or token in
 * the URL, is refused. common/user/getUser and common/enum/list answer the signed-in caller
 * (enumerations as the management enum/getByName). Rate-limited per address as single sign-on.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { messages } from '../../core/messages';
import { assertOwnScope } from '../auth';
import { ok } from '../envelope';
import { text } from '../input';
import { read, record, route, scoped } from './common';

const CCX = '/cloud/ccx/api';

/** Refuses when the URL's query carries any of `fields` (secrets in a URL end up in logs and history). */
function notInUrl(request: FastifyRequest, fields: string[]): void {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const found = fields.find((f) => query[f] !== undefined);
  if (found) throw new HttpError('INVALID_INPUT', messages.ccx.notInUrl(found));
}

/** Registers the ccx calls. */
export async function ccxRoutes(app: FastifyInstance): Promise<void> {
  const { ccx, org, directory, log, rateLimits } = app.services;
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const seconds = await rateLimits.hit('sso', request.ip);
    if (seconds === null) return;
    reply.header('retry-after', String(seconds));
    throw new HttpError('RATE_LIMITED', messages.rateLimited(seconds));
  };

  // Secrets in the URL are refused before the input is read.
  const noTokenInUrl = async (request: FastifyRequest) => notInUrl(request, ['access_token', 'token']);
  const noSecretInUrl = async (request: FastifyRequest) => notInUrl(request, ['ticket', 'password', 'token', 'access_token']);

  route(app, { method: 'POST', url: `${CCX}/user/syncToken`, access: { own: 'a one-use ticket that signs the caller in to ccx' }, input: scoped, preHandler: noTokenInUrl }, async (request, input) => {
    assertOwnScope(request.auth, input);
    const issued = await ccx.ticket(request.auth.tenantId, request.auth.userId);
    await record(request, 'ccxTicket', 'ccx');
    return ok(issued);
  });

  // `password` is declared so that sending one is refused by name (ccx signs in by ticket only).
  const loginInput = z.object({ ticket: z.string().min(20).max(200).regex(/^[\w-]+$/).optional(), password: z.unknown().optional() });
  route(app, { method: 'POST', url: `${CCX}/user/loginNew`, access: { public: 'sign-in by a one-use ccx ticket' }, input: loginInput, preHandler: [limited, noSecretInUrl] }, async (request, input, reply) => {
    if (input.password !== undefined) throw new HttpError('INVALID_INPUT', messages.ccx.noPassword);
    if (!input.ticket) throw new HttpError('INVALID_INPUT', `ticket：${messages.field.required}`);
    const session = await ccx.exchange(input.ticket);
    const user = await org.userById(session.tenantId, session.userId);
    await log.record({ tenantId: session.tenantId, userId: session.userId, userName: user?.username ?? '', operation: 'login', target: user?.username ?? '', detail: `ccx ${request.ip}` });
    reply.header('access-token', JSON.stringify({ access_token: session.token, token_type: 'Bearer', expires_in: session.expiresIn }));
    return ok({ access_token: session.token, token_type: 'Bearer', expires_in: session.expiresIn, user });
  });

  read(app, `${CCX}/common/user/getUser`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.userById(request.auth.tenantId, request.auth.userId));
  });
  read(app, `${CCX}/common/enum/list`, scoped.extend({ enumName: text(64).regex(/^\w+$/) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await directory.enumByName(request.auth.tenantId, input.enumName));
  });
}
