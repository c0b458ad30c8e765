/**
 * Helpers of the field reports' server tests: one server per file serving zybb only, signed-in calls
 * as tenant 1's admin, tenant 2's admin and tenant 1's read-only user (POST JSON; GET with a query).
 */
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client, type Envelope } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Caller = Client & { get<T = unknown>(path: string, query?: Record<string, unknown>): Promise<Envelope<T>> };
export type Fixture = { server: TestServer; admin: Caller; admin2: Caller; viewer: Caller };

function caller(url: string, token: string): Caller {
  return Object.assign(client(url, token), {
    async get(path: string, query: Record<string, unknown> = {}) {
      const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const r = await fetch(`${url}${path}?${q}`, { headers: { authorization: `Bearer ${token}` } });
      return (await r.json()) as never;
    },
  });
}

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['zybb'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: caller(server.url, a.token), admin2: caller(server.url, b.token), viewer: caller(server.url, v.token) };
}

export const L = (p: string) => `/cloud/ljzy/${p}`;
export const G = (p: string) => `/cloud/gcadd/${p}`;
export const RG = (p: string) => `/cloud/ywyzt/web/rgsb/${p}`;

/** yyyy-mm-dd of today plus n days (the seed's dates are relative to today). */
export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
