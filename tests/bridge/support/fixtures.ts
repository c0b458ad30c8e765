/**
 * Builds the bridge's browser fixtures (tests/bridge/fixtures/*.html and the bridge test page of tests/host/fixtures/modules/welcome) with
 * Vite into a temporary folder, and serves that folder over HTTP on a chosen host name, so one folder
 * can be served on several origins (127.0.0.1, localhost, other ports) for cross-origin tests.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repo = resolve(import.meta.dirname, '..', '..', '..');
const fixtures = resolve(repo, 'tests/bridge/fixtures');
/** Holds modules/welcome: the bridge test page (the shell's tests serve it as the welcome module too). */
const welcomeRoot = resolve(repo, 'tests/host/fixtures');

/** Where the fixture pages are served in a built folder (Vite keeps their path under the repository). */
export const FIXTURES = '/tests/bridge/fixtures';

/** Vite-builds the fixture pages and the bridge test page (as modules/welcome) into a new temporary folder; returns it. */
export async function buildFixtures(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'urbanops-bridge-'));
  const input: Record<string, string> = {};
  for (const file of readdirSync(fixtures)) {
    if (file.endsWith('.html')) input[`fixtures/${file.replace(/\.html$/, '')}`] = resolve(fixtures, file);
  }
  await build({
    configFile: false,
    root: repo,
    base: '/',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', minify: true, rollupOptions: { input } },
  });
  // The bridge test page, served as /modules/welcome/ (its root makes Vite put it there).
  await build({
    configFile: false,
    root: welcomeRoot,
    base: '/',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: false, target: 'es2022', minify: true, rollupOptions: { input: { 'modules/welcome': resolve(welcomeRoot, 'modules/welcome/index.html') } } },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A static server of a built fixture folder. */
export type FixtureServer = { origin: string; url(path: string): string; close(): Promise<void> };

/**
 * Serves `dir` on `host` (a free port unless `port` is given). `/app-config.json` answers `appConfig`
 * (the runtime configuration seam of docs/interfaces.md) when given; `api` may answer a request first
 * (returning true when it did).
 */
export async function serveDir(
  dir: string,
  host: string,
  options: { port?: number; appConfig?: unknown; api?: (req: IncomingMessage, res: ServerResponse, path: string) => boolean } = {},
): Promise<FixtureServer> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (options.api?.(req, res, path)) return;
    if (path === '/app-config.json' && options.appConfig !== undefined) {
      res.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-store' });
      res.end(JSON.stringify(options.appConfig));
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store', 'referrer-policy': 'same-origin' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(options.port ?? 0, host === 'localhost' ? '127.0.0.1' : host, ok));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    url: (p) => `${origin}${p}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
