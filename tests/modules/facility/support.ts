/**
 * Helpers of 设施考核's server tests: one server per file serving facility only, signed-in calls
 * (POST JSON) as tenant 1's admin, tenant 2's admin and tenant 1's read-only user (no function).
 */
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['facility'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A call of the facility area: `/cloud/facility/<entity>/<op>`. */
export const F = (entity: string, op: string) => `/cloud/facility/${entity}/${op}`;
/** A call of the evaluation area (7.15): `/cloud/sync/evaluationManagement/<op>`. */
export const E = (op: string) => `/cloud/sync/evaluationManagement/${op}`;

/** YYYY-MM of the month `k` months before the server's today. */
export function monthAgo(k: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth() - k, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** A small PNG uploaded to the file service as `c`: its id. */
export async function uploadPhoto(c: Client, url: string, name = 'photo.png'): Promise<string> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAMUlEQVR42mM4QWPAMGrBqAVD2AKbVQGkolELRi0YtWDUglELRi0g3YLROnnUgsFjAQAIuBkXTJfIUAAAAABJRU5ErkJggg==', 'base64');
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const r = await fetch(`${url}/cloud/management/rest/np/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: fd });
  const body = (await r.json()) as { result: number; msg: string; data: { id: string }[] };
  if (body.result !== 0) throw new Error(`upload: ${body.msg}`);
  return String(body.data[0]!.id);
}
