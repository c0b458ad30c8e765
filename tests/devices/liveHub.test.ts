// The live hub's answer to a client that stops reading, over the real LiveService on a temporary
// SQLite file: a response stands in for the connection (a Writable that takes what it is given, or
// one that never finishes a write, as a client that reads nothing once the kernel's buffers are
// full). Through a real socket the kernel first takes in several megabytes (a 4 MB send buffer on
// loopback), which made the end-to-end version of this test too slow to run on every change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { loadConfig } from '../../server/config';
import { LiveHub } from '../../server/http/liveHub';
import { LiveService } from '../../server/services/live';
import { appendLiveEvent } from '../../server/services/devices';

const LIMIT = 256 * 1024;

/**
 * A response whose writes finish a moment later, as a socket's do when the kernel takes them
 * (`reads`), or never (a client that stopped reading).
 */
class Response extends Writable {
  text = '';
  constructor(private readonly reads: boolean) {
    super({ highWaterMark: 16 * 1024, decodeStrings: false });
  }
  writeHead(): this {
    return this;
  }
  override _write(chunk: string | Buffer, _encoding: BufferEncoding, done: () => void): void {
    if (!this.reads) return;
    this.text += chunk.toString();
    setImmediate(done);
  }
  ids(): number[] {
    return [...this.text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
  }
}

const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
let dir: string;
let store: Store;
let live: LiveService;
let hub: LiveHub;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'livehub-'));
  store = await openDatabase(join(dir, 'test.db'));
  live = new LiveService(store.db, loadConfig({ DATA_DIR: dir }));
  hub = new LiveHub(live, { pollMs: 50, heartbeatMs: 60_000, maxBufferedBytes: LIMIT }, silent);
});
afterAll(async () => {
  hub.close();
  await store.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Appends an event of about `kb` kilobytes for tenant t1; answers its number. */
const append = (kb: number) =>
  store.db.transaction().execute((trx) => appendLiveEvent(trx, 't1', { deviceId: 'd1', code: 'S-1', t: Date.now(), values: { pad: 1 }, alarms: [], snapshots: [{ padding: 'x'.repeat(kb * 1024) }] as never }, Date.now()));

describe('a live stream whose client does not keep up', () => {
  it('is closed when more than the limit has waited for two poll intervals, while a reading client gets every event, one longer than the limit too', async () => {
    const owner = { tenantId: 't1', sessionId: 's1', after: null };
    const reading = new Response(true);
    const stalled = new Response(false);
    hub.open(owner, reading as unknown as ServerResponse, null);
    hub.open(owner, stalled as unknown as ServerResponse, null);
    await expect.poll(() => hub.size).toBe(2);
    // One pass writes an event of 300 KB to both; the reading client takes it in.
    const seqs = [await append(300)];
    hub.nudge();
    await expect.poll(() => reading.ids(), { timeout: 5000 }).toEqual(seqs);
    // 300 KB still wait for the stalled client two poll intervals later: it is closed, the reading one is not.
    await expect.poll(() => stalled.destroyed, { timeout: 5000 }).toBe(true);
    expect(hub.size).toBe(1);
    for (let i = 0; i < 20; i++) seqs.push(await append(20));
    hub.nudge();
    await expect.poll(() => reading.ids(), { timeout: 5000 }).toEqual(seqs);
    expect(reading.destroyed).toBe(false);
    // Resuming from the first event (its last id), a reading client gets exactly the rest.
    const resumed = new Response(true);
    hub.open(owner, resumed as unknown as ServerResponse, seqs[0]!);
    await expect.poll(() => resumed.ids(), { timeout: 5000 }).toEqual(seqs.slice(1));
  });
});
