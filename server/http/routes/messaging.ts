/**
 * The tenant's messaging app (spec areas wechat and wechat-bind; services/messaging.ts).
 * wechat/platform: appInfo page/save/update/delete (secrets answered masked; an update without a
 * secret keeps it), bind/unbind/bindInfo (one bound app per tenant). ljszy/wechat: a staff member's
 * account: issueCode (ours: the one-time code shown on their screen), checkUserByCode and
 * bandUserByCode (the messaging side: checks, then spends the code with the account's openId),
 * getBandInfoByUserId and unBandUser (oneself; another user with sys:user:manage). Codes travel in
 * POST bodies only. Writes of the configuration need sys:messaging:manage; all are logged.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '../../core/messages';
import { ok } from '../envelope';
import { assertOwnScope } from '../auth';
import { codeList, id, optional, optionalId, optionalText, text } from '../input';
import { ADMIN_FUNCTIONS } from './admin';
import { checkFunction } from '../routeAccess';
import { platform, page, paging, read, record, scoped, write } from './common';

const WX = '/envcloud/hw/wechat/platform';
const WB = '/cloud/ljszy/wechat';

const appFields = {
  name: text(64),
  kind: z.enum(['official', 'mini']).default('official'),
  appId: z.string().min(6).max(32).regex(/^[A-Za-z0-9_-]+$/),
  remark: optionalText(200),
};
const secret = () => z.string().min(16).max(64).regex(/^[A-Za-z0-9]+$/);
const code = () => z.string().length(8).regex(/^[A-Za-z0-9]+$/);

/** Registers the messaging-app calls. */
export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  const { messaging } = app.services;
  /** The user a call is about: the caller, or (with sys:user:manage) another user of the tenant. */
  const subject = async (request: FastifyRequest, userId: string | undefined) => {
    if (!userId || userId === request.auth.userId) return request.auth.userId;
    await checkFunction(request, ADMIN_FUNCTIONS.user);
    return userId;
  };

  // ---- the tenant's app configurations and its platform binding -----------------------------
  read(app, `${WX}/appInfo/page`, scoped.extend({ ...paging, keyword: optionalText(64) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await messaging.page(request.auth.tenantId, { ...page(input), keyword: input.keyword }));
  });
  write(app, `${WX}/appInfo/save`, platform(ADMIN_FUNCTIONS.messaging), scoped.extend({ ...appFields, appSecret: secret() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const saved = await messaging.create(request.auth.tenantId, input);
    await record(request, 'createMessagingApp', saved.id, saved.appId);
    return ok(saved);
  });
  write(app, `${WX}/appInfo/update`, platform(ADMIN_FUNCTIONS.messaging), scoped.extend({ id: id(), ...appFields, appSecret: optional(secret()) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const saved = await messaging.update(request.auth.tenantId, input.id, input);
    await record(request, 'updateMessagingApp', saved.id, `${saved.appId}${input.appSecret ? ' secret' : ''}`);
    return ok(saved);
  });
  write(app, `${WX}/appInfo/delete`, platform(ADMIN_FUNCTIONS.messaging), scoped.extend({ ids: codeList(100) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const names = await messaging.delete(request.auth.tenantId, input.ids);
    await record(request, 'deleteMessagingApp', input.ids.join(','), names.join(','));
    return ok({ deleted: names.length });
  });
  write(app, `${WX}/bind`, platform(ADMIN_FUNCTIONS.messaging), scoped.extend({ id: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const bound = await messaging.bind(request.auth.tenantId, input.id, request.auth.userName);
    await record(request, 'bindMessagingApp', bound.id, bound.appId);
    return ok(bound, messages.messaging.bound(bound.name));
  });
  write(app, `${WX}/unbind`, platform(ADMIN_FUNCTIONS.messaging), scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    const name = await messaging.unbind(request.auth.tenantId);
    await record(request, 'unbindMessagingApp', 'platform', name);
    return ok(null, messages.messaging.unbound(name));
  });
  read(app, `${WX}/bindInfo`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    const bound = await messaging.bound(request.auth.tenantId);
    return ok({ bound: bound !== null, app: bound });
  });

  // ---- a staff member's messaging account ----------------------------------------------------
  write(app, `${WB}/issueCode`, { own: 'a one-time code to bind the caller’s messaging account' }, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await messaging.issueCode(request.auth.tenantId, request.auth.userId));
  });
  write(app, `${WB}/checkUserByCode`, { own: 'checks a binding code; changes nothing' }, scoped.extend({ code: code() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await messaging.checkCode(request.auth.tenantId, input.code));
  });
  write(app, `${WB}/bandUserByCode`, { own: 'binds the messaging account of the user who issued the code' }, scoped.extend({ code: code(), openId: z.string().min(6).max(64).regex(/^[\w-]+$/), nickname: optionalText(32) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const bound = await messaging.bindByCode(request.auth.tenantId, input.code, input.openId, input.nickname ?? '');
    await record(request, 'bindMessagingAccount', bound.userId, bound.openId);
    return ok(bound);
  });
  write(app, `${WB}/unBandUser`, { own: 'unbinds the caller’s account (another user’s needs sys:user:manage)' }, scoped.extend({ userId: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const userId = await subject(request, input.userId);
    await messaging.unbindUser(request.auth.tenantId, userId);
    await record(request, 'unbindMessagingAccount', userId);
    return ok(null);
  });
  read(app, `${WB}/getBandInfoByUserId`, scoped.extend({ userId: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const userId = await subject(request, input.userId);
    const binding = await messaging.bindingOf(request.auth.tenantId, userId);
    return ok({ userId, bound: binding !== null, binding });
  });
}
