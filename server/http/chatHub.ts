/**
 * Live chat streams (server-sent events) of one server instance: the event hub (./eventHub.ts) over
 * the chat's events (server/services/chat.ts), which a post on any instance appends. Each stream gets
 * the `chat` events of the channels its user is a member of and that user's own read marks; the
 * events it may not see still move its number on, and streams announce their numbers (`hello`, the
 * heartbeat's id), so a page resumes after the last event it was given or passed. On `reset` (more
 * than CHAT_REPLAY_LIMIT missed, or pruned) the page reloads by channel, after the last number it has
 * of each.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatService, ChatStreamOwner, TenantChatEvent } from '../services/chat';
import { EventHub, type EventHubOptions, type HubStream } from './eventHub';

/** Most missed events a resumed stream replays; more gets `reset`. */
export const CHAT_REPLAY_LIMIT = 2000;

/** A chat stream and what it knows of its user's channels (member or not), asked once per channel. */
type Stream = HubStream<ChatStreamOwner> & { channels: Map<string, boolean> };

export type ChatHubOptions = EventHubOptions;

export class ChatHub extends EventHub<ChatStreamOwner, Stream, TenantChatEvent> {
  constructor(
    private readonly chat: ChatService,
    options: ChatHubOptions,
    log: FastifyBaseLogger,
  ) {
    super({ name: 'chat', eventName: 'chat', replayLimit: CHAT_REPLAY_LIMIT, announce: true }, options, log);
  }

  protected latest = () => this.chat.latestEvent();
  protected oldest = () => this.chat.oldestEvent();
  protected fetch = (after: number, limit: number, tenantId?: string) => this.chat.poll(after, limit, tenantId);
  protected sessionValid = (sessionId: string) => this.chat.sessionValid(sessionId);
  protected newStream = (owner: ChatStreamOwner, res: ServerResponse): Stream => ({ owner, res, lastSent: 0, lagSince: null, channels: new Map() });

  /** Hands each stream the events it may see: its user's own, or of a channel it is a member of. */
  protected override async deliver(streams: Stream[], events: TenantChatEvent[]): Promise<void> {
    if (!events.length) return;
    for (const s of streams) {
      // A channel event (members changed) may add or remove this user: ask again.
      for (const e of events) if (e.event.type === 'channel') s.channels.delete(e.event.channelId);
      const unknown = [...new Set(events.filter((e) => e.tenantId === s.owner.tenantId && e.userId === null && !s.channels.has(e.event.channelId)).map((e) => e.event.channelId))];
      if (unknown.length) {
        const member = await this.chat.memberOf(s.owner.tenantId, s.owner.userId, unknown);
        for (const c of unknown) s.channels.set(c, member.has(c));
      }
      for (const e of events) {
        if (e.tenantId !== s.owner.tenantId || e.event.seq <= s.lastSent) continue;
        const mine = e.userId !== null ? e.userId === s.owner.userId : s.channels.get(e.event.channelId) === true;
        if (mine) this.send(s, e.event);
        else s.lastSent = e.event.seq;
      }
    }
  }
}
