/**
 * The tenant-scoped file service: `file/upload` (multipart, one or more files), `file/info` (ids →
 * metadata) and `file/download/<id>` (the bytes; the token may come as the `access_token` query so an
 * <img> can show an image). A file of another tenant answers 404 like a missing one.
 *
 * @example
 *   POST /cloud/management/rest/np/file/upload   (multipart, field `file`, repeated)
 *     → [{ id: 'q3…', name: '现场.png', size: 1234, type: 'image/png', url: '/cloud/…/file/download/q3…' }]
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../../config';
import { FILE_ID, type NewFile, type StoredFile } from '../../services/files';
import { assertOwnScope, requireAuth } from '../auth';
import { HttpError } from '../../core/errors';
import { ok } from '../envelope';
import { codeList, parseInput } from '../input';
import { messages } from '../../core/messages';
import { NP, read, scoped, write } from './common';
import { contentDisposition } from '../../core/disposition';

/** Accepted MIME types with their usual extensions (used when a client declares no type). */
const ALLOWED: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

/** The first bytes each checked type must start with (an image that is not one is refused). */
const SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  'image/gif': (d) => ['GIF87a', 'GIF89a'].includes(d.subarray(0, 6).toString('latin1')),
  'image/webp': (d) => d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
};

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

/** The client's file name without folders or control characters. */
function cleanName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const name = (raw ?? '').replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return name || 'file';
}

/** The declared MIME type, or the one its extension names when the client sent none. */
function declaredType(part: FilePart, name: string): string {
  const type = (part.mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return Object.entries(ALLOWED).find(([, exts]) => exts.includes(ext))?.[0] ?? type;
}

async function readUpload(part: FilePart, maxBytes: number): Promise<NewFile> {
  const name = cleanName(part.filename);
  const mimeType = declaredType(part, name);
  if (!ALLOWED[mimeType]) throw new HttpError('INVALID_INPUT', messages.fileTypeRefused(name));
  const data = await part.toBuffer();
  if (data.length === 0) throw new HttpError('INVALID_INPUT', messages.fileEmpty(name));
  if (data.length > maxBytes) throw new HttpError('PAYLOAD_TOO_LARGE', messages.fileTooLarge(name, maxBytes));
  const signature = SIGNATURES[mimeType];
  if (signature && !signature(data)) throw new HttpError('INVALID_INPUT', messages.fileContentMismatch(name));
  return { name, mimeType, data };
}

const downloadUrl = (id: string) => `${NP}/file/download/${id}`;
const answer = (f: StoredFile) => ({ id: f.id, name: f.name, size: f.size, type: f.mimeType, url: downloadUrl(f.id) });

/** Registers the file calls; `config.fileMaxBytes` limits each file. */
export async function fileRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const { files } = app.services;

  write(app, `${NP}/file/upload`, async (request) => {
    assertOwnScope(request.auth, parseInput(request, scoped));
    const parts = fileParts(request);
    if (parts.length === 0) throw new HttpError('INVALID_INPUT', messages.fileMissing);
    const uploads: NewFile[] = [];
    for (const part of parts) uploads.push(await readUpload(part, config.fileMaxBytes));
    const saved = await files.save(request.auth, uploads);
    return ok(saved.map(answer));
  });

  read(app, `${NP}/file/info`, async (request) => {
    const input = parseInput(request, scoped.extend({ ids: codeList(200).pipe(z.array(z.string().regex(FILE_ID))) }));
    assertOwnScope(request.auth, input);
    const found = await files.info(request.auth.tenantId, input.ids);
    return ok(found.map((f) => ({ ...answer(f), sha256: f.sha256, uploaderName: f.uploaderName, createdAt: f.createdAt })));
  });

  app.get(`${NP}/file/download/:id`, { preHandler: requireAuth }, async (request, reply) => {
    const params = z.object({ id: z.string().regex(FILE_ID) }).safeParse(request.params);
    const file = params.success ? await files.content(request.auth.tenantId, params.data.id) : null;
    if (!file) throw new HttpError('NOT_FOUND', messages.fileNotFound);
    const inline = file.mimeType.startsWith('image/');
    return reply
      .type(file.mimeType)
      .header('content-disposition', contentDisposition(file.name, { inline }))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .send(file.data);
  });
}
