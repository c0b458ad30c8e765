/**
 * Calls beside the engine's: the department tree with each node's people (those the caller's data
 * scope shows: common/loadTreeWithPermission), and the write rules of groups, leave and corrections.
 */
import { HandlerError, type BeforeWrite, type Handler, type OrgDepartment } from '../../../kit/resource';

type Node = { id: string; name: string; people: number; children?: Node[] };

export const handlers: Record<string, Handler> = {
  'POST /cloud/rykq/common/loadTreeWithPermission.smvc': async ({ store }) => {
    const [depts, people] = await Promise.all([store.org.visibleDepartments(), store.all('dutySetting', {}, 200_000)]);
    const own = new Map<string, number>();
    for (const p of people) own.set(String(p.deptId), (own.get(String(p.deptId)) ?? 0) + 1);
    const nodes = new Map<string, Node>(depts.map((d: OrgDepartment) => [d.id, { id: d.id, name: d.name, people: own.get(d.id) ?? 0, children: [] }]));
    const roots: Node[] = [];
    for (const d of depts) (d.parentId && nodes.get(d.parentId) ? nodes.get(d.parentId)!.children! : roots).push(nodes.get(d.id)!);
    // Each node counts its whole branch; leaves carry no children key.
    const total = (n: Node): Node => {
      const children = (n.children ?? []).map(total);
      return { id: n.id, name: n.name, people: n.people + children.reduce((a, c) => a + c.people, 0), ...(children.length ? { children } : {}) };
    };
    return roots.map(total);
  },
};

const beforeGroup: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.groupType === 'fixed' && !v.shiftId) throw new HandlerError(t('rykq.attendanceGroup.needShift'));
  if (v.groupType === 'rota' && (!v.rota || !v.rotaStart)) throw new HandlerError(t('rykq.attendanceGroup.needRota'));
  return values;
};
const beforeLeave: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (String(v.endAt) <= String(v.startAt)) throw new HandlerError(t('rykq.leaveManage.endBeforeStart'));
  return values;
};
const beforeCorrection: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.kind === 'punch' && !v.punchAt) throw new HandlerError(t('rykq.clockManage.needPunchAt'));
  return values;
};

export const beforeWrite: Record<string, BeforeWrite> = { attendanceGroup: beforeGroup, leaveManage: beforeLeave, clockManage: beforeCorrection };
