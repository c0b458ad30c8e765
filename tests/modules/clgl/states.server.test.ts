/**
 * The fleet's state changes, each refused with a clear message when the record is not in the state
 * the action starts from (and a refusal changes nothing): fuel card activation, recharge and debit,
 * white-list invalidation, ignoring inspection, insurance and upkeep reminders, cost status for one
 * or all, upkeep plans for many cars; then the reports and the boards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, OLD, V2, type Fixture, type Page } from './support';


let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 60_000);
afterAll(() => f.server.close());

type Card = { id: number; cardNo: string; status: string; balance: number; carId: number | null };
const cards = async (fx = f.admin) => (await fx.json<Page<Card>>(`${V2}/oilCard/page`, { pageSize: 100 })).data.records;

describe('fuel cards', () => {
  it('activates an inactive card once, refuses a second activation and another tenant', async () => {
    const spare = (await cards()).find((c) => c.status === 'inactive')!;
    expect((await f.admin2.json(`${V2}/oilCard/activate`, { id: spare.id })).result).toBe(1);
    const first = await f.admin.json<Card & { message: string }>(`${V2}/oilCard/activate`, { id: spare.id });
    expect(first.result).toBe(0);
    expect(first.data.status).toBe('active');
    expect(first.data.message).toContain(spare.cardNo);
    const again = await f.admin.json(`${V2}/oilCard/activate`, { id: spare.id });
    expect(again.result).toBe(1);
    expect(again.msg).toContain('只有未激活的油卡可以激活');
  });

  it('never lets a client write a balance or a status through the forms', async () => {
    const card = (await cards())[0]!;
    await f.admin.json(`${V2}/oilCard/update`, { id: card.id, balance: 999999, status: 'inactive' });
    await f.admin.form(`${OLD}/oilCardManage/update`, { id: card.id, balance: 999999, status: 'frozen', holder: '新持卡人' });
    const after = (await f.admin.json<Card & { holder: string }>(`${V2}/oilCard/selectOne`, { id: card.id })).data;
    expect(after.balance).toBe(card.balance);
    expect(after.status).toBe(card.status);
    expect(after.holder).toBe('新持卡人');
  });

  it('recharges an active card (the balance grows), refuses an inactive one and keeps recharges undeletable', async () => {
    const created = await f.admin.json<Card>(`${V2}/oilCard/insert`, { cardNo: '1000113200099990001', supplierId: 1 });
    expect(created.data.status).toBe('inactive');
    const refused = await f.admin.json(`${V2}/oilCardRecharge/insert`, { cardId: created.data.id, amount: 500 });
    expect(refused.result).toBe(1);
    expect(refused.msg).toContain('未激活');
    expect((await f.admin.json<Page>(`${V2}/oilCardRecharge/page`, { cardId: created.data.id })).data.total).toBe(0);
    await f.admin.json(`${V2}/oilCard/activate`, { id: created.data.id });
    const ok = await f.admin.json<{ id: number; balance: number }>(`${V2}/oilCardRecharge/insert`, { cardId: created.data.id, amount: 800.5 });
    expect(ok.result, ok.msg).toBe(0);
    expect(ok.data.balance).toBe(800.5);
    expect((await f.admin.json(`${V2}/oilCardRecharge/deletes`, { ids: [ok.data.id] })).msg).toContain('不能删除');
    expect((await f.admin.json(`${V2}/oilCardRecharge/update`, { id: ok.data.id, amount: 10 })).result).toBe(1);
    expect((await f.admin.json(`${V2}/oilCardRecharge/update`, { id: ok.data.id, remark: '月度预充' })).result).toBe(0);
  });

  it('debits a card-paid refuel, refuses a short balance or a missing card, credits back a deleted refuel', async () => {
    const card = (await cards()).find((c) => c.cardNo === '1000113200099990001')!;
    const base = { carId: 1, oilType: 'd0', liters: 50, unitPrice: 7.35, payType: 'card', cardId: card.id };
    const short = await f.admin.json(`${V2}/oilRefuel/insert`, { ...base, amount: 5000 });
    expect(short.msg).toContain('不足支付');
    expect((await f.admin.json(`${V2}/oilRefuel/insert`, { ...base, cardId: undefined, amount: 100 })).msg).toContain('请选择油卡');
    const paid = await f.admin.json<{ id: number }>(`${V2}/oilRefuel/insert`, { ...base, amount: 367.5 });
    expect(paid.result, paid.msg).toBe(0);
    const balance = async () => (await f.admin.json<Card>(`${V2}/oilCard/selectOne`, { id: card.id })).data.balance;
    expect(await balance()).toBe(433);
    expect((await f.admin.json(`${V2}/oilRefuel/update`, { id: paid.data.id, amount: 1 })).msg).toContain('不能修改');
    const old = await f.admin.form<{ id: number }>(`${OLD}/refuelManage/update`, { ...base, cardId: card.id, amount: 33 });
    expect(old.result, old.msg).toBe(0);
    expect(await balance()).toBe(400);
    expect((await f.admin.form(`${OLD}/refuelManage/delete`, { ids: `${paid.data.id},${old.data.id}` })).result).toBe(0);
    expect(await balance()).toBe(800.5);
    const cash = await f.admin.json(`${V2}/oilRefuel/insert`, { ...base, payType: 'cash', cardId: undefined, amount: 200 });
    expect(cash.result, cash.msg).toBe(0);
  });

  it('imports card-paid refuels through the older import all or nothing: a short balance on a later row leaves every row and the balance as they were', async () => {
    const card = (await cards()).find((c) => c.cardNo === '1000113200099990001')!;
    const balance = async () => (await f.admin.json<Card>(`${V2}/oilCard/selectOne`, { id: card.id })).data.balance;
    const refuels = async () => (await f.admin.json<Page>(`${V2}/oilRefuel/page`, { cardId: card.id })).data.total;
    const start = await balance();
    const count = await refuels();
    const sheet = (a: number, b: number) =>
      `carId,refuelTime,oilType,liters,unitPrice,amount,payType,cardId\n1,2026-01-05 08:00:00,d0,10,7.35,${a},card,${card.cardNo}\n1,2026-01-06 08:00:00,d0,10,7.35,${b},card,${card.cardNo}\n`;
    const refused = await f.admin.upload(`${OLD}/refuelManage/import`, 'r.csv', sheet(start - 10, 20));
    expect(refused.result).toBe(1);
    expect(refused.msg).toContain('不足支付');
    expect(await balance()).toBe(start);
    expect(await refuels()).toBe(count);
    const imported = await f.admin.upload<{ imported: number }>(`${OLD}/refuelManage/import`, 'r.csv', sheet(10, 20));
    expect(imported.result, imported.msg).toBe(0);
    expect(imported.data.imported).toBe(2);
    expect(await balance()).toBe(start - 30);
    expect(await refuels()).toBe(count + 2);
  });
});

describe('reminders, white list, upkeep plans and costs', () => {
  it('invalidates a valid white-list entry once', async () => {
    const valid = (await f.admin.json<Page<{ id: number; status: string }>>(`${V2}/whiteList/page`, { status: 'valid' })).data.records[0]!;
    expect((await f.admin2.json(`${V2}/whiteList/invalidate`, { id: valid.id })).result).toBe(1);
    expect((await f.admin.json<{ status: string }>(`${V2}/whiteList/invalidate`, { id: valid.id })).data.status).toBe('invalid');
    expect((await f.admin.json(`${V2}/whiteList/invalidate`, { id: valid.id })).msg).toContain('已作废');
  });

  it('ignores an inspection’s reminder (and its pending reminders) once', async () => {
    const reminders = (await f.admin.json<Page<{ id: number; sourceId: number; status: string; reminderType: string }>>(`${V2}/expirationReminder/page`, { reminderType: 'annualInspection', status: 'pending' })).data.records;
    expect(reminders.length).toBeGreaterThan(0);
    const source = reminders[0]!.sourceId;
    const ignored = await f.admin.json<{ remindStatus: string }>(`${V2}/annualInspection/ignore`, { id: source });
    expect(ignored.data.remindStatus).toBe('ignored');
    expect((await f.admin.json(`${V2}/annualInspection/ignore`, { id: source })).msg).toContain('已经忽略');
    const after = (await f.admin.json<Page<{ id: number; status: string }>>(`${V2}/expirationReminder/selectOne`, { id: reminders[0]!.id })).data as unknown as { status: string };
    expect(after.status).toBe('ignored');
  });

  it('generates reminders of policies and plans falling due, once, and ignores one', async () => {
    const first = await f.admin.json<{ created: number }>(`${V2}/expirationReminder/generate`, {});
    expect(first.data.created).toBeGreaterThan(0);
    expect((await f.admin.json<{ created: number }>(`${V2}/expirationReminder/generate`, {})).data.created).toBe(0);
    const insurance = (await f.admin.json<Page<{ id: number; sourceId: number }>>(`${V2}/expirationReminder/page`, { reminderType: 'insurance', status: 'pending' })).data.records[0]!;
    expect((await f.admin.json(`${V2}/expirationReminder/ignore`, { id: insurance.id })).result).toBe(0);
    expect((await f.admin.json(`${V2}/expirationReminder/ignore`, { id: insurance.id })).result).toBe(1);
    expect((await f.admin.json<{ remindStatus: string }>(`${V2}/insuranceRecord/selectOne`, { id: insurance.sourceId })).data.remindStatus).toBe('ignored');
    expect((await f.admin.json(`${V2}/insuranceRecord/ignore`, { id: insurance.sourceId })).result).toBe(1);
  });

  it('makes upkeep plans for several cars at once (all or none) and ignores a pending plan once', async () => {
    const plates = (await f.admin.json<Page<{ plateNo: string }>>(`${V2}/car/page`, { pageSize: 3 })).data.records.map((c) => c.plateNo);
    const refused = await f.admin.form(`${OLD}/upkeepPlan/insertAll`, { plateNos: `${plates[0]},浙A·Z0000`, subTypeCode: 'BY-01', planDate: '2026-12-20' });
    expect(refused.msg).toContain('浙A·Z0000');
    const before = (await f.admin.form<Page>(`${OLD}/upkeepPlan/page`)).data.total;
    const made = await f.admin.form<{ inserted: number; records: { id: number }[] }>(`${OLD}/upkeepPlan/insertAll`, { plateNos: plates.join(','), subTypeCode: 'BY-01', planDate: '2026-12-20' });
    expect(made.data.inserted).toBe(3);
    expect((await f.admin.form<Page>(`${OLD}/upkeepPlan/page`)).data.total).toBe(before + 3);
    const list = await f.admin.json<{ inserted: number }>(`${OLD}/upkeepPlan/insertAll`, { records: [{ carId: 1, subTypeId: 2, planDate: '2026-13-01' }] });
    expect(list.result).toBe(1);
    const id = made.data.records[0]!.id;
    expect((await f.admin.form<{ status: string }>(`${OLD}/upkeepPlan/ignore`, { id })).data.status).toBe('ignored');
    expect((await f.admin.form(`${OLD}/upkeepPlan/ignore`, { id })).msg).toContain('只有待保养的计划可以忽略');
    expect((await f.admin2.form(`${OLD}/upkeepPlan/ignore`, { id: made.data.records[1]!.id })).result).toBe(1);
  });

  it('confirms one cost, then all pending costs of a filter, then refuses when none is pending', async () => {
    const pending = (await f.admin.json<Page<{ id: number; costType: string }>>(`${V2}/carCostRecord/page`, { status: 'pending', pageSize: 100 })).data.records;
    expect(pending.length).toBeGreaterThan(2);
    expect((await f.admin.json<{ updated: number }>(`${V2}/carCostRecord/updateStatus`, { ids: [pending[0]!.id] })).data.updated).toBe(1);
    expect((await f.admin.json(`${V2}/carCostRecord/updateStatus`, { ids: [pending[0]!.id] })).result).toBe(1);
    const type = pending[1]!.costType;
    const ofType = pending.filter((p) => p.costType === type && p.id !== pending[0]!.id).length;
    const some = await f.admin.json<{ updated: number }>(`${V2}/carCostRecord/updateAllStatus`, { costType: type });
    expect(some.data.updated).toBe(ofType);
    const all = await f.admin.json<{ updated: number }>(`${V2}/carCostRecord/updateAllStatus`, {});
    expect(all.data.updated).toBe(pending.length - 1 - ofType);
    expect((await f.admin.json(`${V2}/carCostRecord/updateAllStatus`, {})).msg).toContain('没有待确认');
    expect((await f.admin2.json<Page>(`${V2}/carCostRecord/page`, { status: 'pending' })).data.total).toBeGreaterThan(0);
  });
});

describe('reports, boards and the vehicle view', () => {
  it('pages the daily cost report with a plate filter and totals that add up', async () => {
    const page = await f.admin.form<Page<{ fuel: number; water: number; maintenance: number; other: number; total: number; plateNo: string }>>(`${OLD}/dailyCost/pageList`, { pageSize: 20, plateNo: '浙A' });
    expect(page.data.total).toBeGreaterThan(20);
    for (const r of page.data.records) expect(Math.abs(r.fuel + r.water + r.maintenance + r.other - r.total)).toBeLessThan(0.02);
    expect((await f.admin.form(`${OLD}/dailyCost/pageList`, { orderField: 'nope' })).result).toBe(1);
  });

  it('computes fuel consumption per car and month, popular cars and vehicle groups', async () => {
    const fuel = await f.admin.form<Page<{ liters: number; per100km: number | null }>>(`${OLD}/fuelConsumption/pageList`, { orderField: 'liters', orderType: 'desc' });
    expect(fuel.data.total).toBeGreaterThan(0);
    expect(fuel.data.records[0]!.liters).toBeGreaterThanOrEqual(fuel.data.records[1]!.liters);
    const popular = await f.admin.form<Page<{ score: number }>>(`${OLD}/popularCar/pageList`, { pageSize: 5 });
    expect(popular.data.records[0]!.score).toBeGreaterThanOrEqual(popular.data.records[4]!.score);
    const groups = await f.admin.form<Page<{ groupName: string; cars: number }>>(`${OLD}/popularGroup/pageList`);
    expect(groups.data.records.map((g) => g.groupName)).toContain('上城一队');
    expect((await f.admin2.form<Page<{ groupName: string }>>(`${OLD}/popularGroup/pageList`)).data.records.map((g) => g.groupName)).toContain('西湖一队');
    expect((await f.admin.form<Page>(`${OLD}/checkRecord/pageList`, { result: 'abnormal' })).data.total).toBeGreaterThan(0);
  });

  it.each(['operational', 'oil', 'cost', 'inputOutput', 'pzdc'])('draws the %s board from the tenant’s data', async (board) => {
    const answer = await f.admin.form<{ summary: { value: number }[]; charts: { series: { data: number[] }[] }[] }>(`${OLD}/kanban/${board}`);
    expect(answer.result).toBe(0);
    expect(answer.data.charts.length).toBeGreaterThan(0);
    expect(answer.data.charts.some((c) => c.series.some((s) => s.data.some((v) => v > 0)))).toBe(true);
  });

  it('draws input and output on two axes up to this month: no month to come, a cost per trip in every month with trips', async () => {
    type Chart = { key: string; categories: string[]; series: { unit?: string; data: (number | null)[] }[] };
    const answer = await f.admin.form<{ charts: Chart[] }>(`${OLD}/kanban/inputOutput`);
    const now = new Date();
    const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    const io = answer.data.charts.find((c) => c.key === 'inputOutput')!;
    expect(io.categories.at(-1)).toBe(thisMonth);
    expect(new Set(io.series.map((s) => s.unit)).size).toBe(2);
    const perTrip = answer.data.charts.find((c) => c.key === 'costPerTrip')!.series[0]!.data;
    const trips = io.series[1]!.data;
    // The seeded checks cover the year (330 days): every month but a January before them has trips.
    expect(trips.filter((v) => !v).length).toBeLessThanOrEqual(1);
    perTrip.forEach((v, i) => expect(trips[i] ? v! > 0 : v === null).toBe(true));
  });

  it('answers the vehicle view by id or plate and exports the cost analysis per car', async () => {
    const view = await f.admin.form<{ car: { plateNo: string }; oilCards: unknown[] }>('/cloud/clwxfw/api/np/v2/car/view.smvc', { plateNo: '浙A·D1234' });
    expect(view.data.car.plateNo).toBe('浙A·D1234');
    expect((await f.admin2.form('/cloud/clwxfw/api/np/v2/car/view.smvc', { plateNo: '浙A·D1234' })).result).toBe(1);
    expect((await f.admin.form('/cloud/clwxfw/api/np/v2/car/view.smvc', {})).result).toBe(1);
    const response = await f.admin.raw(`${V2}/analysis/export`, {});
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain('费用分析');
  });
});
