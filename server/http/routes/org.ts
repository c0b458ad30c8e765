/**
 * The organisation calls: departments, organisations, staff and users as lists, trees and pages
 * (by the caller's data scope), the EHR loaders and sync calls, and the demo city's divisions.
 * Where the spec names a path (endpoints.json) it is served; ours beside it stay as aliases.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { ok } from '../envelope';
import { flag, optionalId, optionalText, text } from '../input';
import { assertOwnScope } from '../auth';
import { messages } from '../../core/messages';
import { CITY, districts } from '../../services/geo';
import { ADMIN_FUNCTIONS } from './admin';
import { NP, platform, page, paging, read, record, scoped, write } from './common';

const EHR = '/cloud/ehr/sync';

/** The demo city's administrative divisions: province → city → districts (ids are adcodes). */
function divisionTree() {
  const leaves = districts.map((d) => ({ id: d.adcode, key: d.adcode, parentId: CITY.adcode, name: d.name, title: d.name, type: 'district', isLeaf: true, children: [] }));
  const city = { id: CITY.adcode, key: CITY.adcode, parentId: '330000', name: CITY.city, title: CITY.city, type: 'city', isLeaf: false, children: leaves };
  return [{ id: '330000', key: '330000', parentId: null, name: CITY.province, title: CITY.province, type: 'province', isLeaf: false, children: [city] }];
}

/** Registers the organisation calls (all protected by requireAuth). */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const { org, ehr } = app.services;
  const underParent = scoped.extend({ parentId: optionalId() });

  read(app, [`${EHR}/dept/loadDepartmentEhr`, `${NP}/dept/loadDepartmentList`, `${NP}/dept/loadDepartments`], underParent, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.visibleDepartments(request.auth, input.parentId));
  });
  // The management service's name for the same tree (business.md, beside video supervision's generic types).
  read(app, [`${EHR}/dept/loadOrgTreeByPermissionEhr`, `${NP}/tenant/dept/loadOrgTreeByPermission.read`], scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.orgTree(request.auth));
  });
  read(app, `${NP}/org/loadOrgList`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.organisations(request.auth));
  });
  read(app, `${NP}/staff/loadStaffTree`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.staffTree(request.auth));
  });
  read(app, `${NP}/staff/loadStaffList`, scoped.extend({ deptId: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.staffList(request.auth, input.deptId));
  });
  read(app, `${NP}/user/loadUserTree`, scoped, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.userTree(request.auth));
  });
  read(app, [`${NP}/division/loadDivisionTree`, `${NP}/division/loadTree`], async () => ok(divisionTree()));

  read(app, `${NP}/dept/pageList`, scoped.extend({ ...paging, keyword: optionalText(64), parentId: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.departmentPage(request.auth, { ...page(input), keyword: input.keyword, parentId: input.parentId }));
  });
  read(app, `${NP}/org/pageList`, scoped.extend({ ...paging, keyword: optionalText(64) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const all = (await org.organisations(request.auth)).filter((o) => !input.keyword || o.name.includes(input.keyword));
    const { pageNo, pageSize } = page(input);
    return ok({ records: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length, pageNo, pageSize });
  });
  read(app, `${NP}/staff/pageList`, scoped.extend({ ...paging, keyword: optionalText(64), deptId: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.staffPage(request.auth, { ...page(input), keyword: input.keyword, deptId: input.deptId }));
  });
  read(app, `${NP}/roleStaff/pageList`, scoped.extend({ ...paging, roleId: optionalId(), roleCode: optionalId(), keyword: optionalText(64) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await org.roleStaffPage(request.auth.tenantId, { ...page(input), roleId: input.roleId, roleCode: input.roleCode, keyword: input.keyword }));
  });

  // The spec's ums area (unified management service, mini-program style): departments as a flat list
  // by the caller's data scope, and regions (the demo city's divisions) under a parent adcode.
  read(app, '/cloud/ums/deptOrg/mini/getDeptList', underParent, async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok((await org.visibleDepartments(request.auth, input.parentId)).map((d) => ({ id: d.id, parentId: d.parentId, code: d.code, name: d.name, type: d.type })));
  });
  read(app, '/cloud/ums/region/getList', scoped.extend({ parentCode: optionalId() }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const flat: { code: string; name: string; parentCode: string | null; level: string }[] = [];
    type Division = { id: string; name: string; parentId: string | null; type: string; children: Division[] };
    const walk = (nodes: Division[]) => {
      for (const n of nodes) {
        flat.push({ code: n.id, name: n.name, parentCode: n.parentId, level: n.type });
        walk(n.children);
      }
    };
    walk(divisionTree());
    return ok(input.parentCode ? flat.filter((r) => r.parentCode === input.parentCode) : flat);
  });

  // The HR sync (services/ehr.ts): from the demo source the server ships or an uploaded JSON
  // document; answers what changes, and writes it with `apply`. Needs sys:user:manage.
  const code = z.string().min(1).max(32).regex(/^[\w.-]+$/);
  const short = (max: number) => z.string().max(max).default('');
  const documentSchema = z.object({
    departments: z.array(z.object({ code, name: text(128), parentCode: code.nullable().default(null), type: z.enum(['company', 'dept']), leader: short(64), phone: short(32) })).max(5000).default([]),
    staff: z.array(z.object({
      code, name: text(64), deptCode: code, gender: z.enum(['男', '女']), phone: short(32), job: short(64),
      entryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    })).max(20000).default([]),
  });
  const syncInput = scoped.extend({
    source: z.enum(['demo', 'upload']).default('demo'),
    // The document comes as JSON text in a form, or as an object in a JSON body.
    document: z.preprocess((v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return Symbol('bad');
      }
    }, documentSchema.optional()),
    apply: flag(),
  });
  for (const kind of ['Department', 'Org', 'Staff'] as const) {
    write(app, `${EHR}/sync${kind}`, platform(ADMIN_FUNCTIONS.user), syncInput, async (request, input) => {
      assertOwnScope(request.auth, input);
      if (input.source === 'upload' && !input.document) throw new HttpError('INVALID_INPUT', `document：${messages.field.required}`);
      const doc = input.source === 'upload' ? input.document! : await ehr.demoSource(request.auth.tenantId);
      const plan = await ehr.sync(request.auth.tenantId, kind, doc, input.apply === true);
      if (plan.applied) {
        await record(request, `sync${kind}`, 'ehr', `${input.source} +${plan.added} ~${plan.updated}`);
      }
      return ok(plan, plan.applied ? messages.ehr.applied(plan.added, plan.updated) : messages.ehr.planned(plan.added, plan.updated));
    });
  }
}
