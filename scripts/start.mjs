// `npm start`: build the pages when they are missing or older than their sources, then serve pages and
// API, supervised: a server that exits without being asked (a crash, the heap limit, kill -9) is
// logged and started again after a short pause (longer after repeated crashes); SIGINT/SIGTERM stop
// the server and the supervisor. SERVER_MAX_HEAP_MB sets the server's heap limit (docs/imports.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

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
const sources = Math.max(newest('host'), newest('modules'), newest('bridge'), statSync('vite.config.ts').mtimeMs);
if (process.env.SKIP_BUILD !== '1' && sources > built) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const log = (message) => process.stderr.write(`[supervisor ${new Date().toISOString()}] ${message}\n`);
const heap = process.env.SERVER_MAX_HEAP_MB ? [`--max-old-space-size=${Number(process.env.SERVER_MAX_HEAP_MB)}`] : [];
let child = null;
let stopping = false;
let crashes = [];

function run() {
  child = spawn(process.execPath, [...heap, '--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
  log(`server started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    child = null;
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

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (child) child.kill(signal);
    else process.exit(0);
  });
}
run();
