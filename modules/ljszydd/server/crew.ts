/**
 * The people a facility can be bound to: the tenant's crew (kit/people/demoCrew.ts, the same 工号 and
 * names as 人事管理 and 人员考勤) and the platform's staff (系统管理), by 工号.
 */
import { formatDate, type ModuleStore } from '../../../kit/resource';
import { demoCrew } from '../../../kit/people/demoCrew';

/** The demo crew of a tenant as of `now` (the server's clock): tenant 1 and 2 are the demo city's two companies; others have none. */
export const crewOfTenant = (tenantId: string, now: number) => (tenantId === '1' || tenantId === '2' ? demoCrew(Number(tenantId) - 1, formatDate(new Date(now))) : []);

/** 工号 → name of everyone the tenant can bind. */
export async function people(store: ModuleStore, tenantId: string): Promise<Map<string, string>> {
  const out = new Map<string, string>(crewOfTenant(tenantId, store.devices.now()).map((p) => [p.code, p.name]));
  for (const s of await store.org.staff()) if (s.code && !out.has(s.code)) out.set(s.code, s.name);
  return out;
}
