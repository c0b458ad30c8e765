/**
 * Helpers of the facility ledgers' server tests: one server per file serving ssgl with the modules
 * it refers to (clgl's cars, ljszy's facilities), signed-in calls as tenant 1's admin, tenant 2's
 * admin and tenant 1's read-only user, and the same server as the kit's generated suites want it.
 */
import type { Ctx } from '../../kit/resourceSuite';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client; ctx: Ctx };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['ssgl', 'clgl', 'ljszy'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  const ctx: Ctx = { server, token: a.token, token2: b.token, tenant1: a.data.tenantId };
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token), ctx };
}

/** A ledger call's path: `/cloud/ssgl/<entity>/<op>`. */
export const S = (entity: string, op: string) => `/cloud/ssgl/${entity}/${op}`;
/** A depreciation call's path: `/envcloud/hw/gaojie/api/v1/facilityDepreciation/<op>`. */
export const G = (op: string) => `/envcloud/hw/gaojie/api/v1/facilityDepreciation/${op}`;
