// `npm start`: build the pages when they are missing or older than their sources, then serve pages and
// API, supervised: a server that exits without being asked (a crash, the heap limit, kill -9) is
// logged and started again after a short pause (longer after repeated crashes); SIGINT/SIGTERM stop
// the server and the supervisor. SERVER_MAX_HEAP_MB sets the server's heap limit (docs/imports.md).
// Watchdog: the server sends a heartbeat over IPC every second (server/supervised.ts); one whose
// heartbeat is missed for WATCHDOG_SECONDS (default 30; 0: off) has its event loop blocked, is logged,
// killed (SIGKILL) and started again. With URBANOPS_TEST_HOOKS=1 (tests only) each line of JSON on
// stdin is passed to the server as a message (e.g. {"type":"test:block","ms":60000}).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = existsSync('dist/host/index.html') ? statSync('dist/host/index.html').mtimeMs : 0;
// The pages are built from these folders (kit/ too: every module page bundles the kit's UI and client).
const sources = Math.max(...['host', 'modules', 'bridge', 'kit'].map(newest), statSync('vite.config.ts').mtimeMs);
if (process.env.SKIP_BUILD !== '1' && sources > built) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const log = (message) => process.stderr.write(`[supervisor ${new Date().toISOString()}] ${message}\n`);
const heap = process.env.SERVER_MAX_HEAP_MB ? [`--max-old-space-size=${Number(process.env.SERVER_MAX_HEAP_MB)}`] : [];
// The same setting the server reads (server/config.ts); a malformed value stops the server's start.
const watchdogSeconds = /^\d+$/.test(process.env.WATCHDOG_SECONDS?.trim() ?? '') ? Number(process.env.WATCHDOG_SECONDS) : 30;
let child = null;
let stopping = false;
let crashes = [];
// When the running server last sent its heartbeat (performance.now()); null until its first, sent once it listens.
let heartbeatAt = null;

function run() {
  heartbeatAt = null;
  child = spawn(process.execPath, [...heap, '--import', 'tsx', 'server/main.ts'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  log(`server started (pid ${child.pid})`);
  child.on('message', (message) => {
    if (message?.type === 'heartbeat') heartbeatAt = performance.now();
  });
  child.on('exit', (code, signal) => {
    child = null;
    heartbeatAt = null;
    if (stopping) process.exit(0);
    // Exit code 1 right after a start is a configuration or port problem: restarting would not help.
    const now = Date.now();
    crashes = [...crashes.filter((t) => now - t < 60_000), now];
    if (code === 1 && crashes.length >= 5) {
      log('server exited 5 times within a minute with code 1; not restarting');
      process.exit(1);
    }
    const pause = Math.min(500 * 2 ** (crashes.length - 1), 15_000);
    log(`server exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${pause} ms`);
    setTimeout(run, pause);
  });
}

if (watchdogSeconds > 0) {
  const every = Math.min(1000, watchdogSeconds * 250);
  // A monotonic clock: a suspended machine or a clock set forward is no silence of the server.
  let checkedAt = performance.now();
  setInterval(() => {
    const now = performance.now();
    // This process itself was not running (the machine was suspended): so was the server; wait anew.
    if (now - checkedAt > every + watchdogSeconds * 500 && heartbeatAt !== null) heartbeatAt = now;
    checkedAt = now;
    if (!child || heartbeatAt === null || stopping) return;
    const silent = now - heartbeatAt;
    if (silent < watchdogSeconds * 1000) return;
    log(`server event loop blocked for ${(silent / 1000).toFixed(1)} s (no heartbeat from pid ${child.pid}; WATCHDOG_SECONDS=${watchdogSeconds}); killing it (SIGKILL) to restart it`);
    heartbeatAt = null;
    child.kill('SIGKILL');
  }, every);
}

if (process.env.URBANOPS_TEST_HOOKS === '1') {
  createInterface({ input: process.stdin }).on('line', (line) => {
    try {
      if (child?.connected) child.send(JSON.parse(line));
    } catch (error) {
      log(`test hook line not sent: ${error.message}`);
    }
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (child) child.kill(signal);
    else process.exit(0);
  });
}
run();
