/** The structures tests' server: the fixture modules (orgfx, depotfx) only, both tenants signed in. */
import { readTables } from '../support/pg';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { post, type Envelope } from '../modules/wtsb/helpers';

export const fixtureModules = resolve(import.meta.dirname, 'modules');

export type Fx = {
  server: TestServer;
  token: string;
  token2: string;
  /** POSTs form fields as tenant 1 (or with `token`); answers the envelope. */
  call<T = unknown>(path: string, fields?: Record<string, unknown>, token?: string): Promise<Envelope<T>>;
  /** Like call, but throws unless result is 0; answers data. */
  ok<T = unknown>(path: string, fields?: Record<string, unknown>, token?: string): Promise<T>;
};

/** Starts the server on the fixture modules once for the file. */
export function fixtureServer(): () => Fx {
  let fx: Fx | undefined;
  beforeAll(async () => {
    const server = await startServer({ modulesDir: fixtureModules });
    const one = await signIn(server.url, 'admin', 'Admin@2026');
    const two = await signIn(server.url, 'admin2', 'Admin@2026');
    const call = async <T,>(path: string, fields: Record<string, unknown> = {}, token = one.token) => (await post<T>(server.url, path, token, fields)).body;
    fx = {
      server,
      token: one.token,
      token2: two.token,
      call,
      ok: async <T,>(path: string, fields: Record<string, unknown> = {}, token = one.token) => {
        const r = await call<T>(path, fields, token);
        if (r.result !== 0) throw new Error(`${path}: ${r.result} ${r.msg}`);
        return r.data;
      },
    };
  });
  afterAll(() => fx?.server.close());
  return () => fx!;
}

/** Every row of the fixture tables whose names start with `prefix` (r_orgfx_, r_depotfx_ …), to check a refused call changed nothing. */
export async function fixtureTables(fx: Fx, ...prefixes: string[]): Promise<Record<string, unknown[]>> {
  const tables = await readTables(fx.server, (name) => prefixes.some((p) => name.startsWith(p)));
  for (const rows of Object.values(tables)) rows.sort((a, b) => Number(a.id) - Number(b.id));
  return tables;
}
