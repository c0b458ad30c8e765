/**
 * How the server's event loop is doing, for the probes (server/http/routes/health.ts): a timer set to
 * tick every {@link TICK_MS} measures how late each tick fires. A late tick means the loop was held
 * (a synchronous query, a long computation) for about that long, and every request of every tenant
 * waited with it. Process state by nature: one watch per process, started by server/main.ts with the
 * configuration's limits (`watchEventLoop`); without it the probes leave the loop out.
 *
 * A blocked loop cannot answer a probe; what the probes can do is tell the truth at their first answer
 * after it: /healthz says "not live" once a block reached the supervisor's watchdog time (the
 * supervisor would have restarted this process; an orchestrator's liveness probe does the same), and
 * /readyz says "not ready" for {@link EventLoopLimits.holdMs} after a block longer than the
 * readiness bound, so a load balancer sends the next calls elsewhere while this instance recovers.
 *
 * @example
 *   const watch = watchEventLoop({ stallMs: 30_000, lagMs: 1000, holdMs: READY_HOLD_MS });
 *   watch.report();   // { live: true, ready: true, lagMs: 0, lastBlock: null, longestBlockMs: 0 }
 */
import { performance } from 'node:perf_hooks';

/** How often the watch's timer ticks (ms). */
export const TICK_MS = 100;

/** For how long after a block longer than the readiness bound /readyz answers 503 (ms). */
export const READY_HOLD_MS = 10_000;

export type EventLoopLimits = {
  /** A block at least this long ends liveness for good (the supervisor's WATCHDOG_SECONDS in ms); 0: never. */
  stallMs: number;
  /** A block longer than this takes the server out of readiness (READY_MAX_LAG_MS). */
  lagMs: number;
  /** For how long after such a block ended readiness stays false (ms). */
  holdMs: number;
};

/** What the probes answer about the loop. */
export type EventLoopReport = {
  /** False once a block reached `stallMs`. */
  live: boolean;
  /** False while live is, while the loop is behind by more than `lagMs`, and for `holdMs` after such a block. */
  ready: boolean;
  /** How far behind the loop is at this moment (a block that has just ended and no tick measured yet), ms. */
  lagMs: number;
  /** The last block longer than `lagMs`: its length and when it ended; null when there was none. */
  lastBlock: { ms: number; endedAt: string } | null;
  /** The longest block since the process started, ms. */
  longestBlockMs: number;
};

/** A running watch of the loop; see the file's comment. */
export class EventLoopWatch {
  private lastTick = performance.now();
  private lastBlock: { ms: number; endedAt: number } | null = null;
  private longest = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(readonly limits: EventLoopLimits) {}

  /** Starts ticking (the timer does not keep the process alive). */
  start(): this {
    this.lastTick = performance.now();
    this.timer = setInterval(() => this.tick(performance.now()), TICK_MS);
    this.timer.unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Records how late the loop was since the last tick, as a block ending `at`. */
  private note(late: number, at: number): void {
    this.longest = Math.max(this.longest, late);
    if (late > this.limits.lagMs) this.lastBlock = { ms: late, endedAt: at };
  }

  private tick(now: number): void {
    this.note(Math.max(0, now - this.lastTick - TICK_MS), now);
    this.lastTick = now;
  }

  /** The loop's state now; a block that ended before its tick fired (a probe queued behind it) counts. */
  report(): EventLoopReport {
    const now = performance.now();
    const lag = Math.max(0, now - this.lastTick - TICK_MS);
    this.note(lag, now);
    const { stallMs, lagMs, holdMs } = this.limits;
    const live = stallMs <= 0 || this.longest < stallMs;
    const recent = this.lastBlock !== null && now - this.lastBlock.endedAt < holdMs;
    const wall = (at: number) => new Date(Date.now() - (now - at)).toISOString();
    return {
      live,
      ready: live && lag <= lagMs && !recent,
      lagMs: Math.round(lag),
      lastBlock: this.lastBlock && { ms: Math.round(this.lastBlock.ms), endedAt: wall(this.lastBlock.endedAt) },
      longestBlockMs: Math.round(this.longest),
    };
  }
}

let current: EventLoopWatch | null = null;

/** Starts the process's watch (replacing one already running) and answers it. */
export function watchEventLoop(limits: EventLoopLimits): EventLoopWatch {
  current?.stop();
  current = new EventLoopWatch(limits).start();
  return current;
}

/** The process's watch, or null when none was started (a server built by a test or a script). */
export function eventLoopWatch(): EventLoopWatch | null {
  return current;
}

/** Stops the process's watch, if any. */
export function stopEventLoopWatch(): void {
  current?.stop();
  current = null;
}
