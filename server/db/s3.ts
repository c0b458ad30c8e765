/**
 * A small S3 client for the file store (FILE_STORE=s3): put, ranged get, delete and a bucket check,
 * signed with AWS Signature Version 4 over node:crypto and sent with fetch. Path-style addresses
 * (`<endpoint>/<bucket>/<key>`), which MinIO, Ceph RGW, SeaweedFS, Alibaba OSS's and Tencent COS's
 * S3 endpoints and AWS itself accept, so no SDK is bundled.
 *
 * @example
 *   const s3 = new S3Client({ endpoint: 'http://127.0.0.1:9000', bucket: 'urbanops', region: 'us-east-1', accessKeyId, secretAccessKey, prefix: 'files/' });
 *   await s3.put('abc', bytes, 'image/png');
 *   for await (const piece of s3.get('abc', { start: 0, end: 99 })) …
 */
import { createHash, createHmac } from 'node:crypto';
import type { S3Settings } from '../config';


/** An S3 answer other than success: the status and S3's error code (`NoSuchKey`, `SignatureDoesNotMatch`…). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation}: ${status}${code ? ` ${code}` : ''}`);
  }
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Authorization header of AWS Signature Version 4 for S3: the host and every header given (names
 * lower case, the x-amz-content-sha256 and x-amz-date among them) signed, no query string.
 */
export function signV4(r: { method: string; host: string; path: string; headers: Record<string, string>; payloadHash: string; amzDate: string; region: string; accessKeyId: string; secretAccessKey: string }): string {
  const signed: Record<string, string> = { host: r.host };
  for (const [name, value] of Object.entries(r.headers)) signed[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(signed).sort();
  const canonical = [r.method, r.path, '', ...names.map((n) => `${n}:${signed[n]}`), '', names.join(';'), r.payloadHash].join('\n');
  const day = r.amzDate.slice(0, 8);
  const scope = `${day}/${r.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', r.amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${r.secretAccessKey}`, day), r.region), 's3'), 'aws4_request');
  return `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${createHmac('sha256', key).update(toSign).digest('hex')}`;
}

export class S3Client {
  private readonly host: string;

  constructor(private readonly settings: S3Settings) {
    this.host = new URL(settings.endpoint).host;
  }

  /** Where the bucket lives, for messages (no keys). */
  get where(): string {
    return `${this.settings.endpoint}/${this.settings.bucket}`;
  }

  /** Stores `data` under `key`. */
  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const answer = await this.send('PUT', this.path(key), data, { 'content-type': contentType });
    await this.expect(answer, 'put', [200]);
  }

  /** The object's bytes, all or `start`..`end` inclusive, piece by piece as they arrive. */
  async *get(key: string, range?: { start: number; end?: number }): AsyncGenerator<Buffer> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end ?? ''}` } : {};
    const answer = await this.send('GET', this.path(key), undefined, headers);
    await this.expect(answer, 'get', [200, 206]);
    const reader = answer.body?.getReader();
    if (!reader) return;
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) yield Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    } finally {
      reader.releaseLock();
      await answer.body?.cancel().catch(() => undefined);
    }
  }

  /**
   * Deletes the objects (an absent one is no error, as in S3). A delete is idempotent, so one answered
   * 500/503 (S3's InternalError and SlowDown, which its documentation says to retry; a file-backed store
   * answers them when deletes race in one folder) is tried again, up to three times.
   */
  async delete(keys: readonly string[]): Promise<void> {
    const one = async (key: string) => {
      for (let attempt = 1; ; attempt++) {
        const answer = await this.send('DELETE', this.path(key));
        if ((answer.status === 500 || answer.status === 503) && attempt < 4) {
          await answer.body?.cancel().catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
          continue;
        }
        return this.expect(answer, 'delete', [200, 204]);
      }
    };
    for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map(one));
  }

  /** Throws S3Error unless the bucket exists and the keys may use it. */
  async checkBucket(): Promise<void> {
    await this.expect(await this.send('HEAD', `/${encodeSegment(this.settings.bucket)}`), 'bucket check', [200]);
  }

  private path(key: string): string {
    return `/${encodeSegment(this.settings.bucket)}/${`${this.settings.prefix}${key}`.split('/').map(encodeSegment).join('/')}`;
  }

  private async expect(answer: Response, operation: string, ok: number[]): Promise<void> {
    if (ok.includes(answer.status)) return;
    const text = answer.body ? await answer.text().catch(() => '') : '';
    throw new S3Error(answer.status, /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '', operation);
  }

  /**
   * One signed request. Given up when no answer has begun within 30 s; a body being read is not cut
   * (a slow download goes on).
   */
  private async send(method: string, path: string, body?: Uint8Array, extra: Record<string, string> = {}): Promise<Response> {
    const amzDate = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const payloadHash = sha256(body ?? '');
    const headers = { ...extra, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    const authorization = signV4({ ...this.settings, method, host: this.host, path, headers, payloadHash, amzDate });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`S3 ${method}: no answer within 30 s from ${this.settings.endpoint}`)), 30_000);
    try {
      return await fetch(`${this.settings.endpoint}${path}`, {
        method,
        headers: { ...headers, authorization },
        body: method === 'PUT' ? ((body ?? new Uint8Array(0)) as Uint8Array<ArrayBuffer>) : undefined,
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }
}
