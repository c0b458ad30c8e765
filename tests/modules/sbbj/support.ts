/**
 * Helpers of the device offline monitor's server tests: one server per file serving sbbj and 车辆管理
 * (whose cars the vehicles refer to by plate), no demo devices (each test registers its own and posts
 * readings with the device's key), as tenant 1's admin, tenant 2's admin and tenant 1's read-only user.
 */
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['sbbj', 'clgl'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A device offline monitor call: `/envcloud/hw/sbbj/api/v1/<kind>/<op>`. */
export const S = (kind: 'cargps' | 'carcamera' | 'infrascamera' | 'toiletdevice' | 'common', op: string) => `/envcloud/hw/sbbj/api/v1/${kind}/${op}`;

/** Registers a device of the store (kind vehicle or toilet); answers its id and key. */
export async function register(c: Client, code: string, name: string, kind: 'vehicle' | 'toilet'): Promise<{ id: string; key: string }> {
  const r = await c.json<{ id: string; key: string }>('/cloud/devices/rest/device/save', { code, name, kind });
  if (r.result !== 0) throw new Error(r.msg);
  return r.data;
}

/** Registers a camera in the camera tree under a vehicle or a facility. */
export async function camera(c: Client, code: string, groupKind: 'vehicle' | 'facility', groupName: string): Promise<{ id: string; key: string }> {
  const r = await c.json<{ id: string; key: string }>('/cloud/devices/rest/camera/save', { code, name: `${groupName}摄像头`, groupKind, groupName });
  if (r.result !== 0) throw new Error(r.msg);
  return r.data;
}

/** Posts readings taken at the given times (one `v` value each) with the device's key. */
export async function ingest(url: string, device: { id: string; key: string }, times: number[]): Promise<void> {
  const r = await fetch(`${url}/cloud/devices/rest/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': device.key },
    body: JSON.stringify({ deviceId: device.id, readings: times.map((t) => ({ t, values: { v: 1 } })) }),
  });
  const e = (await r.json()) as { result: number; msg: string };
  if (e.result !== 0) throw new Error(e.msg);
}
