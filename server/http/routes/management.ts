/**
 * The management calls a shell needs (shell.md §7 "Other shared calls"): tenant, departments and
 * organisation trees, staff and users, enums, functions, photo, constants, user pages and the
 * operation history. Read calls answer both GET and POST. Every query is scoped by the token's tenant;
 * naming another tenant answers 403.
 */
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { HttpError, ok } from '../envelope';
import { codeList, id, optionalId, optionalText, optionalInt, parseInput } from '../input';
import { assertOwnScope, requireAuth } from '../auth';
import { messages } from '../messages';
import { CITY, districts } from '../../services/geo';

/** The demo city's administrative divisions: province → city → districts. */
function divisionTree() {
  const leaves = districts.map((d) => ({ id: d.adcode, key: d.adcode, parentId: CITY.adcode, name: d.name, title: d.name, type: 'district', isLeaf: true, children: [] }));
  const city = { id: CITY.adcode, key: CITY.adcode, parentId: '330000', name: CITY.city, title: CITY.city, type: 'city', isLeaf: false, children: leaves };
  return [{ id: '330000', key: '330000', parentId: null, name: CITY.province, title: CITY.province, type: 'province', isLeaf: false, children: [city] }];
}

const NP = '/cloud/management/rest/np';
const EHR = '/cloud/ehr/sync/dept';
/** The function a user needs to enable or disable other users. */
const USER_MANAGE = 'sys:user:manage';
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const scoped = z.object({ tenantId: optionalId() });
const paging = { pageNo: optionalInt(1, 100000), current: optionalInt(1, 100000), pageSize: optionalInt(1, 500), size: optionalInt(1, 500) };

function page(input: { pageNo?: number | undefined; current?: number | undefined; pageSize?: number | undefined; size?: number | undefined }) {
  return { pageNo: input.pageNo ?? input.current ?? 1, pageSize: input.pageSize ?? input.size ?? 10 };
}

export async function managementRoutes(app: FastifyInstance): Promise<void> {
  const { org, directory } = app.services;
  const read = (url: string, handler: RouteHandlerMethod) => app.route({ method: ['GET', 'POST'], url, preHandler: requireAuth, handler });

  read(`${NP}/tenant/getById`, async (request) => {
    const input = parseInput(request, z.object({ tenantId: optionalId(), id: optionalId() }));
    assertOwnScope(request.auth, { tenantId: input.id ?? input.tenantId });
    return ok(await directory.tenant(request.auth.tenantId));
  });

  read(`${EHR}/loadDepartmentEhr`, async (request) => {
    const input = parseInput(request, scoped.extend({ parentId: optionalId() }));
    assertOwnScope(request.auth, input);
    return ok(await org.visibleDepartments(request.auth, input.parentId));
  });
  read(`${EHR}/loadOrgTreeByPermissionEhr`, async (request) => {
    assertOwnScope(request.auth, parseInput(request, scoped));
    return ok(await org.orgTree(request.auth));
  });
  read(`${NP}/dept/loadDepartments`, async (request) => {
    const input = parseInput(request, scoped.extend({ parentId: optionalId() }));
    assertOwnScope(request.auth, input);
    return ok(await org.visibleDepartments(request.auth, input.parentId));
  });
  read(`${NP}/staff/loadStaffTree`, async (request) => {
    assertOwnScope(request.auth, parseInput(request, scoped));
    return ok(await org.staffTree(request.auth));
  });
  read(`${NP}/user/loadUserTree`, async (request) => {
    assertOwnScope(request.auth, parseInput(request, scoped));
    return ok(await org.userTree(request.auth));
  });

  read(`${NP}/user/getById`, async (request) => {
    const input = parseInput(request, scoped.extend({ id: id() }));
    assertOwnScope(request.auth, input);
    const user = await org.userById(request.auth.tenantId, input.id);
    if (!user) throw new HttpError('FAILED', messages.notExists('用户'));
    return ok(user);
  });
  read(`${NP}/staff/getById`, async (request) => {
    const input = parseInput(request, scoped.extend({ id: id() }));
    assertOwnScope(request.auth, input);
    const staff = await org.staffById(request.auth.tenantId, input.id);
    if (!staff) throw new HttpError('FAILED', messages.notExists('员工'));
    return ok(staff);
  });
  read(`${NP}/user/pageList`, async (request) => {
    const input = parseInput(request, scoped.extend({ ...paging, keyword: optionalText(64), deptId: optionalId(), status: z.enum(['active', 'disabled']).optional() }));
    assertOwnScope(request.auth, input);
    return ok(await org.userPage(request.auth.tenantId, { ...page(input), keyword: input.keyword, deptId: input.deptId, status: input.status }));
  });
  read(`${NP}/operationLog/pageList`, async (request) => {
    const input = parseInput(request, scoped.extend({ ...paging, userId: optionalId(), operation: optionalText(64) }));
    assertOwnScope(request.auth, input);
    return ok(await app.services.log.page(request.auth.tenantId, { ...page(input), userId: input.userId, operation: input.operation }));
  });

  read(`${NP}/dept/pageList`, async (request) => {
    const input = parseInput(request, scoped.extend({ ...paging, keyword: optionalText(64), parentId: optionalId() }));
    assertOwnScope(request.auth, input);
    return ok(await org.departmentPage(request.auth, { ...page(input), keyword: input.keyword, parentId: input.parentId }));
  });
  read(`${NP}/staff/pageList`, async (request) => {
    const input = parseInput(request, scoped.extend({ ...paging, keyword: optionalText(64), deptId: optionalId() }));
    assertOwnScope(request.auth, input);
    return ok(await org.staffPage(request.auth, { ...page(input), keyword: input.keyword, deptId: input.deptId }));
  });
  read(`${NP}/division/loadTree`, async () => ok(divisionTree()));

  for (const [action, status] of [['disable', 'disabled'], ['enable', 'active']] as const) {
    app.post(`${NP}/user/${action}`, { preHandler: requireAuth }, async (request) => {
      const input = parseInput(request, scoped.extend({ id: id() }));
      assertOwnScope(request.auth, input);
      const allowed = await directory.hasFunctions(request.auth, [USER_MANAGE]);
      if (!allowed[USER_MANAGE]) throw new HttpError('FORBIDDEN', messages.noFunction(USER_MANAGE));
      if (input.id === request.auth.userId) throw new HttpError('FAILED', messages.notSelf);
      if (!(await org.setUserStatus(request.auth.tenantId, input.id, status))) throw new HttpError('FAILED', messages.notExists('用户'));
      if (status === 'disabled') await app.services.sessions.revokeUser(request.auth.tenantId, input.id);
      await app.services.log.record({ tenantId: request.auth.tenantId, userId: request.auth.userId, userName: request.auth.userName, operation: `${action}User`, target: input.id });
      return ok(null);
    });
  }

  read(`${NP}/enum/getByName`, async (request) => {
    const input = parseInput(request, scoped.extend({ enumName: z.string().min(1).max(64).regex(/^[\w.-]+$/) }));
    assertOwnScope(request.auth, input);
    return ok(await directory.enumByName(request.auth.tenantId, input.enumName));
  });

  read(`${NP}/function/hasFunctions`, async (request) => {
    const input = parseInput(request, scoped.extend({ functionCodes: codeList(100) }));
    assertOwnScope(request.auth, input);
    return ok(await directory.hasFunctions(request.auth, input.functionCodes));
  });

  read(`${NP}/constant/getByName`, async (request) => {
    const input = parseInput(request, scoped.extend({ name: z.string().min(1).max(64).regex(/^[\w.-]+$/) }));
    assertOwnScope(request.auth, input);
    const constant = await directory.constant(request.auth.tenantId, input.name);
    if (!constant) throw new HttpError('FAILED', messages.notExists(`常量 ${input.name} `));
    return ok(constant);
  });
  app.post(`${NP}/constant/update`, { preHandler: requireAuth }, async (request) => {
    const input = parseInput(request, scoped.extend({ name: z.string().min(1).max(64).regex(/^[\w.-]+$/), value: z.string().max(2000) }));
    assertOwnScope(request.auth, input);
    if (!(await directory.updateConstant(request.auth, input.name, input.value))) throw new HttpError('FAILED', messages.notExists(`常量 ${input.name} `));
    return ok(null);
  });

  app.post(`${NP}/file/uploadPhoto`, { preHandler: requireAuth }, async (request) => {
    const file = await photoPart(request);
    const photoId = await directory.savePhoto(request.auth, file.mimetype, file.data);
    return ok({ id: photoId, url: `${NP}/file/photo/${photoId}` });
  });
  read(`${NP}/user/changePhoto`, async (request) => {
    const input = parseInput(request, scoped.extend({ photoId: z.string().uuid() }));
    assertOwnScope(request.auth, input);
    if (!(await directory.changePhoto(request.auth, input.photoId))) throw new HttpError('FAILED', messages.notExists('照片'));
    return ok({ photoId: input.photoId, photoUrl: `${NP}/file/photo/${input.photoId}` });
  });
  // Photos are served by their random id without a token, so an <img> can show them.
  app.get(`${NP}/file/photo/:id`, async (request, reply) => {
    const params = z.object({ id: z.string().uuid() }).safeParse(request.params);
    const photo = params.success ? await directory.photo(params.data.id) : null;
    if (!photo) throw new HttpError('NOT_FOUND', messages.notExists('照片'));
    return reply.type(photo.contentType).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff').send(photo.data);
  });
}

/** The uploaded image of a multipart request (field `file`), checked for type and size. */
async function photoPart(request: FastifyRequest): Promise<{ mimetype: string; data: Buffer }> {
  const body = request.body as Record<string, unknown> | undefined;
  const part = body?.file as { type?: string; mimetype?: string; toBuffer?: () => Promise<Buffer> } | undefined;
  if (!part || part.type !== 'file' || typeof part.toBuffer !== 'function') {
    throw new HttpError('INVALID_INPUT', 'file：不能为空（multipart/form-data 的图片文件）');
  }
  if (!PHOTO_TYPES.includes(part.mimetype ?? '')) throw new HttpError('INVALID_INPUT', 'file：只支持 PNG、JPEG、GIF、WebP 图片');
  const data = await part.toBuffer();
  if (data.length > PHOTO_MAX_BYTES) throw new HttpError('PAYLOAD_TOO_LARGE', messages.tooLarge(PHOTO_MAX_BYTES));
  return { mimetype: part.mimetype ?? 'image/png', data };
}
