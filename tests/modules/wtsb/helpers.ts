/** Calls to the real server for the problem-reporting tests: form posts with a token, envelopes. */
import { readTables } from '../../support/pg';

export type Envelope<T = unknown> = { result: number; msg: string; data: T };

/** POSTs form fields (or a FormData) with the token; answers status and envelope. */
export async function post<T = unknown>(url: string, path: string, token: string, fields: Record<string, unknown> | FormData = {}): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | FormData;
  if (fields instanceof FormData) body = fields;
  else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) p.set(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    body = p.toString();
  }
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Envelope<T> };
  } catch {
    return { status: response.status, body: { result: -1, msg: text, data: null as T } };
  }
}

/** Like post, but throws unless the answer is result 0; answers data. */
export async function ok<T = unknown>(url: string, path: string, token: string, fields: Record<string, unknown> | FormData = {}): Promise<T> {
  const r = await post<T>(url, path, token, fields);
  if (r.body.result !== 0) throw new Error(`${path}: ${r.status} ${r.body.result} ${r.body.msg}`);
  return r.body.data;
}

/**
 * The rows of the module's tables (business data only) and the stored files' metadata (photos live in
 * the file service), to compare before and after refused calls.
 */
export async function wtsbTables(server: { dataDir: string; databaseUrl: string }): Promise<Record<string, unknown[]>> {
  const tables = await readTables(server, (name) => name === 'files' || name.startsWith('r_wtsb_'), (name) => (name === 'files' ? 'id, tenant_id, name, size' : '*'));
  const { files, ...rest } = tables;
  return { files: files ?? [], ...rest };
}

/** A small valid PNG (48×32). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAASUlEQVR42mM4cecDGnJr2oKG6KmGYdRBow4adg4aWOsx1Yw6aNRBw89Bo+XQqINGHTRal406aNRBo3XZaME46qBRB43WZRSpAQB6VTC1zgqkngAAAABJRU5ErkJggg==',
  'base64',
);
