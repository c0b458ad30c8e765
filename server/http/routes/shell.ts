/**
 * The shell's calls after sign-in: login info, systems, menu tree and search, password expiry and
 * change, parameters, and visit tracking. The spec hides some paths ({hash}, {token}); ours are
 * under /cloud/management/rest/np/ and listed in docs/api.md.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { ok } from '../envelope';
import { id, optionalId, optionalInt, optionalText, text } from '../input';
import { read, write } from './common';
import { assertOwnScope } from '../auth';
import { messages } from '../../core/messages';
import { requestLocale } from '../locale';
import { systemName } from '../../services/menus';

const NP = '/cloud/management/rest/np';
const systemCode = () => z.string().min(1).max(32).regex(/^[\w-]+$/);
const menuId = () => z.string().min(1).max(128).regex(/^[\w.-]+$/);

/** Registers the shell's calls after sign-in (every one signed in: routeAccess). */
export async function shellRoutes(app: FastifyInstance): Promise<void> {
  const { auth, grants, menus, params, tracking, org } = app.services;

  app.route({
    method: ['GET', 'POST'],
    url: '/cloud/management/util/logininfo.sa',
    config: { access: { read: true } },
    handler: async (request) => {
      const a = request.auth;
      const user = await org.userById(a.tenantId, a.userId);
      return ok({
        tenantId: a.tenantId,
        userId: a.userId,
        userName: a.userName,
        name: user?.name ?? a.userName,
        token: a.token,
        photoId: user?.photoId ?? null,
        photoUrl: user?.photoId ? `${NP}/file/photo/${user.photoId}` : '',
      });
    },
  });

  read(app, '/cloud/management/rest/system/getSystemListByUserId', z.object({ tenantId: optionalId(), userId: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input, true);
    const systems = await grants.systemsOf(request.auth);
    const locale = requestLocale(request);
    return ok(systems.map((s) => ({ id: s.id, code: s.code, name: systemName(s, locale), nameEn: s.nameEn, icon: s.icon })));
  });

  const menuInput = z.object({ tenantId: optionalId(), userId: optionalId(), systemCode: systemCode() });
  read(app, ['/cloud/management/util/getMenuJson.sa', '/cloud/management/util/getMenuJson'], menuInput, async (request, input) => {
    assertOwnScope(request.auth, input, true);
    const tree = await menus.treeFor(request.auth, input.systemCode, requestLocale(request));
    if (tree === null) throw new HttpError('FAILED', messages.systemNotGranted(input.systemCode));
    return ok(tree);
  });

  read(app, `${NP}/menu/search`, z.object({ keyword: text(64), tenantId: optionalId(), userId: optionalId(), systemCode: systemCode().optional() }), async (request, input) => {
    assertOwnScope(request.auth, input, true);
    return ok(await menus.search(request.auth, input.keyword, input.systemCode, requestLocale(request)));
  });

  app.post(`${NP}/user/checkPasswordExpire`, { config: { access: { read: true } } }, async (request) => ok(await auth.passwordExpired(request.auth)));

  const visits = { own: 'the caller’s visit records' } as const;
  write(app, `${NP}/user/changePassword`, { own: 'the caller’s password (the old one is asked)' }, z.object({ oldPassword: text(1024), newPassword: text(1024) }), async (request, input) => {
    await auth.changePassword(request.auth, input.oldPassword, input.newPassword);
    return ok(null, messages.passwordChanged);
  });

  read(app, `${NP}/param/getByParamTypeCode`, z.object({ tenantId: optionalId(), paramTypeCode: z.string().min(1).max(64).regex(/^[\w.-]+$/) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await params.byTypeCode(request.auth.tenantId, input.paramTypeCode));
  });

  write(app, `${NP}/track/visitLog`, visits, z.object({ menuId: menuId(), systemCode: systemCode().optional(), menuName: optionalText(128) }), async (request, input) => {
    return ok({ id: await tracking.visit(request.auth, input.menuId, input.systemCode ?? '', input.menuName) });
  });

  write(app, `${NP}/track/stayTime`, visits, z.object({ id: id().pipe(z.string().regex(/^\d{1,15}$/)), stayTime: optionalInt(0, 365 * 86400000) }), async (request, input) => {
    if (!(await tracking.stay(request.auth, input.id, input.stayTime))) throw new HttpError('FAILED', messages.notExists('访问记录'));
    return ok(null);
  });

  write(app, `${NP}/track/pvuv`, visits, z.object({ menuId: menuId(), systemCode: systemCode().optional(), url: optionalText(1000) }), async (request, input) => {
    return ok(await tracking.pageView(request.auth, input.menuId, input.systemCode ?? '', input.url ?? ''));
  });
}
