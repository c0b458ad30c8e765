/**
 * Helpers of the party posts server tests: one server per file serving djgw only, signed-in calls
 * (POST JSON) as tenant 1's admin, tenant 2's admin and tenant 1's read-only user.
 */
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(modules: string[] = ['djgw']): Promise<Fixture> {
  const server = await startServer({ modules, demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A party posts call's path: `/cloud/party/<entity>/<op>`. */
export const P = (entity: string, op: string) => `/cloud/party/${entity}/${op}`;
