/**
 * The group chat (docs/chat.md): channels per team, area, work order (or alarm, vehicle, case) and
 * direct messages; every message stored first, numbered per channel in the insert's transaction (the
 * channel row's `last_seq` is its counter: bumping it locks the row until commit, and the unique index
 * (channel_id, seq) refuses any duplicate), with one event for the live streams numbered by a one-row
 * counter taken in the same transaction. Per member: the last number read, unread and mention counts.
 *
 * @example
 *   const { channelId } = await chat.open('1', { kind: 'workOrder', ref: '12', title: '工单 12', memberIds: ['1001'] }, '1001');
 *   const m = await chat.post({ tenantId: '1', userId: '1001', userName: '张建国' }, channelId, { text: '@所有人 马上出发' });
 *   const missed = await chat.messages('1', '1002', channelId, { after: 0 });
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { HttpError } from '../core/errors';
import { messages as text } from '../core/messages';
import type { AuthContext } from './sessions';
import { randomToken, sha256 } from './secrets';
import { seedChatDemo } from './chatDemo';
import { CHAT_CHANNEL_KINDS, CHAT_LINK_KINDS, type ChatChannel, type ChatChannelKind, type ChatEvent, type ChatFile, type ChatLink, type ChatLinkKind, type ChatMentions, type ChatMessage } from '../../kit/contract';

/** The wire's shapes (kit/contract.ts), under the names this service has used. */
export const CHANNEL_KINDS = CHAT_CHANNEL_KINDS;
export type ChannelKind = ChatChannelKind;
export const LINK_KINDS = CHAT_LINK_KINDS;
export type LinkKind = ChatLinkKind;
export type { ChatChannel, ChatEvent, ChatFile, ChatLink, ChatMentions, ChatMessage };

/** Words that mention every member. */
export const MENTION_ALL = ['所有人', 'all'];
/** Seconds a stream ticket stays valid. */
export const CHAT_TICKET_SECONDS = 30;
/** Most messages one page of `messages` answers. */
export const MAX_PAGE = 500;
/** Longest message text. */
export const MAX_TEXT = 4000;

export type ChatCaller = { tenantId: string; userId: string; userName: string };
type EventBody = ChatEvent extends infer E ? (E extends ChatEvent ? Omit<E, 'seq'> : never) : never;
export type ChatStreamOwner = { tenantId: string; sessionId: string; userId: string; after: number | null };
export type TenantChatEvent = { tenantId: string; userId: string | null; event: ChatEvent };
export type SearchQuery = { words?: string; senderId?: string; from?: number; to?: number; linkKind?: LinkKind; linkId?: string; channelId?: string; pageNo: number; pageSize: number };

type MessageRow = { id: string; channel_id: string; seq: number; sender_id: string; sender_name: string; text: string; mentions: string; link_kind: string | null; link_id: string | null; link_title: string | null; files: string; created_at: number };

const toMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  channelId: r.channel_id,
  seq: Number(r.seq),
  senderId: r.sender_id,
  senderName: r.sender_name,
  text: r.text,
  mentions: JSON.parse(r.mentions) as ChatMentions,
  link: r.link_kind ? { kind: r.link_kind as LinkKind, id: r.link_id ?? '', title: r.link_title ?? '' } : null,
  files: JSON.parse(r.files) as ChatFile[],
  createdAt: Number(r.created_at),
});

/** The `@words` of a text (a mention ends at a space or punctuation). */
export function mentionWords(message: string): string[] {
  return [...message.matchAll(/@([^\s@,，。:：;；!！?？]{1,32})/g)].map((m) => m[1]!);
}

/** Reads `kind:id` (workOrder:12, vehicle:V-101); null when the kind is not a link kind or the id is empty. */
export function parseLink(value: string): { kind: LinkKind; id: string } | null {
  const at = value.indexOf(':');
  if (at < 1) return null;
  const kind = value.slice(0, at);
  const id = value.slice(at + 1);
  if (!(LINK_KINDS as readonly string[]).includes(kind) || !/^[\w.-]{1,64}$/.test(id)) return null;
  return { kind: kind as LinkKind, id };
}

/** The ref of a direct channel: its two users, sorted. */
export const directRef = (a: string, b: string) => [a, b].sort().join(':');

export class ChatService {
  /** Hears every event written by this instance (the hub polls at once). */
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly config: Pick<ServerConfig, 'now'> & { tokenIdleSeconds: number },
  ) {}

  onEvent(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private told(): void {
    for (const l of this.listeners) l();
  }

  // ---- channels -------------------------------------------------------------------------------

  /**
   * Opens the channel of kind + ref (creating it when missing) and makes `memberIds` members (users
   * of the tenant only; others are left out). Idempotent: a second call adds the missing members.
   */
  async open(tenantId: string, channel: { kind: ChannelKind; ref: string; title: string; memberIds: readonly string[] }, createdBy: string, db: Db = this.db): Promise<{ channelId: string; created: boolean }> {
    const now = this.config.now();
    const found = await this.byRef(db, tenantId, channel.kind, channel.ref);
    let channelId = found?.id;
    let created = false;
    if (!channelId) {
      // Two callers opening together: the unique (tenant, kind, ref) index lets one insert, the other's
      // insert does nothing (no error, so a caller's transaction on PostgreSQL is not aborted) and it
      // reads the channel the first made.
      const id = randomUUID();
      const inserted = await db
        .insertInto('chat_channels')
        .values({ id, tenant_id: tenantId, kind: channel.kind, ref: channel.ref, title: channel.title, last_seq: 0, last_at: null, created_by: createdBy, created_at: now })
        .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'ref']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        channelId = id;
        created = true;
      } else {
        const again = await this.byRef(db, tenantId, channel.kind, channel.ref);
        if (!again) throw new Error(`chat channel ${channel.kind}:${channel.ref} neither inserted nor found`);
        channelId = again.id;
      }
    }
    const added = await this.addMembers(db, tenantId, channelId, channel.memberIds, now);
    if (created || added) await this.appendEvent(db, tenantId, null, { type: 'channel', channelId }, now);
    if (db === this.db) this.told();
    return { channelId, created };
  }

  /** Sets a managed channel's title and members (members not listed leave; their read marks go). */
  async saveMembers(tenantId: string, channelId: string, title: string, memberIds: readonly string[]): Promise<void> {
    const now = this.config.now();
    await this.db.transaction().execute(async (trx) => {
      await this.channel(trx, tenantId, channelId);
      await trx.updateTable('chat_channels').set({ title }).where('tenant_id', '=', tenantId).where('id', '=', channelId).execute();
      const keep = await this.tenantUsers(trx, tenantId, memberIds);
      let q = trx.deleteFrom('chat_members').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId);
      if (keep.length) q = q.where('user_id', 'not in', keep);
      await q.execute();
      await this.addMembers(trx, tenantId, channelId, keep, now);
      await this.appendEvent(trx, tenantId, null, { type: 'channel', channelId }, now);
    });
    this.told();
  }

  /** The caller's channels with their counts, most recent first. */
  async channels(tenantId: string, userId: string): Promise<ChatChannel[]> {
    const rows = await this.db
      .selectFrom('chat_members as m')
      .innerJoin('chat_channels as c', 'c.id', 'm.channel_id')
      .select(['c.id', 'c.kind', 'c.ref', 'c.title', 'c.last_seq', 'c.last_at', 'c.created_at', 'm.read_seq'])
      .where('m.tenant_id', '=', tenantId)
      .where('m.user_id', '=', userId)
      .execute();
    const mentions = await this.db
      .selectFrom('chat_mentions as x')
      .innerJoin('chat_members as m', (j) => j.onRef('m.channel_id', '=', 'x.channel_id').onRef('m.user_id', '=', 'x.user_id'))
      .select(['x.channel_id', 'x.seq'])
      .where('x.tenant_id', '=', tenantId)
      .where('x.user_id', '=', userId)
      .whereRef('x.seq', '>', 'm.read_seq')
      .orderBy('x.seq')
      .execute();
    const byChannel = new Map<string, number[]>();
    for (const m of mentions) byChannel.set(m.channel_id, [...(byChannel.get(m.channel_id) ?? []), Number(m.seq)]);
    const lastTexts = new Map<string, string>();
    const withLast = rows.filter((r) => Number(r.last_seq) > 0);
    for (let i = 0; i < withLast.length; i += 200) {
      const part = withLast.slice(i, i + 200);
      const last = await this.db
        .selectFrom('chat_messages')
        .select(['channel_id', 'sender_name', 'text', 'files'])
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or(part.map((r) => eb.and([eb('channel_id', '=', r.id), eb('seq', '=', Number(r.last_seq))]))))
        .execute();
      for (const m of last) lastTexts.set(m.channel_id, `${m.sender_name}：${m.text || (JSON.parse(m.files) as ChatFile[]).map((f) => f.name).join('、')}`.slice(0, 80));
    }
    return rows
      .map((r) => {
        const seqs = byChannel.get(r.id) ?? [];
        return {
          id: r.id,
          kind: r.kind as ChannelKind,
          ref: r.ref,
          title: r.title,
          lastSeq: Number(r.last_seq),
          lastAt: r.last_at === null ? null : Number(r.last_at),
          readSeq: Number(r.read_seq),
          unread: Math.max(0, Number(r.last_seq) - Number(r.read_seq)),
          mentions: seqs.length,
          mentionSeqs: seqs.slice(0, 50),
          lastText: lastTexts.get(r.id) ?? null,
        };
      })
      .sort((a, b) => (b.lastAt ?? 0) - (a.lastAt ?? 0) || a.title.localeCompare(b.title));
  }

  /** The caller's totals: unread messages and unread mentions over every channel. */
  async summary(tenantId: string, userId: string): Promise<{ unread: number; mentions: number }> {
    const list = await this.channels(tenantId, userId);
    return { unread: list.reduce((n, c) => n + c.unread, 0), mentions: list.reduce((n, c) => n + c.mentions, 0) };
  }

  /** A channel's members with their names, and the tenant's roles (for @role); members only. */
  async members(tenantId: string, userId: string, channelId: string): Promise<{ members: { id: string; name: string; readSeq: number }[]; roles: { id: string; name: string }[] }> {
    await this.assertMember(this.db, tenantId, userId, channelId);
    const members = await this.db
      .selectFrom('chat_members as m')
      .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'm.user_id').onRef('u.tenant_id', '=', 'm.tenant_id'))
      .select(['u.id', 'u.name', 'm.read_seq'])
      .where('m.tenant_id', '=', tenantId)
      .where('m.channel_id', '=', channelId)
      .orderBy('u.name')
      .execute();
    const roles = await this.db.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute();
    return { members: members.map((m) => ({ id: m.id, name: m.name, readSeq: Number(m.read_seq) })), roles };
  }

  /** The tenant's active users (to start a direct message or fill a channel). */
  async users(tenantId: string): Promise<{ id: string; name: string; deptId: string | null }[]> {
    return this.db.selectFrom('users').select(['id', 'name', 'dept_id as deptId']).where('tenant_id', '=', tenantId).where('status', '=', 'active').where('is_super', '=', 0).orderBy('name').execute();
  }

  // ---- messages -------------------------------------------------------------------------------

  /**
   * Stores a message under the channel's next number and its live event, in one transaction; the
   * sender's read mark moves to it. `asMember: false` (module code) posts without being a member.
   */
  async post(caller: ChatCaller, channelId: string, draft: { text: string; link?: ChatLink | null; fileIds?: readonly string[] }, options: { asMember?: boolean; db?: Db } = {}): Promise<ChatMessage> {
    const now = this.config.now();
    const body = draft.text.trim();
    const fileIds = [...new Set(draft.fileIds ?? [])];
    if (!body && !fileIds.length) throw new HttpError('INVALID_INPUT', text.chat.empty);
    const run = async (trx: Db): Promise<ChatMessage> => {
      const channel = await this.channel(trx, caller.tenantId, channelId);
      if (options.asMember !== false) await this.assertMember(trx, caller.tenantId, caller.userId, channelId);
      const files = fileIds.length ? await this.files(trx, caller.tenantId, fileIds) : [];
      const mentions = await this.resolveMentions(trx, caller.tenantId, channel.id, body);
      // The channel row is the counter: updating it first locks it until commit.
      await trx.updateTable('chat_channels').set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_at: now })).where('id', '=', channelId).execute();
      const { last_seq: seqValue } = await trx.selectFrom('chat_channels').select('last_seq').where('id', '=', channelId).executeTakeFirstOrThrow();
      const seq = Number(seqValue);
      const row: MessageRow & { tenant_id: string } = {
        id: randomUUID(),
        tenant_id: caller.tenantId,
        channel_id: channelId,
        seq,
        sender_id: caller.userId,
        sender_name: caller.userName,
        text: body,
        mentions: JSON.stringify(mentions.declared),
        link_kind: draft.link?.kind ?? null,
        link_id: draft.link?.id ?? null,
        link_title: draft.link?.title ?? null,
        files: JSON.stringify(files),
        created_at: now,
      };
      await trx.insertInto('chat_messages').values(row).execute();
      const notified = mentions.userIds.filter((u) => u !== caller.userId);
      if (notified.length) await trx.insertInto('chat_mentions').values(notified.map((u) => ({ channel_id: channelId, seq, user_id: u, tenant_id: caller.tenantId }))).execute();
      await trx.updateTable('chat_members').set({ read_seq: seq }).where('channel_id', '=', channelId).where('user_id', '=', caller.userId).execute();
      const message = toMessage(row);
      await this.appendEvent(trx, caller.tenantId, null, { type: 'message', channelId, message }, now);
      return message;
    };
    const message = options.db ? await run(options.db) : await this.db.transaction().execute((trx) => run(trx));
    this.told();
    return message;
  }

  /** A channel's messages, oldest first: after a number (resume), before one (older pages), or the newest. */
  async messages(tenantId: string, userId: string, channelId: string, range: { after?: number; before?: number; limit?: number }): Promise<{ records: (ChatMessage & { mentionsMe: boolean })[]; lastSeq: number; readSeq: number; more: boolean }> {
    const member = await this.assertMember(this.db, tenantId, userId, channelId);
    const channel = await this.channel(this.db, tenantId, channelId);
    const limit = Math.min(range.limit ?? 100, MAX_PAGE);
    let q = this.db.selectFrom('chat_messages').selectAll().where('tenant_id', '=', tenantId).where('channel_id', '=', channelId);
    let rows: MessageRow[];
    if (range.after !== undefined) {
      rows = await q.where('seq', '>', range.after).orderBy('seq').limit(limit + 1).execute();
    } else {
      if (range.before !== undefined) q = q.where('seq', '<', range.before);
      rows = (await q.orderBy('seq', 'desc').limit(limit + 1).execute()).reverse();
      if (rows.length > limit) rows = rows.slice(1);
      else return this.withMentions(tenantId, userId, rows, Number(channel.last_seq), Number(member.read_seq), false);
      return this.withMentions(tenantId, userId, rows, Number(channel.last_seq), Number(member.read_seq), true);
    }
    const more = rows.length > limit;
    return this.withMentions(tenantId, userId, rows.slice(0, limit), Number(channel.last_seq), Number(member.read_seq), more);
  }

  private async withMentions(tenantId: string, userId: string, rows: MessageRow[], lastSeq: number, readSeq: number, more: boolean) {
    const seqs = rows.map((r) => Number(r.seq));
    const mine = new Set<number>();
    if (seqs.length) {
      const found = await this.db
        .selectFrom('chat_mentions')
        .select('seq')
        .where('tenant_id', '=', tenantId)
        .where('channel_id', '=', rows[0]!.channel_id)
        .where('user_id', '=', userId)
        .where('seq', '>=', Math.min(...seqs))
        .where('seq', '<=', Math.max(...seqs))
        .execute();
      for (const f of found) mine.add(Number(f.seq));
    }
    return { records: rows.map((r) => ({ ...toMessage(r), mentionsMe: mine.has(Number(r.seq)) })), lastSeq, readSeq, more };
  }

  /** Searches the caller's channels by words, sender, date range and linked object; newest first. */
  async search(tenantId: string, userId: string, query: SearchQuery): Promise<{ records: (ChatMessage & { channelTitle: string })[]; total: number; pageNo: number; pageSize: number }> {
    let q = this.db
      .selectFrom('chat_messages as x')
      .innerJoin('chat_members as m', (j) => j.onRef('m.channel_id', '=', 'x.channel_id').on('m.user_id', '=', userId))
      .innerJoin('chat_channels as c', 'c.id', 'x.channel_id')
      .where('x.tenant_id', '=', tenantId);
    if (query.channelId) q = q.where('x.channel_id', '=', query.channelId);
    if (query.senderId) q = q.where('x.sender_id', '=', query.senderId);
    if (query.from !== undefined) q = q.where('x.created_at', '>=', query.from);
    if (query.to !== undefined) q = q.where('x.created_at', '<', query.to);
    if (query.linkKind) q = q.where('x.link_kind', '=', query.linkKind);
    if (query.linkId) q = q.where('x.link_id', '=', query.linkId);
    for (const word of (query.words ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('x.text', 'like', like), eb('x.link_title', 'like', like)]));
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll('x')
      .select('c.title as channel_title')
      .orderBy('x.created_at', 'desc')
      .orderBy('x.seq', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute();
    return { records: rows.map((r) => ({ ...toMessage(r), channelTitle: r.channel_title })), total: Number(total.n), pageNo: query.pageNo, pageSize: query.pageSize };
  }

  // ---- read marks -----------------------------------------------------------------------------

  /** Marks read up to `seq` (default: the channel's last) — or every channel with 'all'. Answers the caller's totals. */
  async markRead(tenantId: string, userId: string, target: { channelId: string; seq?: number } | 'all'): Promise<void> {
    const now = this.config.now();
    await this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('chat_members as m')
        .innerJoin('chat_channels as c', 'c.id', 'm.channel_id')
        .select(['m.channel_id', 'm.read_seq', 'c.last_seq'])
        .where('m.tenant_id', '=', tenantId)
        .where('m.user_id', '=', userId)
        .$if(target !== 'all', (q) => q.where('m.channel_id', '=', (target as { channelId: string }).channelId))
        .execute();
      if (target !== 'all' && !rows.length) await this.assertMember(trx, tenantId, userId, target.channelId);
      for (const r of rows) {
        const to = target !== 'all' && target.seq !== undefined ? Math.min(target.seq, Number(r.last_seq)) : Number(r.last_seq);
        if (to <= Number(r.read_seq)) continue;
        await trx.updateTable('chat_members').set({ read_seq: to }).where('channel_id', '=', r.channel_id).where('user_id', '=', userId).execute();
        await this.appendEvent(trx, tenantId, userId, { type: 'read', channelId: r.channel_id, userId, readSeq: to }, now);
      }
    });
    this.told();
  }

  /** Marks a channel unread from message `seq` on (the read mark goes back to seq − 1). */
  async markUnread(tenantId: string, userId: string, channelId: string, seq: number): Promise<void> {
    const now = this.config.now();
    await this.db.transaction().execute(async (trx) => {
      await this.assertMember(trx, tenantId, userId, channelId);
      const exists = await trx.selectFrom('chat_messages').select('id').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId).where('seq', '=', seq).executeTakeFirst();
      if (!exists) throw new HttpError('FAILED', text.chat.seqMissing);
      await trx.updateTable('chat_members').set({ read_seq: seq - 1 }).where('channel_id', '=', channelId).where('user_id', '=', userId).execute();
      await this.appendEvent(trx, tenantId, userId, { type: 'read', channelId, userId, readSeq: seq - 1 }, now);
    });
    this.told();
  }

  // ---- live streams ---------------------------------------------------------------------------

  async issueTicket(auth: AuthContext, after: number | null): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomToken();
    const now = this.config.now();
    await this.db.deleteFrom('chat_stream_tickets').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('chat_stream_tickets')
      .values({ ticket_hash: sha256(ticket), tenant_id: auth.tenantId, session_id: auth.tokenId, user_id: auth.userId, after_seq: after, expires_at: now + CHAT_TICKET_SECONDS * 1000 })
      .execute();
    return { ticket, expiresIn: CHAT_TICKET_SECONDS };
  }

  async redeem(ticket: string): Promise<ChatStreamOwner | null> {
    if (!/^[\w-]{20,200}$/.test(ticket)) return null;
    const hash = sha256(ticket);
    const row = await this.db.selectFrom('chat_stream_tickets').selectAll().where('ticket_hash', '=', hash).executeTakeFirst();
    const deleted = await this.db.deleteFrom('chat_stream_tickets').where('ticket_hash', '=', hash).executeTakeFirst();
    if (!row || Number(deleted.numDeletedRows) !== 1 || row.expires_at < this.config.now()) return null;
    if (!(await this.sessionValid(row.session_id))) return null;
    return { tenantId: row.tenant_id, sessionId: row.session_id, userId: row.user_id, after: row.after_seq === null ? null : Number(row.after_seq) };
  }

  async sessionValid(sessionId: string): Promise<boolean> {
    const now = this.config.now();
    const row = await this.db.selectFrom('sessions').select(['revoked_at', 'expires_at', 'last_seen_at']).where('id', '=', sessionId).executeTakeFirst();
    return !!row && row.revoked_at === null && now < row.expires_at && now - row.last_seen_at < this.config.tokenIdleSeconds * 1000;
  }

  async latestEvent(): Promise<number> {
    const row = await this.db.selectFrom('chat_event_counter').select('seq').where('id', '=', 'events').executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  async oldestEvent(): Promise<number | null> {
    const row = await this.db.selectFrom('chat_events').select((eb) => eb.fn.min('seq').as('seq')).executeTakeFirst();
    return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
  }

  /** Every tenant's events after `after`, oldest first (what one instance's poll reads). */
  async poll(after: number, limit: number, tenantId?: string): Promise<TenantChatEvent[]> {
    let q = this.db.selectFrom('chat_events').select(['seq', 'tenant_id', 'user_id', 'body']).where('seq', '>', after);
    if (tenantId) q = q.where('tenant_id', '=', tenantId);
    const rows = await q.orderBy('seq').limit(limit).execute();
    return rows.map((r) => ({ tenantId: r.tenant_id, userId: r.user_id, event: { seq: Number(r.seq), ...(JSON.parse(r.body) as EventBody) } as ChatEvent }));
  }

  /** Of `channelIds`, those `userId` is a member of. */
  async memberOf(tenantId: string, userId: string, channelIds: readonly string[]): Promise<Set<string>> {
    if (!channelIds.length) return new Set();
    const rows = await this.db.selectFrom('chat_members').select('channel_id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('channel_id', 'in', [...channelIds]).execute();
    return new Set(rows.map((r) => r.channel_id));
  }

  /** Deletes stream events older than a day (messages stay: a resume older than that reads them by channel) and expired tickets. */
  async prune(): Promise<void> {
    const now = this.config.now();
    await this.db.deleteFrom('chat_events').where('created_at', '<', now - 86400_000).execute();
    await this.db.deleteFrom('chat_stream_tickets').where('expires_at', '<', now).execute();
  }

  // ---- demo -----------------------------------------------------------------------------------

  /** Whether the demo is wanted: the demo city's first tenant is there and no channel exists yet. */
  async demoWanted(): Promise<boolean> {
    const tenant = await this.db.selectFrom('tenants').select('id').where('id', '=', '1').where('code', '=', 'hzhj').executeTakeFirst();
    if (!tenant) return false;
    return !(await this.db.selectFrom('chat_channels').select('id').limit(1).executeTakeFirst());
  }

  /** Seeds the demo channels (./chatDemo.ts) in one transaction; two instances starting together: one wins, the other's insert fails. */
  async seedDemo(now: number): Promise<void> {
    await this.db.transaction().execute((trx) => seedChatDemo(trx, now));
  }

  // ---- inside ---------------------------------------------------------------------------------

  private async appendEvent(trx: Db, tenantId: string, userId: string | null, body: EventBody, now: number): Promise<number> {
    await trx.updateTable('chat_event_counter').set((eb) => ({ seq: eb('seq', '+', 1) })).where('id', '=', 'events').execute();
    const { seq } = await trx.selectFrom('chat_event_counter').select('seq').where('id', '=', 'events').executeTakeFirstOrThrow();
    await trx.insertInto('chat_events').values({ seq: Number(seq), tenant_id: tenantId, channel_id: body.channelId, user_id: userId, created_at: now, body: JSON.stringify(body) }).execute();
    return Number(seq);
  }

  private byRef(db: Db, tenantId: string, kind: string, ref: string) {
    return db.selectFrom('chat_channels').select(['id', 'title']).where('tenant_id', '=', tenantId).where('kind', '=', kind).where('ref', '=', ref).executeTakeFirst();
  }

  /** The tenant's channel, or null. */
  find(tenantId: string, channelId: string) {
    return this.db.selectFrom('chat_channels').selectAll().where('tenant_id', '=', tenantId).where('id', '=', channelId).executeTakeFirst();
  }

  /** The channel of the tenant, or FAILED (another tenant's answers as a missing one). */
  async channel(db: Db, tenantId: string, channelId: string) {
    const row = await db.selectFrom('chat_channels').selectAll().where('tenant_id', '=', tenantId).where('id', '=', channelId).executeTakeFirst();
    if (!row) throw new HttpError('FAILED', text.chat.channelMissing);
    return row;
  }

  /** The caller's membership, or FORBIDDEN (a channel of another tenant answers as missing). */
  async assertMember(db: Db, tenantId: string, userId: string, channelId: string) {
    const row = await db.selectFrom('chat_members').select('read_seq').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId).where('user_id', '=', userId).executeTakeFirst();
    if (row) return row;
    await this.channel(db, tenantId, channelId);
    throw new HttpError('FORBIDDEN', text.chat.notMember);
  }

  private async tenantUsers(db: Db, tenantId: string, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', 'in', [...new Set(ids)]).execute();
    return rows.map((r) => r.id);
  }

  /** Whether every id is a user of the tenant. */
  async usersExist(tenantId: string, ids: readonly string[]): Promise<boolean> {
    return (await this.tenantUsers(this.db, tenantId, ids)).length === new Set(ids).size;
  }

  private async addMembers(db: Db, tenantId: string, channelId: string, ids: readonly string[], now: number): Promise<number> {
    const users = await this.tenantUsers(db, tenantId, ids);
    if (!users.length) return 0;
    const existing = new Set((await db.selectFrom('chat_members').select('user_id').where('channel_id', '=', channelId).execute()).map((r) => r.user_id));
    const fresh = users.filter((u) => !existing.has(u));
    if (!fresh.length) return 0;
    // A new member starts with everything read (the history is there to scroll, not a pile of unread).
    const { last_seq } = await db.selectFrom('chat_channels').select('last_seq').where('id', '=', channelId).executeTakeFirstOrThrow();
    await db.insertInto('chat_members').values(fresh.map((u) => ({ channel_id: channelId, user_id: u, tenant_id: tenantId, read_seq: Number(last_seq), joined_at: now }))).execute();
    return fresh.length;
  }

  private async files(db: Db, tenantId: string, ids: readonly string[]): Promise<ChatFile[]> {
    const rows = await db.selectFrom('files').select(['id', 'name', 'size', 'mime_type']).where('tenant_id', '=', tenantId).where('id', 'in', [...ids]).execute();
    if (rows.length !== ids.length) throw new HttpError('FAILED', text.chat.fileMissing);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const r = byId.get(id)!;
      return { id: r.id, name: r.name, size: Number(r.size), type: r.mime_type };
    });
  }

  /** @person (a member's name), @role (a role's name: its holders among the members) and @所有人/@all. */
  private async resolveMentions(db: Db, tenantId: string, channelId: string, body: string): Promise<{ declared: ChatMentions; userIds: string[] }> {
    const words = new Set(mentionWords(body));
    const declared: ChatMentions = { userIds: [], roleIds: [], all: false };
    if (!words.size) return { declared, userIds: [] };
    const members = await db
      .selectFrom('chat_members as m')
      .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'm.user_id').onRef('u.tenant_id', '=', 'm.tenant_id'))
      .select(['u.id', 'u.name'])
      .where('m.channel_id', '=', channelId)
      .execute();
    const reached = new Set<string>();
    if (MENTION_ALL.some((w) => words.has(w))) {
      declared.all = true;
      for (const m of members) reached.add(m.id);
    }
    for (const m of members) {
      if (words.has(m.name)) {
        declared.userIds.push(m.id);
        reached.add(m.id);
      }
    }
    const roles = await db.selectFrom('roles').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
    const named = roles.filter((r) => words.has(r.name));
    if (named.length) {
      declared.roleIds = named.map((r) => r.id);
      const holders = await db.selectFrom('user_roles').select('user_id').where('tenant_id', '=', tenantId).where('role_id', 'in', declared.roleIds).execute();
      const memberIds = new Set(members.map((m) => m.id));
      for (const h of holders) if (memberIds.has(h.user_id)) reached.add(h.user_id);
    }
    return { declared, userIds: [...reached] };
  }
}

/** Files chat messages refer to, as `<tenantId>:<fileId>` keys (for the file sweeper: server/app.ts should add them). */
export async function chatFileRefs(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const r of await db.selectFrom('chat_messages').select(['tenant_id', 'files']).where('files', '!=', '[]').execute()) {
    for (const f of JSON.parse(r.files) as ChatFile[]) keys.add(`${r.tenant_id}:${f.id}`);
  }
  return keys;
}
