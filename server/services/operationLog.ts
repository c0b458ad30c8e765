/** The operation history: who did what, per tenant. */
import type { Db } from '../db';
import type { ServerConfig } from '../config';

export type OperationEntry = { tenantId: string; userId: string; userName: string; operation: string; target: string; detail?: string };

export class OperationLog {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  async record(entry: OperationEntry): Promise<void> {
    await this.db
      .insertInto('operation_logs')
      .values({
        tenant_id: entry.tenantId,
        user_id: entry.userId,
        user_name: entry.userName,
        operation: entry.operation,
        target: entry.target,
        detail: entry.detail ?? '',
        created_at: this.config.now(),
      })
      .execute();
  }

  /** One page of the tenant's history, newest first, optionally of one user or operation. */
  async page(tenantId: string, query: { pageNo: number; pageSize: number; userId?: string; operation?: string }) {
    let base = this.db.selectFrom('operation_logs').where('tenant_id', '=', tenantId);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    if (query.operation) base = base.where('operation', '=', query.operation);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute();
    return {
      records: rows.map((r) => ({
        id: String(r.id),
        userId: r.user_id,
        userName: r.user_name,
        operation: r.operation,
        target: r.target,
        detail: r.detail,
        createdAt: r.created_at,
      })),
      total: Number(total.n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }
}
