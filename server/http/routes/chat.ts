/**
 * The group chat's calls (docs/chat.md, docs/designed/chat.md). Members only read a channel; posting
 * needs function `chat.act.post` (administrators and dispatchers hold it; a read-only user reads but
 * cannot post); team and area channels are created by the holders of `sys:chat:manage`. Read marks
 * are the caller's own. Live: a one-use ticket from an authenticated call opens the stream.
 *
 *   GET|POST /cloud/chat/channel/list                                  → { channels, unread, mentions }
 *   GET|POST /cloud/chat/summary                                       → { unread, mentions }
 *   POST     /cloud/chat/channel/open    { link: 'workOrder:12', title? } → channel (created when missing)
 *   POST     /cloud/chat/channel/direct  { userId }                     → channel
 *   POST     /cloud/chat/channel/save    { id?, kind: team|area, title, memberIds }
 *   GET|POST /cloud/chat/member/list     { channelId }                  → { members, roles }
 *   GET|POST /cloud/chat/user/list                                     → the tenant's users
 *   GET|POST /cloud/chat/message/list    { channelId, after? | before?, limit? }
 *   POST     /cloud/chat/message/post    { channelId, text, fileIds?, linkKind?, linkId?, linkTitle? }
 *   GET|POST /cloud/chat/message/search  { words?, senderId?, from?, to?, linkKind?, linkId?, channelId?, pageNo, pageSize }
 *   POST     /cloud/chat/read/mark       { channelId? | all, seq? }
 *   POST     /cloud/chat/read/unread     { channelId, seq }
 *   POST     /cloud/chat/live/ticket     { after? }                     → { ticket, expiresIn }
 *   GET      /cloud/chat/live/stream?ticket=…   server-sent events (Last-Event-ID resumes)
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../../config';
import { HttpError } from '../../core/errors';
import { messages } from '../../core/messages';
import { ChatService, LINK_KINDS, MAX_PAGE, MAX_TEXT, directRef, parseLink, type ChatLink } from '../../services/chat';
import { provideModuleChat, type ModuleChatBackend } from '../../resources/moduleStore';
import { ok } from '../envelope';
import { codeList, id, optional, optionalId, optionalInt, optionalText, text } from '../input';
import { paging, page, read, record, scoped, write } from './common';
import { assertOwnScope } from '../auth';
import { ChatHub } from '../chatHub';

export const CHAT = '/cloud/chat';
/** Posting, opening an object's channel and starting a direct message. */
export const CHAT_POST = 'chat.act.post';
/** Longest wait of a chat hub's poll (LIVE_POLL_MS when shorter). */
export const CHAT_POLL_MS = 250;
/** Creating team and area channels and setting their members. */
export const CHAT_MANAGE = 'sys:chat:manage';

const channelId = () => z.string().uuid();
const seq = () => optionalInt(0, Number.MAX_SAFE_INTEGER);
const time = () => optional(z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : typeof v === 'string' ? Date.parse(v) : v), z.number().int().min(0)));
const linkKind = () => optional(z.enum(LINK_KINDS));
const KIND_TITLES: Record<string, string> = { workOrder: '工单', alarm: '告警', vehicle: '车辆', case: '案件' };

/** The module store's `store.chat` (the engine may not import services): a service on the store's database (its transaction when one is open) and clock. */
export const moduleChatBackend: ModuleChatBackend = {
  open: (db, who, channel, now) => new ChatService(db, { now: () => now, tokenIdleSeconds: 0 }).open(who.tenantId, channel, who.userId, db.isTransaction ? db : undefined),
  post: async (db, who, channelId, message, now) => {
    const service = new ChatService(db, { now: () => now, tokenIdleSeconds: 0 });
    const posted = await service.post(who, channelId, { text: message.text, link: message.link ?? null }, { asMember: false, ...(db.isTransaction ? { db } : {}) });
    return { seq: posted.seq };
  },
};

/** Registers the chat calls and this instance's live hub. */
export async function chatRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const { chat } = app.services;
  const caller = (request: { auth: { tenantId: string; userId: string; userName: string } }) => ({ tenantId: request.auth.tenantId, userId: request.auth.userId, userName: request.auth.userName });
  const channelOf = async (tenantId: string, userId: string, channel: string) => (await chat.channels(tenantId, userId)).find((c) => c.id === channel) ?? null;

  read(app, `${CHAT}/channel/list`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    const channels = await chat.channels(request.auth.tenantId, request.auth.userId);
    return ok({ channels, unread: channels.reduce((n, c) => n + c.unread, 0), mentions: channels.reduce((n, c) => n + c.mentions, 0) });
  });

  read(app, `${CHAT}/summary`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await chat.summary(request.auth.tenantId, request.auth.userId));
  });

  write(app, `${CHAT}/channel/open`, { fn: CHAT_POST }, z.object({ link: z.string().max(80), title: optionalText(60) }), async (request, input) => {
    const link = parseLink(input.link);
    if (!link) throw new HttpError('INVALID_INPUT', messages.chat.linkKind);
    const { channelId: opened } = await chat.open(request.auth.tenantId, { kind: link.kind, ref: link.id, title: input.title || `${KIND_TITLES[link.kind]} ${link.id}`, memberIds: [request.auth.userId] }, request.auth.userId);
    return ok(await channelOf(request.auth.tenantId, request.auth.userId, opened));
  });

  write(app, `${CHAT}/channel/direct`, { fn: CHAT_POST }, z.object({ userId: id() }), async (request, input) => {
    const users = await chat.users(request.auth.tenantId);
    const other = users.find((u) => u.id === input.userId);
    if (!other || input.userId === request.auth.userId) throw new HttpError('FAILED', messages.chat.directTwo);
    const { channelId: opened } = await chat.open(request.auth.tenantId, { kind: 'direct', ref: directRef(request.auth.userId, other.id), title: `${request.auth.userName}、${other.name}`, memberIds: [request.auth.userId, other.id] }, request.auth.userId);
    return ok(await channelOf(request.auth.tenantId, request.auth.userId, opened));
  });

  write(app, `${CHAT}/channel/save`, { fn: CHAT_MANAGE }, z.object({ id: optional(channelId()), kind: z.enum(['team', 'area']), ref: optionalId(), title: text(60), memberIds: codeList(2000) }), async (request, input) => {
    const { tenantId } = request.auth;
    if (!(await chat.usersExist(tenantId, input.memberIds))) throw new HttpError('FAILED', messages.chat.membersUnknown);
    let target = input.id;
    if (target) {
      const row = await chat.find(tenantId, target);
      if (!row) throw new HttpError('FAILED', messages.chat.channelMissing);
      if (row.kind !== 'team' && row.kind !== 'area') throw new HttpError('INVALID_INPUT', messages.chat.manualKind);
      await chat.saveMembers(tenantId, target, input.title, input.memberIds);
    } else {
      target = (await chat.open(tenantId, { kind: input.kind, ref: input.ref ?? `${input.kind}-${randomUUID().slice(0, 8)}`, title: input.title, memberIds: [request.auth.userId, ...input.memberIds] }, request.auth.userId)).channelId;
    }
    await record(request, 'saveChatChannel', input.title, `${input.memberIds.length}`);
    return ok({ id: target });
  });

  read(app, `${CHAT}/member/list`, z.object({ channelId: channelId() }), async (request, input) => ok(await chat.members(request.auth.tenantId, request.auth.userId, input.channelId)));

  read(app, `${CHAT}/user/list`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await chat.users(request.auth.tenantId));
  });

  read(app, `${CHAT}/message/list`, z.object({ channelId: channelId(), after: seq(), before: seq(), limit: optionalInt(1, MAX_PAGE) }), async (request, input) => {
    return ok(await chat.messages(request.auth.tenantId, request.auth.userId, input.channelId, { after: input.after, before: input.before, limit: input.limit }));
  });

  write(app, `${CHAT}/message/post`, { fn: CHAT_POST }, z.object({
    channelId: channelId(),
    text: z.string().max(MAX_TEXT).default(''),
    fileIds: optional(codeList(9).pipe(z.array(z.string().regex(/^[\w-]{8,64}$/)))),
    linkKind: linkKind(),
    linkId: optional(z.string().max(64).regex(/^[\w.-]+$/)),
    linkTitle: optionalText(100),
  }), async (request, input) => {
    let link: ChatLink | null = null;
    if (input.linkKind || input.linkId) {
      if (!input.linkKind || !input.linkId) throw new HttpError('INVALID_INPUT', messages.chat.linkKind);
      link = { kind: input.linkKind, id: input.linkId, title: input.linkTitle || `${KIND_TITLES[input.linkKind]} ${input.linkId}` };
    }
    return ok(await chat.post(caller(request), input.channelId, { text: input.text, link, fileIds: input.fileIds ?? [] }));
  });

  read(app, `${CHAT}/message/search`, z.object({
    ...paging, words: optionalText(100), senderId: optionalId(), from: time(), to: time(), linkKind: linkKind(), linkId: optionalId(), channelId: optional(channelId()),
  }), async (request, input) => {
    if (input.from !== undefined && input.to !== undefined && input.to < input.from) throw new HttpError('INVALID_INPUT', messages.chat.range);
    return ok(await chat.search(request.auth.tenantId, request.auth.userId, { ...page(input), words: input.words, senderId: input.senderId, from: input.from, to: input.to, linkKind: input.linkKind, linkId: input.linkId, channelId: input.channelId }));
  });

  write(app, `${CHAT}/read/mark`, { own: 'the caller’s read marks in the chat' }, z.object({ channelId: optional(channelId()), all: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()).optional(), seq: seq() }), async (request, input) => {
    if (!input.all && !input.channelId) throw new HttpError('INVALID_INPUT', `channelId：${messages.field.required}`);
    await chat.markRead(request.auth.tenantId, request.auth.userId, input.all ? 'all' : { channelId: input.channelId!, seq: input.seq });
    return ok(await chat.summary(request.auth.tenantId, request.auth.userId));
  });

  write(app, `${CHAT}/read/unread`, { own: 'the caller’s read marks in the chat' }, z.object({ channelId: channelId(), seq: int1() }), async (request, input) => {
    await chat.markUnread(request.auth.tenantId, request.auth.userId, input.channelId, input.seq);
    return ok(await chat.summary(request.auth.tenantId, request.auth.userId));
  });

  provideModuleChat(moduleChatBackend);
  if (await chat.demoWanted()) await chat.seedDemo(config.now()).catch((error: unknown) => app.log.warn({ err: error }, 'chat demo not seeded (another instance seeds it)'));

  // A chat line should reach another instance's clients within a quarter second: the hub polls at most every 250 ms (only while a stream is open; one indexed read).
  const hub = new ChatHub(chat, { ...config.live, pollMs: Math.min(config.live.pollMs, CHAT_POLL_MS) }, app.log);
  const stopNudge = chat.onEvent(() => hub.nudge());
  const prune = setInterval(() => chat.prune().catch((error: unknown) => app.log.error({ err: error }, 'chat events prune failed')), 3600_000);
  prune.unref();
  app.addHook('preClose', async () => {
    stopNudge();
    clearInterval(prune);
    hub.close();
  });

  write(app, `${CHAT}/live/ticket`, { own: 'a one-use ticket for the caller’s chat stream' }, z.object({ after: seq() }), async (request, input) => {
    return ok(await chat.issueTicket(request.auth, input.after ?? null));
  });

  app.get(`${CHAT}/live/stream`, { config: { access: { public: 'by a one-use ticket from chat/live/ticket (an EventSource sends no header)' } } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const owner = typeof query.ticket === 'string' ? await chat.redeem(query.ticket) : null;
    if (!owner) throw new HttpError('UNAUTHORIZED', messages.chat.ticketWrong);
    const header = request.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
    reply.hijack();
    hub.open(owner, reply.raw, lastEventId);
  });
}

const int1 = () => z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));
