/**
 * The administration calls of 综合管理 → 系统管理 (modules/xtgl): users (save, reset password,
 * unlock, roles), roles with their menu grants and functions, the users of a role, the tenant's
 * menu settings and password parameters, the function catalogue per system. The spec names none of
 * these paths: they follow the platform's (`/cloud/management/rest/np/<thing>/<verb>`, reads on GET
 * and POST, writes on POST), as modules/xtgl/README.md says. Every write needs its platform
 * function (sys:user:manage, sys:role:manage, sys:menu:manage, sys:param:manage) and is logged.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { messages } from '../../core/messages';
import type { ModuleResources } from '../../../kit/resource';
import { resourceFunctions } from '../../../kit/resource/functions';
import { translator } from '../../../kit/i18n/catalogue';
import { ok } from '../envelope';
import { assertOwnScope } from '../auth';
import { codeList, flag, id, optionalId, optionalInt, optionalText, text } from '../input';
import { requestLocale } from '../locale';
import { NP, platform, read, record, scoped, write } from './common';

/** The platform's own functions, granted like module functions. */
export const ADMIN_FUNCTIONS = {
  user: 'sys:user:manage',
  role: 'sys:role:manage',
  menu: 'sys:menu:manage',
  param: 'sys:param:manage',
  notice: 'sys:notice:push',
  messaging: 'sys:messaging:manage',
  income: 'sys:income:manage',
  /** Registering devices (with their ingest keys) and their alarm rules. */
  device: 'sys:device:manage',
  /** Cameras, their recordings and snapshots (video alarms). */
  video: 'sys:video:manage',
} as const;

/** The systems whose screens show devices and cameras (设备离线监测, 公厕管理, 车辆监控, 视频监管). */
export const DEVICE_SYSTEMS = ['hwyy', 'clgl', 'csgl'] as const;

const ids = (max: number) => codeList(max).pipe(z.array(z.string().regex(/^[\w.-]+$/).max(64)));
/** A list of ids that may be empty (a user with no role). */
const maybeIds = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : (v ?? [])), z.array(z.string().regex(/^[\w.-]+$/).max(64)).max(max));
const password = () => z.string().min(1).max(128);

/** Registers the administration calls; `modules` gives the function catalogue. */
export async function adminRoutes(app: FastifyInstance, modules: { resources: ModuleResources }[]): Promise<void> {
  const { admin, org, grants, menus } = app.services;


  // ---- users ---------------------------------------------------------------------------------
  write(app, `${NP}/user/save`, platform(ADMIN_FUNCTIONS.user), scoped.extend({
    id: optionalId(), username: z.string().min(2).max(64).regex(/^[\w.@-]+$/), name: text(32), deptId: optionalId(),
    phone: optionalText(20).pipe(z.string().regex(/^[\d-]*$/).optional()), password: password().optional(), roleIds: maybeIds(50),
  }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const saved = await admin.saveUser(request.auth.tenantId, { ...input, roleIds: input.roleIds });
    await record(request, input.id ? 'updateUser' : 'createUser', saved.id, input.username);
    return ok(await org.userById(request.auth.tenantId, saved.id));
  });
  read(app, `${NP}/user/roleIds`, scoped.extend({ id: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await admin.rolesOfUser(request.auth.tenantId, input.id));
  });
  write(app, `${NP}/user/resetPassword`, platform(ADMIN_FUNCTIONS.user), scoped.extend({ id: id(), password: password() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    await admin.resetPassword(request.auth.tenantId, input.id, input.password);
    await record(request, 'resetPassword', input.id);
    return ok(null);
  });
  write(app, `${NP}/user/unlock`, platform(ADMIN_FUNCTIONS.user), scoped.extend({ id: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const username = await admin.unlock(request.auth.tenantId, input.id);
    await record(request, 'unlockUser', input.id, username);
    return ok(null, messages.admin.unlocked(username));
  });
  read(app, `${NP}/user/lockedList`, scoped.extend({ usernames: codeList(500).optional() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok([...(await admin.lockedUsers(input.usernames ?? []))]);
  });

  // ---- roles, grants, role staff ------------------------------------------------------------
  read(app, [`${NP}/role/pageList`, `${NP}/role/list`], scoped.extend({ keyword: optionalText(64) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const records = await admin.roles(request.auth.tenantId, input.keyword);
    return ok({ records, total: records.length, pageNo: 1, pageSize: records.length });
  });
  write(app, `${NP}/role/save`, platform(ADMIN_FUNCTIONS.role), scoped.extend({ id: optionalId(), code: z.string().min(2).max(32).regex(/^[A-Za-z][\w-]*$/), name: text(32), dataScope: z.enum(['all', 'dept']).default('dept') }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const role = await admin.saveRole(request.auth.tenantId, input);
    await record(request, input.id ? 'updateRole' : 'createRole', role.id, role.code);
    return ok(role);
  });
  write(app, `${NP}/role/delete`, platform(ADMIN_FUNCTIONS.role), scoped.extend({ id: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    await admin.deleteRole(request.auth.tenantId, input.id);
    await record(request, 'deleteRole', input.id);
    return ok(null);
  });
  read(app, `${NP}/role/getGrants`, scoped.extend({ roleId: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await admin.grants(request.auth.tenantId, input.roleId));
  });
  // menus: "<system>:<menuId>" entries ('*' for every system or menu); functions: codes or patterns.
  const grantEntry = z.string().regex(/^(\*|[a-z]\w*):(\*|[\w.-]+)$/, '格式应为 系统编码:菜单编号');
  const grantList = (max: number) => z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : (v ?? [])), z.array(z.string().max(128)).max(max));
  write(app, `${NP}/role/saveGrants`, platform(ADMIN_FUNCTIONS.role), scoped.extend({
    roleId: id(), systemCode: optionalId(),
    menus: grantList(2000).pipe(z.array(grantEntry)),
    functions: grantList(2000).pipe(z.array(z.string().regex(/^[\w.:*-]+$/, '只能包含字母、数字和 . : * _ -'))),
  }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const systems = new Set((await grants.systemsOf({ tenantId: request.auth.tenantId, userId: '', isSuper: true })).map((s) => s.code));
    const menuGrants = input.menus.map((m) => {
      const [systemCode, menuId] = m.split(':') as [string, string];
      if (systemCode !== '*' && !systems.has(systemCode)) throw new HttpError('INVALID_INPUT', `menus：${messages.systemNotGranted(systemCode).replace(/^systemCode：/, '')}`);
      return { systemCode, menuId };
    });
    await admin.saveGrants(request.auth.tenantId, input.roleId, { menus: menuGrants, functions: input.functions }, input.systemCode);
    await record(request, 'saveGrants', input.roleId, `${menuGrants.length} menus, ${input.functions.length} functions`);
    return ok(await admin.grants(request.auth.tenantId, input.roleId));
  });
  for (const [verb, change] of [['save', 'add'], ['delete', 'remove']] as const) {
    write(app, `${NP}/roleStaff/${verb}`, platform(ADMIN_FUNCTIONS.role), scoped.extend({ roleId: id(), userIds: ids(500) }), async (request, input) => {
      assertOwnScope(request.auth, input);
      const n = change === 'add'
        ? await admin.addRoleUsers(request.auth.tenantId, input.roleId, input.userIds)
        : await admin.removeRoleUsers(request.auth.tenantId, input.roleId, input.userIds);
      await record(request, change === 'add' ? 'addRoleUsers' : 'removeRoleUsers', input.roleId, input.userIds.join(','));
      return ok({ changed: n });
    });
  }

  // ---- systems, menus, functions ------------------------------------------------------------
  read(app, `${NP}/system/tenantSystems`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    const locale = requestLocale(request);
    const systems = await grants.systemsOf({ tenantId: request.auth.tenantId, userId: '', isSuper: true });
    return ok(systems.map((s) => ({ ...s, name: locale === 'en-US' && s.nameEn ? s.nameEn : s.name })));
  });
  read(app, `${NP}/menu/systemTree`, scoped.extend({ systemCode: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await menus.tenantTree(request.auth.tenantId, input.systemCode, requestLocale(request)));
  });
  write(app, `${NP}/menu/saveSetting`, platform(ADMIN_FUNCTIONS.menu), scoped.extend({
    systemCode: id(), menuId: id(), sort: optionalInt(0, 100000), icon: optionalText(40).pipe(z.string().regex(/^[\w-]*$/).optional()),
    openModeCode: z.enum(['tab', 'window']).optional(), isWelcomeMenu: flag(),
  }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const known = (await menus.tenantTree(request.auth.tenantId, input.systemCode)).flatMap(function all(n): string[] { return [n.id, ...n.children.flatMap(all)]; });
    if (!known.includes(input.menuId)) throw new HttpError('INVALID_INPUT', `menuId：${messages.notExists(`系统 ${input.systemCode} 的菜单 ${input.menuId} `)}`);
    await admin.saveMenuSetting(request.auth.tenantId, input.systemCode, {
      menuId: input.menuId, sort: input.sort ?? null, icon: input.icon || null, openModeCode: input.openModeCode ?? null, isWelcomeMenu: input.isWelcomeMenu ?? null,
    });
    await record(request, 'saveMenuSetting', `${input.systemCode}:${input.menuId}`);
    return ok(null);
  });
  read(app, `${NP}/function/list`, scoped.extend({ systemCode: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const locale = requestLocale(request);
    const inSystem = new Set(menus.moduleIds(input.systemCode));
    const out: { code: string; module: string; group: string; label: string }[] = [];
    for (const m of modules.filter((x) => inSystem.has(x.resources.module))) {
      const t = translator(locale, m.resources.messages);
      for (const def of m.resources.resources) {
        for (const [key, code] of Object.entries(resourceFunctions(m.resources.module, def))) {
          if (code && !out.some((f) => f.code === code)) out.push({ code, module: m.resources.module, group: t(def.title), label: key });
        }
      }
    }
    if (!input.systemCode || input.systemCode === 'zhgl') {
      for (const [what, code] of Object.entries(ADMIN_FUNCTIONS)) out.push({ code, module: 'sys', group: 'sys', label: what });
    }
    return ok(out);
  });

  // ---- tenant parameters (shell.md §4, §5: param_password_validate and the expiry) -------------
  read(app, `${NP}/param/passwordRule`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await admin.passwordParams(request.auth.tenantId));
  });
  write(app, `${NP}/param/savePasswordRule`, platform(ADMIN_FUNCTIONS.param), scoped.extend({
    regex: z.string().max(500).default(''), tip: z.string().max(200).default(''),
    passwordMaxAgeDays: z.preprocess((v) => (v === '' || v === null || v === undefined ? null : v), optionalInt(1, 3650).nullable()),
    enablePasswordPolicy: flag(),
  }), async (request, input) => {
    assertOwnScope(request.auth, input);
    try {
      new RegExp(input.regex);
    } catch {
      throw new HttpError('INVALID_INPUT', messages.admin.badRegex);
    }
    if (input.regex && !input.tip) throw new HttpError('INVALID_INPUT', `tip：${messages.field.required}`);
    await admin.savePasswordParams(request.auth.tenantId, { regex: input.regex, tip: input.tip, passwordMaxAgeDays: input.passwordMaxAgeDays ?? null, enablePasswordPolicy: input.enablePasswordPolicy ?? false });
    await record(request, 'savePasswordRule', request.auth.tenantId);
    return ok(await admin.passwordParams(request.auth.tenantId));
  });
}
