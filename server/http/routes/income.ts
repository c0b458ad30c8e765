/**
 * Income details (spec area income; services/income.ts): pageList (filters, the matching sum),
 * save, update (GET as the spec says, and POST), delete. Amounts are yuan with at most two
 * decimals, above 0; dates are real YYYY-MM-DD days; a department must be the tenant's. Writes need
 * sys:income:manage and are logged.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '../../core/messages';
import { INCOME_CATEGORIES } from '../../services/income';
import { assertOwnScope } from '../auth';
import { ok } from '../envelope';
import { codeList, id, optional, optionalId, optionalText, text } from '../input';
import { ADMIN_FUNCTIONS } from './admin';
import { isCalendarDay } from '../../../kit/resource/validation';
import { platform, page, paging, read, record, scoped, write } from './common';

const IN = '/envcloud/incomeDetail';

/** A real calendar day as YYYY-MM-DD. */
const day = (message: string) => z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDay(v), message);
/** Yuan, given as a number or text: above 0, at most two decimals, below 100 million. */
const amount = () =>
  z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string().refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v) && Number(v) > 0, messages.income.amount));

const entry = {
  incomeDate: day(messages.income.date),
  category: z.enum(INCOME_CATEGORIES),
  amount: amount(),
  deptId: optionalId(),
  payer: text(64),
  remark: optionalText(200),
};

/** Registers the income calls. */
export async function incomeRoutes(app: FastifyInstance): Promise<void> {
  const { income } = app.services;

  read(app, `${IN}/pageList`, scoped.extend({
    ...paging, category: optional(z.enum(INCOME_CATEGORIES)),
    dateFrom: optional(day(messages.field.format)), dateTo: optional(day(messages.field.format)), keyword: optionalText(64), deptId: optionalId(),
  }), async (request, input) => {
    assertOwnScope(request.auth, input);
    return ok(await income.page(request.auth.tenantId, { ...page(input), category: input.category, dateFrom: input.dateFrom, dateTo: input.dateTo, keyword: input.keyword, deptId: input.deptId }));
  });
  write(app, `${IN}/save`, platform(ADMIN_FUNCTIONS.income), scoped.extend(entry), async (request, input) => {
    assertOwnScope(request.auth, input);
    const saved = await income.create(request.auth.tenantId, input, request.auth.userName);
    await record(request, 'createIncome', saved.id, `${saved.incomeDate} ${saved.amount}`);
    return ok(saved);
  });
  // The spec reads update as a GET; POST as well, which the screen uses (the fields in the body).
  write(app, `${IN}/update`, platform(ADMIN_FUNCTIONS.income), scoped.extend({ id: id(), ...entry }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const saved = await income.update(request.auth.tenantId, input.id, input);
    await record(request, 'updateIncome', saved.id, `${saved.incomeDate} ${saved.amount}`);
    return ok(saved);
  }, ['GET', 'POST']);
  write(app, `${IN}/delete`, platform(ADMIN_FUNCTIONS.income), scoped.extend({ ids: codeList(200) }), async (request, input) => {
    assertOwnScope(request.auth, input);
    const deleted = await income.delete(request.auth.tenantId, input.ids);
    await record(request, 'deleteIncome', input.ids.join(','));
    return ok({ deleted });
  });
}
