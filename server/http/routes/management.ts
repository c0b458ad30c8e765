/**
 * The management calls a shell needs (shell.md §7 "Other shared calls", endpoints.json area
 * "management"): tenant, users and staff by id, user pages, operation history, enums, functions,
 * constants, photos, user enable/disable/delete and the batch download. Every query is scoped by
 * the token's tenant; naming another tenant answers 403. Organisation calls are in org.ts.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { ok } from '../envelope';
import { codeList, id, optionalId, optionalText } from '../input';
import { assertOwnScope } from '../auth';
import { messages } from '../../core/messages';
import { zipStream } from '../../core/zip';
import { ADMIN_FUNCTIONS } from './admin';
import { NP, platform, page, paging, read, record, route, scoped, write } from './common';
import { contentDisposition } from '../../core/disposition';
import { cleanFileName, matchesSignature } from '../../db/fileTypes';

/** The function a user needs to enable, disable or delete other users. */
const USER_MANAGE = 'sys:user:manage';
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const PHOTO_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const name = () => z.string().min(1).max(64).regex(/^[\w.-]+$/);

/** Registers the management calls (all protected by requireAuth except the photo by id). */
export async function managementRoutes(app: FastifyInstance): Promise<void> {
  const { org, directory, log, sessions } = app.services;

  read(app, [`${NP}/tenant/getTenant`, `${NP}/tenant/getById`], z.object({ tenantId: optionalId(), id: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, { tenantId: input.id ?? input.tenantId });
    return ok(await directory.tenant(request.auth.tenantId));
  });

  read(app, `${NP}/user/getById`, scoped.extend({ id: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const user = await org.userById(request.auth.tenantId, input.id);
    if (!user) throw new HttpError('FAILED', messages.notExists('用户'));
    return ok(user);
  });
  read(app, `${NP}/staff/getById`, scoped.extend({ id: id() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const staff = await org.staffById(request.auth.tenantId, input.id);
    if (!staff) throw new HttpError('FAILED', messages.notExists('员工'));
    return ok(staff);
  });
  read(app, `${NP}/user/pageList`, scoped.extend({ ...paging, keyword: optionalText(64), deptId: optionalId(), status: z.enum(['active', 'disabled']).optional() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.userPage(request.auth.tenantId, { ...page(input), keyword: input.keyword, deptId: input.deptId, status: input.status }));
  });
  read(app, [`${NP}/operationHistory/pageList`, `${NP}/operationLog/pageList`], scoped.extend({ ...paging, userId: optionalId(), operation: optionalText(64) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await log.page(request.auth.tenantId, { ...page(input), userId: input.userId, operation: input.operation }));
  });

  read(app, `${NP}/enum/getByName`, scoped.extend({ enumName: name() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await directory.enumByName(request.auth.tenantId, input.enumName));
  });

  // A module page asks for all its functions at once (clgl declares about 200).
  read(app, [`${NP}/user/hasFunctions`, `${NP}/function/hasFunctions`], scoped.extend({ functionCodes: codeList(1000) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await directory.hasFunctions(request.auth, input.functionCodes));
  });

  read(app, `${NP}/constant/getByName`, scoped.extend({ name: name() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const constant = await directory.constant(request.auth.tenantId, input.name);
    if (!constant) throw new HttpError('FAILED', messages.notExists(`常量 ${input.name} `));
    return ok(constant);
  });
  write(app, `${NP}/constant/update`, platform(ADMIN_FUNCTIONS.param), scoped.extend({ name: name(), value: z.string().max(2000) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    if (!(await directory.updateConstant(request.auth, input.name, input.value))) throw new HttpError('FAILED', messages.notExists(`常量 ${input.name} `));
    return ok(null);
  });

  write(app, `${NP}/file/uploadPhoto`, { own: 'a photo of the caller’s (used by changePhoto)' }, async (request) => {
    const file = await photoPart(request);
    const photoId = await directory.savePhoto(request.auth, file.mimetype, file.data);
    return ok({ id: photoId, url: `${NP}/file/photo/${photoId}` });
  });
  // The spec's changePhoto is a GET; it changes the caller's own photo only.
  write(app, `${NP}/user/changePhoto`, { own: 'the caller’s photo' }, scoped.extend({ photoId: z.string().uuid() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    if (!(await directory.changePhoto(request.auth, input.photoId))) throw new HttpError('FAILED', messages.notExists('照片'));
    return ok({ photoId: input.photoId, photoUrl: `${NP}/file/photo/${input.photoId}` });
  }, ['GET', 'POST']);
  // Photos are served by their random id without a token, so an <img> can show them.
  app.get(`${NP}/file/photo/:id`, { config: { access: { public: 'a photo by its random, unguessable id, for an <img>' } } }, async (request, reply) => {
    const params = z.object({ id: z.string().uuid() }).safeParse(request.params);
    const photo = params.success ? await directory.photo(params.data.id) : null;
    if (!photo) throw new HttpError('NOT_FOUND', messages.notExists('照片'));
    return reply.type(photo.contentType).header('cache-control', 'private, max-age=86400').send(photo.data);
  });
  // The batch download: the tenant's files among `ids`, as one ZIP archive.
  route(app, {
    method: ['GET', 'POST'],
    url: `${NP}/file/batchDownload`,
    // Takes the users' photos out, as an export does: the user administration's function.
    access: platform(ADMIN_FUNCTIONS.user),
    input: scoped.extend({ ids: codeList(200).pipe(z.array(z.string().uuid())), fileName: optionalText(100) }),
  }, async (request, input, reply) => {
    assertOwnScope(request.auth, input);
    const files = await directory.photos(request.auth.tenantId, input.ids);
    if (files.length === 0) throw new HttpError('FAILED', messages.nothingToDownload);
    const archive = zipStream(files.map((f) => ({ name: `${f.id}.${PHOTO_EXTENSIONS[f.contentType] ?? 'bin'}`, data: f.data, modified: new Date(f.createdAt) })));
    const fileName = `${(input.fileName ?? '批量下载').replace(/[\\/:*?"<>|]/g, '_')}.zip`;
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(fileName, { asciiFallback: 'download.zip' }))
      .send(Readable.from(archive));
  });

  for (const [action, change] of [['disable', 'disabled'], ['enable', 'active'], ['delete', 'deleted']] as const) {
    write(app, `${NP}/user/${action}`, platform(USER_MANAGE), scoped.extend({ id: id() }), async (request, input) => {
      assertOwnScope(request.auth, input);
      if (input.id === request.auth.userId) throw new HttpError('FAILED', messages.notSelf);
      const done = change === 'deleted' ? await org.deleteUser(request.auth.tenantId, input.id) : await org.setUserStatus(request.auth.tenantId, input.id, change);
      if (!done) throw new HttpError('FAILED', messages.notExists('用户'));
      if (change === 'disabled') await sessions.revokeUser(request.auth.tenantId, input.id);
      await record(request, `${action}User`, input.id);
      return ok(null);
    });
  }
}

/** The uploaded image of a multipart request (field `file`), checked for type, signature and size. */
async function photoPart(request: FastifyRequest): Promise<{ mimetype: string; data: Buffer }> {
  const body = request.body as Record<string, unknown> | undefined;
  const part = body?.file as { type?: string; mimetype?: string; filename?: string; toBuffer?: () => Promise<Buffer> } | undefined;
  if (!part || part.type !== 'file' || typeof part.toBuffer !== 'function') {
    throw new HttpError('INVALID_INPUT', 'file：不能为空（multipart/form-data 的图片文件）');
  }
  if (!PHOTO_TYPES.includes(part.mimetype ?? '')) throw new HttpError('INVALID_INPUT', 'file：只支持 PNG、JPEG、GIF、WebP 图片');
  const data = await part.toBuffer();
  if (data.length > PHOTO_MAX_BYTES) throw new HttpError('PAYLOAD_TOO_LARGE', messages.tooLarge(PHOTO_MAX_BYTES));
  // The declared type must be what the bytes are (HTML declared as image/png is refused).
  if (!matchesSignature(part.mimetype ?? '', data)) throw new HttpError('INVALID_INPUT', messages.fileContentMismatch(cleanFileName(part.filename)));
  return { mimetype: part.mimetype ?? 'image/png', data };
}
