/**
 * Household recycling over real HTTP: an order booked, amended (not cancelled), confirmed, collected,
 * settled and paid — progress and payment moving apart; the item limit and the cancellation window
 * from the tenant's settings; the collector's positions; bad input refused with nothing changed; the
 * other tenant's orders out of reach; the read-only user refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../kit/resource';
import { fixture, G, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
let refs: { appUserId: number; garbageClassId: number; stationId: number };

const fmt = (ms: number) => formatDate(new Date(ms), true);
const now = () => f.server.now();

beforeAll(async () => {
  f = await fixture();
  const users = await f.admin.json<Page<Row>>(G('user/getUserPageList'), { userType: 'resident', insider: false, pageSize: 1 });
  const classes = await f.admin.json<Row[]>(G('common/getGarbageClassList'), {});
  const stations = await f.admin.json<Row[]>(G('order/getStationList'), { state: 'open' });
  refs = { appUserId: users.data.records[0]!.id, garbageClassId: classes.data[0]!.id, stationId: stations.data[0]!.id };
}, 120_000);
afterAll(() => f?.server.close());

const book = (extra: Record<string, unknown> = {}, c = f.admin) =>
  c.json<Row>(G('order/book'), { ...refs, itemCount: 3, bookTime: fmt(now() + 5 * 3600_000), district: 'xihu', address: '文三路1号', location: { lng: 120.13, lat: 30.28 }, ...extra });
const act = (path: string, id: number, body: Record<string, unknown> = {}, c = f.admin) => c.json<Row>(G(path), { id, ...body });
const get = async (id: number) => (await f.admin.json<Row>(G('order/getOrderInfo'), { id })).data;

describe('recycling orders', () => {
  it('books, confirms, collects, settles and pays: progress and payment are two fields that move apart', async () => {
    const b = await book();
    expect(b.result, b.msg).toBe(0);
    const id = b.data.id;
    expect(b.data).toMatchObject({ progress: 'booked', payState: 'unpaid', amendCount: 0 });
    expect(String(b.data.orderNo)).toMatch(/^HS\d{8}\d{4}$/);
    expect((await act('order/checkOrder', id, { result: 'pass' })).result).toBe(0);
    expect(await get(id)).toMatchObject({ progress: 'confirmed', payState: 'unpaid' });
    // Paying before settlement is refused and changes nothing.
    const early = await act('order/pay', id);
    expect(early.result).not.toBe(0);
    expect(early.msg).toContain('结算后');
    expect((await act('order/updateOrderInfo', id, { weight: 10 })).result).toBe(0);
    const settled = await act('order/settle', id);
    expect(settled.result, settled.msg).toBe(0);
    const s = await get(id);
    expect(s).toMatchObject({ progress: 'settled', payState: 'unpaid', weight: 10 });
    expect(Number(s.amount)).toBeGreaterThan(0);
    const before = (await f.admin.json<Page<Row>>(G('user/getUserPageList'), { pageSize: 1000 })).data.records.find((u) => u.id === refs.appUserId)!;
    const paid = await act('order/pay', id);
    expect(paid.result, paid.msg).toBe(0);
    expect(await get(id)).toMatchObject({ progress: 'settled', payState: 'paid' });
    const after = (await f.admin.json<Page<Row>>(G('user/getUserPageList'), { pageSize: 1000 })).data.records.find((u) => u.id === refs.appUserId)!;
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) + Number(s.amount), 2);
    // The log keeps every step.
    const info = await f.admin.json<Row & { log: Row[] }>(G('order/flowInfo'), { id });
    expect(info.data.log.map((l) => l.action)).toEqual(['book', 'check', 'collect', 'settle']);
    // Filtered apart: the settled-and-paid order is in both filters, not in settled-and-unpaid.
    const both = await f.admin.json<Page<Row>>(G('order/pageList'), { progress: 'settled', payState: 'paid', pageSize: 1000 });
    expect(both.data.records.some((r) => r.id === id)).toBe(true);
    const unpaid = await f.admin.json<Page<Row>>(G('order/pageList'), { progress: 'settled', payState: 'unpaid', pageSize: 1000 });
    expect(unpaid.data.records.some((r) => r.id === id)).toBe(false);
    expect((await act('order/pay', id)).msg).toContain('已支付');
  });

  it('marks a failed payment with its reason, and a retry pays it, the progress untouched', async () => {
    const id = (await book()).data.id;
    await act('order/checkOrder', id, { result: 'pass' });
    await act('order/updateOrderInfo', id, { weight: 4 });
    await act('order/settle', id);
    expect((await act('order/payFailed', id, { reason: '' })).result).not.toBe(0);
    expect((await act('order/payFailed', id, { reason: '微信入账失败' })).result).toBe(0);
    expect(await get(id)).toMatchObject({ progress: 'settled', payState: 'failed', payFailReason: '微信入账失败' });
    expect((await act('order/pay', id)).result).toBe(0);
    expect(await get(id)).toMatchObject({ progress: 'settled', payState: 'paid' });
  });

  it('amends a booking (changeOrder): counted and logged as an amendment, never a cancellation', async () => {
    const id = (await book()).data.id;
    const amended = await f.admin.json<Row>(G('order/changeOrder'), { id, bookTime: fmt(now() + 8 * 3600_000), itemCount: 5 });
    expect(amended.result, amended.msg).toBe(0);
    const o = await get(id);
    expect(o).toMatchObject({ progress: 'booked', amendCount: 1, itemCount: 5 });
    expect(o.cancelledAt ?? null).toBeNull();
    const info = await f.admin.json<Row & { log: Row[] }>(G('order/flowInfo'), { id });
    const amend = info.data.log.find((l) => l.action === 'amend')!;
    expect(String(amend.remark)).toContain('改约');
    expect(amend.toState).toBe('booked');
  });

  it('refuses a booking over the tenant\'s item limit, and an amendment over it, changing nothing', async () => {
    const over = await book({ itemCount: 11 });
    expect(over.result).not.toBe(0);
    expect(over.msg).toContain('每单最多10件');
    const id = (await book()).data.id;
    const r = await f.admin.json(G('order/changeOrder'), { id, itemCount: 11 });
    expect(r.msg).toContain('每单最多10件');
    expect((await get(id)).itemCount).toBe(3);
    // The limit is a tenant setting.
    const s = (await f.admin.json<Page<Row>>(G('setting/pageList'), {})).data.records[0]!;
    expect((await f.admin.json(G('setting/saveOrUpdate'), { ...s, maxItems: 12 })).result).toBe(0);
    expect((await book({ itemCount: 11 })).result).toBe(0);
    await f.admin.json(G('setting/saveOrUpdate'), { ...s, maxItems: 10 });
  });

  it('cancels up to the window before the appointment and refuses one minute past it', async () => {
    const inTime = (await book({ bookTime: fmt(now() + 61 * 60_000) })).data.id;
    expect((await act('order/cancel', inTime, { remark: '临时有事' })).result).toBe(0);
    expect(await get(inTime)).toMatchObject({ progress: 'cancelled', payState: 'unpaid' });
    const late = (await book({ bookTime: fmt(now() + 59 * 60_000) })).data.id;
    const r = await act('order/cancel', late, { remark: '临时有事' });
    expect(r.result).not.toBe(0);
    expect(r.msg).toContain('已超过取消时限');
    expect((await get(late)).progress).toBe('booked');
  });

  it('records the door pickup failures: nobody home, refused, duplicate', async () => {
    for (const outcome of ['noOneHome', 'refused', 'duplicate']) {
      const id = (await book()).data.id;
      await act('order/checkOrder', id, { result: 'pass' });
      const r = await act('order/failPickup', id, { result: outcome, remark: '上门记录' });
      expect(r.result, r.msg).toBe(0);
      expect(await get(id)).toMatchObject({ progress: outcome, payState: 'unpaid' });
    }
    const id = (await book()).data.id;
    expect((await act('order/failPickup', id, { result: 'noOneHome' })).result).not.toBe(0);
  });

  it('rejects a booking only with a reason', async () => {
    const id = (await book()).data.id;
    expect((await act('order/checkOrder', id, { result: 'reject' })).result).not.toBe(0);
    expect((await act('order/checkOrder', id, { result: 'reject', remark: '不在服务范围' })).result).toBe(0);
    expect(await get(id)).toMatchObject({ progress: 'rejected', lastRemark: '不在服务范围' });
  });

  it('answers the collector\'s positions from confirmation to collection, as objects and as columns', async () => {
    const id = (await book()).data.id;
    expect((await act('order/historyPosition', id)).data).toEqual([]);
    await act('order/checkOrder', id, { result: 'pass' });
    await f.server.advance(20 * 60_000);
    await act('order/updateOrderInfo', id, { weight: 3 });
    const rows = (await act('order/historyPosition', id)).data as unknown as Row[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.at(-1)).toMatchObject({ lng: 120.13, lat: 30.28 });
    const cols = (await act('order/newHistoryPosition', id)).data as unknown as { t: number[]; lng: number[] };
    expect(cols.t.length).toBe(rows.length);
    expect((await act('order/historyPosition', 999999)).result).not.toBe(0);
  });

  it('keeps the other tenant\'s orders out of reach and refuses the read-only user', async () => {
    const id = (await book()).data.id;
    expect((await f.admin2.json(G('order/getOrderInfo'), { id })).result).not.toBe(0);
    expect((await act('order/checkOrder', id, { result: 'pass' }, f.admin2)).result).not.toBe(0);
    expect((await act('order/pay', id, {}, f.admin2)).result).not.toBe(0);
    const list2 = await f.admin2.json<Page<Row>>(G('order/pageList'), { pageSize: 1000 });
    expect(list2.data.records.some((r) => r.id === id)).toBe(false);
    expect((await act('order/checkOrder', id, { result: 'pass' }, f.viewer)).result).not.toBe(0);
    expect((await book({}, f.viewer)).result).not.toBe(0);
    expect((await get(id)).progress).toBe('booked');
  });

  it('exports the orders filtered', async () => {
    const r = await f.admin.raw(G('order/orderDownload'), { progress: 'settled' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('spreadsheet');
  });
});
