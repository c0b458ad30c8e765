/**
 * The vehicle maintenance service (clwxfw) over real HTTP: the kit's generated suite for each stored
 * list, then every call beside CRUD — settlements made and revoked and the costs they close, the
 * white-record check, refuel amounts, the car lookups over 车辆管理's cars, the organisation trees,
 * the choices, the monthly reports and the device lists — each with bad input that changes nothing,
 * the other tenant and the read-only user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, parseCall } from '../../../kit/resource';
import resources from '../../../modules/clwxfw/resources';
import { call, resourceSuite, type Ctx } from '../../kit/resourceSuite';
import { signIn, startServer } from '../../support/server';
import { client, W, type Client, type Page } from './support';

type Row = Record<string, unknown> & { id: number };

let ctx: Ctx;
let admin: Client;
let admin2: Client;
let viewer: Client;

beforeAll(async () => {
  const server = await startServer({ modules: ['clwxfw', 'clgl'] });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  ctx = { server, token: a.token, token2: b.token, tenant1: a.data.tenantId };
  admin = client(server.url, a.token);
  admin2 = client(server.url, b.token);
  viewer = client(server.url, v.token);
});
afterAll(() => ctx?.server.close());

const byId = (id: string) => resources.resources.find((d) => d.id === id)!;
const MAKE: Record<string, (i: number) => Record<string, unknown>> = {
  tenantParm: () => ({}),
  serviceCar: () => ({}),
  whiteRecord: (i) => ({ reason: `测试白名单${i}` }),
  stationParam: () => ({}),
  oilRefuel: (i) => ({ liters: 10 + (i % 100), remark: `测试${i}` }),
  cost: (i) => ({ content: `测试费用${i}` }),
};
for (const def of resources.resources.filter((d) => d.id !== 'settlement')) {
  resourceSuite(() => ctx, def, {
    module: 'clwxfw',
    make: MAKE[def.id]!,
    ...(def.id === 'serviceCar' ? { beforeCreate: async (c, template) => void (await call(c, callsOf(def).remove!, { ids: String(template.id) })) } : {}),
  });
}

const list = async (path: string, body: Record<string, unknown> = {}, c = admin) => {
  const answer = await c.json<Page<Row>>(W(path), { pageSize: 1000, ...body });
  expect(answer.result, answer.msg).toBe(0);
  return answer.data.records;
};
const getQuery = async (path: string, query: Record<string, string>, token = ctx.token) => {
  const r = await fetch(`${ctx.server.url}${W(path)}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}` } });
  return (await r.json()) as { result: number; msg: string; data: unknown };
};

describe('the read-only user', () => {
  it.each(['serviceCar', 'whiteRecord', 'oilRefuel', 'cost'].map((id) => [id, byId(id)] as const))('reads %s but is refused every change, and nothing changes', async (_, def) => {
    const calls = callsOf(def);
    const before = await call(ctx, calls.list!, { pageSize: 1 });
    const row = (before.data as { records: Row[] }).records[0]!;
    for (const [c, body] of [[calls.create ?? calls.upsert!, { ...row, id: undefined }], [calls.update ?? calls.upsert!, row], [calls.remove!, { ids: String(row.id) }]] as const) {
      expect((await call(ctx, c, body, viewer.token)).msg, c.path).toMatch(/^无权执行该操作/);
    }
    expect((await call(ctx, calls.list!, { pageSize: 1 }, viewer.token)).result).toBe(0);
    expect((await call(ctx, calls.list!, { pageSize: 1 })).data).toEqual(before.data);
  });

  it('is refused settling, revoking and switching the white-record check, and nothing changes', async () => {
    const [settled] = await list('settlementManage/loadPage', { status: 'settled' });
    const params = await list('param/loadParamList');
    expect((await viewer.form(W('settlementManage/settlement'), { carId: Number(settled!.carId), periodStart: '2020-01-01', periodEnd: '2020-01-31' })).msg).toMatch(/^无权执行该操作/);
    expect((await viewer.form(W('settlementManage/revokeSettlement'), { id: settled!.id })).msg).toMatch(/^无权执行该操作/);
    expect((await viewer.json(W('tenantParmSetting/openCheck'))).msg).toMatch(/^无权执行该操作/);
    expect((await list('settlementManage/loadPage', { status: 'settled' })).map((r) => r.id)).toContain(settled!.id);
    expect(await list('param/loadParamList')).toEqual(params);
  });
});

describe('settlements: a settlement closes the costs of a car and period, revoking reopens them', () => {
  let carId = 0;
  let settlementId = 0;
  const period = { periodStart: '2021-03-01', periodEnd: '2021-03-31' };
  const addCost = (body: Record<string, unknown>, c = admin) => c.form<Row>(W('cost/save'), { carId, costType: 'repair', amount: 100, content: '结算测试', ...body });

  beforeAll(async () => {
    carId = Number((await list('zhj/car/pageList'))[1]!.carId);
    for (const [costDate, amount] of [['2021-03-02', 120.5], ['2021-03-20', 300], ['2021-04-02', 50]] as const) expect((await addCost({ costDate, amount })).result).toBe(0);
  });

  it('refuses a period that ends before it starts, one without unsettled costs, and changes nothing', async () => {
    const before = await list('settlementManage/loadPage');
    const reversed = await admin.form(W('settlementManage/settlement'), { carId, periodStart: '2021-03-31', periodEnd: '2021-03-01' });
    expect(reversed.result).not.toBe(0);
    expect(reversed.msg).toBe('结算结束日期不能早于开始日期');
    const empty = await admin.form(W('settlementManage/settlement'), { carId, periodStart: '2019-01-01', periodEnd: '2019-01-31' });
    expect(empty.msg).toMatch(/在 2019-01-01 至 2019-01-31 没有未结算的费用$/);
    expect((await admin.form(W('settlementManage/settlement'), { periodStart: '2021-03-01' })).result).not.toBe(0);
    expect(await list('settlementManage/loadPage')).toEqual(before);
  });

  it('settles the unsettled costs of the car in the period: numbered, counted and totalled, the costs marked with its number', async () => {
    const made = await admin.form<Row>(W('settlementManage/settlement'), { carId, ...period, totalAmount: 1, status: 'revoked' });
    expect(made.result, made.msg).toBe(0);
    settlementId = made.data.id;
    const [row] = await list('settlementManage/loadPage', { settlementNo: made.data.settlementNo });
    expect(row).toMatchObject({ carId, costCount: 2, totalAmount: 420.5, status: 'settled' });
    expect(String(row!.settlementNo)).toMatch(/^JS202103-\d{4}$/);
    const costs = await list('cost/pageList', { carId, costDateStart: '2021-03-01', costDateEnd: '2021-04-30' });
    expect(costs.filter((c) => c.settleState === 'settled').map((c) => c.costDate).sort()).toEqual(['2021-03-02', '2021-03-20']);
    expect(costs.find((c) => c.costDate === '2021-04-02')!.settleState).toBe('unsettled');
    const detail = await admin.form<Row[]>(W('settlementManage/loadSettlement'), { id: settlementId });
    expect(detail.data.map((c) => c.amount)).toEqual([120.5, 300]);
  });

  it('refuses to change or delete a settled cost, to add a cost inside the settled period, and an overlapping settlement', async () => {
    const settled = (await list('cost/pageList', { carId, settleState: 'settled', costDateStart: '2021-03-01', costDateEnd: '2021-03-31' }))[0]!;
    const update = await admin.form(W('cost/update'), { id: settled.id, carId, costType: 'repair', costDate: settled.costDate as string, amount: 1, content: '改' });
    expect(update.msg).toMatch(/^费用已结算（JS202103-\d{4}），不能修改或删除/);
    expect((await admin.form(W('cost/delete'), { ids: settled.id })).msg).toMatch(/^费用已结算/);
    expect((await addCost({ costDate: '2021-03-15' })).msg).toMatch(/在 2021-03-01 至 2021-03-31 的费用已结算/);
    const overlap = await admin.form(W('settlementManage/settlement'), { carId, periodStart: '2021-03-31', periodEnd: '2021-04-30' });
    expect(overlap.msg).toMatch(/的结算期间与结算单 JS202103-\d{4} 重叠$/);
    expect((await list('cost/pageList', { carId, settleState: 'settled', costDateStart: '2021-03-01', costDateEnd: '2021-03-31' })).find((c) => c.id === settled.id)).toEqual(settled);
  });

  it('is neither seen, read nor revoked by the other tenant', async () => {
    expect((await list('settlementManage/loadPage', {}, admin2)).map((r) => r.id)).not.toContain(settlementId);
    expect((await admin2.form(W('settlementManage/loadSettlement'), { id: settlementId })).msg).toBe('结算单不存在');
    expect((await admin2.form(W('settlementManage/revokeSettlement'), { id: settlementId })).msg).toBe('结算单不存在');
    expect((await list('settlementManage/loadPage', { status: 'settled' })).map((r) => r.id)).toContain(settlementId);
  });

  it('revokes: the settlement is kept as revoked, its costs are open again, editable, and the period can be settled anew', async () => {
    expect((await admin.form(W('settlementManage/revokeSettlement'), {})).result).not.toBe(0);
    const revoked = await admin.form<Row & { message: string }>(W('settlementManage/revokeSettlement'), { id: settlementId });
    expect(revoked.result, revoked.msg).toBe(0);
    expect(revoked.data).toMatchObject({ status: 'revoked' });
    expect(revoked.data.revokedAt).toBeTruthy();
    const again = await admin.form(W('settlementManage/revokeSettlement'), { id: settlementId });
    expect(again.msg).toMatch(/^结算单 JS202103-\d{4} 已撤销$/);
    const costs = await list('cost/pageList', { carId, costDateStart: '2021-03-01', costDateEnd: '2021-03-31' });
    expect(costs.every((c) => c.settleState === 'unsettled' && c.settlementNo === null)).toBe(true);
    expect((await admin.form(W('cost/update'), { id: costs[0]!.id, carId, costType: 'repair', costDate: costs[0]!.costDate as string, amount: 99, content: '撤销后修改' })).result).toBe(0);
    const anew = await admin.form<Row>(W('settlementManage/settlement'), { carId, ...period });
    expect(anew.result, anew.msg).toBe(0);
    expect(anew.data.settlementNo).not.toBe(revoked.data.settlementNo);
  });

  it('exports the settlements as a workbook', async () => {
    const r = await admin.raw(W('settlementManage/export'), {});
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('spreadsheet');
  });
});

describe('refuels and the white-record check', () => {
  let carId = 0;
  let stationId = 0;
  const refuel = (body: Record<string, unknown> = {}, c = admin) =>
    c.json<Row>(W('CarOilRefuel/update'), { carId, stationId, oilType: 'd0', liters: 50, unitPrice: 7.31, payWay: 'cash', refuelTime: '2026-01-05 09:00:00', ...body });

  beforeAll(async () => {
    const white = new Set((await list('whiteRecord/pageList')).map((r) => Number(r.carId)));
    carId = Number((await list('zhj/car/pageList')).find((s) => !white.has(Number(s.carId)))!.carId);
    stationId = Number((await list('OilRefuel/loadOilStationParam'))[0]!.stationId);
  });

  it('computes the amount as litres × unit price and asks a card payment for its card', async () => {
    const saved = await refuel({ liters: 41.5, unitPrice: 7.62 });
    expect(saved.result, saved.msg).toBe(0);
    expect(saved.data.amount).toBe(316.23);
    const card = await refuel({ payWay: 'card' });
    expect(card.msg).toBe('油卡支付须填写油卡号');
  });

  it('opens the check: a car without a white record in force is refused, one with it passes; closing lets every car refuel again', async () => {
    const opened = await admin.json<Row & { message: string }>(W('tenantParmSetting/openCheck'));
    expect(opened.data.message).toBe('白名单校验已开启');
    expect((await admin.json<Row[]>(W('tenantParmSetting/getList'))).data.find((p) => p.paramCode === 'whiteCheck')!.paramValue).toBe('on');
    expect((await admin2.json<Row[]>(W('tenantParmSetting/getList'))).data.find((p) => p.paramCode === 'whiteCheck')!.paramValue).toBe('off');
    const count = (await list('CarOilRefuel/query', { carId })).length;
    expect((await refuel()).msg).toMatch(/^白名单校验已开启：.+ 在 2026-01-05 没有有效的白名单记录$/);
    expect(await list('CarOilRefuel/query', { carId })).toHaveLength(count);
    expect((await admin2.json(W('CarOilRefuel/update'), {})).result).not.toBe(0);
    const white = await admin.json<Row>(W('whiteRecord/saveOrUpdate'), { carId, startDate: '2026-01-01', endDate: '2026-01-31', reason: '测试放行' });
    expect(white.result, white.msg).toBe(0);
    expect((await refuel()).result).toBe(0);
    expect((await refuel({ refuelTime: '2026-02-05 09:00:00' })).result).not.toBe(0);
    expect((await admin.json<Row & { message: string }>(W('tenantParmSetting/closeCheck'))).data.message).toBe('白名单校验已关闭');
    expect((await refuel({ refuelTime: '2026-02-05 09:00:00' })).result).toBe(0);
  });

  it('refuses a white record that ends before it starts, and deletes white records by a raw JSON list', async () => {
    expect((await admin.json(W('whiteRecord/saveOrUpdate'), { carId, startDate: '2026-02-01', endDate: '2026-01-01', reason: '倒序' })).msg).toBe('结束日期不能早于开始日期');
    const made = await admin.json<Row>(W('whiteRecord/saveOrUpdate'), { carId, startDate: '2026-03-01', endDate: '2026-03-31', reason: '待删' });
    expect((await admin2.json(W('whiteRecord/deletes'), { ids: [made.data.id] })).result).not.toBe(0);
    expect((await admin.json(W('whiteRecord/deletes'), { ids: [made.data.id] })).result).toBe(0);
    expect((await list('whiteRecord/pageList', { carId })).map((r) => r.id)).not.toContain(made.data.id);
  });

  it('lists the stations of 车辆管理 and the recharges of a refuel’s fuel card, by the refuel or by the card number', async () => {
    const stations = (await admin.form<Row[]>(W('OilRefuel/loadRefuelStation'))).data;
    expect(stations.map((s) => s.stationName)).toContain('中石化延安路加油站');
    expect((await admin2.form<Row[]>(W('OilRefuel/loadRefuelStation'))).data.map((s) => s.stationName)).not.toContain('中石化延安路加油站');
    const byCard = (await list('CarOilRefuel/query', { payWay: 'card' }))[0]!;
    const recharges = await admin.form<Row[]>(W('oilCardRecharge/queryByOilCode'), { id: byCard.id });
    expect(recharges.result, recharges.msg).toBe(0);
    expect(recharges.data.every((r) => r.oilCardNo === byCard.oilCardNo)).toBe(true);
    expect((await admin.form<Row[]>(W('oilCardRecharge/queryByOilCode'), { oilCode: String(byCard.oilCardNo) })).data).toEqual(recharges.data);
    expect((await admin.form(W('oilCardRecharge/queryByOilCode'), { oilCode: '12ab' })).msg).toBe('油卡号应为16至19位数字');
    expect((await admin.form(W('oilCardRecharge/queryByOilCode'), { oilCode: '9999999999999999' })).msg).toBe('没有卡号为 9999999999999999 的油卡');
    expect((await admin2.form(W('oilCardRecharge/queryByOilCode'), { id: byCard.id })).msg).toBe('请选择一条记录');
  });
});

describe('the cars of 车辆管理 and the organisation, as the service reads them', () => {
  it('lists every car with the service’s fields (GET queryList), finds one by plate and several by part of it', async () => {
    const all = (await getQuery('car/queryList', {})).data as Row[];
    const service = await list('zhj/car/pageList');
    const withDevice = all.find((c) => c.carId === service[0]!.carId)!;
    expect(withDevice.deviceCode).toBe(service[0]!.deviceCode);
    expect(withDevice.deptName).toBeTruthy();
    const one = await getQuery('car/getCarByCode', { carCode: String(withDevice.plateNo) });
    expect(one.data).toEqual(withDevice);
    expect((await getQuery('car/getCarByCode', { carCode: '浙Z·00000' })).msg).toBe('没有车牌为 浙Z·00000 的车辆');
    expect((await getQuery('car/getCarByCode', {})).msg).toBe('请输入车牌号');
    expect((await getQuery('car/getCarByCode', { carCode: String(withDevice.plateNo) }, ctx.token2)).result).not.toBe(0);
    const some = (await admin.form<Row[]>(W('zhj/car/getCarsByCarCode'), { carCode: String(withDevice.plateNo).slice(-3).toLowerCase() })).data;
    expect(some.map((c) => c.plateNo)).toContain(withDevice.plateNo);
    expect((await admin2.form<Row[]>(W('zhj/car/getCarsByCarCode'), { carCode: String(withDevice.plateNo) })).data).toEqual([]);
  });

  it('nests the tenant’s departments with their cars, their staff, or alone, and lists them flat', async () => {
    type Node = { id: string; name: string; type: string; children?: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const cars = flat((await admin.form<Node[]>(W('tree/loadDeptCarTree'))).data);
    const plates = ((await getQuery('car/queryList', {})).data as Row[]).map((c) => c.plateNo);
    expect(cars.filter((n) => n.type === 'car').map((n) => n.name).sort()).toEqual([...plates].sort());
    const depts = flat((await admin.form<Node[]>(W('dept/loadTree'))).data);
    expect(depts.every((n) => n.type === 'dept')).toBe(true);
    const list1 = (await admin.form<Row[]>(W('common/loadDepartmentList'))).data;
    expect(list1.map((d) => `dept:${String(d.id)}`).sort()).toEqual(depts.map((d) => d.id).sort());
    const list2 = (await admin2.form<Row[]>(W('common/loadDepartmentList'))).data;
    expect(list2.some((d) => list1.some((x) => x.id === d.id))).toBe(false);
    const staff = flat((await admin.form<Node[]>(W('staff/loadTreeWithPermission'))).data);
    expect(staff.some((n) => n.type === 'staff')).toBe(true);
    // The admin's data scope is the whole tenant: every department (the narrowing: tests/kit/moduleStoreReads.test.ts).
    expect(staff.filter((n) => n.type === 'dept').map((n) => n.id).sort()).toEqual(depts.map((d) => d.id).sort());
    expect((await viewer.form(W('dept/loadTree'))).result).toBe(0);
  });

});

describe('the choices', () => {
  it.each([
    ['field/loadGrade', 'grade', '一级维护'],
    ['field/loadClass', 'repairClass', '发动机'],
    ['cost/typeOfAccessories', 'accessoryType', '滤芯'],
    ['OilRefuel/loadPayWay', 'payWay', '油卡'],
    ['OilRefuel/loadOilrefuelOils', 'oilType', '0号柴油'],
    ['carDevice/loadCarType', 'carType', '洒水车'],
  ])('%s answers its %s options', async (path, name, label) => {
    const answer = await admin.form<Record<string, { label: string }[]>>(W(path));
    expect(answer.data[name]!.map((o) => o.label)).toContain(label);
    expect((await admin.form<{ label: string }[]>(W(path), { enumName: name })).data.map((o) => o.label)).toContain(label);
  });
});

describe('the monthly reports and the oil and repair lists', () => {
  it('cost/month sums each car’s costs of a month by type, and the total', async () => {
    const costs = await list('cost/pageList');
    const month = String(costs[0]!.costDate).slice(0, 7);
    const carId = costs[0]!.carId;
    const [row] = await list('cost/month', { carId, monthStart: month, monthEnd: month });
    const mine = costs.filter((c) => c.carId === carId && String(c.costDate).startsWith(month));
    const sum = (rows: Row[]) => Math.round(rows.reduce((s, c) => s + Number(c.amount), 0) * 100) / 100;
    expect(row!.total).toBe(sum(mine));
    expect(row!.oil).toBe(sum(mine.filter((c) => c.costType === 'oil')));
    expect((await admin.json(W('cost/month'), { monthStart: '2026-13' })).result).not.toBe(0);
  });

  it('month/cblx counts and sums by cost type, month/wblx the repair costs by repair class', async () => {
    const costs = await list('cost/pageList');
    const month = String(costs[0]!.costDate).slice(0, 7);
    const inMonth = costs.filter((c) => String(c.costDate).startsWith(month));
    const byType = await list('month/cblx', { monthStart: month, monthEnd: month });
    expect(byType.reduce((s, r) => s + Number(r.count), 0)).toBe(inMonth.length);
    const byClass = await list('month/wblx', { monthStart: month, monthEnd: month });
    expect(byClass.reduce((s, r) => s + Number(r.count), 0)).toBe(inMonth.filter((c) => c.costType === 'repair' && c.repairClass).length);
    expect(await list('month/cblx', { monthStart: month, monthEnd: month }, admin2)).not.toEqual(byType);
  });

  it('cost/oil and cost/repair list only their type, even when asked for another', async () => {
    expect((await list('cost/oil', { costType: 'repair' })).every((c) => c.costType === 'oil')).toBe(true);
    expect((await list('cost/repair')).every((c) => c.costType === 'repair')).toBe(true);
    expect((await list('cost/repair')).length).toBeGreaterThan(0);
  });

  it('lists the service cars with their GPS device state, and the vehicle devices with the car each is fitted to', async () => {
    const cars = await list('car/getCarDevicePage');
    expect(cars.length).toBe((await list('zhj/car/pageList')).length);
    expect(cars.every((c) => ['online', 'offline', 'none'].includes(String(c.online)))).toBe(true);
    const devices = await list('carDevice/getList');
    const fitted = devices.filter((d) => d.carId !== null);
    expect(fitted.length).toBeGreaterThan(0);
    expect(fitted.every((d) => cars.some((c) => c.deviceCode === d.deviceCode && c.carId === d.carId))).toBe(true);
    expect((await list('carDevice/getList', {}, admin2)).some((d) => devices.some((x) => x.deviceCode === d.deviceCode))).toBe(false);
  });
});

it('names every call it serves as the spec does (46 under /cloud/clwxfw/)', () => {
  const paths = new Set<string>();
  for (const def of [...resources.resources, ...(resources.reports ?? []), ...(resources.views ?? [])]) {
    for (const c of Object.values(def.api)) if (c) paths.add(parseCall(c).path);
    for (const a of Object.values(def.actions ?? {})) paths.add(parseCall(a.api).path);
  }
  for (const l of resources.enumLoaders ?? []) paths.add(parseCall(l.api).path);
  expect([...paths].filter((p) => p.startsWith('/cloud/clwxfw/')).length).toBeGreaterThanOrEqual(46);
});
