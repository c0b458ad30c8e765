/**
 * `npm run bench:devices`: the device store through the real server over HTTP (temporary SQLite file).
 *
 * 1. Ingest: 30 days of one-minute readings of one metric (43,200) posted in batches of 4,800 with the
 *    device key; readings per second per batch (request to answer), median.
 * 2. Series: that month downsampled to ≤ 500 buckets (min/max/avg/last) by `readings/series`, request
 *    to parsed answer; median of RUNS calls.
 * (Targets, issue 13: ingest ≥ 5,000 readings/s; series ≤ 30 ms.)
 */
import { signIn, startServer } from '../tests/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAYS = 30;
const BATCH = 4800;
const D = '/cloud/devices/rest';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer();
try {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const post = async (path: string, body: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
    const answer = (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as {
      result: number;
      msg: string;
      data: unknown;
    };
    if (answer.result !== 0) throw new Error(answer.msg);
    return answer.data;
  };
  const device = (await post(`${D}/device/save`, { code: 'BENCH-1', name: 'bench', kind: 'sensor' })) as { id: string; key: string };
  const to = Math.floor(server.now() / 60_000) * 60_000;
  const from = to - DAYS * 86400_000;
  const total = DAYS * 1440;

  const rates: number[] = [];
  for (let i = 0; i < total; i += BATCH) {
    const readings = Array.from({ length: Math.min(BATCH, total - i) }, (_, k) => ({ t: from + (i + k) * 60_000, values: { level: 50 + 40 * Math.sin((i + k) / 300) } }));
    const t0 = performance.now();
    const r = (await post(`${D}/ingest`, { deviceId: device.id, readings }, { 'x-device-key': device.key })) as { accepted: number };
    rates.push(r.accepted / ((performance.now() - t0) / 1000));
  }

  const times: number[] = [];
  let points = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const s = (await post(`${D}/readings/series`, { deviceId: device.id, metric: 'level', from, to })) as { points: unknown[] };
    times.push(performance.now() - t0);
    points = s.points.length;
  }

  // The fixed cost of any authenticated call (token check, envelope), for scale: the device list.
  const base: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    await post(`${D}/device/list`, {});
    base.push(performance.now() - t0);
  }

  console.log(`ingest: ${total} readings in batches of ${BATCH}: median ${Math.round(median(rates))} readings/s (target ≥ 5000)`);
  console.log(`series: ${total} rows over ${DAYS} days → ${points} points: median ${median(times).toFixed(1)} ms over ${RUNS} runs (target ≤ 30 ms)`);
  console.log(`baseline: an authenticated call with no work (device/list of 1 device): median ${median(base).toFixed(1)} ms`);
} finally {
  await server.close();
}
