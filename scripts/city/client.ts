/**
 * The HTTP side of the city: JSON calls in the platform's envelope with their timings kept per kind
 * (for p50/p99), errors counted with their first messages, and sign-in as the browser does it.
 */
import { constants, publicEncrypt } from 'node:crypto';

export const D = '/cloud/devices/rest';
export const NP = '/cloud/management/rest/np';

/** Timings (ms) and errors per kind of call. */
export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];
  add(kind: string, ms: number): void {
    let list = this.times.get(kind);
    if (!list) this.times.set(kind, (list = []));
    list.push(ms);
  }
  fail(kind: string, message: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.samples.length < 10) this.samples.push(`${kind}: ${message}`);
  }
  /** The timings of a kind with its calls' (`<kind>:<what>`), all together. */
  ofKind(kind: string): number[] {
    return [...this.times].filter(([k]) => k === kind || k.startsWith(`${kind}:`)).flatMap(([, xs]) => xs);
  }
  /** The calls timed under a kind (`<kind>:<what>`), by name. */
  callsOf(kind: string): string[] {
    return [...this.times.keys()].filter((k) => k.startsWith(`${kind}:`)).sort();
  }
  count(kind: string): number {
    return this.times.get(kind)?.length ?? 0;
  }
  totalErrors(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

/** The p-th percentile (0–100) of a list, nearest rank; null for an empty list. */
export function percentile(xs: number[] | undefined, p: number): number | null {
  if (!xs?.length) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const fmt = (v: number | null, digits = 0) => (v === null ? '--' : v.toFixed(digits));

export type Answer = { result: number; msg?: string; data?: unknown };

/** A POST of JSON answered in the envelope; throws on a transport error or a result other than 0. */
export async function post<T = unknown>(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  let answer: Answer;
  try {
    answer = JSON.parse(text) as Answer;
  } catch {
    throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 120)}`);
  }
  if (answer.result !== 0) throw new Error(`${path}: ${answer.result} ${answer.msg ?? ''}`);
  return answer.data as T;
}

/** The same, timed into `rec` under `kind` (an error is counted, not thrown). */
export async function timed(rec: Recorder, kind: string, url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const t0 = performance.now();
  try {
    const data = await post(url, path, body, headers);
    rec.add(kind, performance.now() - t0);
    return data;
  } catch (error) {
    rec.fail(kind, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

const keys = new Map<string, string>();
/** Signs in through /cas/login (the password encrypted as the browser does); answers the token. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  let pem = keys.get(url);
  if (!pem) keys.set(url, (pem = ((await (await fetch(`${url}/cas/publicKey`)).json()) as { data: string }).data));
  const encrypted = publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
  const response = await fetch(`${url}/cas/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: encrypted, ip: '127.0.0.1', loginWeb: 'web' }) });
  const body = (await response.json()) as Answer;
  if (body.result !== 0) throw new Error(`sign-in of ${username} failed: ${body.result} ${body.msg ?? ''}`);
  const header = response.headers.get('access-token');
  if (!header) throw new Error('sign-in answered no access-token header');
  return (JSON.parse(header) as { access_token: string }).access_token;
}

