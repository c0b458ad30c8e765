/**
 * Where a cold list page's time goes: a CPU profile (CDP Profiler, 200 µs sampling) of a module page
 * opened alone in a fresh Chromium context, from before navigation until its first data row is in the
 * page; then the Resource Timing of its scripts and calls. Printed: the first row's time, the sampled
 * time per script (self time, so a library's share shows under its chunk), the heaviest functions and
 * the calls' timings. Medians would hide where the time goes; run it a few times.
 *
 *   npm run build && npx tsx bench/listProfile.bench.ts                 # the vehicles list
 *   npx tsx bench/listProfile.bench.ts '/modules/wtsb/#/cases'          # another page
 */
import { launchBrowser } from '../tests/support/browser';
import { signIn, startServer } from '../tests/support/server';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type Profile = { nodes: { id: number; callFrame: CallFrame }[]; samples?: number[]; timeDeltas?: number[] };

const target = process.argv[2] ?? '/modules/ljszy/#/cars';
const server = await startServer();
const browser = await launchBrowser();
try {
  const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
  const [path, hash] = target.split('#');
  const url = `${server.url}${path}?access_token=${token}&tenantId=${data.tenantId}&userId=${data.userId}#${hash ?? '/'}`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // A MutationObserver sees the row when React inserts it (a frame-polling check lags behind a busy thread).
  await page.addInitScript(`new MutationObserver((_, o) => {
    if (window.__first === undefined && document.querySelector('.ant-table-tbody tr.ant-table-row')) { window.__first = performance.now(); o.disconnect(); }
  }).observe(document, { childList: true, subtree: true })`);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __first?: number }).__first !== undefined, undefined, { timeout: 60_000 });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const first = (await page.evaluate('window.__first')) as number;

  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const perScript = new Map<string, number>();
  const perFunction = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!;
    const micro = profile.timeDeltas?.[i] ?? 0;
    const script = frame.url.split('/').pop() || frame.functionName;
    perScript.set(script, (perScript.get(script) ?? 0) + micro);
    const fn = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + micro);
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${(v / 1000).toFixed(0).padStart(5)} ms  ${k}`).join('\n');
  console.log(`list profile: ${target}, navigation → first data row ${first.toFixed(0)} ms (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`);
  console.log('sampled time per script (self):');
  console.log(top(perScript, 15));
  console.log('heaviest functions (self):');
  console.log(top(perFunction, 15));
  const calls = (await page.evaluate(`performance.getEntriesByType('resource')
    .filter((e) => !/\\/assets\\//.test(e.name))
    .map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(/^[a-z]+:\\/\\/[^/]+/, '').split('?')[0]])`)) as [number, number, string][];
  console.log('calls (start → end, ms since navigation):');
  for (const [start, end, name] of calls) console.log(`  ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${name}`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
