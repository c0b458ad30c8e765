/**
 * Helpers of video supervision's server tests: one server per file serving spjg and 车辆管理 (whose
 * cars the vehicle cameras refer to by plate), no demo devices (each file registers its cameras and
 * posts their heartbeats with the camera's key), as tenant 1's admin, tenant 2's admin and tenant 1's
 * read-only user; uploads of the demo clip and snapshot into the file store.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['spjg', 'clgl'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

const assets = resolve(import.meta.dirname, '../../../server/assets');
export const CLIP = readFileSync(resolve(assets, 'demo-clip.webm'));
export const STILL = readFileSync(resolve(assets, 'demo-snapshot.jpg'));

/** Stores a file with `file/upload`; answers its id. */
export async function upload(url: string, c: Client, name: string, type: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const r = (await (await fetch(`${url}/cloud/management/rest/np/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: form })).json()) as { result: number; msg: string; data: { id: string }[] };
  if (r.result !== 0) throw new Error(r.msg);
  return r.data[0]!.id;
}

/** Registers a camera in the camera tree; answers its id and key. */
export async function camera(c: Client, code: string, groupKind: 'department' | 'vehicle' | 'facility', groupName: string, streamUrl?: string): Promise<{ id: string; key: string }> {
  const r = await c.json<{ id: string; key: string }>('/cloud/devices/rest/camera/save', { code, name: `${code}摄像头`, groupKind, groupName, ...(streamUrl ? { streamUrl } : {}) });
  if (r.result !== 0) throw new Error(r.msg);
  return r.data;
}

/** A camera's report (one reading at `t`, posted with its key): it is online from then on. */
export async function heartbeat(url: string, device: { id: string; key: string }, t: number): Promise<void> {
  const body = JSON.stringify({ deviceId: device.id, readings: [{ t, values: { v: 1 } }] });
  const r = await fetch(`${url}/cloud/devices/rest/ingest`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': device.key }, body });
  const e = (await r.json()) as { result: number; msg: string };
  if (e.result !== 0) throw new Error(e.msg);
}

/** A video supervision call: `/cloud/spjg/<entity>/<op>.jhtml`. */
export const J = (entity: string, op: string) => `/cloud/spjg/${entity}/${op}.jhtml`;
/** A generic-type call: `/cloud/spjg/<entity>/<op>`. */
export const C = (entity: 'currencyType' | 'currencyTypeEntity', op: string) => `/cloud/spjg/${entity}/${op}`;
/** A recorded video call: `/envcloud/hw/wl/video/<op>`. */
export const W = (op: string) => `/envcloud/hw/wl/video/${op}`;
