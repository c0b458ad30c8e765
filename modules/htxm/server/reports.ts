/**
 * The computed lists, on every call (never stored), dated by the server's clock:
 * - reminder: contracts with a reminder due today (rules/reminders.ts), not renewed, with the text;
 * - payment: confirmed and paid settlements with due date, paid date, status and days overdue.
 */
import { checkedToWire, pageRows, type CheckedListQuery, type ReportSource } from '../../../kit/resource';
import { reminderOf, paymentState } from '../rules/reminders';
import { todayOf } from './settle';

type Wire = Record<string, string | undefined>;
const text = (v: unknown) => (v == null ? '' : String(v));
const anyOf = (f: string | undefined, v: unknown) => !f || f.split(',').includes(text(v));
const like = (f: string | undefined, v: unknown) => !f || text(v).includes(f);

const reminder: ReportSource = async (ctx, q: CheckedListQuery) => {
  const f = checkedToWire(q.filters) as Wire;
  const today = todayOf(ctx.store);
  const contracts = await ctx.store.all('contract', {}, 5000);
  const renewed = new Set<unknown>(contracts.map((c) => c.renewedFromId).filter((v) => v !== null && v !== undefined));
  const rows = contracts.flatMap((c) => {
    const r = reminderOf(text(c.endDate), today, renewed.has(c.id));
    if (!r) return [];
    const params = { contractNo: text(c.contractNo), lot: text(c.lotName), end: text(c.endDate), days: r.daysLeft, stage: ctx.t(`htxm.enum.stage.${r.stage}`) };
    return [{ id: c.id, contractNo: c.contractNo, contractName: c.contractName, lotName: c.lotName, contractor: c.contractor, endDate: c.endDate, daysLeft: r.daysLeft, stage: r.stage, message: ctx.t(r.stage === 'expired' ? 'htxm.reminder.expiredText' : 'htxm.reminder.text', params) }];
  }).filter((r) => anyOf(f.stage, r.stage) && like(f.contractNo, r.contractNo));
  return pageRows(rows, q.sort ? q : { ...q, sort: { field: 'daysLeft', order: 'asc' } });
};

const payment: ReportSource = async (ctx, q: CheckedListQuery) => {
  const f = checkedToWire(q.filters) as Wire;
  const today = todayOf(ctx.store);
  const contracts = new Map((await ctx.store.all('contract', {}, 5000)).map((c) => [c.id, c]));
  const settlements = await ctx.store.all('settlement', { state: 'confirmed,paid', ...(f.contractId ? { contractId: f.contractId } : {}) }, 5000);
  const rows = settlements.map((s) => {
    const p = paymentState(s.dueDate ? text(s.dueDate) : null, s.paidDate ? text(s.paidDate) : null, today);
    return { id: s.id, settlementNo: s.settlementNo, contractId: s.contractId, contractor: contracts.get(s.contractId)?.contractor ?? null, month: s.month, netAmount: s.netAmount, dueDate: s.dueDate, paidDate: s.paidDate, status: p.status, overdueDays: p.overdueDays };
  }).filter((r) => anyOf(f.status, r.status) && like(f.settlementNo, r.settlementNo));
  return pageRows(rows, q.sort ? q : { ...q, sort: { field: 'dueDate', order: 'desc' } });
};

export const reportSources: Record<string, ReportSource> = { reminder, payment };
