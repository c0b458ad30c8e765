/**
 * Live device streams (server-sent events) of one server instance. The database is the source: a
 * poll every LIVE_POLL_MS reads the events after the last one seen (any instance's ingest wrote
 * them) and hands each open stream its tenant's; an ingest on this instance asks for a poll at once.
 * The poll runs only while a stream is open. Adding a stream, polling and closing all go through
 * one queue, so a resumed stream gets every event after its Last-Event-ID exactly once.
 *
 * Each stream: `retry`, then missed events (or a `reset` when too many were missed or pruned), then
 * `reading` events as they come, a comment every heartbeat (which also re-checks the session: a
 * signed-out or expired session gets `end` and the stream closes), and it is closed when more than
 * LIVE_BUFFER_KB have been waiting unsent for two poll intervals (a page that cannot keep up
 * reconnects and resumes).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveDeviceEvent } from '../../kit/contract';
import type { LiveService, StreamOwner } from '../services/live';

/** Most missed events a resumed stream replays; more than this gets `reset` (reload, then go on). */
export const REPLAY_LIMIT = 1000;
const POLL_BATCH = 2000;

/** `lagSince`: since when more than the limit has been waiting unsent (null: it is not). */
type Stream = { owner: StreamOwner; res: ServerResponse; lastSent: number; lagSince: number | null };

export type LiveHubOptions = { pollMs: number; heartbeatMs: number; maxBufferedBytes: number };

export class LiveHub {
  private readonly streams = new Set<Stream>();
  private last = -1;
  private queue: Promise<void> = Promise.resolve();
  private pollTimer: NodeJS.Timeout | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private pollAsked = false;

  constructor(
    private readonly live: LiveService,
    private readonly options: LiveHubOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** How many streams are open on this instance. */
  get size(): number {
    return this.streams.size;
  }

  /** Starts a stream on a response: headers, the missed events, then live ones. */
  open(owner: StreamOwner, res: ServerResponse, lastEventId: number | null): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const stream: Stream = { owner, res, lastSent: 0, lagSince: null };
    res.on('close', () => this.drop(stream));
    this.run(async () => {
      if (res.writableEnded || res.destroyed) return;
      if (this.last < 0) this.last = await this.live.latestSeq();
      const after = lastEventId ?? owner.after;
      if (after === null) stream.lastSent = this.last;
      else await this.replay(stream, after);
      this.streams.add(stream);
      this.start();
    });
  }

  /** Asks for a poll now (an ingest on this instance wrote an event). */
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

  private async replay(stream: Stream, after: number): Promise<void> {
    const oldest = await this.live.oldestSeq();
    const missed = await this.live.since(stream.owner.tenantId, after, REPLAY_LIMIT + 1);
    const pruned = oldest !== null && oldest > after + 1;
    if (missed.length > REPLAY_LIMIT || pruned) {
      // Too far behind: the page reloads what it shows, then goes on from the newest event.
      const newest = Math.max(this.last, await this.live.latestSeq());
      this.write(stream, `id: ${newest}\nevent: reset\ndata: {}\n\n`);
      stream.lastSent = newest;
      return;
    }
    stream.lastSent = after;
    for (const e of missed) this.send(stream, e);
  }

  private async poll(): Promise<void> {
    this.pollAsked = false;
    this.closeLagging();
    if (!this.streams.size) return;
    for (;;) {
      const events = await this.live.poll(this.last, POLL_BATCH);
      for (const { tenantId, event } of events) {
        for (const s of this.streams) if (s.owner.tenantId === tenantId && event.seq > s.lastSent) this.send(s, event);
        this.last = event.seq;
      }
      if (events.length < POLL_BATCH) break;
    }
  }

  private async heartbeat(): Promise<void> {
    this.closeLagging();
    const valid = new Map<string, boolean>();
    for (const s of [...this.streams]) {
      let ok = valid.get(s.owner.sessionId);
      if (ok === undefined) valid.set(s.owner.sessionId, (ok = await this.live.sessionValid(s.owner.sessionId)));
      if (!ok) {
        s.res.end('event: end\ndata: {"reason":"unauthorized"}\n\n');
        this.drop(s);
      } else this.write(s, ': ping\n\n');
    }
  }

  private send(stream: Stream, event: LiveDeviceEvent): void {
    stream.lastSent = event.seq;
    this.write(stream, `id: ${event.seq}\nevent: reading\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private write(stream: Stream, text: string): void {
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
      this.log.warn({ tenantId: s.owner.tenantId, queued: s.res.writableLength }, 'live stream closed: the client does not keep up');
      s.res.destroy();
      this.drop(s);
    }
  }

  private drop(stream: Stream): void {
    this.streams.delete(stream);
    if (!this.streams.size) this.stop();
  }

  private run(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => this.log.error({ err: error }, 'live stream task failed'));
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
