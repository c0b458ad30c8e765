/** The operation history: who did what, per tenant; a page names what each entry is about (operationNames.ts). */
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { EntryNames, OperationNamer } from './operationNames';

export type OperationEntry = { tenantId: string; userId: string; userName: string; operation: string; target: string; detail?: string };

export class OperationLog {
  private namer: OperationNamer | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /** Names the module, record and values of the engine's entries in each page (set once the modules are loaded). */
  nameWith(namer: OperationNamer): void {
    this.namer = namer;
  }

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
    const names: EntryNames[] = this.namer ? await this.namer(rows, tenantId) : [];
    return {
      records: rows.map((r, i) => ({
        id: String(r.id),
        userId: r.user_id,
        userName: r.user_name,
        operation: r.operation,
        target: r.target,
        detail: r.detail,
        createdAt: r.created_at,
        ...(names[i] ? { names: names[i] } : {}),
      })),
      total: Number(total.n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }
}
