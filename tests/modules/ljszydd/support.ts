/**
 * Helpers of the compression-box and RFID server tests: one server per file serving ljszydd with
 * 垃圾收运 (ljszy: its property companies are the RFID tags' and its facility ledger is what sync
 * reads), signed-in calls (POST JSON) as tenant 1's admin, tenant 2's admin and tenant 1's read-only user.
 */
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['ljszy', 'ljszydd'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A call of the compression-box area: `/envcloud/hw/ljszydd/<entity>/<op>`. */
export const D = (entity: string, op: string) => `/envcloud/hw/ljszydd/${entity}/${op}`;
/** A call of the property RFID area: `/cloud/ljszy/rfid/<op>`. */
export const RFID = (op: string) => `/cloud/ljszy/rfid/${op}`;
