// The probes tell the truth about a blocked event loop (issue 22): /readyz answers 503 after a block
// longer than the readiness bound, until the hold has passed; /healthz answers 503 for good once a
// block reached the watchdog's time. The server runs in this process, so blocking this thread blocks
// its loop, as a runaway request would; limits are small here (main.ts passes the configuration's).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';
import { stopEventLoopWatch, watchEventLoop } from '../../server/core/eventLoop';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ modules: ['demo'], demoDevices: false });
}, 120_000);
afterAll(async () => {
  stopEventLoopWatch();
  await server?.close();
});

type Probe = { status: string; eventLoop?: { live: boolean; ready: boolean; lastBlock: { ms: number } | null; longestBlockMs: number } };
const probe = async (path: string) => {
  const r = await fetch(`${server.url}${path}`);
  return { code: r.status, body: (await r.json()) as Probe };
};
/** Holds this thread (and so the server's event loop) for `ms`. */
const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

it('answers /readyz 503 after a block beyond the readiness bound and /healthz 503 once a block reached the watchdog time', async () => {
  watchEventLoop({ stallMs: 1500, lagMs: 400, holdMs: 60_000 });
  expect(await probe('/healthz')).toMatchObject({ code: 200, body: { status: 'ok', eventLoop: { live: true } } });

  block(800);
  const lagging = await probe('/readyz');
  expect(lagging).toMatchObject({ code: 503, body: { status: 'event loop lagging', eventLoop: { live: true, ready: false } } });
  expect(lagging.body.eventLoop!.lastBlock!.ms).toBeGreaterThanOrEqual(700);
  expect((await probe('/healthz')).code).toBe(200);

  block(1700);
  const dead = await probe('/healthz');
  expect(dead).toMatchObject({ code: 503, body: { status: 'event loop blocked', eventLoop: { live: false } } });
  expect(dead.body.eventLoop!.longestBlockMs).toBeGreaterThanOrEqual(1500);
  expect(await probe('/readyz')).toMatchObject({ code: 503, body: { status: 'event loop blocked' } });
});

it('is ready again once the hold after a block has passed', async () => {
  watchEventLoop({ stallMs: 0, lagMs: 400, holdMs: 2000 });
  block(800);
  expect((await probe('/readyz')).code).toBe(503);
  // The hold is 2 s; a loaded machine may lag again meanwhile (a new hold), so poll well past it.
  await expect.poll(async () => (await probe('/readyz')).code, { timeout: 20_000, interval: 250 }).toBe(200);
  expect(await probe('/healthz')).toMatchObject({ code: 200, body: { eventLoop: { live: true } } });
});
