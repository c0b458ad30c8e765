/**
 * The write rules of the module's records (every create, update and import row) and the settlement's
 * workflow effects:
 * - a contract ends on or after its start; its road codes are upper-cased and must be roads of the
 *   road modules when one is served;
 * - a price line paid by road area names a grade, one paid by weighed tonnes a vehicle type (the other
 *   is cleared); an adjustment's date of effect lies in the contract's period;
 * - deductions change only while their settlement is a draft, and the settlement's totals follow them;
 * - submitting needs every quantity known; the owner's confirmation is by another user than the
 *   contractor's; the due date = the owner's confirmation date + the payment term; a return (退回)
 *   by either side clears the confirmations; the paid date is not before the owner's confirmation
 *   nor after today.
 */
import { HandlerError, type BeforeWrite, type ModuleStore, type WorkflowServer, type WriteHook } from '../../../kit/resource';
import { addDays } from '../rules/dates';
import { toFen } from '../rules/money';
import { paymentState } from '../rules/reminders';
import { codesOf, readRoads } from './quantities';
import { nowOf, todayOf, totalsOf } from './settle';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? '' : String(v));

export const contractBefore: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.startDate && v.endDate && text(v.endDate) < text(v.startDate)) throw new HandlerError(`endDate：${t('htxm.rule.endBeforeStart')}`);
  return values.roadCodes === undefined ? values : { ...values, roadCodes: codesOf(values.roadCodes).join(',') || null };
};

export const contractOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const codes = codesOf(change.values?.roadCodes);
  if (!codes.length) return;
  const roads = await readRoads(store);
  if (!roads) return; // no road module served: the codes are taken as given
  const unknown = codes.filter((c) => !roads.some((r) => r.code === c));
  if (unknown.length) throw new HandlerError(`roadCodes：${t('htxm.rule.unknownRoads', { codes: unknown.join('、') })}`);
};

export const priceLineBefore: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.basis === 'roadArea' && !v.roadGrade) throw new HandlerError(`roadGrade：${t('htxm.rule.lineBasis', { basis: t('htxm.enum.basis.roadArea'), what: t('htxm.priceLine.roadGrade') })}`);
  if (v.basis === 'weighedTonnes' && !v.vehicleType) throw new HandlerError(`vehicleType：${t('htxm.rule.lineBasis', { basis: t('htxm.enum.basis.weighedTonnes'), what: t('htxm.priceLine.vehicleType') })}`);
  return { ...values, roadGrade: v.basis === 'roadArea' ? v.roadGrade : null, vehicleType: v.basis === 'weighedTonnes' ? v.vehicleType : null };
};

export const priceAdjustOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v = { ...change.before, ...change.values };
  const line = await store.get('priceLine', Number(v.priceLineId));
  const contract = line ? await store.get('contract', Number(line.contractId)) : null;
  if (!contract) return;
  const date = text(v.effectiveDate), start = text(contract.startDate), end = text(contract.endDate);
  if (date < start || date > end) throw new HandlerError(`effectiveDate：${t('htxm.rule.adjustOutside', { date, start, end })}`);
};

async function draftSettlement(store: ModuleStore, id: unknown, t: (k: string, p?: Record<string, string | number>) => string): Promise<Row> {
  const s = await store.get('settlement', Number(id));
  if (!s) throw new HandlerError(t('htxm.refused.notFound'));
  if (s.state !== 'draft') throw new HandlerError(t('htxm.rule.notDraft', { settlementNo: text(s.settlementNo), state: t(`htxm.enum.settlementState.${text(s.state)}`) }));
  return s;
}

/** A deduction changes only on a draft; the settlement's totals follow (the row being written counted as it will be). */
export const deductionOnWrite: WriteHook = async (change, { store, t }) => {
  const before = change.before as Row | null;
  const ids = new Set([before?.settlementId, change.values?.settlementId].filter((v) => v !== undefined && v !== null).map(Number));
  for (const id of ids) {
    const s = await draftSettlement(store, id, t);
    const others = (await store.all('deduction', { settlementId: id }, 1000)).filter((d) => !before || d.id !== before.id);
    const mine = change.op !== 'delete' && Number({ ...before, ...change.values }.settlementId) === id ? [toFen(({ ...before, ...change.values }).amount as number)] : [];
    const lines = await store.all('settlementLine', { settlementId: id }, 1000);
    const totals = totalsOf(lines.map((l) => (l.amount === null || l.amount === undefined ? null : toFen(l.amount as number))), [...others.map((d) => toFen(d.amount as number)), ...mine]);
    await store.update('settlement', Number(s.id), totals);
  }
};

export const settlementWorkflow: WorkflowServer = {
  effects: {
    submit: async (ctx) => {
      const lines = await ctx.store.all('settlementLine', { settlementId: ctx.record.id }, 1000);
      const unknown = lines.filter((l) => l.quantity === null || l.quantity === undefined);
      if (unknown.length) {
        const names = await ctx.store.names('priceLine', 'lineName', unknown.map((l) => Number(l.priceLineId)));
        throw new HandlerError(ctx.t('htxm.rule.incomplete', { settlementNo: text(ctx.record.settlementNo), n: unknown.length, lines: unknown.map((l) => names.get(Number(l.priceLineId)) ?? '').join('、') }));
      }
      return {};
    },
    contractorConfirm: (ctx) => ({
      changes: ctx.outcome === 'pass'
        ? { contractorBy: ctx.caller.userName, contractorUserId: ctx.caller.userId, contractorAt: nowOf(ctx.store) }
        : { contractorBy: null, contractorUserId: null, contractorAt: null },
    }),
    ownerConfirm: async (ctx) => {
      if (ctx.outcome !== 'pass') return { changes: { contractorBy: null, contractorUserId: null, contractorAt: null } };
      if (text(ctx.record.contractorUserId) === ctx.caller.userId) throw new HandlerError(ctx.t('htxm.rule.sameUser', { name: text(ctx.record.contractorBy) }));
      const contract = await ctx.store.get('contract', Number(ctx.record.contractId));
      const today = todayOf(ctx.store);
      return { changes: { ownerBy: ctx.caller.userName, ownerUserId: ctx.caller.userId, ownerAt: nowOf(ctx.store), dueDate: addDays(today, Number(contract?.paymentDays ?? 30)) } };
    },
    pay: (ctx) => {
      const paid = text(ctx.values.paidDate);
      const confirmed = text(ctx.record.ownerAt).slice(0, 10);
      if (confirmed && paid < confirmed) throw new HandlerError(ctx.t('htxm.rule.payBeforeConfirm', { date: confirmed }));
      if (paid > todayOf(ctx.store)) throw new HandlerError(`paidDate：${ctx.t('htxm.rule.paidFuture')}`);
      return {};
    },
  },
};

/** 付款状态 and 逾期天数 of a settlement, composed on every read from today's date. */
export const presentSettlement = (rows: Row[], { store }: { store: ModuleStore }) => {
  const today = todayOf(store);
  return rows.map((r) => {
    if (r.state !== 'confirmed' && r.state !== 'paid') return { ...r, paymentStatus: null, overdueDays: null };
    const p = paymentState(r.dueDate ? text(r.dueDate) : null, r.paidDate ? text(r.paidDate) : null, today);
    return { ...r, paymentStatus: p.status, overdueDays: p.overdueDays };
  });
};
