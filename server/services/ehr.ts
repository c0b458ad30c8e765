/**
 * The HR (ehr) sync, with no outside service: the source is a JSON document (the demo one the
 * server ships for its tenant, ehrDemo.ts, or one the administrator uploads) of departments (type
 * company or dept) and staff, matched to the tenant's records by code. A sync first answers what
 * would change (added, updated with each field's old and new value, not in the source: kept, never
 * deleted, since users and records point at them); with `apply` it writes that, in one transaction.
 * The transaction stays short for the largest document the route takes (5000 departments, 20 000
 * staff): added rows are inserted {@link INSERT_BATCH} to a statement, and departments are ordered by
 * a depth computed once per code (docs/security.md "Requests that cannot stall the others").
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database, Db } from '../db';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import { EHR_DEMO } from './ehrDemo';

export type EhrDept = { code: string; name: string; parentCode: string | null; type: 'company' | 'dept'; leader: string; phone: string };
export type EhrPerson = { code: string; name: string; deptCode: string; gender: string; phone: string; job: string; entryDate: string };
export type EhrDocument = { departments: EhrDept[]; staff: EhrPerson[] };
export type EhrKind = 'Department' | 'Org' | 'Staff';

type Field = { field: string; from: string | null; to: string | null };
export type EhrChange = { action: 'add' | 'update' | 'missing'; code: string; name: string; fields: Field[] };
export type EhrPlan = { kind: EhrKind; applied: boolean; total: number; added: number; updated: number; unchanged: number; missing: number; changes: EhrChange[] };

/** Rows one insert statement of a sync writes. */
const INSERT_BATCH = 500;

const newId = () => randomUUID().replace(/-/g, '');
const diff = (pairs: [string, string | null, string | null][]): Field[] => pairs.filter(([, a, b]) => a !== b).map(([field, from, to]) => ({ field, from, to }));

export class EhrService {
  constructor(private readonly db: Db) {}

  /** The demo source the server ships for the tenant; refused for a tenant without one. */
  async demoSource(tenantId: string): Promise<EhrDocument> {
    const tenant = await this.db.selectFrom('tenants').select('code').where('id', '=', tenantId).executeTakeFirst();
    const doc = tenant ? EHR_DEMO[tenant.code] : undefined;
    if (!doc) throw new HttpError('FAILED', messages.ehr.noDemo);
    return doc;
  }

  /** What a sync of `kind` from `doc` changes; written when `apply` is set. */
  async sync(tenantId: string, kind: EhrKind, doc: EhrDocument, apply: boolean): Promise<EhrPlan> {
    return this.db.transaction().execute(async (trx) => {
      const depts = await trx.selectFrom('departments').selectAll().where('tenant_id', '=', tenantId).execute();
      const deptByCode = new Map(depts.map((d) => [d.code, d]));
      const codeById = new Map(depts.map((d) => [d.id, d.code]));
      const changes: EhrChange[] = [];
      let unchanged = 0;
      if (kind !== 'Staff') {
        const type = kind === 'Org' ? 'company' : 'dept';
        const source = doc.departments.filter((d) => d.type === type);
        const adding = new Map<string, string>(); // code → new id
        for (const d of source) if (!deptByCode.has(d.code)) adding.set(d.code, newId());
        const parentId = (code: string | null) => {
          if (code === null) return null;
          const id = deptByCode.get(code)?.id ?? adding.get(code);
          if (!id) throw new HttpError('INVALID_INPUT', messages.ehr.parentMissing(code));
          return id;
        };
        // Parents first: an added department may hang under another added one.
        const depths = depthsOf(source);
        const ordered = [...source].sort((a, b) => depths.get(a.code)! - depths.get(b.code)!);
        const added: Insertable<Database['departments']>[] = [];
        let sort = depts.length;
        for (const d of ordered) {
          const local = deptByCode.get(d.code);
          const parent = parentId(d.parentCode);
          if (!local) {
            changes.push({ action: 'add', code: d.code, name: d.name, fields: diff([['name', null, d.name], ['parentCode', null, d.parentCode], ['leader', null, d.leader], ['phone', null, d.phone]]) });
            if (apply) added.push({ id: adding.get(d.code)!, tenant_id: tenantId, parent_id: parent, code: d.code, name: d.name, type, leader: d.leader, phone: d.phone, sort: ++sort });
            continue;
          }
          const fields = diff([['name', local.name, d.name], ['parentCode', local.parent_id ? (codeById.get(local.parent_id) ?? null) : null, d.parentCode], ['leader', local.leader, d.leader], ['phone', local.phone, d.phone]]);
          if (!fields.length) unchanged++;
          else {
            changes.push({ action: 'update', code: d.code, name: d.name, fields });
            if (apply) await trx.updateTable('departments').set({ name: d.name, parent_id: parent, leader: d.leader, phone: d.phone }).where('tenant_id', '=', tenantId).where('id', '=', local.id).execute();
          }
        }
        for (let i = 0; i < added.length; i += INSERT_BATCH) await trx.insertInto('departments').values(added.slice(i, i + INSERT_BATCH)).execute();
        const inSource = new Set(source.map((d) => d.code));
        for (const d of depts) if (d.type === type && !inSource.has(d.code)) changes.push({ action: 'missing', code: d.code, name: d.name, fields: [] });
      } else {
        const staff = await trx.selectFrom('staff').selectAll().where('tenant_id', '=', tenantId).execute();
        const byCode = new Map(staff.map((s) => [s.code, s]));
        const added: Insertable<Database['staff']>[] = [];
        for (const p of doc.staff) {
          const dept = deptByCode.get(p.deptCode);
          if (!dept) throw new HttpError('INVALID_INPUT', messages.ehr.deptMissing(p.deptCode, p.name));
          const local = byCode.get(p.code);
          const values = { dept_id: dept.id, name: p.name, gender: p.gender, phone: p.phone, job: p.job, entry_date: p.entryDate };
          if (!local) {
            changes.push({ action: 'add', code: p.code, name: p.name, fields: diff([['deptCode', null, p.deptCode], ['job', null, p.job], ['phone', null, p.phone], ['entryDate', null, p.entryDate]]) });
            if (apply) added.push({ id: newId(), tenant_id: tenantId, code: p.code, ...values });
            continue;
          }
          const fields = diff([['name', local.name, p.name], ['deptCode', codeById.get(local.dept_id) ?? null, p.deptCode], ['gender', local.gender, p.gender], ['phone', local.phone, p.phone], ['job', local.job, p.job], ['entryDate', local.entry_date, p.entryDate]]);
          if (!fields.length) unchanged++;
          else {
            changes.push({ action: 'update', code: p.code, name: p.name, fields });
            if (apply) await trx.updateTable('staff').set(values).where('tenant_id', '=', tenantId).where('id', '=', local.id).execute();
          }
        }
        for (let i = 0; i < added.length; i += INSERT_BATCH) await trx.insertInto('staff').values(added.slice(i, i + INSERT_BATCH)).execute();
        const inSource = new Set(doc.staff.map((p) => p.code));
        for (const s of staff) if (!inSource.has(s.code)) changes.push({ action: 'missing', code: s.code, name: s.name, fields: [] });
      }
      const count = (action: EhrChange['action']) => changes.filter((c) => c.action === action).length;
      const total = kind === 'Staff'
        ? Number((await trx.selectFrom('staff').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).n)
        : (await trx.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).where('type', '=', kind === 'Org' ? 'company' : 'dept').execute()).length;
      return { kind, applied: apply, total, added: count('add'), updated: count('update'), unchanged, missing: count('missing'), changes };
    });
  }
}

/**
 * How deep each department hangs among `all` by parent codes, by code (a cycle counts as deep, and is
 * refused by parentId). Looked up in a map: a search of the list per step and per comparison of the
 * sort took seconds for a chain of 5000 departments.
 */
function depthsOf(all: EhrDept[]): Map<string, number> {
  const parents = new Map(all.map((d) => [d.code, d.parentCode]));
  const depths = new Map<string, number>();
  for (const d of all) {
    let n = 0;
    for (let code = d.parentCode; code && n < 50; n++) code = parents.get(code) ?? null;
    depths.set(d.code, n);
  }
  return depths;
}
