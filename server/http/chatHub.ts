/**
 * Live chat streams (server-sent events) of one server instance, like the device streams' hub
 * (./liveHub.ts): the database is the source. A poll every pollMs reads the chat events after the
 * last one seen (any instance's post wrote them) and hands each open stream the events of the
 * channels its user is a member of (and that user's own read marks); a post on this instance asks
 * for a poll at once. Opening, polling and closing go through one queue, so a stream resumed after
 * its Last-Event-ID gets every later event exactly once, in order.
 *
 * Each stream: `retry`, the missed events (or `reset` when more than REPLAY_LIMIT were missed or they
 * were pruned: the page reloads by channel, after the last number it has of each), then `chat`
 * events as they come, a comment every heartbeat (a signed-out session gets `end`), and it is closed
 * when its client does not keep up (more than maxBufferedBytes unsent for two poll intervals).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatEvent, ChatService, ChatStreamOwner, TenantChatEvent } from '../services/chat';

/** Most missed events a resumed stream replays; more gets `reset`. */
export const CHAT_REPLAY_LIMIT = 2000;
const POLL_BATCH = 2000;

type Stream = { owner: ChatStreamOwner; res: ServerResponse; lastSent: number; lagSince: number | null; channels: Map<string, boolean> };

export type ChatHubOptions = { pollMs: number; heartbeatMs: number; maxBufferedBytes: number };

export class ChatHub {
  private readonly streams = new Set<Stream>();
  private last = -1;
  private queue: Promise<void> = Promise.resolve();
  private pollTimer: NodeJS.Timeout | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private pollAsked = false;

  constructor(
    private readonly chat: ChatService,
    private readonly options: ChatHubOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  open(owner: ChatStreamOwner, res: ServerResponse, lastEventId: number | null): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const stream: Stream = { owner, res, lastSent: 0, lagSince: null, channels: new Map() };
    res.on('close', () => this.drop(stream));
    this.run(async () => {
      if (res.writableEnded || res.destroyed) return;
      if (this.last < 0) this.last = await this.chat.latestEvent();
      const after = lastEventId ?? owner.after;
      if (after === null) {
        stream.lastSent = this.last;
        this.write(stream, `id: ${this.last}\nevent: hello\ndata: {}\n\n`);
      } else await this.replay(stream, after);
      this.streams.add(stream);
      this.start();
    });
  }

  nudge(): void {
    if (!this.streams.size || this.pollAsked) return;
    this.pollAsked = true;
    this.run(() => this.poll());
  }

  /** Ends every stream (server shutting down): the sockets close too, so the server need not wait for them (the clients reconnect, to another instance behind nginx). */
  close(): void {
    for (const s of this.streams) {
      s.res.end();
      s.res.socket?.destroy();
    }
    this.streams.clear();
    this.stop();
  }

  private async replay(stream: Stream, after: number): Promise<void> {
    const oldest = await this.chat.oldestEvent();
    const missed = await this.chat.poll(after, CHAT_REPLAY_LIMIT + 1, stream.owner.tenantId);
    const newest = Math.max(this.last, await this.chat.latestEvent());
    if (missed.length > CHAT_REPLAY_LIMIT || (oldest !== null && oldest > after + 1) || (oldest === null && newest > after)) {
      this.write(stream, `id: ${newest}\nevent: reset\ndata: {}\n\n`);
      stream.lastSent = newest;
      return;
    }
    stream.lastSent = after;
    await this.deliver([stream], missed);
    // What came between the replay's read and the hub's last poll arrives with the next poll (seq > lastSent).
  }

  private async poll(): Promise<void> {
    this.pollAsked = false;
    this.closeLagging();
    if (!this.streams.size) return;
    for (;;) {
      const events = await this.chat.poll(this.last, POLL_BATCH);
      await this.deliver([...this.streams], events);
      if (events.length) this.last = events[events.length - 1]!.event.seq;
      if (events.length < POLL_BATCH) break;
    }
  }

  /** Hands each stream the events it may see: its user's own, or of a channel it is a member of. */
  private async deliver(streams: Stream[], events: TenantChatEvent[]): Promise<void> {
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

  private async heartbeat(): Promise<void> {
    this.closeLagging();
    const valid = new Map<string, boolean>();
    for (const s of [...this.streams]) {
      let ok = valid.get(s.owner.sessionId);
      if (ok === undefined) valid.set(s.owner.sessionId, (ok = await this.chat.sessionValid(s.owner.sessionId)));
      if (!ok) {
        s.res.end('event: end\ndata: {"reason":"unauthorized"}\n\n');
        this.drop(s);
      } else this.write(s, `id: ${s.lastSent}\n: ping\n\n`);
    }
  }

  private send(stream: Stream, event: ChatEvent): void {
    stream.lastSent = event.seq;
    this.write(stream, `id: ${event.seq}\nevent: chat\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private write(stream: Stream, text: string): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    stream.res.write(text);
  }

  private closeLagging(): void {
    const now = Date.now();
    for (const s of [...this.streams]) {
      if (s.res.writableLength <= this.options.maxBufferedBytes) {
        s.lagSince = null;
        continue;
      }
      s.lagSince ??= now;
      if (now - s.lagSince < 2 * this.options.pollMs) continue;
      this.log.warn({ tenantId: s.owner.tenantId, queued: s.res.writableLength }, 'chat stream closed: the client does not keep up');
      s.res.destroy();
      this.drop(s);
    }
  }

  private drop(stream: Stream): void {
    this.streams.delete(stream);
    if (!this.streams.size) this.stop();
  }

  private run(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => this.log.error({ err: error }, 'chat stream task failed'));
  }

  private start(): void {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => this.run(() => this.poll()), this.options.pollMs);
    this.beatTimer = setInterval(() => this.run(() => this.heartbeat()), this.options.heartbeatMs);
    this.pollTimer.unref();
    this.beatTimer.unref();
  }

  private stop(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.pollTimer = this.beatTimer = null;
    this.last = -1;
  }
}
