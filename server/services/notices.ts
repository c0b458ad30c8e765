/**
 * Push records as the shell's notices (app subscribeManage): each record is for one user, in a
 * category the user may subscribe to; the bell shows the unread count and the latest ones, and
 * marks one or all read. A user with no subscription row receives every category.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** The categories of push records (loadEnumValue 'pushCategory'). */
export const NOTICE_CATEGORIES = ['system', 'workOrder', 'alarm', 'approval'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** The page a click on a notice opens: a module's route with its query (an alarm's "create a work order"). */
export type NoticeLink = { module: string; path: string; query?: Record<string, string>; title?: string };

/** What a push carries besides its recipients. `at` dates it: a time to come holds it until then (quiet hours). */
export type NoticeDraft = { category: string; title: string; content: string; business?: string; link?: NoticeLink; at?: number };

export type Notice = {
  id: string;
  category: string;
  title: string;
  content: string;
  createdAt: number;
  readAt: number | null;
  read: boolean;
  /** The business the bell groups it under (a module id, or null: 系统). */
  business: string | null;
  link: NoticeLink | null;
};

const parseLink = (text: string | null): NoticeLink | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as NoticeLink;
  } catch {
    return null;
  }
};
type Who = { tenantId: string; userId: string };

export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The user's records whose time has come (a held one waits for its time). */
  private mine(who: Who) {
    return this.db.selectFrom('notices').where('tenant_id', '=', who.tenantId).where('user_id', '=', who.userId).where('created_at', '<=', this.now());
  }

  /** A page of the user's push records, newest first, with the unread count. */
  async page(who: Who, query: { pageNo: number; pageSize: number; unreadOnly?: boolean; category?: string }) {
    let base = this.mine(who);
    if (query.category) base = base.where('category', '=', query.category);
    const total = await (query.unreadOnly ? base.where('read_at', 'is', null) : base).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await (query.unreadOnly ? base.where('read_at', 'is', null) : base)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute();
    return {
      records: rows.map((r): Notice => ({
        id: r.id, category: r.category, title: r.title, content: r.content, createdAt: Number(r.created_at),
        readAt: r.read_at === null ? null : Number(r.read_at), read: r.read_at !== null, business: r.business, link: parseLink(r.link),
      })),
      total: Number(total.n),
      unread: await this.unread(who),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** How many of the user's push records are unread. */
  async unread(who: Who): Promise<number> {
    const row = await this.mine(who).select((eb) => eb.fn.countAll<number>().as('n')).where('read_at', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks the user's records among `ids` read (all of them when `ids` is 'all'); answers how many changed. */
  async markRead(who: Who, ids: string[] | 'all'): Promise<number> {
    let q = this.db.updateTable('notices').set({ read_at: this.now() })
      .where('tenant_id', '=', who.tenantId).where('user_id', '=', who.userId).where('read_at', 'is', null).where('created_at', '<=', this.now());
    if (ids !== 'all') q = q.where('id', 'in', ids.length ? ids : ['']);
    return Number((await q.executeTakeFirst()).numUpdatedRows);
  }

  /** The categories the user receives (every one without a subscription row). */
  async subscriptions(who: Who): Promise<string[]> {
    const rows = await this.db.selectFrom('notice_subscriptions').select('category').where('tenant_id', '=', who.tenantId).where('user_id', '=', who.userId).execute();
    return rows.length ? rows.map((r) => r.category) : [...NOTICE_CATEGORIES];
  }

  /** Replaces the user's subscribed categories. */
  async saveSubscriptions(who: Who, categories: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('notice_subscriptions').where('tenant_id', '=', who.tenantId).where('user_id', '=', who.userId).execute();
      const unique = [...new Set(categories)];
      if (unique.length) await trx.insertInto('notice_subscriptions').values(unique.map((category) => ({ tenant_id: who.tenantId, user_id: who.userId, category }))).execute();
    });
  }

  /**
   * Pushes a record to users of the tenant who subscribe to its category; answers how many received it.
   * `at` dates the record (demo data lies in the past).
   */
  async push(tenantId: string, userIds: string[], notice: NoticeDraft): Promise<number> {
    if (!userIds.length) return 0;
    const subs = await this.db.selectFrom('notice_subscriptions').select(['user_id', 'category']).where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute();
    const receivers = userIds.filter((u) => {
      const mine = subs.filter((s) => s.user_id === u);
      return mine.length === 0 || mine.some((s) => s.category === notice.category);
    });
    if (!receivers.length) return 0;
    if (!NOTICE_CATEGORIES.includes(notice.category as NoticeCategory)) throw new Error(`notices: no category "${notice.category}"`);
    const at = notice.at ?? this.now();
    await this.db.insertInto('notices').values(receivers.map((user_id) => ({
      id: randomUUID(), tenant_id: tenantId, user_id, category: notice.category, title: notice.title, content: notice.content, created_at: at, read_at: null,
      business: notice.business ?? null, link: notice.link ? JSON.stringify(notice.link) : null,
    }))).execute();
    return receivers.length;
  }
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
