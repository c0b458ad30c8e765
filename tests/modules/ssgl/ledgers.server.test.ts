/**
 * Every ledger of 设施台账 over real HTTP, generated from its definition by the kit's suite (paging,
 * sorting, filters, tenant isolation, create/update/delete through `update` with the operation
 * history, bad input, import, export, getList), then, for every ledger, the read-only user refused
 * every change while reading is allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf } from '../../../kit/resource';
import resources from '../../../modules/ssgl/resources';
import { call, resourceSuite } from '../../kit/resourceSuite';
import { fixture, G, S, type Fixture } from './support';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 90_000);
afterAll(() => f?.server.close());

const code = (prefix: string, i: number) => `${prefix}-T${String(i).padStart(5, '0')}`;

/** Unique values of a new row per ledger, merged over a copy of a seeded row. */
const MAKE: Record<string, (i: number) => Record<string, unknown>> = {
  popularEquipmentGroup: (i) => ({ groupName: `测试分组${i}` }),
  maintenanceFeeType: (i) => ({ typeCode: `T${i}` }),
  accessoryType: (i) => ({ typeName: `测试配件类型${i}` }),
  accessoryName: (i) => ({ accessoryName: `测试配件${i}` }),
  facilityAccount: (i) => ({ accountCode: code('SB', i), equipmentName: `测试设备${i}` }),
  equipmentSon: (i) => ({ sonCode: code('ZJ', i) }),
  equipmentUserBinding: (i) => ({ userName: `测试${i}` }),
  maintenanceRecord: (i) => ({ content: `测试维护${i}` }),
  waterUsage: (i) => ({ person: `测试${i}` }),
  electricityUsage: (i) => ({ person: `测试${i}` }),
  stationInfo: (i) => ({ stationName: `测试站${i}` }),
  poundBinding: (i) => ({ poundCode: code('DB', i) }),
  videoBinding: (i) => ({ cameraCode: code('SP', i) }),
  gis: (i) => ({ pointName: `测试点位${i}` }),
  vehicleSite: () => ({}),
  facilityDepreciation: () => ({}),
};

/** Ledgers keyed by one reference (a car parks at one site, an item depreciates once): the template's row is deleted before its copy is saved. */
const ONE_PER_REFERENCE = ['vehicleSite', 'facilityDepreciation'];

const ctx = () => f.ctx;
for (const def of resources.resources) {
  const make = MAKE[def.id]!;
  resourceSuite(ctx, def, {
    module: 'ssgl',
    make: (i) => make(i),
    ...(ONE_PER_REFERENCE.includes(def.id) ? { beforeCreate: async (c, template) => void (await call(c, callsOf(def).remove!, { ids: String(template.id) })) } : {}),
  });
}

describe('the read-only user', () => {
  it.each(resources.resources.map((d) => [d.id, d] as const))('reads %s but is refused every change, and nothing changes', async (_, def) => {
    const calls = callsOf(def);
    const viewer = f.viewer.token;
    const before = await call(f.ctx, calls.list!, { pageSize: 1 });
    expect(before.result, before.msg).toBe(0);
    const row = (before.data as { records: Record<string, unknown>[] }).records[0]!;
    const write = calls.create ?? calls.upsert!;
    for (const [c, body] of [[write, { ...row, id: undefined }], [calls.update ?? calls.upsert!, row], [calls.remove!, { ids: String(row.id) }]] as const) {
      const answer = await call(f.ctx, c, body, viewer);
      expect(answer.msg, c.path).toMatch(/^无权执行该操作/);
    }
    const read = await call(f.ctx, calls.list!, { pageSize: 1 }, viewer);
    expect(read.result).toBe(0);
    expect((await call(f.ctx, calls.list!, { pageSize: 1 })).data).toEqual(before.data);
  });
});

type Row = Record<string, unknown> & { id: number };
type Paged = { records: Row[]; total: number };

describe('facility depreciation (gaojie): straight line by month, computed by the server', () => {
  const schedule = async (accountId: number, c = f.admin) => (await c.json<Paged>(G('schedule'), { accountId, pageSize: 1000 })).data.records;
  let accountId = 0;
  beforeAll(async () => {
    const seeded = (await f.admin.json<Paged>(S('facilityAccount', 'pageList'), { pageSize: 1 })).data.records[0]!;
    const created = await f.admin.json<Row>(S('facilityAccount', 'update'), { accountCode: 'SB-ZJ-9001', equipmentName: '折旧测试压缩机', facilityId: seeded.facilityId, status: 'inUse', purchaseValue: 120000 });
    expect(created.result, created.msg).toBe(0);
    accountId = created.data.id;
  });

  it('saves an item with its monthly amount and residual value, and answers its schedule from the month after it went into use', async () => {
    const saved = await f.admin.json<Row>(G('save'), { accountId, originalValue: 120000, residualRate: 5, lifeMonths: 96, startDate: '2024-01-15' });
    expect(saved.result, saved.msg).toBe(0);
    const row = (await f.admin.json<Paged>(G('list'), { accountId, pageSize: 10 })).data.records[0]!;
    expect(row).toMatchObject({ monthlyAmount: 1187.5, residualValue: 6000 });
    const months = await schedule(accountId);
    expect(months).toHaveLength(96);
    expect(months[0]).toMatchObject({ month: '2024-02', items: 1, depreciation: 1187.5, accumulated: 1187.5, netValue: 118812.5 });
    expect(months[95]).toMatchObject({ month: '2032-01', accumulated: 114000, netValue: 6000 });
    const updated = await f.admin.json(G('update'), { ...row, lifeMonths: 60 });
    expect(updated.result, updated.msg).toBe(0);
    expect((await f.admin.json<Paged>(G('list'), { accountId })).data.records[0]).toMatchObject({ monthlyAmount: 1900 });
    expect(await schedule(accountId)).toHaveLength(60);
  });

  it('ends exactly at the residual value when the months do not divide evenly', async () => {
    const months = await f.admin.json<Paged>(G('schedule'), { pageSize: 1000 });
    const rows = (await f.admin.json<Paged>(G('list'), { pageSize: 100 })).data.records;
    const original = rows.reduce((s, r) => s + Number(r.originalValue), 0);
    const residual = rows.reduce((s, r) => s + Number(r.residualValue), 0);
    const last = months.data.records.at(-1)!;
    expect(Number(last.netValue)).toBeCloseTo(residual, 2);
    expect(Number(last.accumulated)).toBeCloseTo(original - residual, 2);
  });

  it('answers the months of the month range only, with the same figures', async () => {
    const all = await schedule(accountId);
    const some = (await f.admin.json<Paged>(G('schedule'), { accountId, monthStart: all[2]!.month, monthEnd: all[4]!.month, pageSize: 1000 })).data;
    expect(some.total).toBe(3);
    expect(some.records).toEqual(all.slice(2, 5));
  });

  it('refuses a residual rate above 50 %, a life of 0 months and a second item for the same equipment, writing nothing', async () => {
    const before = (await f.admin.json<Paged>(G('list'), { pageSize: 1 })).data.total;
    const rate = await f.admin.json(G('save'), { accountId, originalValue: 1000, residualRate: 80, lifeMonths: 12, startDate: '2025-01-01' });
    expect(JSON.stringify(rate)).toMatch(/残值率/);
    const life = await f.admin.json(G('save'), { accountId, originalValue: 1000, residualRate: 5, lifeMonths: 0, startDate: '2025-01-01' });
    expect(JSON.stringify(life)).toMatch(/折旧年限/);
    const twice = await f.admin.json(G('save'), { accountId, originalValue: 1000, residualRate: 5, lifeMonths: 12, startDate: '2025-01-01' });
    expect(twice.msg).toMatch(/已存在/);
    expect((await f.admin.json<Paged>(G('list'), { pageSize: 1 })).data.total).toBe(before);
  });

  it("keeps the schedule per tenant: tenant 2 neither reads tenant 1's items nor depreciates its equipment", async () => {
    expect(await schedule(accountId, f.admin2)).toEqual([]);
    const theirs = await f.admin2.json(G('save'), { accountId, originalValue: 1000, residualRate: 5, lifeMonths: 12, startDate: '2025-01-01' });
    expect(theirs.result).not.toBe(0);
  });
});

describe('water and electricity by person', () => {
  it('computes the usage and the amount from the readings, and again on update', async () => {
    const facilityId = (await f.admin.json<Paged>(S('waterUsage', 'pageList'), { pageSize: 1 })).data.records[0]!.facilityId;
    const saved = await f.admin.json<Row>(S('waterUsage', 'update'), { person: '计量测试', facilityId, period: '2026-01', startReading: 100, endReading: 130.5, unitPrice: 4 });
    expect(saved.result, saved.msg).toBe(0);
    const read = async () => (await f.admin.json<Paged>(S('waterUsage', 'pageList'), { person: '计量测试' })).data.records[0]!;
    expect(await read()).toMatchObject({ usage: 30.5, amount: 122 });
    const row = await read();
    expect((await f.admin.json(S('waterUsage', 'update'), { ...row, endReading: 150 })).result).toBe(0);
    expect(await read()).toMatchObject({ usage: 50, amount: 200 });
  });

  it('refuses an end reading below the start, naming both, and writes nothing', async () => {
    const facilityId = (await f.admin.json<Paged>(S('electricityUsage', 'pageList'), { pageSize: 1 })).data.records[0]!.facilityId;
    const before = (await f.admin.json<Paged>(S('electricityUsage', 'pageList'), { pageSize: 1 })).data.total;
    const answer = await f.admin.json(S('electricityUsage', 'update'), { person: '倒拨测试', facilityId, period: '2026-02', startReading: 100, endReading: 90, unitPrice: 0.8 });
    expect(answer.msg).toBe('本期读数90不能小于上期读数100');
    expect((await f.admin.json(S('electricityUsage', 'update'), { person: '月份测试', facilityId, period: '2026-13', startReading: 1, endReading: 2, unitPrice: 0.8 })).msg).toMatch(/月份应写成年-月/);
    expect((await f.admin.json<Paged>(S('electricityUsage', 'pageList'), { pageSize: 1 })).data.total).toBe(before);
  });
});

describe('stations, their bindings and the summary (stationSummary/getSummary)', () => {
  const summary = async (c = f.admin) => (await c.json<Paged>(S('stationSummary', 'getSummary'), { pageSize: 100 })).data.records;
  const stationNamed = async (name: string) => (await f.admin.json<Paged>(S('stationInfo', 'pageList'), { stationName: name })).data.records[0]!;

  it('counts per station the bound weighbridges, cameras and cars and the equipment of its facility', async () => {
    const station = await stationNamed('石祥路转运站');
    const row = (await summary()).find((r) => r.stationId === station.id)!;
    const equipment = (await f.admin.json<Row[]>(S('facilityAccount', 'getList'), { facilityId: station.facilityId })).data;
    expect(equipment.length).toBeGreaterThanOrEqual(4);
    expect(row).toMatchObject({ pounds: 1, cameras: 2, equipment: equipment.length, district: 'shangcheng' });
    expect(Number(row.cars)).toBeGreaterThanOrEqual(1);
    const bound = await f.admin.json(S('poundBinding', 'update'), { stationId: station.id, poundCode: 'DB-SUM-01', poundName: '2号地磅', maxWeight: 80, status: 'bound' });
    expect(bound.result, bound.msg).toBe(0);
    expect((await summary()).find((r) => r.stationId === station.id)!.pounds).toBe(2);
    const district = await f.admin.json<Paged>(S('stationSummary', 'getSummary'), { district: 'gongshu' });
    expect(district.data.records.length).toBeGreaterThan(0);
    expect(district.data.records.every((r) => r.district === 'gongshu')).toBe(true);
  });

  it("sums per station this year's water, electricity and maintenance fees of its facility", async () => {
    const station = await stationNamed('石祥路转运站');
    const row = (await summary()).find((r) => r.stationId === station.id)!;
    const year = new Date().toISOString().slice(0, 4);
    const list = async (entity: string, body: Record<string, unknown> = {}) => (await f.admin.json<Row[]>(S(entity, 'getList'), body)).data;
    const total = (rows: Row[], field: string) => Math.round(rows.reduce((s, r) => s + Number(r[field]), 0) * 100) / 100;
    const usage = async (entity: string) => total((await list(entity, { facilityId: station.facilityId })).filter((r) => String(r.period).startsWith(year)), 'usage');
    const ids = new Set((await list('facilityAccount', { facilityId: station.facilityId })).map((r) => r.id));
    const fees = total((await list('maintenanceRecord')).filter((r) => ids.has(r.accountId as number) && String(r.maintainDate).startsWith(year)), 'fee');
    expect(fees).toBeGreaterThan(0);
    expect(row).toMatchObject({ water: await usage('waterUsage'), electricity: await usage('electricityUsage'), maintenanceFee: fees });
  });

  it("answers tenant 2 its own stations only", async () => {
    const mine = new Set((await summary()).map((r) => r.stationId));
    const theirs = await summary(f.admin2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((r) => mine.has(r.stationId))).toBe(false);
  });

  it("binds a car of 车辆管理 once, and refuses another tenant's car or an unknown station", async () => {
    const site = (await f.admin.json<Paged>(S('vehicleSite', 'pageList'), { pageSize: 1 })).data.records[0]!;
    const again = await f.admin.json(S('vehicleSite', 'update'), { ...site, id: undefined, siteName: '重复绑定' });
    expect(again.msg).toMatch(/已存在/);
    const otherCar = (await f.admin2.json<Paged>(S('vehicleSite', 'pageList'), { pageSize: 1 })).data.records[0]!.carId;
    expect((await f.admin.json(S('vehicleSite', 'update'), { ...site, id: undefined, carId: otherCar })).result).not.toBe(0);
    expect((await f.admin.json(S('vehicleSite', 'update'), { ...site, stationId: 99999 })).result).not.toBe(0);
    expect((await f.admin.json<Paged>(S('vehicleSite', 'pageList'), { id: site.id })).data.records.find((r) => r.id === site.id)).toEqual(site);
  });

  it('refers to the facilities of 垃圾收运 without copying them: a facility a station names is not deleted there', async () => {
    const station = await stationNamed('艮山门中转站');
    const answer = await f.admin.json('/cloud/ljszy/facilityInfo/delete', { ids: String(station.facilityId) });
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toMatch(/引用/);
    expect((await stationNamed('艮山门中转站')).facilityId).toBe(station.facilityId);
    const listed = await f.admin.json<Paged>('/cloud/ljszy/facilityInfo/pageList', { pageSize: 1000 });
    expect(listed.data.records.some((r) => r.id === station.facilityId)).toBe(true);
  });

  it('serves the common equipment groups by GET, as the spec says, reading and writing from the query', async () => {
    const url = (op: string, q: Record<string, string>) => `${f.server.url}${S('popularEquipmentGroup', op)}?${new URLSearchParams(q)}`;
    const get = async (op: string, q: Record<string, string>) => (await (await fetch(url(op, q), { headers: { authorization: `Bearer ${f.admin.token}` } })).json()) as { result: number; msg: string; data: unknown };
    const saved = await get('update', { groupName: 'GET分组', sort: '9' });
    expect(saved.result, saved.msg).toBe(0);
    const all = (await get('getList', { groupName: 'GET分组' })).data as Row[];
    expect(all.map((r) => r.groupName)).toEqual(['GET分组']);
    expect((await get('delete', { ids: String(all[0]!.id) })).result).toBe(0);
    expect((await get('import', {})).result).not.toBe(0);
  });
});
