/**
 * Sends a stored file as HTTP wants a file sent (RFC 9110): streamed piece by piece, with
 * `Accept-Ranges: bytes`, one byte range on request (206 with `Content-Range`; 416, with the size in
 * `Content-Range`, when the range is bad or starts beyond the end), `ETag` and
 * `Last-Modified` with `If-None-Match` (304) and `If-Range`, and headers that keep a browser from
 * running it (`nosniff`, a sandbox CSP). A video element seeks with these ranges; an <img> caches.
 *
 * @example
 *   return sendFile(request, reply, { ...meta, read: (range) => files.read(meta.id, range) });
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../core/disposition';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';

/** A file to send: its metadata and a reader of its bytes (all, or `start`..`end` inclusive). */
export type FileSource = {
  name: string;
  mimeType: string;
  size: number;
  /** Hex SHA-256 of the bytes: the strong ETag. */
  sha256: string;
  /** Epoch ms: Last-Modified. */
  createdAt: number;
  read(range?: { start: number; end: number }): AsyncIterable<Uint8Array>;
};

export type ByteRange = { start: number; end: number };

/**
 * The byte range a `Range` header asks for: null when there is none, it names another unit or
 * several ranges (the whole file is sent, as RFC 9110 allows), 'bad' when it cannot be satisfied
 * (malformed, last before first, or starting at or after the end).
 *
 * @example parseRange('bytes=100-', 1000) // { start: 100, end: 999 }
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'bad' {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m) return null;
  const specs = m[1]!.split(',').map((s) => s.trim()).filter(Boolean);
  if (specs.length !== 1) return specs.length === 0 ? 'bad' : null;
  const r = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!r || (r[1] === '' && r[2] === '')) return 'bad';
  if (r[1] === '') {
    const suffix = Number(r[2]);
    if (suffix === 0 || size === 0) return 'bad';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(r[1]);
  const end = r[2] === '' ? size - 1 : Math.min(Number(r[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (r[2] !== '' && Number(r[2]) < start)) return 'bad';
  return { start, end };
}

/** Whether an `If-None-Match` list names the ETag (weak comparison, as for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Sends `file`; `inline` shows it in place (images, video) instead of saving it. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileSource, options: { inline?: boolean } = {}): Promise<FastifyReply> {
  const etag = `"${file.sha256}"`;
  reply.header('accept-ranges', 'bytes').header('etag', etag).header('last-modified', new Date(file.createdAt).toUTCString()).header('cache-control', 'private, max-age=3600');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  // If-Range: the range applies only to the version the client already holds.
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, file.size);
  if (range === 'bad') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new HttpError('RANGE_NOT_SATISFIABLE', messages.fileRangeRefused(file.name, file.size));
  }
  reply
    .type(file.mimeType)
    .header('content-disposition', contentDisposition(file.name, { inline: options.inline }))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-length', String(range ? range.end - range.start + 1 : file.size));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  // HEAD: the headers only. An empty stream keeps Fastify from setting Content-Length to 0.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(Readable.from(file.read(range ?? undefined), { objectMode: false }));
}
