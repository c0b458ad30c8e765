import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { encryptPassword, signIn, startServer } from '../support/server';
import { onPostgres, runSql } from '../support/pg';
import { loadConfig } from '../../server/config';
import { call } from './helpers';

const NP = '/cloud/management/rest/np';

describe('database and key lifecycle', () => {
  it.skipIf(onPostgres())('creates, migrates and seeds a new database in WAL mode, and keeps data and keys on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-life-'));
    try {
      const first = await startServer({ dataDir });
      const key = (await call(first.url, '/cas/publicKey')).body.data;
      const { token } = await signIn(first.url, 'admin', 'Admin@2026');
      await call(first.url, `${NP}/constant/update`, { token, json: { name: 'platformTitle', value: '改过的标题' } });
      await first.close();

      const db = new Database(join(dataDir, 'urbanops.db'), { readonly: true });
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect((db.prepare('select name from kysely_migration').all() as Array<{ name: string }>).map((r) => r.name)).toEqual(['0001_initial', '0002_files', '0003_file_chunks', '0005_signin', '0007_devices', '0008_shared_state', '0010_device_live', '0011_admin', '0013_video', '0015_xtgl2', '0016_history_detail', '0017_notice_links', '0018_chat', '0019_scale', '0020_aggregate_months', '0021_aggregate_results']);
      db.close();

      const second = await startServer({ dataDir });
      expect((await call(second.url, '/cas/publicKey')).body.data).toBe(key);
      const again = await signIn(second.url, 'admin', 'Admin@2026');
      expect((await call(second.url, `${NP}/constant/getByName?name=platformTitle`, { token: again.token })).body.data).toMatchObject({ value: '改过的标题' });
      expect((await call(second.url, `${NP}/user/pageList`, { token: again.token })).body.data).toMatchObject({ total: 6 });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps the key pair in the database (one for every instance), not in a file of the data folder', async () => {
    const server = await startServer();
    try {
      expect(existsSync(join(server.dataDir, 'server-key.pem'))).toBe(false);
      const [row] = (await runSql(server, "select value from server_secrets where name = 'rsa-private-key'")) as { value: string }[];
      if (!row) throw new Error('no key pair in server_secrets');
      expect(row.value).toContain('PRIVATE KEY');
      const pem = (await call(server.url, '/cas/publicKey')).body.data as string;
      expect(createPublicKey(createPrivateKey(row.value)).export({ type: 'spki', format: 'pem' }).toString()).toBe(pem);
    } finally {
      await server.close();
    }
  });

  it('moves the key of an older deployment (DATA_DIR/server-key.pem) into the database on its first start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'urbanops-life-'));
    try {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      writeFileSync(join(dataDir, 'server-key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
      const server = await startServer({ dataDir });
      try {
        expect((await call(server.url, '/cas/publicKey')).body.data).toBe(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString());
        await signIn(server.url, 'admin', 'Admin@2026');
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('reads every setting from the environment, with the documented defaults', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      tokenIdleSeconds: 7200,
      tokenMaxSeconds: 43200,
      rememberSeconds: 604800,
      captchaAfterFailures: 3,
      captchaAfterAddressFailures: 30,
      lockAfterFailures: 10,
      lockSeconds: 900,
      logLevel: 'info',
      rateLimits: { login: 60, captcha: 60, sso: 120 },
      loginUrl: '',
      portalOrigins: [],
      moduleOrigins: [],
      menuClearCache: true,
      maxTabs: 20,
      keepAliveTabs: 8,
    });
    expect(defaults.dataDir.endsWith('/data')).toBe(true);
    expect(defaults.distDir.endsWith('/dist')).toBe(true);
    const custom = loadConfig({
      PORT: '9000', DATA_DIR: '/tmp/x', URBANOPS_DIST: '/tmp/d', TOKEN_IDLE_MINUTES: '30', TOKEN_MAX_HOURS: '8',
      LOGIN_CAPTCHA_AFTER: '5', LOGIN_CAPTCHA_AFTER_ADDRESS: '50', RATE_LOGIN_PER_MINUTE: '10', RATE_CAPTCHA_PER_MINUTE: '0', LOGIN_LOCK_AFTER: '20', LOGIN_LOCK_MINUTES: '30', LOGIN_URL: 'https://sso.example/login',
      PORTAL_ORIGINS: 'https://a.example, https://b.example/', MODULE_ORIGINS: 'https://m.example', MENU_CLEARCACHE: 'false', MAX_TABS: '12', KEEP_ALIVE_TABS: '3',
    });
    expect(custom).toMatchObject({
      port: 9000, dataDir: '/tmp/x', distDir: '/tmp/d', tokenIdleSeconds: 1800, tokenMaxSeconds: 28800,
      captchaAfterFailures: 5, captchaAfterAddressFailures: 50, rateLimits: { login: 10, captcha: 0, sso: 120 }, lockAfterFailures: 20, lockSeconds: 1800, loginUrl: 'https://sso.example/login',
      portalOrigins: ['https://a.example', 'https://b.example'], moduleOrigins: ['https://m.example'], menuClearCache: false, maxTabs: 12, keepAliveTabs: 3,
    });
  });

  it('refuses a malformed number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
  });
});

describe('logs', () => {
  it('writes structured lines with request ids and never a password or token', async () => {
    const lines: string[] = [];
    const server = await startServer({ logLevel: 'debug', logStream: { write: (line) => void lines.push(line) } });
    try {
      const cipher = await encryptPassword(server.url, 'Admin@2026');
      const { token, rememberToken } = await signIn(server.url, 'admin', 'Admin@2026', { rememberMe: true });
      await call(server.url, `/cloud/management/util/logininfo.sa?token=${token}`, { headers: { 'x-request-id': 'trace-123' } });
      await call(server.url, '/casServer/checkToken', { headers: { authorization: `Bearer ${token}`, access_token: token }, json: { password: 'Admin@2026' } });
      await call(server.url, '/cas/login', { json: { username: 'admin', password: cipher } });
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      expect(text).toContain('"reqId":"trace-123"');
      expect(text).not.toContain(token);
      expect(text).not.toContain(rememberToken as string);
      expect(text).not.toContain('Admin@2026');
      expect(text).not.toContain(cipher);
    } finally {
      await server.close();
    }
  });
});
