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

export type Notice = { id: string; category: string; title: string; content: string; createdAt: number; readAt: number | null; read: boolean };
type Who = { tenantId: string; userId: string };

export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** A page of the user's push records, newest first, with the unread count. */
  async page(who: Who, query: { pageNo: number; pageSize: number; unreadOnly?: boolean; category?: string }) {
    let base = this.db.selectFrom('notices').where('tenant_id', '=', who.tenantId).where('user_id', '=', who.userId);
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
      records: rows.map((r): Notice => ({ id: r.id, category: r.category, title: r.title, content: r.content, createdAt: Number(r.created_at), readAt: r.read_at === null ? null : Number(r.read_at), read: r.read_at !== null })),
      total: Number(total.n),
      unread: await this.unread(who),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** How many of the user's push records are unread. */
  async unread(who: Who): Promise<number> {
    const row = await this.db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', who.tenantId).where('user_id', '=', who.userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks the user's records among `ids` read (all of them when `ids` is 'all'); answers how many changed. */
  async markRead(who: Who, ids: string[] | 'all'): Promise<number> {
    let q = this.db.updateTable('notices').set({ read_at: this.now() })
      .where('tenant_id', '=', who.tenantId).where('user_id', '=', who.userId).where('read_at', 'is', null);
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
  async push(tenantId: string, userIds: string[], notice: { category: string; title: string; content: string; at?: number }): Promise<number> {
    if (!userIds.length) return 0;
    const subs = await this.db.selectFrom('notice_subscriptions').select(['user_id', 'category']).where('tenant_id', '=', tenantId).where('user_id', 'in', userIds).execute();
    const receivers = userIds.filter((u) => {
      const mine = subs.filter((s) => s.user_id === u);
      return mine.length === 0 || mine.some((s) => s.category === notice.category);
    });
    if (!receivers.length) return 0;
    const at = notice.at ?? this.now();
    await this.db.insertInto('notices').values(receivers.map((user_id) => ({
      id: randomUUID(), tenant_id: tenantId, user_id, category: notice.category, title: notice.title, content: notice.content, created_at: at, read_at: null,
    }))).execute();
    return receivers.length;
  }
}
