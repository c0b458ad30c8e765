/**
 * Income details (spec area income): the tenant's income entries, by date, category, department and
 * payer, with amounts kept as integer cents (answered as yuan text with two decimals, never a
 * float). Every query is the tenant's; a department must be the tenant's own.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import { likeAnyCase } from '../db/dialect';

/** The income categories (common enum IncomeCategoryEnum). */
export const INCOME_CATEGORIES = ['recycling', 'service', 'subsidy', 'other'] as const;
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

export type IncomeInput = { incomeDate: string; category: IncomeCategory; amount: string; deptId?: string | undefined; payer: string; remark?: string | undefined };

/** The columns an entry is answered from (income_details joined with departments). */
const ENTRY_COLUMNS = ['income_details.id', 'income_details.dept_id', 'departments.name as dept_name', 'income_details.income_date', 'income_details.category', 'income_details.amount_cents', 'income_details.payer', 'income_details.remark', 'income_details.created_by', 'income_details.updated_at'] as const;

/** '12.5' → 1250 cents (the input is already checked as at most two decimals). */
export function toCents(amount: string): number {
  const [whole, frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 1250 → '12.50'. */
export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

type Row = { id: string; dept_id: string | null; dept_name: string | null; income_date: string; category: string; amount_cents: number; payer: string; remark: string; created_by: string; updated_at: number };
const toEntry = (r: Row) => ({
  id: r.id, incomeDate: r.income_date, category: r.category, amount: fromCents(Number(r.amount_cents)), amountCents: Number(r.amount_cents),
  deptId: r.dept_id, deptName: r.dept_name, payer: r.payer, remark: r.remark, createdBy: r.created_by, updatedAt: Number(r.updated_at),
});

export class IncomeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private base(tenantId: string, query: { category?: string | undefined; dateFrom?: string | undefined; dateTo?: string | undefined; keyword?: string | undefined; deptId?: string | undefined }) {
    let q = this.db.selectFrom('income_details')
      .leftJoin('departments', (j) => j.onRef('departments.id', '=', 'income_details.dept_id').onRef('departments.tenant_id', '=', 'income_details.tenant_id'))
      .where('income_details.tenant_id', '=', tenantId);
    if (query.category) q = q.where('income_details.category', '=', query.category);
    if (query.deptId) q = q.where('income_details.dept_id', '=', query.deptId);
    if (query.dateFrom) q = q.where('income_details.income_date', '>=', query.dateFrom);
    if (query.dateTo) q = q.where('income_details.income_date', '<=', query.dateTo);
    if (query.keyword) q = q.where((eb) => eb.or([likeAnyCase(eb, this.db, 'income_details.payer', `%${query.keyword}%`), likeAnyCase(eb, this.db, 'income_details.remark', `%${query.keyword}%`)]));
    return q;
  }

  /** A page of entries, newest date first, with the count and the sum of every matching entry. */
  async page(tenantId: string, query: { pageNo: number; pageSize: number; category?: string | undefined; dateFrom?: string | undefined; dateTo?: string | undefined; keyword?: string | undefined; deptId?: string | undefined }) {
    const base = this.base(tenantId, query);
    const totals = await base.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('income_details.amount_cents').as('cents')]).executeTakeFirstOrThrow();
    const rows = await base
      .select(ENTRY_COLUMNS)
      .orderBy('income_details.income_date', 'desc').orderBy('income_details.created_at', 'desc').orderBy('income_details.id')
      .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
    return { records: rows.map(toEntry), total: Number(totals.n), sum: fromCents(Number(totals.cents ?? 0)), pageNo: query.pageNo, pageSize: query.pageSize };
  }

  private async entry(tenantId: string, id: string) {
    const row = await this.base(tenantId, {})
      .select(ENTRY_COLUMNS)
      .where('income_details.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError('FAILED', messages.notExists('收入明细'));
    return toEntry(row);
  }

  private async assertDept(tenantId: string, deptId: string | undefined) {
    if (!deptId) return;
    const dept = await this.db.selectFrom('departments').select('id').where('tenant_id', '=', tenantId).where('id', '=', deptId).executeTakeFirst();
    if (!dept) throw new HttpError('INVALID_INPUT', `deptId：${messages.notExists('部门')}`);
  }

  /** Adds an entry recorded by `by`. */
  async create(tenantId: string, input: IncomeInput, by: string) {
    await this.assertDept(tenantId, input.deptId);
    const id = randomUUID();
    const now = this.now();
    await this.db.insertInto('income_details').values({
      id, tenant_id: tenantId, dept_id: input.deptId ?? null, income_date: input.incomeDate, category: input.category, amount_cents: toCents(input.amount),
      payer: input.payer, remark: input.remark ?? '', created_by: by, created_at: now, updated_at: now,
    }).execute();
    return this.entry(tenantId, id);
  }

  /** Changes an entry of the tenant. */
  async update(tenantId: string, id: string, input: IncomeInput) {
    await this.entry(tenantId, id);
    await this.assertDept(tenantId, input.deptId);
    await this.db.updateTable('income_details').set({
      dept_id: input.deptId ?? null, income_date: input.incomeDate, category: input.category, amount_cents: toCents(input.amount), payer: input.payer, remark: input.remark ?? '', updated_at: this.now(),
    }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    return this.entry(tenantId, id);
  }

  /** Deletes entries of the tenant; refused as a whole when one is not the tenant's. Answers how many. */
  async delete(tenantId: string, ids: string[]): Promise<number> {
    const found = await this.db.selectFrom('income_details').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw new HttpError('FAILED', messages.notExists('收入明细'));
    const gone = await this.db.deleteFrom('income_details').where('tenant_id', '=', tenantId).where('id', 'in', ids).executeTakeFirst();
    return Number(gone.numDeletedRows);
  }
}
