/**
 * Server-sent event streams of one server instance over events kept in the database, numbered by one
 * counter (the device streams, ./liveHub.ts; the chat, ./chatHub.ts). The database is the source: a
 * poll every `pollMs` reads the events after the last one seen (any instance wrote them) and hands each
 * open stream the ones it may see (`deliver`: by default its tenant's); a write on this instance asks
 * for a poll at once (`nudge`). The poll runs only while a stream is open. Opening, polling, the
 * heartbeat and closing all go through one queue, so a stream resumed after its Last-Event-ID gets
 * every later event exactly once, in order.
 *
 * Each stream: `retry`, then the missed events (or `reset` when more than `replayLimit` were missed or
 * they were pruned: the page reloads what it shows, then goes on from the newest), then the events as
 * they come, a comment every heartbeat (which also re-checks the session: a signed-out or expired one
 * gets `end` and the stream closes), and it is closed when more than `maxBufferedBytes` have waited
 * unsent for two poll intervals (a page that cannot keep up reconnects and resumes). With `announce`,
 * a new stream starts with `hello` carrying the newest number and each heartbeat carries the stream's
 * last number, so a client that sees only some events (chat members) still resumes from the right place.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

export type EventHubOptions = { pollMs: number; heartbeatMs: number; maxBufferedBytes: number };

/** Whom a redeemed ticket opens a stream for, and the last event the page already has. */
export type HubOwner = { tenantId: string; sessionId: string; after: number | null };

/** `lagSince`: since when more than the limit has been waiting unsent (null: it is not). */
export type HubStream<O extends HubOwner> = { owner: O; res: ServerResponse; lastSent: number; lagSince: number | null };

/** An event as a poll reads it: its tenant and the numbered body sent to the page. */
export type HubEvent = { tenantId: string; event: { seq: number } };

/** What differs between hubs: names, limits, and whether streams announce their numbers. */
export type HubKind = { name: string; eventName: string; replayLimit: number; announce: boolean };

const POLL_BATCH = 2000;

export abstract class EventHub<O extends HubOwner, S extends HubStream<O>, E extends HubEvent> {
  protected readonly streams = new Set<S>();
  private last = -1;
  private queue: Promise<void> = Promise.resolve();
  private pollTimer: NodeJS.Timeout | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private pollAsked = false;

  constructor(
    private readonly kind: HubKind,
    private readonly options: EventHubOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The newest event's number (0 when there is none yet). */
  protected abstract latest(): Promise<number>;
  /** The oldest event still kept (null: none), to tell whether a resume point was pruned away. */
  protected abstract oldest(): Promise<number | null>;
  /** Events after `after`, oldest first, at most `limit`: every tenant's, or one tenant's. */
  protected abstract fetch(after: number, limit: number, tenantId?: string): Promise<E[]>;
  /** Whether a session is still signed in. */
  protected abstract sessionValid(sessionId: string): Promise<boolean>;
  /** A new stream's record. */
  protected abstract newStream(owner: O, res: ServerResponse): S;

  /** How many streams are open on this instance. */
  get size(): number {
    return this.streams.size;
  }

  /** Starts a stream on a response: headers, the missed events, then live ones. */
  open(owner: O, res: ServerResponse, lastEventId: number | null): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const stream = this.newStream(owner, res);
    res.on('close', () => this.drop(stream));
    this.run(async () => {
      if (res.writableEnded || res.destroyed) return;
      if (this.last < 0) this.last = await this.latest();
      const after = lastEventId ?? owner.after;
      if (after === null) {
        stream.lastSent = this.last;
        if (this.kind.announce) this.write(stream, `id: ${this.last}\nevent: hello\ndata: {}\n\n`);
      } else await this.replay(stream, after);
      this.streams.add(stream);
      this.start();
    });
  }

  /** Asks for a poll now (a write on this instance added an event). */
  nudge(): void {
    if (!this.streams.size || this.pollAsked) return;
    this.pollAsked = true;
    this.run(() => this.poll());
  }

  /** Ends every stream (server shutting down) and stops the timers. */
  close(): void {
    for (const s of this.streams) {
      // The socket too: an ended response on a kept-alive connection would hold the server's close open until the keep-alive timeout.
      s.res.end();
      s.res.socket?.destroy();
    }
    this.streams.clear();
    this.stop();
  }

  /** Hands each stream the events it may see (default: its tenant's) after the last one it was sent. */
  protected async deliver(streams: S[], events: E[]): Promise<void> {
    for (const { tenantId, event } of events) {
      for (const s of streams) if (s.owner.tenantId === tenantId && event.seq > s.lastSent) this.send(s, event);
    }
  }

  /** Sends one event to a stream. */
  protected send(stream: S, event: E['event']): void {
    stream.lastSent = event.seq;
    this.write(stream, `id: ${event.seq}\nevent: ${this.kind.eventName}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private async replay(stream: S, after: number): Promise<void> {
    const oldest = await this.oldest();
    const missed = await this.fetch(after, this.kind.replayLimit + 1, stream.owner.tenantId);
    const newest = Math.max(this.last, await this.latest());
    const pruned = oldest !== null ? oldest > after + 1 : newest > after;
    if (missed.length > this.kind.replayLimit || pruned) {
      // Too far behind: the page reloads what it shows, then goes on from the newest event.
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
      const events = await this.fetch(this.last, POLL_BATCH);
      await this.deliver([...this.streams], events);
      if (events.length) this.last = events[events.length - 1]!.event.seq;
      if (events.length < POLL_BATCH) break;
    }
  }

  private async heartbeat(): Promise<void> {
    this.closeLagging();
    const valid = new Map<string, boolean>();
    for (const s of [...this.streams]) {
      let ok = valid.get(s.owner.sessionId);
      if (ok === undefined) valid.set(s.owner.sessionId, (ok = await this.sessionValid(s.owner.sessionId)));
      if (!ok) {
        s.res.end('event: end\ndata: {"reason":"unauthorized"}\n\n');
        this.drop(s);
      } else this.write(s, this.kind.announce ? `id: ${s.lastSent}\n: ping\n\n` : ': ping\n\n');
    }
  }

  private write(stream: S, text: string): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    stream.res.write(text);
  }

  /**
   * Closes the streams of clients that do not keep up: more than the limit has been waiting unsent
   * for two poll intervals or longer (the page reconnects and resumes from its last event id). Asked
   * before each pass writes, so a burst of events, or one event longer than the limit, reaches a
   * client that reads; the time matters because two passes may follow each other at once.
   */
  private closeLagging(): void {
    const now = Date.now();
    for (const s of [...this.streams]) {
      if (s.res.writableLength <= this.options.maxBufferedBytes) {
        s.lagSince = null;
        continue;
      }
      s.lagSince ??= now;
      if (now - s.lagSince < 2 * this.options.pollMs) continue;
      this.log.warn({ tenantId: s.owner.tenantId, queued: s.res.writableLength }, `${this.kind.name} stream closed: the client does not keep up`);
      s.res.destroy();
      this.drop(s);
    }
  }

  private drop(stream: S): void {
    this.streams.delete(stream);
    if (!this.streams.size) this.stop();
  }

  private run(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => this.log.error({ err: error }, `${this.kind.name} stream task failed`));
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
    // Idle: the next stream starts from the newest event again.
    this.last = -1;
  }
}
