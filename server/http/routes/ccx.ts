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
import { parseInput, text } from '../input';
import { read, record, scoped, write } from './common';

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

  write(app, `${CCX}/user/syncToken`, { own: 'a one-use ticket that signs the caller in to ccx' }, async (request) => {
    notInUrl(request, ['access_token', 'token']);
    assertOwnScope(request.auth, parseInput(request, scoped));
    const issued = await ccx.ticket(request.auth.tenantId, request.auth.userId);
    await record(request, 'ccxTicket', 'ccx');
    return ok(issued);
  });

  app.post(`${CCX}/user/loginNew`, { preHandler: limited, config: { access: { public: 'sign-in by a one-use ccx ticket' } } }, async (request, reply) => {
    notInUrl(request, ['ticket', 'password', 'token', 'access_token']);
    const input = parseInput(request, z.object({ ticket: z.string().min(20).max(200).regex(/^[\w-]+$/).optional(), password: z.unknown().optional() }));
    if (input.password !== undefined) throw new HttpError('INVALID_INPUT', messages.ccx.noPassword);
    if (!input.ticket) throw new HttpError('INVALID_INPUT', `ticket：${messages.field.required}`);
    const session = await ccx.exchange(input.ticket);
    const user = await org.userById(session.tenantId, session.userId);
    await log.record({ tenantId: session.tenantId, userId: session.userId, userName: user?.username ?? '', operation: 'login', target: user?.username ?? '', detail: `ccx ${request.ip}` });
    reply.header('access-token', JSON.stringify({ access_token: session.token, token_type: 'Bearer', expires_in: session.expiresIn }));
    return ok({ access_token: session.token, token_type: 'Bearer', expires_in: session.expiresIn, user });
  });

  read(app, `${CCX}/common/user/getUser`, async (request) => {
    assertOwnScope(request.auth, parseInput(request, scoped));
    return ok(await org.userById(request.auth.tenantId, request.auth.userId));
  });
  read(app, `${CCX}/common/enum/list`, async (request) => {
    const input = parseInput(request, scoped.extend({ enumName: text(64).regex(/^\w+$/) }));
    assertOwnScope(request.auth, input);
    return ok(await directory.enumByName(request.auth.tenantId, input.enumName));
  });
}
