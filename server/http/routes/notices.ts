/**
 * Push records and subscriptions (the spec's `app` area, /cloud/app/subscribeManage/*): the caller's
 * own records only, which the shell's header bell shows as notices; the categories' enum
 * (/cloud/app/common/loadEnumValue); and the administrators' push (NP/notice/push, sys:notice:push)
 * to users or to every holder of a role. Served by the platform so every signed-in user has a bell,
 * whatever systems they hold.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { messages } from '../../core/messages';
import { NOTICE_CATEGORIES } from '../../services/notices';
import { ok } from '../envelope';
import { assertOwnScope } from '../auth';
import { codeList, flag, optionalId, optionalText, text } from '../input';
import { NP, platform, page, paging, read, record, scoped, write } from './common';
import { ADMIN_FUNCTIONS } from './admin';

const APP = '/cloud/app';
const CATEGORY_LABELS: Record<string, [string, string]> = {
  system: ['系统通知', 'System'], workOrder: ['工单提醒', 'Work orders'], alarm: ['告警', 'Alarms'], approval: ['审批', 'Approvals'],
};
const category = () => z.enum(NOTICE_CATEGORIES);

/** Registers the push-record calls (all signed in). */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { notices, admin } = app.services;
  const who = (request: { auth: { tenantId: string; userId: string } }) => ({ tenantId: request.auth.tenantId, userId: request.auth.userId });

  read(app, `${APP}/subscribeManage/loadPushRecordPage`, scoped.extend({ ...paging, unreadOnly: flag(), category: category().optional() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await notices.page(who(request), { ...page(input), unreadOnly: input.unreadOnly, category: input.category }));
  });
  write(app, `${APP}/subscribeManage/saveReaded`, { own: 'the caller’s read marks' }, scoped.extend({ ids: codeList(500).pipe(z.array(z.string().uuid())).optional(), all: flag() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    if (!input.all && !input.ids) throw new HttpError('INVALID_INPUT', `ids：${messages.field.required}`);
    const changed = await notices.markRead(who(request), input.all ? 'all' : input.ids!);
    if (!input.all && changed === 0) {
      const page1 = await notices.page(who(request), { pageNo: 1, pageSize: 500 });
      if (!input.ids!.some((id) => page1.records.some((r) => r.id === id))) throw new HttpError('FAILED', messages.admin.noticeMissing);
    }
    return ok({ changed, unread: await notices.unread(who(request)) });
  });
  read(app, `${APP}/subscribeManage/loadInfo`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    const held = new Set(await notices.subscriptions(who(request)));
    return ok({
      categories: NOTICE_CATEGORIES.map((code) => ({ code, label: CATEGORY_LABELS[code]![0], subscribed: held.has(code) })),
      unread: await notices.unread(who(request)),
    });
  });
  write(app, `${APP}/subscribeManage/saveRss`, { own: 'the caller’s subscriptions' }, scoped.extend({
    categories: z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : (v ?? [])), z.array(category()).max(20)),
  }), async (request, input) => {
    assertOwnScope(request.auth, input);
    await notices.saveSubscriptions(who(request), input.categories);
    return ok(await notices.subscriptions(who(request)));
  });
  read(app, `${APP}/common/loadEnumValue`, scoped.extend({ enumName: z.string().max(64).optional(), enumNames: optionalText(500) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const options = NOTICE_CATEGORIES.map((code) => ({ value: code, code, label: CATEGORY_LABELS[code]![0], labelEn: CATEGORY_LABELS[code]![1] }));
    return ok({ pushCategory: options });
  });
  write(app, `${NP}/notice/push`, platform(ADMIN_FUNCTIONS.notice), scoped.extend({
    userIds: codeList(500).optional(), roleId: optionalId(), category: category().default('system'), title: text(100), content: z.string().max(2000).default(''),
  }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const users = new Set(input.userIds ?? []);
    if (input.roleId) {
      const roles = await admin.roles(request.auth.tenantId);
      if (!roles.some((r) => r.id === input.roleId)) throw new HttpError('FAILED', messages.notExists('角色'));
      for (const id of await admin.usersOfRole(request.auth.tenantId, input.roleId)) users.add(id);
    }
    if (!users.size) throw new HttpError('INVALID_INPUT', `userIds：${messages.field.required}`);
    const known = await admin.existingUsers(request.auth.tenantId, [...users]);
    if (known.length !== users.size) throw new HttpError('FAILED', messages.notExists('用户'));
    const sent = await notices.push(request.auth.tenantId, known, { category: input.category, title: input.title, content: input.content });
    await record(request, 'pushNotice', input.category, `${sent} ${input.title}`);
    return ok({ sent });
  });
}
