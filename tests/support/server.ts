/**
 * The real server for tests: a temporary data folder (new SQLite database, seeded: a copy of the run's
 * seeded template when there is one), 127.0.0.1 on a
 * free port, serving the pages of `process.env.URBANOPS_DIST ?? 'dist'`. Time is a movable clock.
 * With URBANOPS_TEST_DB=postgres (`npm run test:pg`), each server gets a fresh database of its own in
 * a throwaway PostgreSQL cluster instead (tests/support/pg.ts), dropped when it closes.
 *
 * @example
 *   const server = await startServer();
 *   const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
 *   server.advance(3 * 3600_000);   // three hours later
 *   const { vid } = captchaData;  server.captchaAnswer(vid);   // solve a captcha
 *   await server.close();
 */
import { constants, publicEncrypt } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app';
import type { AccessRow } from '../../server/http/routeAccess';
import { loadConfig, type ServerConfig } from '../../server/config';
import { dropDatabase, freshDatabase, onPostgres, testCluster } from './pg';

export type TestServer = {
  url: string;
  dataDir: string;
  /** The PostgreSQL database's URL when the server runs on one; '' on SQLite. */
  databaseUrl: string;
  /** Moves the server's clock forward (or back, with a negative value). */
  advance(ms: number): void;
  /** The server's current time. */
  now(): number;
  /** The answer of a captcha this server made (tests solve captchas with it). */
  captchaAnswer(vid: string): string | undefined;
  /** Runs the sweep of stored files no row refers to (older than FILE_ORPHAN_HOURS by the clock); answers the ids deleted. */
  sweepFiles(): Promise<string[]>;
  /** Every route the server answers, with what it needs (server/http/routeAccess.ts). */
  routeTable: readonly AccessRow[];
  close(): Promise<void>;
};

/**
 * A clock for a server whose demo day must already hold a working day: it starts at 15:00 China time
 * of the latest day that has reached it (today after 15:00, else yesterday) and ticks with the real clock.
 * Suites that read "today" of the demo devices and crews pass it as `now`, so they read hours of badge and
 * vehicle readings whenever they run (a CI run that crossed midnight in China found today's pages empty).
 */
export function workdayClock(): () => number {
  const real = Date.now();
  const chinaMidnight = Math.floor((real + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
  const today = chinaMidnight + 15 * 3600_000;
  const start = today <= real ? today : today - 86_400_000;
  return () => start + (Date.now() - real);
}

/** Starts the server; `overrides` replace configuration values (e.g. `{ lockAfterFailures: 5 }`; `port` to restart one where it was). */
export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'urbanops-test-'));
  let offset = 0;
  const captchas = new Map<string, string>();
  const base = overrides.now ?? Date.now;
  const now = () => base() + offset;
  const cluster = overrides.databaseUrl === undefined && onPostgres() ? await testCluster() : null;
  // A new database starts from the run's seeded template (SQLite: tests/support/sqliteGlobalSetup.ts;
  // PostgreSQL: pgGlobalSetup.ts) unless the configuration could change what a first start seeds: its
  // clock (the template was seeded by the wall clock; a moved clock seeds its own) or its modules' folder.
  const seedsItsOwn = Boolean(overrides.now || overrides.modulesDir);
  const template = process.env.URBANOPS_TEST_SQLITE_TEMPLATE;
  const database = join(dataDir, 'urbanops.db');
  if (template && !cluster && overrides.databaseUrl === undefined && !seedsItsOwn && !existsSync(database)) {
    copyFileSync(template, database);
  }
  const ownDatabase = cluster ? await freshDatabase(cluster.url, seedsItsOwn ? undefined : cluster.template) : '';
  const config: ServerConfig = {
    ...loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    host: '127.0.0.1',
    port: 0,
    ...overrides,
    databaseUrl: overrides.databaseUrl ?? ownDatabase,
    dataDir,
    now,
    captchaObserver: (vid, answer) => {
      captchas.set(vid, answer);
      overrides.captchaObserver?.(vid, answer);
    },
  };
  const app = await buildServer(config);
  await app.listen({ port: overrides.port ?? 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    databaseUrl: config.databaseUrl,
    advance: (ms) => {
      offset += ms;
    },
    now,
    captchaAnswer: (vid) => captchas.get(vid),
    sweepFiles: () => app.sweepFiles(),
    routeTable: app.routeTable,
    async close() {
      await app.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (ownDatabase) await dropDatabase(ownDatabase).catch(() => undefined);
    },
  };
}

const keyCache = new Map<string, string>();

/** Encrypts a password as the browser does: RSA-OAEP(SHA-256) under the server's key, base64. */
export async function encryptPassword(url: string, password: string): Promise<string> {
  let pem = keyCache.get(url);
  if (!pem) {
    const answer = (await (await fetch(`${url}/cas/publicKey`)).json()) as { data: string };
    pem = answer.data;
    keyCache.set(url, pem);
  }
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}

export type SignInResult = {
  token: string;
  /** The login answer's data (tenantId, userId, systemList, …). */
  data: Record<string, unknown> & { tenantId: string; userId: string; systemList: string[] };
  rememberToken?: string;
};

/**
 * Signs in through `POST /cas/login` (the password encrypted as the browser does) and answers the
 * token from the access-token header. Throws with the server's msg when the result is not 0.
 * `extra` adds fields, e.g. `{ rememberMe: true }`.
 */
export async function signIn(url: string, username: string, password: string, extra: Record<string, unknown> = {}): Promise<SignInResult> {
  const response = await fetch(`${url}/cas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: await encryptPassword(url, password), ip: '127.0.0.1', loginWeb: 'web', ...extra }),
  });
  const body = (await response.json()) as { result: number; msg: string; data: SignInResult['data'] };
  if (body.result !== 0) throw new Error(`sign-in of ${username} failed: ${body.result} ${body.msg}`);
  const header = response.headers.get('access-token');
  if (!header) throw new Error('sign-in answered no access-token header');
  const token = (JSON.parse(header) as { access_token: string }).access_token;
  const rememberToken = typeof body.data.rememberToken === 'string' ? body.data.rememberToken : undefined;
  return rememberToken ? { token, data: body.data, rememberToken } : { token, data: body.data };
}
