/**
 * A module handler's file answers (kit `fileAnswer`, `storedFileAnswer`, `zipAnswer`) sent over HTTP:
 * any bytes with their type, a stored file with byte ranges and ETags (as `file/download/<id>`
 * serves it), and a zip written and sent piece by piece. Every file answer carries `nosniff` and a
 * sandbox CSP, so no answer can run script in the page's origin whatever its type.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../core/disposition';
import { HttpError } from '../core/errors';
import type { FileService } from '../db/files';
import { isCompressed } from '../db/fileTypes';
import type { Bytes, CallerContext, FileAnswer, StoredFileAnswer, Translate, ZipAnswer, ZipEntry } from '../resources/kit';
import { zipStream, type ZipSource } from '../core/zip';
import { sendFile } from './fileReply';

type AnyFileAnswer = FileAnswer | StoredFileAnswer | ZipAnswer;

/** Whether a handler's answer is one of the kit's file answers. */
export function isFileAnswer(v: unknown): v is AnyFileAnswer {
  const kind = typeof v === 'object' && v !== null ? (v as { download?: unknown }).download : undefined;
  return kind === 'file' || kind === 'stored' || kind === 'zip';
}

const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

async function* piecesOf(body: Exclude<Bytes, string | Uint8Array>): AsyncGenerator<Buffer> {
  for await (const piece of body) yield buffer(piece);
}

function guard(reply: FastifyReply, fileName: string, type: string, inline?: boolean): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition(fileName, { inline }))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store');
}

/** The archive entries with stored files resolved (the caller's only) and read piece by piece. */
async function* zipSources(entries: ZipAnswer['entries'], files: FileService, caller: CallerContext, t: Translate): AsyncGenerator<ZipSource> {
  for await (const entry of entries as AsyncIterable<ZipEntry>) {
    if ('fileId' in entry) {
      const [meta] = await files.info(caller.tenantId, [entry.fileId]);
      if (!meta) throw new HttpError('FAILED', t('kit.server.fileMissing', { id: entry.fileId }));
      yield { name: entry.name ?? meta.name, modified: entry.modified ?? new Date(meta.createdAt), compress: !isCompressed(meta.mimeType), data: files.read(meta.id) };
    } else {
      yield { name: entry.name, modified: entry.modified, data: typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data };
    }
  }
}

/**
 * Sends a file answer. A zip's first piece is made before anything is sent, so a refusal at its
 * start (a stored file that is not the caller's) is still an envelope; a failure later ends the
 * download early.
 */
export async function sendFileAnswer(request: FastifyRequest, reply: FastifyReply, answer: AnyFileAnswer, files: FileService, caller: CallerContext, t: Translate): Promise<FastifyReply> {
  if (answer.download === 'stored') {
    const [meta] = await files.info(caller.tenantId, [answer.fileId]);
    if (!meta) throw new HttpError('FAILED', t('kit.server.fileMissing', { id: answer.fileId }));
    return sendFile(request, reply, { ...meta, name: answer.fileName ?? meta.name, read: (range) => files.read(meta.id, range) }, { inline: answer.inline });
  }
  if (answer.download === 'zip') {
    const archive = zipStream(zipSources(answer.entries, files, caller, t));
    const first = await archive.next();
    const rest = (async function* () {
      if (!first.done) yield first.value;
      yield* archive;
    })();
    return guard(reply, answer.fileName, 'application/zip').send(Readable.from(rest));
  }
  const body = answer.body;
  guard(reply, answer.fileName, answer.contentType, answer.inline);
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : buffer(body);
    return reply.header('content-length', String(bytes.length)).send(bytes);
  }
  return reply.send(Readable.from(piecesOf(body)));
}
