// `npm start`: build the pages when they are missing or older than their sources, then serve pages and API.
import { spawnSync } from 'node:child_process';
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
const server = spawnSync('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
