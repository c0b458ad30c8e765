/**
 * Helpers of the household-recycling server tests: one server per file serving gfgj only, signed-in
 * calls (POST JSON) as tenant 1's admin, tenant 2's admin and tenant 1's read-only user.
 */
import { signIn, startServer, workdayClock, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['gfgj'], demoDevices: false, now: workdayClock() });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A household-recycling call's path: `/cloud/gfgj/<path>`. */
export const G = (path: string) => `/cloud/gfgj/${path}`;
