/** Tenant parameters by type code (e.g. param_password_validate: the password rule and its tip). */
import type { Db } from '../db';

export const PASSWORD_PARAM_TYPE = 'param_password_validate';

export type ParamRecord = { id: string; paramTypeCode: string; parmKey: string; parmCode: string; parmName: string; sort: number };

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
    return rows.map((r) => ({ id: r.id, paramTypeCode: r.param_type_code, parmKey: r.parm_key, parmCode: r.parm_code, parmName: r.parm_name, sort: r.sort }));
  }

  /** The tenant's password rule: the record keyed 'regex' and the one keyed 'tip'; null without a regex. */
  async passwordRule(tenantId: string): Promise<{ regex: string; tip: string } | null> {
    const records = await this.byTypeCode(tenantId, PASSWORD_PARAM_TYPE);
    const regex = records.find((r) => r.parmKey === 'regex')?.parmCode;
    if (!regex) return null;
    return { regex, tip: records.find((r) => r.parmKey === 'tip')?.parmCode ?? '' };
  }
}
