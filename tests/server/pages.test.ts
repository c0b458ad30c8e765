import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A raw GET (no automatic decompression), answering status, headers and body bytes. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'urbanops-dist-'));
  mkdirSync(join(dist, 'host'), { recursive: true });
  mkdirSync(join(dist, 'modules', 'welcome'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'host', 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(join(dist, 'modules', 'welcome', 'index.html'), '<!doctype html><title>welcome</title>');
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets', 'plain-Zz99.css'), 'body{}');
  server = await startServer({ distDir: dist, portalOrigins: ['https://portal.example.gov.cn'] });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('pages', () => {
  it('serves the host page at / and never caches it long', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<title>host</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('sends the host page with a CSP (own scripts only, framed by our own pages only), nosniff and Referrer-Policy', async () => {
    for (const path of ['/', '/index.html', '/host/index.html']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(policy).not.toContain('portal.example.gov.cn');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('answers the spec’s password-change address /ums/#/pwdChange with the shell (not 404)', async () => {
    for (const path of ['/ums/', '/ums']) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/');
    }
  });

  it('serves a module page with a CSP (own scripts only, framed by our pages and the portals) and same-origin referrers', async () => {
    const response = await get('/modules/welcome/');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<title>welcome</title>');
    expect(response.headers['content-security-policy']).toBe("script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self' https://portal.example.gov.cn");
    expect((await get('/modules/welcome/index.html')).headers['content-security-policy']).toContain("frame-ancestors 'self' https://portal.example.gov.cn");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await get('/modules/welcome')).status).toBe(301);
    expect((await get('/modules/nothing/')).status).toBe(404);
    expect((await get('/modules/..%2f..%2fetc/')).status).toBe(404);
  });

  it('serves hashed assets for a year, brotli or gzip per Accept-Encoding, with Vary', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body).toEqual(brotliCompressSync(script));
    const gz = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(gzipSync(script));
    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const css = await get('/assets/plain-Zz99.css', { 'accept-encoding': 'br, gzip' });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{}');
  });

  it('answers a missing asset with the 404 envelope', async () => {
    const response = await get('/assets/missing-123.js');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toMatchObject({ result: 404 });
  });

  it('lists the configured portal origin among the hosts allowed to embed modules in app-config.json, whatever the Host header', async () => {
    const response = await get('/app-config.json', { host: 'evil.example' });
    const config = JSON.parse(response.body.toString()) as { allowedOrigins: { hosts: string[] } };
    expect(config.allowedOrigins.hosts).toEqual(['https://portal.example.gov.cn']);
  });

  it('allows cross-origin calls from a portal origin and exposes the access-token header', async () => {
    const preflight = await fetch(`${server.url}/cas/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example.gov.cn', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.example.gov.cn');
    const other = await fetch(`${server.url}/cas/publicKey`, { headers: { origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
