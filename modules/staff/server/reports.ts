/**
 * The computed lists, from the staff records on every call (never stored):
 * - 合同提醒: each record's reminder due today (rules/contract.ts), with its words in the caller's
 *   language; filters by name, department (its branch), kind, relation and stage.
 * - 部门人数 (dept/countTree): the tenant's departments as a tree, each node with the people in the
 *   department itself and in its whole branch, per kind, and those with a reminder due.
 */
import { checkedToWire, formatDate, pageRows, type CheckedListQuery, type HandlerContext, type OrgDepartment, type ReportSource } from '../../../kit/resource';
import { reminderOf, type ContractPerson, type Reminder } from '../rules/contract';
import type { Gender } from '../rules/retirement';

type Row = Record<string, unknown>;
const MAX_PEOPLE = 200_000;

/** Today on the server's clock (the calendar day reminders count from). */
export const todayOf = (ctx: HandlerContext) => formatDate(new Date(ctx.store.devices.now()));

export const personOf = (r: Row): ContractPerson => ({
  relation: r.relation as ContractPerson['relation'], birthDate: String(r.birthDate), gender: r.gender as Gender, post: (r.post as string | null) ?? null,
  contractStart: String(r.contractStart), contractEnd: (r.contractEnd as string | null) || null, dispatchCompany: (r.dispatchCompany as string | null) ?? null,
});

/** The reminder's sentence: what ends (by relation and reason), the threshold and the days left. */
export function reminderText(t: HandlerContext['t'], r: Row, rem: Reminder): string {
  const end = rem.endDate, days = rem.daysLeft, threshold = rem.threshold, overdue = -days;
  if (rem.endReason === 'retirement') {
    return t(days > 0 ? 'staff.reminder.retireAhead' : days === 0 ? 'staff.reminder.retireToday' : 'staff.reminder.retireOverdue', { end, days, threshold, overdue });
  }
  const doc = t(`staff.reminder.doc.${String(r.relation)}`, { company: String(r.dispatchCompany ?? '') });
  return t(days > 0 ? 'staff.reminder.ahead' : days === 0 ? 'staff.reminder.today' : 'staff.reminder.overdue', { doc, end, days, threshold, overdue });
}

/** The department ids of a node's branch (the node and every department below it). */
function branchOf(depts: OrgDepartment[], rootId: string): Set<string> {
  const out = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of depts) {
      if (d.parentId && out.has(d.parentId) && !out.has(d.id)) {
        out.add(d.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Every record with its reminder due today (those with none left out), filtered as the wire asks. */
export async function reminderRows(ctx: HandlerContext, f: Record<string, string | undefined>): Promise<Row[]> {
  const today = todayOf(ctx);
  const people = await ctx.store.all('staff', {}, MAX_PEOPLE);
  const depts = f.deptId ? branchOf(await ctx.store.org.departments(), f.deptId) : null;
  const any = (v: string | undefined) => (v ? new Set(v.split(',')) : null);
  const kinds = any(f.staffKind), relations = any(f.relation), stages = any(f.stage);
  const rows: Row[] = [];
  for (const p of people) {
    if (f.staffName && !String(p.staffName).includes(f.staffName)) continue;
    if (depts && !depts.has(String(p.deptId))) continue;
    if (kinds && !kinds.has(String(p.staffKind))) continue;
    if (relations && !relations.has(String(p.relation))) continue;
    const rem = reminderOf(personOf(p), today);
    if (!rem || (stages && !stages.has(rem.stage))) continue;
    rows.push({
      id: p.id, staffName: p.staffName, staffCode: p.staffCode, deptId: p.deptId, staffKind: p.staffKind, relation: p.relation,
      stage: rem.stage, daysLeft: rem.daysLeft, endDate: rem.endDate, endReason: rem.endReason, contractEnd: p.contractEnd ?? null,
      dispatchCompany: p.dispatchCompany ?? null, message: reminderText(ctx.t, p, rem),
    });
  }
  return rows.sort((a, b) => Number(a.daysLeft) - Number(b.daysLeft) || String(a.staffCode).localeCompare(String(b.staffCode)));
}

type Counts = { own: number; total: number; yht: number; common: number; wxht: number; expiring: number };
type Node = Counts & { id: string; deptName: string; children?: Node[] };

/** The department tree with counts; `rootId` answers one branch. Each node counts its whole branch. */
export async function countTree(ctx: HandlerContext): Promise<Node[]> {
  const today = todayOf(ctx);
  const [depts, people] = await Promise.all([ctx.store.org.departments(), ctx.store.all('staff', {}, MAX_PEOPLE)]);
  const own = new Map<string, Counts>();
  for (const p of people) {
    const c = own.get(String(p.deptId)) ?? { own: 0, total: 0, yht: 0, common: 0, wxht: 0, expiring: 0 };
    c.own += 1;
    const kind = String(p.staffKind) as 'yht' | 'common' | 'wxht';
    if (kind in c) c[kind] += 1;
    if (reminderOf(personOf(p), today)) c.expiring += 1;
    own.set(String(p.deptId), c);
  }
  const ids = new Set(depts.map((d) => d.id));
  const childrenOf = new Map<string | null, OrgDepartment[]>();
  for (const d of depts) {
    const parent = d.parentId && ids.has(d.parentId) ? d.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), d]);
  }
  const build = (d: OrgDepartment): Node => {
    const children = (childrenOf.get(d.id) ?? []).map(build);
    const mine = own.get(d.id) ?? { own: 0, total: 0, yht: 0, common: 0, wxht: 0, expiring: 0 };
    const sum = (k: keyof Counts) => (k === 'own' ? mine.own : (k === 'total' ? mine.own : mine[k]) + children.reduce((a, c) => a + c[k], 0));
    return {
      id: d.id, deptName: d.name, own: mine.own, total: sum('total'), yht: sum('yht'), common: sum('common'), wxht: sum('wxht'), expiring: sum('expiring'),
      ...(children.length ? { children } : {}),
    };
  };
  const rootId = typeof ctx.input.rootId === 'string' && ctx.input.rootId ? ctx.input.rootId : null;
  const roots = rootId ? depts.filter((d) => d.id === rootId) : childrenOf.get(null) ?? [];
  return roots.map(build);
}

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;

export const reportSources: Record<string, ReportSource> = {
  contractReminder: async (ctx, q) => pageRows(await reminderRows(ctx, wire(q)), q),
  deptCount: async (ctx, q) => pageRows(await countTree(ctx), q),
};

