/**
 * The rules of applications beyond what the workflow says as data:
 * - an application's person gives its department; leave and overtime need a start before the end
 *   (overtime ≤ 12 h, leave ≤ 31 days), leave its type; hours and the kind of day are computed
 *   (rules/overtime.ts); an application may not overlap another pending or approved one of the same
 *   person and kind; its number is SP + a six-digit count per tenant;
 * - applications of kind 数据填报 are filed by saving a data fill, never directly;
 * - a data fill files its application when saved, follows its state, and is corrected only while
 *   pending (its application's reason follows the correction);
 * - the approver must see the item's department (their data scope).
 */
import { formatDate, HandlerError, type BeforeWrite, type ModuleStore, type WorkflowServer, type WriteHook } from '../../../kit/resource';
import { dayKindOf, hoursBetween, leaveHours, timesProblem } from '../rules/overtime';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? '' : String(v));

export const approvalBefore: BeforeWrite = (values, before, t) => {
  if (before) return values; // the workflow's own updates: state, decider, remark
  const kind = text(values.kind);
  if (kind === 'dataFill') return { ...values, leaveType: null, hours: values.hours ?? null, dayKind: null };
  const problem = timesProblem(kind, text(values.startAt), text(values.endAt));
  if (problem) throw new HandlerError(t(problem));
  if (kind === 'leave' && !values.leaveType) throw new HandlerError(t('ht.rule.leaveTypeRequired'));
  const start = text(values.startAt), end = text(values.endAt);
  return kind === 'leave'
    ? { ...values, hours: leaveHours(start, end), dayKind: null }
    : { ...values, leaveType: null, hours: hoursBetween(start, end), dayKind: dayKindOf(start.slice(0, 10)) };
};

async function nextApplyNo(store: ModuleStore): Promise<string> {
  const { total } = await store.list('approval', { pageNo: 1, pageSize: 1 });
  return `SP${String(total + 1).padStart(6, '0')}`;
}

export const approvalOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create') return;
  const v = change.values;
  if (v.kind === 'dataFill' && !v.fromFill) throw new HandlerError(t('ht.refused.dataFillSave'));
  const person = await store.get('person', Number(v.personId));
  if (v.kind !== 'dataFill') {
    const others = await store.all('approval', { personId: v.personId, kind: v.kind, state: 'pending,approved' });
    const clash = others.find((o) => text(o.startAt) < text(v.endAt) && text(v.startAt) < text(o.endAt));
    if (clash) {
      throw new HandlerError(t('ht.refused.overlap', {
        person: text(person?.name), start: text(clash.startAt).slice(0, 16), end: text(clash.endAt).slice(0, 16),
        kind: t(`ht.enum.applyKind.${text(v.kind)}`), applyNo: text(clash.applyNo), state: t(`ht.enum.approvalState.${text(clash.state)}`),
      }));
    }
  }
  return { ...v, deptId: person?.deptId ?? null, applyNo: await nextApplyNo(store) };
};

const fillSummary = (v: Row, t: (k: string) => string) =>
  `${text(v.workDate)} ${text(v.street)} ${t(`ht.enum.workType.${text(v.workType)}`)} ${text(v.quantity)}${t(`ht.enum.unit.${text(v.unit)}`)}，${text(v.workers)}人×${text(v.hours)}小时`;

export const dataFillOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v = { ...change.before, ...change.values };
  // Today by the server's clock (a beforeWrite hook has no clock: the kit passes it none).
  if (text(v.workDate) > formatDate(new Date(store.devices.now()))) throw new HandlerError(t('ht.rule.fillFuture'));
  const leader = await store.get('person', Number(v.leaderId));
  if (leader && text(leader.deptId) !== text(v.deptId)) throw new HandlerError(t('ht.rule.personDept'));
  if (change.op === 'create') {
    const started = await store.workflow('approval').start({
      kind: 'dataFill', personId: v.leaderId, fromFill: true, startAt: `${text(v.workDate)} 00:00:00`,
      hours: Math.round(Number(v.workers) * Number(v.hours) * 10) / 10, reason: fillSummary(v, t),
    });
    return { ...change.values, approvalId: started.id, fillState: 'pending' };
  }
  // An update: the engine's (a correction, only while pending) or the mirror of a decision.
  const before = change.before;
  if (before.fillState !== 'pending') throw new HandlerError(t('ht.refused.fillClosed', { state: t(`ht.enum.approvalState.${text(before.fillState)}`) }));
  if (change.values?.fillState === undefined && before.approvalId) await store.update('approval', Number(before.approvalId), { reason: fillSummary(v, t) });
  return;
};

/** A decided or withdrawn data fill application carries its state to the fill. */
const mirror = (next: string) => async (record: Row, store: ModuleStore) => {
  if (record.kind !== 'dataFill') return;
  for (const fill of await store.all('dataFill', { approvalId: record.id })) await store.update('dataFill', Number(fill.id), { fillState: next });
};

export const approvalWorkflow: WorkflowServer = {
  effects: {
    approve: async (ctx) => {
      const visible = await ctx.store.org.visibleDepartments();
      const dept = text(ctx.record.deptId);
      if (dept && !visible.some((d) => d.id === dept)) {
        const name = (await ctx.store.org.departments()).find((d) => d.id === dept)?.name ?? dept;
        throw new HandlerError(ctx.t('ht.refused.scope', { applyNo: text(ctx.record.applyNo), dept: name }));
      }
      return { after: mirror(ctx.next) };
    },
    withdraw: (ctx) => ({ after: mirror(ctx.next) }),
  },
};
