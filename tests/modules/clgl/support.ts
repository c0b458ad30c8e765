/**
 * Helpers of the fleet's server tests: one server per file, signed-in calls as the spec's clients
 * make them (v2: POST JSON; older: POST form fields), and uploads.
 */
import { signIn, startServer, type TestServer } from '../../support/server';

export type Envelope<T = unknown> = { result: number; msg: string; data: T };
export type Page<T = Record<string, unknown>> = { records: T[]; total: number; pageNo: number; pageSize: number };

export type Client = {
  /** POST with a JSON body. */
  json<T = unknown>(path: string, body?: Record<string, unknown>): Promise<Envelope<T>>;
  /** POST with form fields (the older calls). */
  form<T = unknown>(path: string, fields?: Record<string, string | number>): Promise<Envelope<T>>;
  /** POST returning the raw response (downloads). */
  raw(path: string, body?: Record<string, unknown>): Promise<Response>;
  /** Multipart upload of one file (field `file`). */
  upload<T = unknown>(path: string, fileName: string, content: Buffer | string, fields?: Record<string, string>): Promise<Envelope<T>>;
  token: string;
};

export function client(url: string, token: string): Client {
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    async json(path, body = {}) {
      const r = await fetch(url + path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await r.json()) as never;
    },
    async form(path, fields = {}) {
      const r = await fetch(url + path, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() });
      return (await r.json()) as never;
    },
    raw(path, body = {}) {
      return fetch(url + path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    },
    async upload(path, fileName, content, fields = {}) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(fields)) fd.append(k, v);
      fd.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
      const r = await fetch(url + path, { method: 'POST', headers, body: fd });
      return (await r.json()) as never;
    },
  };
}

export type Fixture = { server: TestServer; admin: Client; admin2: Client };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['clgl'] });
  const a = await signIn(server.url, 'admin', 'Admin@2026');
  const b = await signIn(server.url, 'admin2', 'Admin@2026');
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token) };
}

export const V2 = '/cloud/clgl/v2/web';
export const OLD = '/cloud/clgl';
