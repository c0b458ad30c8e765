/**
 * The tenant-scoped file service: `file/upload` (multipart, one or more files; type, content and size
 * checked by the service), `file/info` (ids → metadata) and `file/download/<id>` (the bytes, streamed,
 * with byte ranges for video and ETags; the token may come as the `access_token` query so an <img> or
 * <video> can show it). A file of another tenant answers 404 like a missing one.
 *
 * @example
 *   POST /cloud/management/rest/np/file/upload   (multipart, field `file`, repeated)
 *     → [{ id: 'q3…', name: '现场.png', size: 1234, type: 'image/png', url: '/cloud/…/file/download/q3…' }]
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FILE_ID, fileDownloadPath, FileRefusedError, type NewFile, type StoredFile } from '../../db/files';
import { showsInline } from '../../db/fileTypes';
import { assertOwnScope } from '../auth';
import { HttpError } from '../../core/errors';
import { ok } from '../envelope';
import { codeList } from '../input';
import { messages } from '../../core/messages';
import { NP, read, scoped, write } from './common';
import { sendFile } from '../fileReply';

type FilePart = { type: 'file'; filename?: string; mimetype?: string; toBuffer(): Promise<Buffer> };

function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'file' && typeof (value as { toBuffer?: unknown }).toBuffer === 'function';
}

/** Every file part of a multipart body (attachFieldsToBody: repeated names become arrays). */
function fileParts(request: FastifyRequest): FilePart[] {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return [];
  return Object.values(body as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v])).filter(isFilePart);
}

/** The service's refusal of a file as the envelope's error (a file over the limit is HTTP 413). */
function refused(e: unknown): unknown {
  if (!(e instanceof FileRefusedError)) return e;
  return new HttpError(e.refusal.reason === 'size' ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT', e.message);
}

const answer = (f: StoredFile) => ({ id: f.id, name: f.name, size: f.size, type: f.mimeType, url: fileDownloadPath(f.id) });

/** Registers the file calls; the service's limit (FILE_MAX_MB) applies to each file. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const { files } = app.services;

  write(app, `${NP}/file/upload`, { own: 'the caller’s upload: kept only when a row the caller may write refers to it, swept otherwise' }, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    const parts = fileParts(request);
    if (parts.length === 0) throw new HttpError('INVALID_INPUT', messages.fileMissing);
    const uploads: NewFile[] = [];
    for (const part of parts) uploads.push({ name: part.filename ?? '', mimeType: part.mimetype ?? '', data: await part.toBuffer() });
    const saved = await files.save(request.auth, uploads).catch((e: unknown) => {
      throw refused(e);
    });
    return ok(saved.map(answer));
  });

  read(app, `${NP}/file/info`, scoped.extend({ ids: codeList(200).pipe(z.array(z.string().regex(FILE_ID))) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const found = await files.info(request.auth.tenantId, input.ids);
    return ok(found.map((f) => ({ ...answer(f), sha256: f.sha256, uploaderName: f.uploaderName, createdAt: f.createdAt })));
  });

  app.get(`${NP}/file/download/:id`, { config: { access: { read: true } } }, async (request, reply) => {
    const params = z.object({ id: z.string().regex(FILE_ID) }).safeParse(request.params);
    const [file] = params.success ? await files.info(request.auth.tenantId, [params.data.id]) : [];
    if (!file) throw new HttpError('NOT_FOUND', messages.fileNotFound);
    return sendFile(request, reply, { ...file, read: (range) => files.read(file.id, range) }, { inline: showsInline(file.mimeType) });
  });
}
