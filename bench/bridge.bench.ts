// npm run bench:bridge — measured in Debian Chromium, in one run:
//   - handshake time after the iframe's load event (the host's module status turns 'connected');
//   - the median round trip of a bridge call (module.ping()) beside a raw window.postMessage round trip.
// Same origin (127.0.0.1 host and module) and cross origin (127.0.0.1 host, localhost module: another
// site, so Chromium puts the module in its own renderer process).
// Fixture pages are built with Vite into a temporary folder (never dist/).
import { launchBrowser } from '../tests/support/browser';
import { buildFixtures, FIXTURES, serveDir } from '../tests/bridge/support/fixtures';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 15);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);

type Result = { handshakeAfterLoad: number; handshakeAfterLoadMax: number; bridge: number; raw: number };

const built = await buildFixtures();
const hostSite = await serveDir(built.dir, '127.0.0.1');
const otherSite = await serveDir(built.dir, 'localhost');
const browser = await launchBrowser();
const version = browser.version();
try {
  const page = await browser.newPage();
  await page.goto(hostSite.url(`${FIXTURES}/bench.html`));
  await page.waitForFunction(() => '__bench' in window);
  const rows: [string, Result][] = [];
  for (const [label, site] of [['same origin', hostSite], ['cross origin', otherSite]] as const) {
    const moduleUrl = site.url(`${FIXTURES}/module.html?hosts=${encodeURIComponent(hostSite.origin)}`);
    const result = await page.evaluate(
      ([url, origin, frames, calls]) =>
        (window as unknown as { __bench: { run(u: string, o: string, f: number, c: number): Promise<Result> } }).__bench.run(url, origin, frames, calls),
      [moduleUrl, site.origin, FRAMES, CALLS] as const,
    );
    rows.push([label, result]);
  }
  const f = (n: number) => n.toFixed(3).padStart(8);
  console.log(`\nbridge bench — Chromium ${version}, ${FRAMES} frames × ${CALLS} calls of each kind (medians of per-call times in blocks of 20)\n`);
  console.log('                 handshake after load (median / max)   bridge call RTT   raw postMessage RTT   ratio bridge/raw');
  for (const [label, r] of rows) {
    console.log(
      `${label.padEnd(14)}   ${f(r.handshakeAfterLoad)} ms / ${f(r.handshakeAfterLoadMax)} ms         ${f(r.bridge)} ms       ${f(r.raw)} ms          ${(r.bridge / r.raw).toFixed(2)}`,
    );
  }
  console.log('\n(a negative handshake time means the module had connected before the iframe’s load event fired)');
} finally {
  await browser.close();
  await hostSite.close();
  await otherSite.close();
  built.remove();
}
