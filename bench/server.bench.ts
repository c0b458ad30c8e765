/**
 * `npm run bench:server`: the real server over loopback HTTP under autocannon, a signed-in user's
 * list call (a page of 10 students), detail call (selectOne) and create call, 32 connections, each
 * case bounded to BENCH_SECONDS (default 20): on SQLite with one instance, then on PostgreSQL (a
 * throwaway cluster, tests/support/pg.ts) with one instance and with two instances on one database
 * (the 32 connections split over both). Each instance is its own process started as `npm start`
 * starts it (`node --import tsx server/main.ts`, MODULES=demo), so autocannon, alone in this process,
 * does not share the server's event loop. BENCH_SETUPS=sqlite (or postgres) runs one setup only.
 * Prints requests/s, p50, p99 and errors (non-2xx answers, envelopes with `result` not 0, timeouts)
 * per case, and the load average before each setup (a loaded machine shows in the figures).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from '../tests/support/server';
import { freePort, freshDatabase, startCluster } from '../tests/support/pg';

type TestServer = { url: string };

type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number };
type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
type Options = { url: string; connections: number; duration: number; requests: Request[]; setupClient?: (client: { on(event: 'body', fn: (b: Buffer) => void): void }) => void };
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Options) => Promise<Result>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 32;
const S = '/cloud/demo/web/student';

type Case = 'list' | 'detail' | 'create';
type Row = { setup: string; call: Case; rps: number; p50: number; p99: number; errors: number };

async function prepare(server: TestServer) {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const post = async (path: string, body: unknown) => (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: { records: { id: number; gradeId: number }[] } };
  const first = (await post(`${S}/page`, { pageNo: 1, pageSize: 10 })).data.records[0]!;
  return { token, id: first.id, gradeId: first.gradeId };
}

/** One case through `urls` (connections split over them); student numbers of creates start at `serial`. */
async function run(urls: string[], call: Case, ctx: { token: string; id: number; gradeId: number }, serial: { next: number }): Promise<Omit<Row, 'setup' | 'call'>> {
  const headers = { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' };
  const bodies: Record<Case, () => Request> = {
    list: () => ({ method: 'POST', path: `${S}/page`, headers, body: JSON.stringify({ pageNo: 1, pageSize: 10 }) }),
    detail: () => ({ method: 'POST', path: `${S}/selectOne`, headers, body: JSON.stringify({ id: ctx.id }) }),
    create: () => ({ method: 'POST', path: `${S}/create`, headers, body: JSON.stringify({ studentNo: `S${serial.next++}`, name: '压测', gender: 'female', gradeId: ctx.gradeId, birthday: '2016-04-01' }) }),
  };
  let refused = 0;
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: CONNECTIONS / urls.length,
        duration: SECONDS,
        // A create needs a new student number each time: the request is built per call.
        requests: [{ ...bodies[call](), setupRequest: () => bodies[call]() } as Request],
        setupClient: (client) => client.on('body', (b) => void (b.includes('"result":0') || refused++)),
      }),
    ),
  );
  return {
    rps: Math.round(results.reduce((n, r) => n + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0) + refused,
  };
}

const rows: Row[] = [];
async function cases(setup: string, servers: TestServer[], serial: { next: number }) {
  const ctx = await prepare(servers[0]!);
  for (const call of ['list', 'detail', 'create'] as Case[]) {
    const r = await run(servers.map((s) => s.url), call, ctx, serial);
    rows.push({ setup, call, ...r });
    console.log(`${setup.padEnd(22)} ${call.padEnd(7)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`);
  }
}

/** One server process on `env`'s database; answers when it serves, and how to stop it. */
async function instance(env: Record<string, string>): Promise<TestServer & { stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', MODULES: 'demo', DEMO_DEVICES: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  while (!output.includes('UrbanOps is running')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');
const only = process.env.BENCH_SETUPS ?? '';

if (!only || only === 'sqlite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-bench-'));
  const sqlite = await instance({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    console.log(`load average ${load()}`);
    await cases('SQLite, 1 instance', [sqlite], { next: 300000 });
  } finally {
    await sqlite.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!only || only === 'postgres') {
  const cluster = await startCluster();
  try {
    const url = await freshDatabase(cluster.url);
    const a = await instance({ DATABASE_URL: url });
    const b = await instance({ DATABASE_URL: url });
    try {
      console.log(`load average ${load()}`);
      await cases('PostgreSQL, 1 instance', [a], { next: 500000 });
      await cases('PostgreSQL, 2 instances', [a, b], { next: 700000 });
    } finally {
      await a.stop();
      await b.stop();
    }
  } finally {
    await cluster.stop();
  }
}

console.log('\n| setup | call | requests/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.setup} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
