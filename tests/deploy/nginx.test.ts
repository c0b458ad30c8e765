// docs/deploy.md's nginx configuration, taken from the document as written, in front of two server
// instances on one PostgreSQL database (`npm run test:pg`; needs Debian's nginx and a built dist/):
// built files come from disk, pre-compressed when the browser accepts gzip; the API goes through to
// the instances, and on to the other one when one has stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { freePort, freshDatabase, onPostgres, testCluster } from '../support/pg';
import { call } from '../server/helpers';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const DIST = resolve(process.env.URBANOPS_DIST ?? 'dist');
// Outside CI a machine without nginx skips this file, saying so; in CI (.ci/run installs nginx) it must run.
if (!NGINX && !process.env.CI) console.warn('tests/deploy/nginx.test.ts skipped: nginx is not installed (apt-get install nginx)');

/** A GET answered as sent (fetch would undo the content encoding). */
function raw(target: string, encoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    get(target, { headers: { 'accept-encoding': encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', fail);
  });
}

/** The ```nginx block of docs/deploy.md with the instances' ports, the port to listen on and the built pages' folder. */
function documentedConfig(ports: number[], listen: number): string {
  const doc = readFileSync(resolve(import.meta.dirname, '../../docs/deploy.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```nginx block');
  const replaced = block
    .replace('server 127.0.0.1:8081;', `server 127.0.0.1:${ports[0]};`)
    .replace('server 127.0.0.1:8082;', `server 127.0.0.1:${ports[1]};`)
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace('root /srv/urbanops/dist;', `root ${DIST};`);
  for (const [what, text] of [['8081', `:${ports[0]};`], ['8082', `:${ports[1]};`], ['listen', `${listen};`], ['root', `root ${DIST};`]]) {
    if (!replaced.includes(text!)) throw new Error(`docs/deploy.md's nginx block changed: no ${what} line to fill in`);
  }
  return replaced;
}

describe.skipIf(!onPostgres() || (!NGINX && !process.env.CI))('nginx in front of two instances (docs/deploy.md)', () => {
  let a: TestServer;
  let b: TestServer;
  let nginx: ChildProcess;
  let dir: string;
  let url: string;
  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed: .ci/run installs Debian\'s nginx');
    if (!existsSync(join(DIST, 'assets'))) throw new Error(`no built pages in ${DIST}: run npm run build first`);
    const cluster = await testCluster();
    const database = await freshDatabase(cluster.url, cluster.template);
    [a, b] = await Promise.all([startServer({ databaseUrl: database, trustProxy: true }), startServer({ databaseUrl: database, trustProxy: true })]);
    const port = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'urbanops-nginx-'));
    const server = documentedConfig([a, b].map((s) => Number(new URL(s.url).port)), port);
    const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
    writeFileSync(
      join(dir, 'nginx.conf'),
      // As root, workers would run as nobody, who may not reach a clone under /root: the test's own user serves.
      `daemon off;\n${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\n` +
        `events { worker_connections 256; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n` +
        `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n${server}\n}\n`,
    );
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refuses the documented configuration: ${check.stderr}`);
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await a?.close().catch(() => undefined);
    await b?.close().catch(() => undefined);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a built asset from disk, the pre-compressed .gz to a browser that accepts gzip', async () => {
    const name = readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js') && existsSync(join(DIST, 'assets', `${f}.gz`)))!;
    const original = readFileSync(join(DIST, 'assets', name));
    const zipped = await raw(`${url}/assets/${name}`, 'gzip');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers['cache-control'])).toContain('immutable');
    expect(zipped.body.equals(readFileSync(join(DIST, 'assets', `${name}.gz`)))).toBe(true);
    expect(gunzipSync(zipped.body).equals(original)).toBe(true);
    const plain = await raw(`${url}/assets/${name}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect((await fetch(`${url}/assets/no-such-file.js`)).status).toBe(404);
  });

  it('proxies the shell page and the API: a sign-in through nginx, then calls, answered by the instances', async () => {
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    const { token } = await signIn(url, 'admin', 'Admin@2026');
    for (let i = 0; i < 6; i++) expect((await call(url, '/cloud/management/rest/np/user/pageList', { token })).body.result).toBe(0);
    expect((await call(url, '/readyz')).status).toBe(200);
  });

  it('goes on answering through the other instance when one has stopped', async () => {
    const { token } = await signIn(url, 'admin', 'Admin@2026');
    await a.close();
    for (let i = 0; i < 6; i++) expect((await call(url, '/cloud/management/rest/np/user/pageList', { token })).body.result).toBe(0);
  });
});
