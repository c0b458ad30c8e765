/**
 * Helpers of the road-work server tests: one server per file serving jxbjnew and 车辆管理 (whose cars
 * the plans refer to), with or without the demo devices, signed in as tenant 1's admin, tenant 2's
 * admin and tenant 1's read-only user; the module's calls and the device store's.
 */
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';
export { ingest, rows, sheet } from '../cljk/support';
export { register } from '../sbbj/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(demoDevices = false): Promise<Fixture> {
  const server = await startServer({ modules: ['jxbjnew', 'clgl'], demoDevices });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A road-work call's path: `/cloud/jxbjnew/<entity>/<op>.smvc`. */
export const J = (entity: string, op: string) => `/cloud/jxbjnew/${entity}/${op}.smvc`;

/** The date (China time) `days` days before the instant `now`. */
export const chinaDay = (now: number, days = 0) => new Date(now + 8 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
