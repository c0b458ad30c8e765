/**
 * The computed lists (server/reports.ts, on every call):
 * - 到期提醒 (reminder): contracts ending within 60 days or ended, not renewed, with the stage and days left;
 * - 付款计划 (payment): confirmed and paid settlements with their due date, paid date and whether
 *   they are overdue (today past the due date and unpaid) or were paid late.
 */
import { date, defineReport, enumOf, money, number, reference, text } from '../../../kit/resource';
import { opts, PAYMENT_STATUSES, STAGES } from './options';
import { cc } from './paths';

export const reminder = defineReport({
  id: 'reminder',
  title: 'htxm.reminder',
  api: { list: cc('reminder', 'pageList') },
  fields: {
    contractNo: text({ filter: 'like' }),
    contractName: text({}),
    lotName: text({}),
    contractor: text({}),
    endDate: date({ sortable: true }),
    daysLeft: number({ integer: true, sortable: true, unit: 'htxm.unit.day', help: 'htxm.reminder.daysLeftHelp' }),
    stage: enumOf({ options: opts('stage', STAGES), filter: true, help: 'htxm.reminder.stageHelp' }),
    message: text({}),
  },
});

export const payment = defineReport({
  id: 'payment',
  title: 'htxm.payment',
  api: { list: cc('payment', 'pageList') },
  fields: {
    settlementNo: text({ filter: 'like' }),
    contractId: reference({ resource: 'contract', display: 'contractNo', filter: true }),
    contractor: text({}),
    month: text({ sortable: true }),
    netAmount: money({ unit: 'htxm.unit.yuan' }),
    dueDate: date({ sortable: true }),
    paidDate: date({}),
    status: enumOf({ options: opts('paymentStatus', PAYMENT_STATUSES), filter: true, help: 'htxm.settlement.paymentStatusHelp' }),
    overdueDays: number({ integer: true, sortable: true, unit: 'htxm.unit.day', help: 'htxm.payment.overdueHelp' }),
  },
});
