/**
 * `npm run bench:devices`: the device store through the real server over HTTP (temporary SQLite file).
 *
 * 1. Ingest: 30 days of one-minute readings of one metric (43,200) posted in batches of 4,800 with the
 *    device key; readings per second per batch (request to answer), median.
 * 2. Series: that month downsampled to ≤ 500 buckets (min/max/avg/last) by `readings/series`, request
 *    to parsed answer; median of RUNS calls.
 * 3. Track: 50,000 positions of one vehicle (10 s apart) from the request to the first frame drawn by
 *    the kit's TrackView in Chromium (bench/trackPage built with Vite); median of TRACK_RUNS, as objects
 *    (`readings/track`) and as columns (`columns=1`), alternating so both meet the same load.
 * (Targets, issue 13: ingest ≥ 5,000 readings/s; series ≤ 30 ms; track ≤ 1 s.)
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer } from '../tests/support/server';
import { buildTestPage } from '../tests/support/testPage';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAYS = 30;
const BATCH = 4800;
const D = '/cloud/devices/rest';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const TRACK_RUNS = Number(process.env.BENCH_TRACK_RUNS ?? 7);
const distDir = await buildTestPage(resolve(import.meta.dirname, 'trackPage'), 'benchtrack');
const server = await startServer({ distDir });
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

  // 3. A 50,000-point track, request to first frame in Chromium.
  const vehicle = (await post(`${D}/device/save`, { code: 'BENCH-TRACK', name: 'bench', kind: 'vehicle' })) as { id: string; key: string };
  const trackFrom = to - 50_000 * 10_000;
  for (let i = 0; i < 50_000; i += 3000) {
    const readings = Array.from({ length: Math.min(3000, 50_000 - i) }, (_, k) => {
      const n = i + k;
      return { t: trackFrom + n * 10_000, values: { lng: 120.05 + (n % 5000) * 0.00004, lat: 30.2 + Math.floor(n / 5000) * 0.01 + 0.002 * Math.sin(n / 50), speed: 20 + (n % 40) } };
    });
    await post(`${D}/ingest`, { deviceId: vehicle.id, readings }, { 'x-device-key': vehicle.key });
  }
  const browser = await launchBrowser();
  // Objects and columns alternate, so both meet the same load on this shared machine.
  const frames: Record<'objects' | 'columns', number[]> = { objects: [], columns: [] };
  const fetches: Record<'objects' | 'columns', number[]> = { objects: [], columns: [] };
  let drawnPoints = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${server.url}/modules/benchtrack/`);
    for (let run = 0; run < TRACK_RUNS * 2; run++) {
      const form = run % 2 ? 'columns' : 'objects';
      const r = await page.evaluate(
        ([tk, id, f, t, c]) =>
          (window as unknown as { runTrack(a: string, b: string, c: number, d: number, e: boolean): Promise<{ ms: number; fetchMs: number; points: number }> }).runTrack(tk, id, f, t, c),
        [token, vehicle.id, trackFrom, to, form === 'columns'] as const,
      );
      frames[form].push(r.ms);
      fetches[form].push(r.fetchMs);
      drawnPoints = r.points;
    }
  } finally {
    await browser.close();
  }

  console.log(`ingest: ${total} readings in batches of ${BATCH}: median ${Math.round(median(rates))} readings/s (target ≥ 5000)`);
  console.log(`series: ${total} rows over ${DAYS} days → ${points} points: median ${median(times).toFixed(1)} ms over ${RUNS} runs (target ≤ 30 ms)`);
  console.log(`baseline: an authenticated call with no work (device/list): median ${median(base).toFixed(1)} ms`);
  for (const form of ['objects', 'columns'] as const) {
    const f = frames[form];
    console.log(`track (${form}): ${drawnPoints} points, request → first frame in Chromium: median ${median(f).toFixed(0)} ms over ${TRACK_RUNS} runs (target ≤ 1000 ms) [${f.map((x) => x.toFixed(0)).join(' ')}]; of which request → parsed JSON: median ${median(fetches[form]).toFixed(0)} ms`);
  }
  console.log(`load average (1 min): ${loadavg()[0]!.toFixed(2)} on ${(await import('node:os')).cpus().length} cores`);
} finally {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
}
