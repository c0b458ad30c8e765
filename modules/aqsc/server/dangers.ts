/**
 * The rules of hidden dangers beyond the workflow's table (rules/danger.ts decides):
 * - a report: found not in the future, the deadline after the time found; the number YH + six digits
 *   per tenant; the finder's department when none is given;
 * - an edit (the engine's update) only while 已上报, the level fixed once listed for supervision;
 * - 挂牌督办 only for a major danger; 整改完成 needs photos, and a major danger listed first;
 * - 验收 passed writes who and when; failed clears the rectification (it is done again, its time and
 *   photos in the log); 销号 only from 已验收 (the table);
 * - 是否逾期 composed on every read against the server's clock.
 */
import { HandlerError, type ModuleStore, type WorkflowServer, type WriteHook } from '../../../kit/resource';
import { isOverdue, rectifyProblem } from '../rules/danger';
import { nowText, text } from './clock';

type Row = Record<string, unknown>;

export const dangerOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v: Row = { ...change.before, ...change.values };
  if (change.op === 'update') {
    if ('state' in change.values) return; // the workflow's own writes
    if (change.before.state !== 'reported') throw new HandlerError(t('aqsc.rule.notEditable', { name: text(change.before.dangerNo), state: t(`aqsc.enum.dangerState.${text(change.before.state)}`) }));
    if (change.before.supervisedAt && change.values.level !== undefined && change.values.level !== change.before.level) throw new HandlerError(t('aqsc.rule.levelLocked'));
  }
  const now = nowText(store);
  if (text(v.foundAt) > now) throw new HandlerError(t('aqsc.rule.foundFuture'));
  if (text(v.deadline) <= text(v.foundAt)) throw new HandlerError(t('aqsc.rule.deadlineBeforeFound'));
  if (change.op === 'create') {
    const { total } = await store.list('danger', { pageNo: 1, pageSize: 1 });
    return { ...change.values, dangerNo: `YH${String(total + 1).padStart(6, '0')}` };
  }
  return;
};

export const presentDanger = (rows: Row[], { store }: { store: ModuleStore }) => {
  const now = nowText(store);
  return rows.map((r) => {
    const o = isOverdue(r.deadline, r.rectifiedAt, now);
    return { ...r, overdue: o == null ? null : o ? 'yes' : 'no' };
  });
};

export const dangerWorkflow: WorkflowServer = {
  effects: {
    supervise: (ctx) => {
      if (ctx.record.level !== 'major') throw new HandlerError(ctx.t('aqsc.rule.superviseMajorOnly'));
      if (text(ctx.values.deadline) <= text(ctx.record.foundAt)) throw new HandlerError(ctx.t('aqsc.rule.deadlineBeforeFound'));
      return { changes: { supervisedAt: nowText(ctx.store) } };
    },
    rectify: (ctx) => {
      const problem = rectifyProblem(ctx.record, ctx.attachments.length);
      if (problem) throw new HandlerError(ctx.t(problem));
      return { changes: { rectifiedAt: nowText(ctx.store), rectifiedBy: ctx.caller.userName } };
    },
    accept: (ctx) => ctx.outcome === 'pass'
      ? { changes: { acceptedAt: nowText(ctx.store), acceptedBy: ctx.caller.userName } }
      : { changes: { rectifiedAt: null, rectifiedBy: null } },
    close: (ctx) => ({ changes: { closedAt: nowText(ctx.store), closedBy: ctx.caller.userName } }),
  },
};
