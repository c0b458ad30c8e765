/**
 * Users, ledgers, invites, places and statistics over real HTTP: audits with a kept reason, recharge
 * and deduction as movements (over-spend refused, balance = Σ movements), insiders, WeChat unbinding,
 * an invite reward paid once under the rule version of the invitee's joining, the department at a
 * place, carting rules and positions, and every statistics call; bad input refused with nothing
 * changed, the other tenant out of reach, the read-only user refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, G, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 120_000);
afterAll(() => f?.server.close());

const users = async (body: Record<string, unknown> = {}, c = f.admin) => (await c.json<Page<Row>>(G('user/getUserPageList'), { pageSize: 1000, ...body })).data.records;
const flow = async (path: string, appUserId: number) => (await f.admin.json<Row[]>(G(path), { appUserId, pageSize: 1000 })).data as unknown as Page<Row>;

describe('app users and audits', () => {
  it('lists businesses and recyclers apart, and audits one: a rejection needs its reason, which is kept', async () => {
    const biz = await f.admin.json<Page<Row>>(G('user/auditBusinessPageList'), { auditState: 'pending', pageSize: 100 });
    expect(biz.data.records.length).toBeGreaterThan(0);
    expect(biz.data.records.every((u) => u.userType === 'business')).toBe(true);
    const rec = await f.admin.json<Page<Row>>(G('user/auditRecyclPageList'), { pageSize: 100 });
    expect(rec.data.records.every((u) => u.userType === 'recycler')).toBe(true);
    const id = biz.data.records[0]!.id;
    expect((await f.viewer.json(G('user/auditUser'), { id, result: 'pass' })).result).not.toBe(0);
    expect((await f.admin2.json(G('user/auditUser'), { id, result: 'pass' })).result).not.toBe(0);
    expect((await f.admin.json(G('user/auditUser'), { id, result: 'reject' })).result).not.toBe(0);
    const r = await f.admin.json(G('user/auditUser'), { id, result: 'reject', remark: '营业执照已过期' });
    expect(r.result, r.msg).toBe(0);
    const u = (await users({ userType: 'business' })).find((x) => x.id === id)!;
    expect(u).toMatchObject({ auditState: 'rejected', auditReason: '营业执照已过期', auditedBy: 'admin' });
    const info = await f.admin.json<Row & { log: Row[] }>(G('user/auditInfo'), { id });
    expect(info.data.log.at(-1)).toMatchObject({ action: 'audit', outcome: 'reject', remark: '营业执照已过期' });
    expect((await f.admin.json(G('user/auditUser'), { id, result: 'pass' })).result).not.toBe(0);
  });

  it('exports the three user lists', async () => {
    for (const p of ['user/userDownload', 'user/auditBusinessDownload', 'user/auditRecoverDownload']) {
      const r = await f.admin.raw(G(p), {});
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type')).toContain('spreadsheet');
    }
  });

  it('updates and deletes a user; a user with orders is kept', async () => {
    const [u] = await users({ userType: 'resident' });
    expect((await f.admin.json(G('user/updateUser'), { id: u!.id, userName: '改名测试', phone: '13800000001' })).result).toBe(0);
    expect((await f.admin.json(G('user/updateUser'), { id: u!.id, phone: '123' })).result).not.toBe(0);
    expect((await f.viewer.json(G('user/updateUser'), { id: u!.id, userName: 'x' })).result).not.toBe(0);
    const withOrders = (await f.admin.json<Page<Row>>(G('order/pageList'), { pageSize: 1 })).data.records[0]!.appUserId as number;
    expect((await f.admin.json(G('user/deleteUser'), { ids: String(withOrders) })).result).not.toBe(0);
  });
});

describe('balances and points as ledgers', () => {
  it('recharges and deducts as movements with who and why; the balance is their sum and over-spending is refused', async () => {
    const [u] = await users({ userType: 'resident', insider: false });
    const sum = async () => (await flow('ledger/balanceFlow', u!.id)).records.reduce((s, m) => s + Number(m.quantity), 0);
    const start = Number((await users()).find((x) => x.id === u!.id)!.balance);
    expect(await sum()).toBeCloseTo(start, 2);
    expect((await f.admin.json(G('user/recharge'), { id: u!.id, amount: 50, reason: '' })).result).not.toBe(0);
    expect((await f.admin.json(G('user/recharge'), { id: u!.id, amount: 'abc', reason: 'x' })).result).not.toBe(0);
    const r = await f.admin.json(G('user/recharge'), { id: u!.id, amount: 50, reason: '线下充值' });
    expect(r.result, r.msg).toBe(0);
    const moves = (await flow('ledger/balanceFlow', u!.id)).records;
    expect(moves.find((m) => m.reason === '线下充值')).toMatchObject({ quantity: 50, kind: 'recharge', operator: 'admin' });
    const over = await f.admin.json(G('user/recharge'), { id: u!.id, amount: -(start + 50.01), reason: '退款' });
    expect(over.result).not.toBe(0);
    expect(over.msg).toContain('不足');
    expect((await f.admin.json(G('user/recharge'), { id: u!.id, amount: -(start + 50), reason: '全部退款' })).result).toBe(0);
    expect(Number((await users()).find((x) => x.id === u!.id)!.balance)).toBe(0);
    expect(await sum()).toBeCloseTo(0, 2);
    const listed = await f.admin.json<Page<Row>>(G('ledger/balanceList'), { appUserId: u!.id });
    expect(Number(listed.data.records[0]?.quantity ?? 0)).toBeCloseTo(0, 2);
    expect((await f.viewer.json(G('user/recharge'), { id: u!.id, amount: 5, reason: 'x' })).result).not.toBe(0);
    expect((await f.admin2.json(G('user/recharge'), { id: u!.id, amount: 5, reason: 'x' })).result).not.toBe(0);
  });

  it('lists points movements and sums', async () => {
    const p = await f.admin.json<Page<Row>>(G('ledger/pointsFlow'), { pageSize: 10 });
    expect(p.data.total).toBeGreaterThan(0);
    expect((await f.admin.json<Page<Row>>(G('ledger/pointsList'), {})).data.total).toBeGreaterThan(0);
  });

  it('makes an insider once, with the reason', async () => {
    const u = (await users({ insider: false }))[5]!;
    expect((await f.admin.json(G('user/addInsider'), { id: u.id })).result).not.toBe(0);
    expect((await f.admin.json(G('user/addInsider'), { id: u.id, reason: '员工账号' })).result).toBe(0);
    expect((await users()).find((x) => x.id === u.id)).toMatchObject({ insider: true, insiderReason: '员工账号' });
    expect((await f.admin.json(G('user/addInsider'), { id: u.id, reason: '再次' })).msg).toContain('已是内部人员');
  });
});

describe('WeChat bindings', () => {
  it('lists and unbinds, within the tenant', async () => {
    const list = await f.admin.json<Page<Row>>(G('user/userWeChatList'), { pageSize: 5 });
    expect(list.data.total).toBeGreaterThan(0);
    const id = list.data.records[0]!.id;
    expect((await f.admin2.json(G('user/deleteWeChat'), { ids: String(id) })).result).not.toBe(0);
    expect((await f.viewer.json(G('user/deleteWeChat'), { ids: String(id) })).result).not.toBe(0);
    expect((await f.admin.json(G('user/deleteWeChat'), { ids: String(id) })).result).toBe(0);
  });
});

describe('invite rewards', () => {
  it('pays a pending reward once, under the rule version recorded at joining, into the inviter\'s points', async () => {
    const pending = (await f.admin.json<Page<Row>>(G('inviteRecord/pageList'), { rewardState: 'pending', pageSize: 100 })).data.records;
    const rec = pending.find((r) => r.ruleVersion === 'V1') ?? pending[0]!;
    expect((await f.viewer.json(G('inviteRecord/reward'), { id: rec.id })).result).not.toBe(0);
    expect((await f.admin2.json(G('inviteRecord/reward'), { id: rec.id })).result).not.toBe(0);
    // A newer rule version taking effect now does not change the version of an earlier joining.
    expect((await f.admin.json(G('inviteRule/saveOrUpdate'), { version: 'V3', effectiveFrom: '2026-11-01 00:00:00', rewardPoints: 500 })).result).toBe(0);
    const before = (await flow('ledger/pointsFlow', rec.inviterId as number)).records.reduce((s, m) => s + Number(m.quantity), 0);
    const r = await f.admin.json(G('inviteRecord/reward'), { id: rec.id });
    expect(r.result, r.msg).toBe(0);
    const moves = (await flow('ledger/pointsFlow', rec.inviterId as number)).records;
    const expected = rec.ruleVersion === 'V1' ? 50 : 80;
    expect(moves.reduce((s, m) => s + Number(m.quantity), 0)).toBe(before + expected);
    expect(moves.find((m) => m.kind === 'inviteReward' && String(m.reason).includes(String(rec.ruleVersion)))).toMatchObject({ operator: 'admin' });
    const again = await f.admin.json(G('inviteRecord/reward'), { id: rec.id });
    expect(again.result).not.toBe(0);
    expect(again.msg).toContain('只奖励一次');
    expect((await f.admin.json(G('inviteRecord/reward'), { id: 999999 })).result).not.toBe(0);
    expect((await f.admin.raw(G('inviteRecord/export'), {})).status).toBe(200);
  });
});

describe('places, stations and carting', () => {
  it('answers the department whose area holds a point, and refuses a bad point', async () => {
    const ok = await f.admin.json<Row>(G('common/getDeptByLocalion'), { lng: 120.12, lat: 30.28 });
    expect(ok.result, ok.msg).toBe(0);
    expect(ok.data).toMatchObject({ areaName: '西湖回收片区', deptId: 'd107' });
    expect((await f.admin.json(G('common/getDeptByLocalion'), { lng: 0, lat: 0 })).result).not.toBe(0);
    expect((await f.admin.json(G('common/getDeptByLocalion'), { lng: 121.9, lat: 29.0 })).msg).toContain('不在任何部门区域');
    expect((await f.admin2.json<Row>(G('common/getDeptByLocalion'), { lng: 120.19, lat: 30.27 })).result).not.toBe(0);
  });

  it('lists stations and sites for the orders, the carting and the statistics', async () => {
    for (const p of ['order/getStationList', 'cartingOrder/getStationList', 'dataStatistics/getStationPointList', 'cartingOrder/getDisposalSiteList', 'dataStatistics/getDisposalSiteList', 'common/getGarbageClassList']) {
      const r = await f.admin.json<Row[]>(G(p), {});
      expect(r.result, p).toBe(0);
      expect(r.data.length, p).toBeGreaterThan(0);
    }
    expect((await f.admin.json<Row>(G('common/loadEnumValue'), {})).result).toBe(0);
  });

  it('refuses a signed carting order without who signed, and a site without an agreement in force', async () => {
    const [c] = (await f.admin.json<Page<Row>>(G('cartingOrder/pageList'), { state: 'signed', pageSize: 1 })).data.records;
    expect((await f.admin.json(G('cartingOrder/update'), { id: c!.id, signedBy: '' })).msg).toContain('签收人');
    const sites = (await f.admin.json<Row[]>(G('cartingOrder/getDisposalSiteList'), {})).data;
    const unsigned = sites.find((s) => s.siteName === '有害垃圾暂存点')!;
    const refused = await f.admin.json(G('cartingOrder/update'), { id: c!.id, siteId: unsigned.id });
    expect(refused.msg).toContain('没有履约中的签约协议');
    const signed = sites.find((s) => s.siteName === '九峰环境能源焚烧厂')!;
    expect((await f.admin.json(G('cartingOrder/update'), { id: c!.id, siteId: signed.id })).result).toBe(0);
    const after = (await f.admin.json<Page<Row>>(G('cartingOrder/pageList'), { cartingNo: c!.cartingNo })).data.records[0]!;
    expect(after.siteId).toBe(signed.id);
    const pos = await f.admin.json<Row[]>(G('cartingOrder/historyPosition'), { id: c!.id });
    expect(pos.data.length).toBeGreaterThan(10);
    const cols = await f.admin.json<{ t: number[] }>(G('cartingOrder/newHistoryPosition'), { id: c!.id });
    expect(cols.data.t.length).toBe(pos.data.length);
    expect((await f.admin2.json(G('cartingOrder/historyPosition'), { id: c!.id })).result).not.toBe(0);
    expect((await f.viewer.json(G('cartingOrder/update'), { id: c!.id, driverName: 'x' })).result).not.toBe(0);
  });
});

describe('statistics', () => {
  it('answers today\'s figures, a year by month, the sites, the heat map and the flows', async () => {
    const rt = await f.admin.json<{ label: string; value: unknown }[]>(G('dataStatistics/getRealtimeData'), {});
    expect(rt.data.map((s) => s.label)).toContain('gfgj.stats.todayOrders');
    const year = await f.admin.json<{ categories: string[]; series: { data: (number | null)[] }[] }>(G('dataStatistics/getRecycleData'), {});
    expect(year.data.categories).toHaveLength(12);
    expect(year.data.series[0]!.data.filter((v) => v !== null).length).toBeGreaterThan(10);
    const disposal = await f.admin.json<{ name: string; value: number }[]>(G('dataStatistics/getDisposalData'), {});
    expect(disposal.data.some((d) => d.value > 0)).toBe(true);
    const heat = await f.admin.json<{ weight: number }[]>(G('dataStatistics/getHeatMapData'), {});
    expect(heat.data.length).toBeGreaterThan(20);
    expect(Math.max(...heat.data.map((h) => h.weight))).toBe(1);
    const flows = await f.admin.json<{ categories: string[]; series: unknown[] }>(G('dataStatistics/flowCharts'), {});
    expect(flows.data.categories.length).toBeGreaterThan(0);
    expect(flows.data.series.length).toBe(4);
    // The other tenant's figures are its own.
    const other = await f.admin2.json<{ categories: string[] }>(G('dataStatistics/flowCharts'), {});
    expect(other.data.categories.some((c) => flows.data.categories.includes(c))).toBe(false);
  });
});
