/**
 * Helpers of 巡检考评's server tests: one server per file serving ryxj only, signed-in calls (POST JSON)
 * as tenant 1's admin (every function; records the test inspections, so it is their inspector's
 * account), tenant 2's admin, tenant 1's read-only user (no function) and 钱复核 — a 考评主管 added
 * here with every ryxj function, who reviews appeals (never the inspector of the admin's inspections).
 */
import { runSqlBatch } from '../../support/pg';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, type Client, type Page } from '../clgl/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';

export type Fixture = { server: TestServer; admin: Client; admin2: Client; viewer: Client; reviewer: Client };
type Row = Record<string, unknown> & { id: number };

const userLike = (id: string, username: string, name: string, dept: string) =>
  "insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at) " +
  `select '${id}', tenant_id, '${username}', '${name}', null, '${dept}', password_hash, password_changed_at, null, null, 0, status, '', created_at from users where username = 'admin'`;

/** Adds 钱复核 (user 1095, role r195 with every ryxj function) to a started server. */
export async function addReviewer(server: TestServer): Promise<void> {
  await runSqlBatch(server, [
    [userLike('1095', 'ryxjreviewer', '钱复核', 'd103'), []],
    ["insert into roles (id, tenant_id, code, name, data_scope) values ('r195', '1', 'ryxj_reviewer', '考评主管', 'all')", []],
    ["insert into menu_grants (tenant_id, role_id, user_id, system_code, menu_id) values ('1', 'r195', null, 'csgl', '*')", []],
    ["insert into role_functions (tenant_id, role_id, function_code) values ('1', 'r195', 'ryxj.*')", []],
    ["insert into user_roles (tenant_id, user_id, role_id) values ('1', '1095', 'r195')", []],
  ]);
}

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['ryxj'], demoDevices: false });
  await addReviewer(server);
  const [a, b, v, r] = await Promise.all([
    signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026'), signIn(server.url, 'ryxjreviewer', 'Admin@2026'),
  ]);
  const c = (token: string) => client(server.url, token);
  return { server, admin: c(a.token), admin2: c(b.token), viewer: c(v.token), reviewer: c(r.token) };
}

/** A call of the ryxj area: `/envcloud/hw/ryxj/api/v1/<entity>/<op>`. */
export const R = (entity: string, op: string) => `/envcloud/hw/ryxj/api/v1/${entity}/${op}`;

/** The first rows of a list call. */
export async function rows(c: Client, entity: string, filters: Record<string, unknown> = {}, op = 'pageList'): Promise<Row[]> {
  const r = await c.json<Page<Row>>(R(entity, op), { pageSize: 1000, ...filters });
  if (r.result !== 0) throw new Error(`${entity}/${op}: ${r.msg}`);
  return r.data.records;
}

/** Records and publishes a toilet inspection deducting `points` of the item `itemName` (admin). */
export async function inspect(c: Client, o: { itemName?: string; points?: number; publish?: boolean } = {}): Promise<Row> {
  const facility = (await rows(c, 'facilityInfo', { facilityType: 'toilet' }))[0]!;
  const rules = await c.json<Row[]>(R('typeBindingInfo', 'check'), { facilityType: 'toilet' });
  const item = rules.data.find((x) => x.ruleName === (o.itemName ?? '设施损坏未报修'))!;
  const inspector = (await rows(c, 'roleStaff', { roleId: (await rows(c, 'role', { roleName: '巡检员' }))[0]!.id }))[0]!;
  const created = await c.json<Row>(R('evalInfo', 'init'), {
    evalType: 'toilet', facilityId: facility.id, ruleScoreId: item.id, inspectorId: inspector.id, evalTime: '2026-01-05 09:30:00',
    ...(o.points !== undefined ? { points: o.points } : {}), description: '测试检查',
  });
  if (created.result !== 0) throw new Error(created.msg);
  if (o.publish === false) return created.data;
  const published = await c.json<Row>(R('evalInfo', 'confirm'), { id: created.data.id });
  if (published.result !== 0) throw new Error(published.msg);
  return published.data;
}
