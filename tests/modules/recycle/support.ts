/**
 * Helpers of 再生资源监管's server tests: one server per file serving recycle only (with the demo
 * vehicles for the tracks), signed-in calls as the spec's clients make them (POST JSON), as tenant 1's
 * admin, tenant 2's admin and tenant 1's read-only user.
 */
import { signIn, startServer, workdayClock, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(o: { devices?: boolean } = {}): Promise<Fixture> {
  const server = await startServer({ modules: ['recycle'], demoDevices: o.devices ?? false, now: workdayClock() });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A call's path: `/cloud/recycle/<entity>/<op>`. */
export const R = (entity: string, op: string) => `/cloud/recycle/${entity}/${op}`;
