/**
 * `npx tsx bench/stall.bench.ts`: how long one tenant's heavy call holds the others (issue 22). The
 * data monitor's execute is called by tenant 1 with BENCH_IDS ids (default: 100 distinct items created
 * for the run, each named BENCH_REPEAT times, default 1) while tenant 2 lists its rows in a loop. Prints
 * the execute's time, the other tenant's list p50/p99/max during it, and the event loop's longest
 * delay (perf_hooks; server and bench share the process). Target: the other tenant's max ≤ 1 s.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { signIn, startServer } from '../tests/support/server';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 1);
const R = (op: string) => `/cloud/dataMonitor/web/api/dataIncreaseMonitorRecord/${op}`;
const I = (op: string) => `/cloud/dataMonitor/web/api/dataIncreaseMonitorItem/${op}`;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

/** A call that failed below the envelope (the connection reset), as an answer. */
const failed = (e: Error): Answer => ({ result: -1, msg: `${e.message} (${String((e.cause as Error | undefined)?.message)})`, data: { id: 0 } });
type Answer = { result: number; msg: string; data: { id: number; executed?: number } };

const server = await startServer({ modules: ['sjjk', 'ljszy', 'wtsb', 'clgl'], demoDevices: false });
try {
  const one = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  const two = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  const post = async (token: string, path: string, body: unknown) => {
    const r = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await r.json()) as Answer;
  };
  const ids: number[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const made = await post(one, I('create'), { itemName: `压测项${i}`, tableName: 'clgl.car', timeColumn: 'createdAt', windowDays: 7, minIncrease: 0, enabled: true });
    if (made.result !== 0) throw new Error(made.msg);
    ids.push(made.data.id);
  }
  const body = { ids: Array.from({ length: REPEAT }, () => ids).flat() };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const other: number[] = [];
  const errors: string[] = [];
  let done = false;
  const lister = (async () => {
    while (!done) {
      const t = performance.now();
      const listed = await post(two, R('page'), { pageSize: 20 }).catch(failed);
      if (listed.result !== 0) errors.push(listed.msg);
      other.push(performance.now() - t);
    }
  })();
  delay.enable();
  const t0 = performance.now();
  const answer = await post(one, R('execute'), body).catch(failed);
  const seconds = (performance.now() - t0) / 1000;
  done = true;
  await lister;
  delay.disable();
  console.log(`execute of ${body.ids.length} ids (${ITEMS} items): result ${answer.result} ${answer.msg ?? ''} executed ${answer.data?.executed ?? '-'} in ${seconds.toFixed(2)} s`);
  console.log(`other tenant's list during it: ${other.length} calls, p50 ${quantile(other, 0.5).toFixed(0)} ms, p99 ${quantile(other, 0.99).toFixed(0)} ms, max ${Math.max(...other).toFixed(0)} ms${errors.length ? `; ${errors.length} failed: ${errors[0]}` : ''}`);
  console.log(`event loop delay max ${(delay.max / 1e6).toFixed(0)} ms; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await server.close();
}
