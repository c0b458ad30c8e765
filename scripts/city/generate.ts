/**
 * The generator of `npm run simulate:city`: writes the city of model.ts into a NEW tenant of a running
 * server's PostgreSQL database.
 *
 * - The tenant, its administrator (`city`, the demo admin's password Admin@2026) and the administrator's
 *   role are written straight into the database: the platform has no call that creates a tenant.
 * - Departments and the 30 000 workers through the HR sync calls (/cloud/ehr/sync/syncOrg,
 *   syncDepartment, syncStaff with an uploaded document, as an HR system would feed them).
 * - Every device through the admin's device call (`device/save`, one call each, as an installer
 *   registers them), and the boxes' fill rule (> 90 % raises an alarm) through `rule/save`.
 * - A year of weighings (10 000 loads a day at full size) written straight into the weighing module's
 *   table (r_jlzs_carWeighRecord, as the engine stores them, the weight by kit/waste/loadWeight.ts):
 *   3.65 M rows through the create call would take hours. Direct, and said so in docs/scale.md.
 * - The weighings' stations and vehicles: the city's 3 000 vehicles registered as collection vehicles
 *   through 垃圾收运's car call (`/cloud/ljszy/carInfo/save`, plate = the vehicle's name), and a transfer
 *   station and a plant per district written straight into 计量称重's facility table (the spec has no
 *   call that creates a facility: they come from the facility ledger). The player weighs the day's
 *   loads at them through the weighing call.
 * - The dispatch chat: a team channel per district (调度群) through the chat's channel call.
 * - Dispatch's fleet: 500 of the city's vehicles registered in 车辆管理 through its car call (plate = the
 *   vehicle's name); the player raises work orders for them (指挥调度).
 * - Attendance (scripts/city/attendance.ts): the shifts, groups and every worker's duty setting through
 *   the attendance calls; the punches of the two days before today and of today until now written
 *   straight into the punch table (about 150 000 rows at full size, as history; the player sends the
 *   rest of today's through the punch call at their time).
 */
import pg from 'pg';
import { mapBounded } from '../../kit/resource/pace';
import { loadWeight } from '../../kit/waste/loadWeight';
import { CITY_GROUPS, CITY_SHIFTS, dutyOf, punchesOf } from './attendance';
import { cityModel, DISTRICTS, type City, type Kind } from './model';
import { D, post, signIn } from './client';

export type DeviceKey = { code: string; kind: Kind; id: string; key: string };
/** Where the day's loads are weighed: the collection vehicles' ids and the facilities with their district. */
export type WeighingSites = { cars: number[]; facilities: { id: number; district: string }[] };
/**
 * Who dispatch sends (指挥调度's work orders): the city vehicles registered in 车辆管理 (the clgl car's id,
 * the vehicle's device code, whose positions tell a job's progress) and the districts' departments an
 * order is raised in.
 */
export type DispatchFleet = { cars: { id: number; device: string }[]; departments: string[] };
/** `people[i]`: worker i's duty setting (the person a punch names), null when not set. */
export type Generated = { tenantId: string; token: string; keys: DeviceKey[]; people: (number | null)[]; weighing: WeighingSites; dispatch: DispatchFleet; timings: Record<string, number> };
export type GenerateOptions = {
  url: string;
  databaseUrl: string;
  scale: number;
  /** Days of weighing history (365). */
  historyDays: number;
  /** Weighings a day at full size (10 000), scaled. */
  loadsPerDay?: number;
  log?: (line: string) => void;
  concurrency?: number;
};

export const CITY_USER = 'city';
export const CITY_PASSWORD = 'Admin@2026';

/** Creates (or finds) the city's tenant and its administrator; answers the tenant's id. */
async function ensureTenant(client: pg.Client, city: City, now: number): Promise<string> {
  const found = await client.query<{ id: string }>('select id from tenants where code = $1', [city.tenantCode]);
  if (found.rows[0]) return found.rows[0].id;
  const ids = await client.query<{ id: string }>('select id from tenants');
  const id = String(Math.max(0, ...ids.rows.map((r) => Number(r.id)).filter(Number.isFinite)) + 1);
  await client.query('begin');
  try {
    await client.query(
      `insert into tenants (id, code, name, short_name, address, contact, phone, password_max_age_days, enable_password_policy, created_at) values ($1, $2, $3, $4, $5, $6, $7, null, 0, $8)`,
      [id, city.tenantCode, '杭州城市环卫集团（规模测试）', '城市规模测试', '浙江省杭州市', '规模测试', '0571-88000000', now],
    );
    await client.query(`insert into tenant_systems (tenant_id, system_code) select $1, system_code from tenant_systems where tenant_id = '1'`, [id]);
    const role = `r${id}01`;
    await client.query(`insert into roles (id, tenant_id, code, name, data_scope) select $1, $2, code, name, data_scope from roles where id = 'r101'`, [role, id]);
    await client.query(`insert into menu_grants (tenant_id, role_id, user_id, system_code, menu_id) select $1, $2, null, system_code, menu_id from menu_grants where role_id = 'r101'`, [id, role]);
    await client.query(`insert into role_functions (tenant_id, role_id, function_code) select $1, $2, function_code from role_functions where role_id = 'r101'`, [id, role]);
    await client.query(
      `insert into users (id, tenant_id, username, name, staff_id, dept_id, password_hash, password_changed_at, password_expires_at, photo_id, is_super, status, phone, created_at)
       select $1, $2, $3, '规模测试管理员', null, null, password_hash, $4, null, null, 0, 'active', '13900000000', $4 from users where username = 'admin'`,
      [`u${id}001`, id, CITY_USER, now],
    );
    await client.query(`insert into user_roles (tenant_id, user_id, role_id) values ($1, $2, $3)`, [id, `u${id}001`, role]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return id;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A China-time stamp (YYYY-MM-DD HH:mm:ss) of an epoch time. */
export const stamp = (t: number) => {
  const d = new Date(t + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/**
 * A module table written straight, as the engine stores its rows: the columns of a row of tenant 1 (the
 * demo's), and `insert` adding rows in statements of at most 60 000 bound values.
 */
async function directTable(client: pg.Client, table: string, module: string) {
  const template = (await client.query<Record<string, unknown>>(`select * from "${table}" where "tenantId" = '1' limit 1`)).rows[0];
  if (!template) throw new Error(`${table} has no row of tenant 1 to copy the columns from (is the ${module} module loaded?)`);
  const columns = Object.keys(template).filter((c) => c !== 'id');
  const chunk = Math.floor(60_000 / columns.length);
  const insert = async (rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += chunk) {
      const params: unknown[] = [];
      const tuples = rows.slice(i, i + chunk).map((given) => {
        const row = { ...template, ...given };
        return `(${columns.map((c) => `$${params.push(row[c] ?? null)}`).join(',')})`;
      });
      await client.query(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}`, params);
    }
  };
  return { chunk, insert };
}

/** A year of weighings in the weighing module's table, as the engine stores them; answers the rows written. */
async function writeWeighings(client: pg.Client, tenantId: string, days: number, perDay: number, now: number): Promise<number> {
  const table = 'r_jlzs_carWeighRecord';
  const done = await client.query<{ n: string }>(`select count(*) as n from "${table}" where "tenantId" = $1`, [tenantId]);
  if (Number(done.rows[0]!.n) > 0) return 0;
  const { chunk, insert } = await directTable(client, table, 'jlzs');
  const types = ['other', 'other', 'other', 'kitchen', 'kitchen', 'recyclable', 'hazardous', 'bulky'];
  let state = 28;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  let pending: Record<string, unknown>[] = [];
  let written = 0;
  const flush = async () => {
    await insert(pending);
    written += pending.length;
    pending = [];
  };
  const dayStart = Math.floor((now + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
  await client.query('begin');
  for (let d = days; d >= 1; d--) {
    for (let k = 0; k < perDay; k++) {
      const when = dayStart - d * 86_400_000 + (5 * 3600 + Math.floor(next() * 14 * 3600)) * 1000;
      const tare = 9 + (k % 5);
      const gross = tare + 2 + next() * 8;
      const plantKind = k % 4;
      const confirmed = plantKind === 1 || plantKind === 2 ? gross - tare - 0.02 : null;
      const noTare = (k + d) % 37 === 5;
      const load = { confirmedNet: confirmed, gross, tare: noTare ? null : tare };
      const net = loadWeight(load);
      const row: Record<string, unknown> = {
        tenantId,
        weighNo: `CITY${d}-${k}`,
        district: DISTRICTS[k % DISTRICTS.length]![0],
        garbageType: types[k % types.length],
        leg: k % 40 === 39 ? 'transfer' : 'collect',
        grossWeight: Math.round(gross * 100) / 100,
        tareWeight: load.tare,
        confirmedNet: confirmed === null ? null : Math.round(confirmed * 1000) / 1000,
        netWeight: net,
        weighed: net === null ? 0 : 1,
        weighTime: stamp(when),
      };
      pending.push(row);
      if (pending.length >= chunk) await flush();
    }
  }
  await flush();
  // Written without the engine: the months' and days' versions bumped, so no instance keeps an older
  // month report (server/resources/monthAggregates.ts: a month's key 'YYYY-MM', a day's 'YYYY-MM-DD').
  const dates = Array.from({ length: days }, (_, i) => stamp(dayStart - (i + 1) * 86_400_000));
  const keys = [...new Set([...dates.map((d) => d.slice(0, 7)), ...dates.map((d) => d.slice(0, 10))])];
  await client.query(
    `insert into aggregate_months (tenant_id, resource, month, version) select $1, 'jlzs.carWeighRecord', m, 1 from unnest($2::text[]) as m
     on conflict (tenant_id, resource, month) do update set version = aggregate_months.version + 1`,
    [tenantId, keys],
  );
  await client.query('commit');
  await client.query(`analyze "${table}"`);
  return written;
}

const CAR_TYPES = ['compress', 'compress', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'hook'];

/**
 * The collection vehicles through the car call (one per city vehicle, its plate the vehicle's name) and
 * two facilities per district straight into the facility table (no call creates one); answers their ids.
 */
async function writeWeighingSites(o: { url: string; auth: Record<string, string>; client: pg.Client; tenantId: string; city: City; now: number; concurrency: number }): Promise<WeighingSites> {
  const { client, tenantId } = o;
  const carsTable = 'r_ljszy_carInfo';
  const has = await client.query<{ n: string }>(`select count(*) as n from "${carsTable}" where "tenantId" = $1`, [tenantId]);
  if (Number(has.rows[0]!.n) === 0) {
    const vehicles = o.city.devices.filter((d) => d.kind === 'vehicle');
    await mapBounded(vehicles, o.concurrency, async (v, i) => void (await post(o.url, '/cloud/ljszy/carInfo/save', { carCode: v.name, carType: CAR_TYPES[i % CAR_TYPES.length], loadWeight: 8 + (i % 5) * 2, status: 'working' }, o.auth)));
  }
  const facilitiesTable = 'r_jlzs_facilityManage';
  const placed = await client.query<{ n: string }>(`select count(*) as n from "${facilitiesTable}" where "tenantId" = $1`, [tenantId]);
  if (Number(placed.rows[0]!.n) === 0) {
    const { insert } = await directTable(client, facilitiesTable, 'jlzs');
    const at = stamp(o.now);
    const audit = { createdBy: 'city', createdAt: at, updatedBy: 'city', updatedAt: at };
    const rows = DISTRICTS.flatMap(([code, name], i) => [
      { tenantId, facilityName: `${name}垃圾转运站`, facilityCode: `CF-${code}-T`, facilityType: 'transfer', district: code, street: null, estate: null, address: `杭州市${name}`, locationLng: null, locationLat: null, fixedTime: null, equipment: 4 + i, onlineRecording: 1, status: 'working', ...audit },
      { tenantId, facilityName: `${name}${i % 2 ? '焚烧发电厂' : '餐厨处理厂'}`, facilityCode: `CF-${code}-P`, facilityType: i % 2 ? 'incinerator' : 'sorting', district: code, street: null, estate: null, address: `杭州市${name}`, locationLng: null, locationLat: null, fixedTime: null, equipment: 8 + i, onlineRecording: 1, status: 'working', ...audit },
    ]);
    await client.query('begin');
    await insert(rows);
    await client.query('commit');
  }
  const cars = await client.query<{ id: string }>(`select id from "${carsTable}" where "tenantId" = $1 order by id`, [tenantId]);
  const facilities = await client.query<{ id: string; district: string }>(`select id, district from "${facilitiesTable}" where "tenantId" = $1 order by id`, [tenantId]);
  return { cars: cars.rows.map((r) => Number(r.id)), facilities: facilities.rows.map((r) => ({ id: Number(r.id), district: r.district })) };
}

/** Vehicles dispatch sends at full size (a sixth of the fleet: the rest run their fixed rounds). */
const DISPATCH_FLEET = 500;

/**
 * The vehicles dispatch sends, registered in 车辆管理 through its car call (plate = the vehicle's name,
 * which its positioning device's name starts with: dispatch finds the device so), and the districts'
 * departments; answers their ids.
 */
async function writeDispatchFleet(o: { url: string; auth: Record<string, string>; client: pg.Client; tenantId: string; vehicles: City['devices']; concurrency: number }): Promise<DispatchFleet> {
  const { client, tenantId } = o;
  const table = 'r_clgl_car';
  const plates = o.vehicles.map((v) => v.name);
  const known = await client.query<{ plateNo: string }>(`select "plateNo" from "${table}" where "tenantId" = $1 and "plateNo" = any($2)`, [tenantId, plates]);
  const have = new Set(known.rows.map((r) => r.plateNo));
  await mapBounded(o.vehicles.filter((v) => !have.has(v.name)), o.concurrency, async (v, i) =>
    void (await post(o.url, '/cloud/clgl/v2/web/car/insert', { plateNo: v.name, carType: i % 3 ? 'compactor' : 'sweeper', brand: '中联重科', fuelType: 'diesel', status: 'inService', loadWeight: 8 }, o.auth)),
  );
  const cars = await client.query<{ id: string; plateNo: string }>(`select id, "plateNo" from "${table}" where "tenantId" = $1 and "plateNo" = any($2) order by id`, [tenantId, plates]);
  const device = new Map(o.vehicles.map((v) => [v.name, v.code]));
  const departments = await client.query<{ id: string }>('select id from departments where tenant_id = $1 and code = any($2) order by code', [tenantId, DISTRICTS.map(([d]) => `D-${d}`)]);
  return { cars: cars.rows.map((r) => ({ id: Number(r.id), device: device.get(r.plateNo)! })), departments: departments.rows.map((r) => r.id) };
}

/** The workers' duty settings by staff code. */
async function peopleOf(client: pg.Client, tenantId: string): Promise<Map<string, number>> {
  const rows = await client.query<{ id: string; staffCode: string }>('select id, "staffCode" from "r_rykq_dutySetting" where "tenantId" = $1', [tenantId]);
  return new Map(rows.rows.map((r) => [r.staffCode, Number(r.id)]));
}

export const CHAT = '/cloud/chat';
export const RYKQ = (entity: string, op: string) => `/cloud/rykq/${entity}/${op}.smvc`;
/** The China-time date (YYYY-MM-DD) `days` after that of epoch time `t`. */
export const chinaDate = (t: number, days = 0) => new Date(t + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The attendance set-up through the calls (shifts, groups, a duty setting per worker), then the punches
 * from the day before the first of yesterday's month (考勤月报's default month, read with a day either
 * side; at least from the day before yesterday) until `now`, written a day at a time into the punch
 * table as the engine stores them (a punch's `personId` is the worker's duty setting): about 75 000 a
 * day at full size, 2.2 M by a month's end. Answers the punches written.
 */
async function writeAttendance(o: { url: string; auth: Record<string, string>; client: pg.Client; tenantId: string; city: City; now: number; concurrency: number }): Promise<number> {
  const { client, tenantId, city } = o;
  const has = await client.query<{ n: string }>('select count(*) as n from "r_rykq_dutySetting" where "tenantId" = $1', [tenantId]);
  if (Number(has.rows[0]!.n) > 0) return 0;
  const depts = new Map((await client.query<{ id: string; code: string }>('select id, code from departments where tenant_id = $1', [tenantId])).rows.map((r) => [r.code, String(r.id)]));
  const company = depts.get('CITY');
  if (!company) throw new Error('the city\'s company department is missing (the HR sync did not run?)');
  for (const s of CITY_SHIFTS) await post(o.url, RYKQ('shiftTime', 'save'), s, o.auth);
  const idsOf = async (entity: string, key: string) => {
    const page = await post<{ records?: Record<string, unknown>[]; list?: Record<string, unknown>[] }>(o.url, RYKQ(entity, 'pageList'), { pageNo: 1, pageSize: 100 }, o.auth);
    return new Map((page.records ?? page.list ?? []).map((r) => [String(r[key]), String(r.id)]));
  };
  const shiftIds = await idsOf('shiftTime', 'shiftCode');
  for (const g of CITY_GROUPS) {
    const { shift, ...rest } = g as typeof g & { shift?: string };
    await post(o.url, RYKQ('attendanceGroup', 'save'), { ...rest, deptId: company, ...(shift ? { shiftId: shiftIds.get(shift) } : {}) }, o.auth);
  }
  const groupIds = await idsOf('attendanceGroup', 'groupName');
  await mapBounded(city.workers, o.concurrency, async (w, i) => {
    const { group, rotaOffset } = dutyOf(i);
    await post(o.url, RYKQ('dutySetting', 'save'), { staffCode: w.code, personName: w.name, deptId: depts.get(w.deptCode), groupId: groupIds.get(CITY_GROUPS[group]!.groupName), rotaOffset }, o.auth);
  });
  const people = await peopleOf(client, tenantId);
  const table = 'r_rykq_attendanceRecord';
  const { insert } = await directTable(client, table, 'rykq');
  const until = stamp(o.now);
  const monthFirst = `${chinaDate(o.now, -1).slice(0, 7)}-01`;
  const back = Math.max(2, Math.round((Date.parse(chinaDate(o.now)) - Date.parse(monthFirst)) / 86_400_000) + 1);
  const from = `${chinaDate(o.now, -back)} 00:00:00`;
  let written = 0;
  // A day's punches at a time (a night shift's morning punch falls on the next date: each date's own
  // punches before `from` are dropped).
  for (let d = -back - 1; d <= 0; d++) {
    const rows: Record<string, unknown>[] = [];
    city.workers.forEach((w, i) => {
      for (const at of punchesOf(i, chinaDate(o.now, d))) {
        if (at >= until || at < from) continue;
        rows.push({ tenantId, personId: people.get(w.code) ?? null, punchAt: at, source: 'badge', place: null, createdBy: 'city', createdAt: until, updatedBy: 'city', updatedAt: until });
      }
    });
    await client.query('begin');
    await insert(rows);
    await client.query('commit');
    written += rows.length;
  }
  await client.query(`analyze "${table}"`);
  return written;
}

/** Generates the city; answers the tenant, the administrator's token and every device's key. */
export async function generateCity(o: GenerateOptions): Promise<Generated> {
  const log = o.log ?? (() => undefined);
  const city = cityModel(o.scale);
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    timings[name] = performance.now() - t0;
    log(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return out;
  };
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  try {
    const now = Date.now();
    const tenantId = await step('tenant and administrator (direct: no call creates a tenant)', () => ensureTenant(client, city, now));
    const token = await signIn(o.url, CITY_USER, CITY_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const sync = (kind: string, document: unknown) => post(o.url, `/cloud/ehr/sync/sync${kind}`, { source: 'upload', document, apply: true }, auth);
    await step(`departments (${city.departments.length}) through the HR sync`, async () => {
      await sync('Org', { departments: city.departments.filter((d) => d.type === 'company'), staff: [] });
      await sync('Department', { departments: city.departments, staff: [] });
    });
    await step(`workers (${city.workers.length}) through the HR sync`, async () => {
      // 4 000 a call: a document stays under nginx's default 1 MB body (docs/deploy.md's block sets none).
      for (let i = 0; i < city.workers.length; i += 4000) {
        const staff = city.workers.slice(i, i + 4000).map(({ badge: _badge, ...w }) => w);
        await sync('Staff', { departments: [], staff });
      }
    });
    const existing = new Set(((await post<{ code: string }[]>(o.url, `${D}/device/list`, {}, auth)) ?? []).map((d) => d.code));
    const keys: DeviceKey[] = [];
    const missing = city.devices.filter((d) => !existing.has(d.code));
    if (missing.length < city.devices.length && missing.length) throw new Error('the city is half registered (its keys were not kept): start from a fresh database');
    await step(`devices (${city.devices.length}) through device/save`, () =>
      mapBounded(missing, o.concurrency ?? 16, async (d) => {
        const r = await post<{ id: string; key: string }>(o.url, `${D}/device/save`, { code: d.code, name: d.name, kind: d.kind }, auth);
        keys.push({ code: d.code, kind: d.kind, id: r.id, key: r.key });
      }),
    );
    const boxes = keys.filter((k) => k.kind === 'box');
    await step(`boxes' fill rules (${boxes.length}) through rule/save`, () => mapBounded(boxes, o.concurrency ?? 16, async (b) => void (await post(o.url, `${D}/rule/save`, { deviceId: b.id, metric: 'fill', max: 90 }, auth))));
    await step(`dispatch chat: a team channel per district (${DISTRICTS.length}) through the chat calls`, async () => {
      const have = await post<{ channels: { title: string }[] }>(o.url, `${CHAT}/channel/list`, {}, auth);
      for (const [, name] of DISTRICTS) {
        const title = `${name}调度群`;
        if (!have.channels.some((c) => c.title === title)) await post(o.url, `${CHAT}/channel/save`, { kind: 'team', title, memberIds: [`u${tenantId}001`] }, auth);
      }
    });
    await step(`attendance: ${CITY_SHIFTS.length} shifts, ${CITY_GROUPS.length} groups, ${city.workers.length} duty settings through the attendance calls; punches since the day before the first of yesterday's month (direct bulk write)`, () =>
      writeAttendance({ url: o.url, auth, client, tenantId, city, now, concurrency: o.concurrency ?? 16 }),
    );
    const weighing = await step(`weighing sites: ${city.devices.filter((d) => d.kind === 'vehicle').length} collection vehicles through carInfo/save, ${DISTRICTS.length * 2} facilities (direct: no call creates one)`, () =>
      writeWeighingSites({ url: o.url, auth, client, tenantId, city, now, concurrency: o.concurrency ?? 16 }),
    );
    const fleet = Math.max(1, Math.round(DISPATCH_FLEET * o.scale));
    const dispatch = await step(`dispatch fleet: ${fleet} vehicles in 车辆管理 through car/insert (the work orders' vehicles)`, () =>
      writeDispatchFleet({ url: o.url, auth, client, tenantId, vehicles: city.devices.filter((d) => d.kind === 'vehicle').slice(0, fleet), concurrency: o.concurrency ?? 16 }),
    );
    const perDay = Math.max(1, Math.round((o.loadsPerDay ?? 10_000) * o.scale));
    await step(`weighings: ${o.historyDays} days × ${perDay} (direct bulk write)`, () => writeWeighings(client, tenantId, o.historyDays, perDay, now));
    const people = await peopleOf(client, tenantId);
    return { tenantId, token, keys, people: city.workers.map((w) => people.get(w.code) ?? null), weighing, dispatch, timings };
  } finally {
    await client.end();
  }
}
