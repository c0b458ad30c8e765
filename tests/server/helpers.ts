/** Small helpers for the server's integration tests: calls with a token, envelopes, DB snapshots. */
import Database from 'better-sqlite3';
import { join } from 'node:path';
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
export function snapshot(dataDir: string): Record<string, unknown> {
  const db = new Database(join(dataDir, 'urbanops.db'), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as Array<{ name: string }>;
    const out: Record<string, unknown> = {};
    for (const { name } of tables) {
      if (UNCOMPARED.has(name)) continue;
      out[name] = VOLATILE.has(name)
        ? (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n
        : db.prepare(`select * from "${name}" order by rowid`).all();
    }
    return out;
  } finally {
    db.close();
  }
}
