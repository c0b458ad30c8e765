/** Small helpers for the server's integration tests: calls with a token, envelopes, DB snapshots. */
import { readTables } from '../support/pg';
import type { Envelope } from '../../kit/contract';

export type { Envelope };

export type Call = { status: number; body: Envelope; headers: Headers; text: string };

/** Calls the server: JSON body by default, `form` for form-encoded, GET with a query. */
export async function call(
  url: string,
  path: string,
  options: { method?: string; token?: string; json?: unknown; form?: Record<string, string>; raw?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json';
    body = options.raw;
  }
  const response = await fetch(`${url}${path}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: Envelope;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = { result: -1, msg: text, data: null, timestamp: 0 };
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}

/** Tables whose rows change on every authenticated call or sign-in attempt (not business data). */
const VOLATILE = new Set(['sessions']);
/** Left out: the per-address rate-limit windows count every request, refused ones too. */
const UNCOMPARED = new Set(['rate_limits']);

/** Every table's rows (sessions: only their count), to compare before and after refused calls. */
export async function snapshot(server: { dataDir: string; databaseUrl: string }): Promise<Record<string, unknown>> {
  const tables = await readTables(server, (name) => !name.startsWith('kysely_') && !UNCOMPARED.has(name), (name) => (VOLATILE.has(name) ? 'count(*) as n' : '*'));
  const out: Record<string, unknown> = {};
  for (const [name, rows] of Object.entries(tables)) out[name] = VOLATILE.has(name) ? rows[0]!.n : rows;
  return out;
}

/** A 1×1 PNG: the smallest real image, for uploads and photos. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3e3a4f60000000049454e44ae426082', 'hex');
