/**
 * Push records as the shell's notices (app subscribeManage): each record is for one user, in a
 * category the user may subscribe to; the bell shows the unread count and the latest ones, and
 * marks one or all read. A user with no subscription row receives every category.
 */
import type { Db } from '../db';
import { NOTICE_CATEGORIES, parseLink, pushNotices, type NoticeDraft, type NoticeLink } from '../db/notices';

export { NOTICE_CATEGORIES, recipients, type NoticeCategory, type NoticeDraft, type NoticeLink } from '../db/notices';

type Who = { tenantId: string; userId: string };

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
  push(tenantId: string, userIds: string[], notice: NoticeDraft): Promise<number> {
    return pushNotices(this.db, tenantId, userIds, { ...notice, at: notice.at ?? this.now() });
  }
}

