// What a module's server code reads beyond its own rows: another module's rows it keeps fields about
// (store.referred) and the platform's organisation (store.org) — each in the caller's tenant only,
// read only, over a real SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import { moduleStore, readingStore } from '../../server/resources/moduleStore';
import { defineModuleResources, defineResource, reference, text, type ModuleStore } from '../../kit/resource';
import { catalogueFromPairs } from '../../kit/i18n';

const messages = catalogueFromPairs({ 't.car': ['车辆', 'Car'], 't.car.plate': ['车牌', 'Plate'], 't.note': ['备注', 'Note'], 't.note.carId': ['车辆', 'Car'], 't.note.text': ['内容', 'Text'] });
const car = defineResource({ id: 'car', title: 't.car', api: { list: '/x/car/pageList' }, fields: { plate: text({ required: true, max: 12, filter: true }) } });
const note = defineResource({ id: 'note', title: 't.note', api: { list: '/y/note/pageList' }, fields: { carId: reference({ resource: 'tmcar.car', display: 'plate' }), text: text({ max: 20 }) } });
const modules = [
  { resources: defineModuleResources({ module: 'tmcar', messages, resources: [car] }), server: {} },
  { resources: defineModuleResources({ module: 'tmnote', messages, resources: [note] }), server: {} },
];

let dir: string;
let db: Store;
let one: ModuleStore;
let two: ModuleStore;
let narrow: ModuleStore;
const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-module-reads-'));
  db = await openDatabase(join(dir, 'test.db'));
  const stores = await prepareModules(db.db, modules, false);
  const cars1 = moduleStore(stores.get('tmcar')!, caller);
  const cars2 = moduleStore(stores.get('tmcar')!, { ...caller, tenantId: 't2' });
  await cars1.create('car', { plate: '浙A·T0001' });
  await cars1.create('car', { plate: '浙A·T0002' });
  await cars2.create('car', { plate: '浙A·T9999' });
  one = moduleStore(stores.get('tmnote')!, caller);
  two = moduleStore(stores.get('tmnote')!, { ...caller, tenantId: 't2' });
  narrow = moduleStore(stores.get('tmnote')!, { ...caller, userId: 'u2' });
  const dept = (id: string, tenant: string, parent: string | null, sort: number) => ({ id, tenant_id: tenant, parent_id: parent, code: id.toUpperCase(), name: `部门${id}`, type: parent ? 'dept' : 'company', leader: '', phone: '', sort });
  const tenant = (id: string) => ({ id, code: id, name: id, short_name: id, address: '', contact: '', phone: '', password_max_age_days: null, enable_password_policy: 0, created_at: 0 });
  await db.db.insertInto('tenants').values([tenant('t1'), tenant('t2')]).execute();
  await db.db.insertInto('departments').values([dept('x1', 't1', null, 1), dept('x2', 't1', 'x1', 2), dept('y1', 't2', null, 1)]).execute();
  const user = (id: string, dept: string) => ({ id, tenant_id: 't1', username: id, name: id, staff_id: null, dept_id: dept, password_hash: '', password_changed_at: 0, password_expires_at: null, photo_id: null, is_super: 0, status: 'active', phone: '', created_at: 0 });
  await db.db.insertInto('users').values([user('u1', 'x1'), user('u2', 'x2')]).execute();
  await db.db.insertInto('roles').values([{ id: 'ra', tenant_id: 't1', code: 'a', name: '全部', data_scope: 'all' }, { id: 'rd', tenant_id: 't1', code: 'd', name: '本部门', data_scope: 'dept' }]).execute();
  await db.db.insertInto('user_roles').values([{ tenant_id: 't1', user_id: 'u1', role_id: 'ra' }, { tenant_id: 't1', user_id: 'u2', role_id: 'rd' }]).execute();
  await db.db.insertInto('staff').values([{ id: 'sx', tenant_id: 't1', dept_id: 'x2', code: 'S1', name: '李明', gender: 'M', phone: '13800000000', job: '驾驶员', entry_date: '2024-01-01' }]).execute();
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('store.referred', () => {
  it('reads another module’s rows of the caller’s tenant only, filtered like a list', async () => {
    expect((await one.referred('tmcar.car')).map((r) => r.plate).sort()).toEqual(['浙A·T0001', '浙A·T0002']);
    expect((await two.referred('tmcar.car')).map((r) => r.plate)).toEqual(['浙A·T9999']);
    expect((await one.referred('tmcar.car', { plate: 'T0002' })).map((r) => r.plate)).toEqual(['浙A·T0002']);
    expect(await one.referred('tmcar.car', {}, 1)).toHaveLength(1);
  });

  it('names another module’s resource as module.resource, and passes through a reading handler’s store', async () => {
    await expect(one.referred('car')).rejects.toThrow(/module\.resource/);
    expect(await readingStore(one, 'test').referred('tmcar.car')).toHaveLength(2);
  });
});

describe('store.org', () => {
  it('answers the caller’s tenant’s departments in order and its staff', async () => {
    expect((await one.org.departments()).map((d) => [d.id, d.parentId, d.name])).toEqual([['x1', null, '部门x1'], ['x2', 'x1', '部门x2']]);
    expect((await two.org.departments()).map((d) => d.id)).toEqual(['y1']);
    expect(await one.org.staff()).toEqual([{ id: 'sx', deptId: 'x2', code: 'S1', name: '李明', phone: '13800000000', job: '驾驶员' }]);
    expect(await two.org.staff()).toEqual([]);
  });

  it('narrows the visible departments to the caller’s own and those below when their roles scope them to their department', async () => {
    expect((await one.org.visibleDepartments()).map((d) => d.id)).toEqual(['x1', 'x2']);
    expect((await narrow.org.visibleDepartments()).map((d) => d.id)).toEqual(['x2']);
  });
});

describe('store.devices.alarmCounts', () => {
  it('counts the tenant’s threshold alarms per device and hour in the database, within the range only', async () => {
    const H = 3_600_000;
    const base = 1_764_000_000_000 - (1_764_000_000_000 % H);
    const alarm = (tenant: string, device: string, metric: string, ts: number) => ({ tenant_id: tenant, device_id: device, metric, ts, value: 9, kind: 'high' });
    await db.db
      .insertInto('device_alarms')
      .values([
        alarm('t1', 'd1', 'nh3', base + 1), alarm('t1', 'd1', 'nh3', base + 600_000), alarm('t1', 'd1', 'h2s', base + 600_000),
        alarm('t1', 'd1', 'nh3', base + H + 5), alarm('t1', 'd2', 'nh3', base + 2 * H), alarm('t1', 'd1', 'nh3', base + 5 * H),
        alarm('t2', 'd1', 'nh3', base + 10), alarm('t2', 'd9', 'nh3', base + 20),
      ])
      .execute();
    expect(await one.devices.alarmCounts({ from: base, to: base + 5 * H })).toEqual([
      { deviceId: 'd1', hour: base, count: 3 },
      { deviceId: 'd1', hour: base + H, count: 1 },
      { deviceId: 'd2', hour: base + 2 * H, count: 1 },
    ]);
    expect(await one.devices.alarmCounts({ deviceIds: ['d2', 'd9'] })).toEqual([{ deviceId: 'd2', hour: base + 2 * H, count: 1 }]);
    expect(await one.devices.alarmCounts({ deviceIds: [] })).toEqual([]);
    expect(await two.devices.alarmCounts({})).toEqual([
      { deviceId: 'd1', hour: base, count: 1 },
      { deviceId: 'd9', hour: base, count: 1 },
    ]);
  });
});

describe('store.devices.list with a match', () => {
  it('answers the tenant’s devices by code or by the start of their name, exactly (wildcards and case kept), long code lists too', async () => {
    const device = (tenant: string, id: string, code: string, name: string, kind: string) => ({ id, tenant_id: tenant, code, name, kind, key_hash: '', heartbeat_at: null, created_at: 0 });
    await db.db
      .insertInto('devices')
      .values([
        device('t1', 'v1', 'V-1', '浙A·T0001 北斗终端', 'vehicle'), device('t1', 'v2', 'V-2', '浙A·T0002 北斗终端', 'vehicle'), device('t1', 'v3', 'V-3', 'a_b%c 终端', 'vehicle'),
        device('t1', 'v4', 'V-4', 'AxB%c 终端', 'vehicle'), device('t1', 'p1', 'B-1', '工牌 1', 'person'), device('t2', 'p9', 'B-1', '工牌 1', 'person'),
      ])
      .execute();
    const codes = async (kinds: string[] | undefined, match: Parameters<ModuleStore['devices']['list']>[1]) => (await one.devices.list(kinds, match)).map((d) => d.code);
    expect(await codes(['vehicle'], { namePrefix: '浙A·T0002' })).toEqual(['V-2']);
    expect(await codes(['vehicle'], { namePrefix: '浙A·T000' })).toEqual(['V-1', 'V-2']);
    // `_` and `%` are the name's own characters, not wildcards; `a` is not `A`.
    expect(await codes(['vehicle'], { namePrefix: 'a_b%' })).toEqual(['V-3']);
    expect(await codes(['vehicle'], { namePrefix: 'A' })).toEqual(['V-4']);
    expect(await codes(undefined, { codes: ['B-1', 'V-3', 'nope'] })).toEqual(['B-1', 'V-3']);
    expect(await codes(['vehicle'], { codes: ['B-1'] })).toEqual([]);
    expect(await codes(['vehicle'], { codes: ['V-1'], namePrefix: 'AxB' })).toEqual(['V-1', 'V-4']);
    expect(await codes(['person'], { codes: [] })).toEqual([]);
    // A page's worth of codes past one statement's list: the kinds read, the codes kept.
    expect(await codes(['vehicle', 'person'], { codes: [...Array.from({ length: 800 }, (_, i) => `X-${i}`), 'V-4', 'B-1'], namePrefix: '浙A·T0001' })).toEqual(['B-1', 'V-1', 'V-4']);
    expect((await two.devices.list(['person'], { codes: ['B-1'] })).map((d) => d.id)).toEqual(['p9']);
  });
});
