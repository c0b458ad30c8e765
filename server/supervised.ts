/**
 * What the server does for `npm start`'s supervisor (scripts/start.mjs), over the IPC channel the
 * supervisor opens (none under `npm run serve`: then this does nothing):
 * - a heartbeat, `{ type: 'heartbeat' }`, every second (every quarter of WATCHDOG_SECONDS when that
 *   is shorter), sent from a timer: a blocked event loop misses it, and after WATCHDOG_SECONDS
 *   without one the supervisor kills the server and starts it again;
 * - with URBANOPS_TEST_HOOKS=1 only, test hooks: `{ type: 'test:block', ms }` holds the event loop
 *   for `ms` (at most 10 minutes), as a runaway request would (tests/deploy/watchdog.test.ts).
 *
 * @example
 *   const stop = talkToSupervisor(config);   // after listen
 *   stop();                                  // on shutdown
 */
import type { ServerConfig } from './config';

/** The messages between the server and its supervisor. */
export type SupervisorMessage = { type: 'heartbeat' } | { type: 'test:block'; ms: number };

/** Holds the thread for `ms` without burning a core (the loop runs nothing meanwhile). */
function holdLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(Math.max(ms, 0), 600_000));
}

/** Starts the heartbeat (and the test hooks when configured); answers a function that stops them. */
export function talkToSupervisor(config: Pick<ServerConfig, 'eventLoop' | 'testHooks'>): () => void {
  const send = process.send?.bind(process);
  if (!send) return () => undefined;
  const beat = () => {
    if (process.connected) send({ type: 'heartbeat' } satisfies SupervisorMessage);
  };
  const watchdogMs = config.eventLoop.watchdogSeconds * 1000;
  const timer = setInterval(beat, watchdogMs > 0 ? Math.min(1000, Math.max(100, watchdogMs / 4)) : 1000);
  timer.unref();
  beat();
  const onMessage = (message: unknown) => {
    const m = message as Partial<SupervisorMessage> | null;
    if (m?.type === 'test:block' && typeof m.ms === 'number') holdLoop(m.ms);
  };
  if (config.testHooks) {
    process.on('message', onMessage);
    // A 'message' listener keeps the channel (and so the process) alive; the server's own handles decide.
    process.channel?.unref();
  }
  return () => {
    clearInterval(timer);
    process.off('message', onMessage);
  };
}
