/**
 * The write side of the shell's notices, shared by the platform's notice service and the resource
 * engine's `store.notify` (module code): who a push reaches, and the records it writes.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './index';

/** The categories of push records (loadEnumValue 'pushCategory'). */
export const NOTICE_CATEGORIES = ['system', 'workOrder', 'alarm', 'approval'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** The page a click on a notice opens: a module's route with its query (an alarm's "create a work order"). */
export type NoticeLink = { module: string; path: string; query?: Record<string, string>; title?: string };

/** What a push carries besides its recipients. `at` dates it: a time to come holds it until then (quiet hours). */
export type NoticeDraft = { category: string; title: string; content: string; business?: string; link?: NoticeLink; at?: number };

/** A stored link as the bell reads it (null: none, or not readable). */
export const parseLink = (text: string | null): NoticeLink | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as NoticeLink;
  } catch {
    return null;
  }
};

/**
 * Writes a record for each of `userIds` (of `tenantId`) who subscribes to its category (a user with no
 * subscription row receives every category); answers how many received it. `at` dates the record: a
 * time to come holds it until then (quiet hours); demo data lies in the past.
 */
export async function pushNotices(db: Db, tenantId: string, userIds: readonly string[], notice: NoticeDraft & { at: number }): Promise<number> {
  if (!NOTICE_CATEGORIES.includes(notice.category as NoticeCategory)) throw new Error(`notices: no category "${notice.category}"`);
  if (!userIds.length) return 0;
  const subs = await db.selectFrom('notice_subscriptions').select(['user_id', 'category']).where('tenant_id', '=', tenantId).where('user_id', 'in', [...userIds]).execute();
  const receivers = userIds.filter((u) => {
    const mine = subs.filter((s) => s.user_id === u);
    return mine.length === 0 || mine.some((s) => s.category === notice.category);
  });
  if (!receivers.length) return 0;
  await db.insertInto('notices').values(receivers.map((user_id) => ({
    id: randomUUID(), tenant_id: tenantId, user_id, category: notice.category, title: notice.title, content: notice.content, created_at: notice.at, read_at: null,
    business: notice.business ?? null, link: notice.link ? JSON.stringify(notice.link) : null,
  }))).execute();
  return receivers.length;
}

/**
 * The users of a tenant among `userIds` and holding any of `roleIds`, each once: whom a push to people
 * and roles reaches. Ids of another tenant are dropped.
 */
export async function recipients(db: Db, tenantId: string, to: { userIds?: readonly string[]; roleIds?: readonly string[] }): Promise<string[]> {
  const out = new Set<string>();
  const users = [...new Set(to.userIds ?? [])];
  for (let i = 0; i < users.length; i += 500) {
    const rows = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', 'in', users.slice(i, i + 500)).execute();
    for (const r of rows) out.add(r.id);
  }
  const roles = [...new Set(to.roleIds ?? [])];
  if (roles.length) {
    const rows = await db.selectFrom('user_roles').select('user_id').where('tenant_id', '=', tenantId).where('role_id', 'in', roles.slice(0, 500)).execute();
    for (const r of rows) out.add(r.user_id);
  }
  return [...out];
}
