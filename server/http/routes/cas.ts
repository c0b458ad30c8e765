/**
 * Sign-in calls (shell.md §7 "Authentication and shell"): public key, login (plain, with captcha,
 * for a token, with a remember token), captcha, logout, token check, user, single sign-on.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../envelope';
import { flag, optionalText, text } from '../input';
import { route } from './common';

import { messages } from '../../core/messages';
import type { UserInfo } from '../../../kit/contract';
import type { LoginResult } from '../../services/auth';
import { sha256 } from '../../services/secrets';
import type { RateLimitedCall } from '../../services/rateLimits';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../locale';
import { systemName } from '../../services/menus';

/** Usernames are letters, digits and . _ @ - (anything else cannot exist, so it is refused as input). */
const username = () => text(64).regex(/^[\w.@-]+$/);
const captchaId = () => z.string().min(1).max(64).regex(/^[\w-]+$/);

const loginSchema = z.object({
  username: username(),
  password: text(1024),
  ip: optionalText(64),
  loginWeb: optionalText(32),
  rememberMe: flag(),
  autoLogin: flag(),
  deviceId: optionalText(128),
});

const vcodeSchema = loginSchema.extend({ vid: captchaId(), vcode: text(16) });

/** The access-token header: JSON `{ access_token, token_type: 'Bearer', expires_in }`. */
export function sendToken(reply: FastifyReply, result: LoginResult): void {
  reply.header(
    'access-token',
    JSON.stringify({ access_token: result.token.token, token_type: 'Bearer', expires_in: result.token.expiresIn }),
  );
}

/** A preHandler counting the call against its per-address limit; refuses with RATE_LIMITED past it. */
function rateLimited(app: FastifyInstance, call: RateLimitedCall) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const seconds = await app.services.rateLimits.hit(call, request.ip);
    if (seconds === null) return;
    reply.header('retry-after', String(seconds));
    throw new HttpError('RATE_LIMITED', messages.rateLimited(seconds));
  };
}

function device(request: FastifyRequest, deviceId: string | undefined): string {
  return deviceId ?? `ua:${sha256(String(request.headers['user-agent'] ?? '')).slice(0, 16)}`;
}

/** Registers the sign-in calls; they use the services decorated on the instance. */
export async function casRoutes(app: FastifyInstance): Promise<void> {
  const { auth, sessions, captchas, keys, grants, sso } = app.services;

  app.get('/cas/publicKey', { config: { access: { public: 'the sign-in key' } } }, async () => ok(keys.publicKeyPem));

  type Captcha = { vid: string; vcode: string };
  const login = async (request: FastifyRequest, reply: FastifyReply, input: z.output<typeof loginSchema>, captcha: Captcha | undefined, forToken: boolean) => {
    const remember = input.rememberMe || input.autoLogin ? { device: device(request, input.deviceId) } : undefined;
    const result = await auth.login({ username: input.username, password: input.password, ip: request.ip, captcha, remember });
    sendToken(reply, result);
    if (forToken) return ok({ ...result.data, access_token: result.token.token, token_type: 'Bearer', expires_in: result.token.expiresIn });
    return ok(result.data);
  };
  const signIn = { method: 'POST', access: { public: 'sign-in' }, preHandler: rateLimited(app, 'login') } as const;
  route(app, { ...signIn, url: '/cas/login', input: loginSchema }, (request, input, reply) => login(request, reply, input, undefined, false));
  route(app, { ...signIn, url: '/cas/loginWithVcode', input: vcodeSchema }, (request, input, reply) => login(request, reply, input, { vid: input.vid, vcode: input.vcode }, false));
  route(app, { ...signIn, url: '/cas/loginForToken', input: loginSchema }, (request, input, reply) => login(request, reply, input, undefined, true));

  route(app, { ...signIn, url: '/cas/loginWithRememberToken', input: z.object({ rememberToken: text(256).regex(/^[\w-]+$/) }) }, async (request, input, reply) => {
    const result = await auth.loginWithRememberToken(input.rememberToken);
    sendToken(reply, result);
    return ok(result.data);
  });

  route(app, {
    method: 'POST',
    url: '/cloud/management/rest/np/login/captcha',
    access: { public: 'a captcha for sign-in' },
    input: z.object({ oldId: z.preprocess((v) => (v === '' || v === null ? undefined : v), captchaId().optional()) }),
    preHandler: rateLimited(app, 'captcha'),
  }, async (_request, input) => ok(await captchas.create(input.oldId)));

  route(app, { method: 'POST', url: '/cas/logout', access: { own: 'ends the caller’s session' }, input: z.object({ deviceId: optionalText(128) }) }, async (request, input) => {
    await auth.logout(request.auth, input.deviceId ? input.deviceId : undefined);
    return ok(null, messages.loggedOut);
  });

  app.post('/casServer/checkToken', { config: { access: { read: true } } }, async (request) => {
    const a = request.auth;
    return ok({ valid: true, tenantId: a.tenantId, userId: a.userId, userName: a.userName, expiresIn: await sessions.remainingSeconds(a.tokenId) });
  });

  app.post('/casServer/user', { config: { access: { read: true } } }, async (request) => {
    const a = request.auth;
    const user = await app.services.org.userById(a.tenantId, a.userId);
    const systems = await grants.systemsOf(a);
    const tenant = await app.services.directory.tenant(a.tenantId);
    return ok({
      tenantId: a.tenantId,
      tenantName: tenant?.name ?? '',
      userId: a.userId,
      userName: a.userName,
      name: user?.name ?? a.userName,
      photoId: user?.photoId ?? null,
      isSuper: a.isSuper,
      systemList: systems.map((s) => `${s.id}||${systemName(s, requestLocale(request))}`),
    } satisfies UserInfo);
  });

  route(app, {
    method: 'POST',
    url: '/cas/getTokenFromThirdPartyAppUser',
    access: { public: 'sign-in of a signed third-party app user' },
    input: z.object({ appKey: text(64).regex(/^[\w.-]+$/), userInfo: text(4096), sign: z.string().regex(/^[0-9a-fA-F]{64}$/) }),
    preHandler: rateLimited(app, 'sso'),
  }, async (_request, input, reply) => {
    const result = await sso.signIn(input.appKey, input.userInfo, input.sign);
    sendToken(reply, result);
    return ok({ ...result.data, access_token: result.token.token, token_type: 'Bearer', expires_in: result.token.expiresIn });
  });
}
