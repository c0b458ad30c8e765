// A third-party portal, for bridge/README.md: serves examples/portal.html on its own origin, with the
// bridge built as one browser module (/urbanops-bridge.js), and signs in on the suite as the portal's
// backend would, handing the page a token.
//
//   PORTAL_ORIGINS=http://localhost:8081 npm start         # the suite on http://localhost:8080
//   node examples/serve-portal.mjs                         # the portal on http://localhost:8081
//
// Environment: SUITE_URL (default http://localhost:8080), PORTAL_PORT (8081), PORTAL_USER (admin),
// PORTAL_PASSWORD (Admin@2026), PORTAL_MODULE (/modules/welcome/).
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = resolve(fileURLToPath(import.meta.url), '..');
const repo = resolve(here, '..');

/** Builds bridge/index.ts (penpal included) into one ES module; answers its text. */
export async function buildBridgeBundle() {
  const dir = mkdtempSync(join(tmpdir(), 'urbanops-bridge-lib-'));
  try {
    await build({
      configFile: false,
      root: repo,
      logLevel: 'error',
      build: {
        outDir: dir,
        emptyOutDir: true,
        target: 'es2022',
        lib: { entry: resolve(repo, 'bridge/index.ts'), formats: ['es'], fileName: () => 'urbanops-bridge.js' },
        // One file for a portal to serve: the module side's framed part (bridge/embedded.ts, loaded on
        // demand in the suite's pages) is inlined rather than emitted as a second file.
        rollupOptions: { output: { inlineDynamicImports: true } },
      },
    });
    return readFileSync(join(dir, 'urbanops-bridge.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in on the suite as the browser does (RSA-OAEP password); answers token and identity. */
export async function signInOnSuite(suiteUrl, username, password) {
  const key = await (await fetch(`${suiteUrl}/cas/publicKey`)).json();
  const encrypted = publicEncrypt({ key: key.data, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
  const response = await fetch(`${suiteUrl}/cas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: encrypted, ip: '127.0.0.1', loginWeb: 'web' }),
  });
  const body = await response.json();
  if (body.result !== 0) throw new Error(`sign-in on ${suiteUrl} failed: ${body.msg}`);
  const token = JSON.parse(response.headers.get('access-token') ?? '{}').access_token;
  return { token, tenantId: body.data.tenantId, userId: body.data.userId, userName: username };
}

/**
 * Starts the portal. `suiteUrl` may be a function (read at each page request), so a test can start the
 * portal first and tell the suite its origin.
 */
export async function startPortal({ suiteUrl, port = 0, host = 'localhost', username = 'admin', password = 'Admin@2026', modulePath = '/modules/welcome/' }) {
  const bundle = await buildBridgeBundle();
  const page = readFileSync(join(here, 'portal.html'), 'utf8');
  const suite = () => (typeof suiteUrl === 'function' ? suiteUrl() : suiteUrl);
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      if (path === '/urbanops-bridge.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(bundle);
      } else if (path === '/' || path === '/portal.html') {
        const session = await signInOnSuite(suite(), username, password);
        const config = { suiteUrl: suite(), modulePath, session };
        // The portal's backend hands the page what it needs; '<' escaped so the JSON cannot end the script.
        const html = page.replace('/*PORTAL_CONFIG*/ null', JSON.stringify(config).replace(/</g, '\\u003c'));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'same-origin' }).end(html);
      } else {
        res.writeHead(404).end();
      }
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
    }
  });
  await new Promise((ok) => server.listen(port, host === 'localhost' ? '127.0.0.1' : host, ok));
  const origin = `http://${host}:${server.address().port}`;
  return { origin, close: () => new Promise((ok) => (server.closeAllConnections(), server.close(() => ok()))) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const portal = await startPortal({
    suiteUrl: process.env.SUITE_URL ?? 'http://localhost:8080',
    port: Number(process.env.PORTAL_PORT ?? 8081),
    username: process.env.PORTAL_USER ?? 'admin',
    password: process.env.PORTAL_PASSWORD ?? 'Admin@2026',
    modulePath: process.env.PORTAL_MODULE ?? '/modules/welcome/',
  });
  console.log(`portal on ${portal.origin} (the suite must list it: PORTAL_ORIGINS=${portal.origin})`);
}
