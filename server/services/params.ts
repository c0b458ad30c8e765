/** Tenant parameters by type code (e.g. param_password_validate: the password rule and its tip). */
import type { Db } from '../db';

export const PASSWORD_PARAM_TYPE = 'param_password_validate';

/** A parameter record as shell.md §3 names it: parmCode names the entry, parmName holds its value. */
export type ParamRecord = { id: string; paramTypeCode: string; parmCode: string; parmName: string; sort: number };

export class ParamService {
  constructor(private readonly db: Db) {}

  async byTypeCode(tenantId: string, paramTypeCode: string): Promise<ParamRecord[]> {
    const rows = await this.db
      .selectFrom('params')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('param_type_code', '=', paramTypeCode)
      .orderBy('sort')
      .execute();
    return rows.map((r) => ({ id: r.id, paramTypeCode: r.param_type_code, parmCode: r.parm_code, parmName: r.parm_name, sort: r.sort }));
  }

  /** The tenant's password rule: the values of the records coded 'regex' and 'tip'; null without a regex. */
  async passwordRule(tenantId: string): Promise<{ regex: string; tip: string } | null> {
    const records = await this.byTypeCode(tenantId, PASSWORD_PARAM_TYPE);
    const regex = records.find((r) => r.parmCode === 'regex')?.parmName;
    if (!regex) return null;
    return { regex, tip: records.find((r) => r.parmCode === 'tip')?.parmName ?? '' };
  }
}
