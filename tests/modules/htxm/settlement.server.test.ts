// 合同项目 over HTTP: a contract's month settled from the product's own figures (道路保洁's road areas,
// 垃圾收运's weighings, quantities entered with their source), prices in force (an adjustment mid-month),
// the assessment deduction and others, totals in fen; the confirmation by both sides with who and when;
// payments due and overdue; expiry reminders; refusals (bad input, another tenant, no right) changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../kit/resource';
import { tonnage } from '../../../kit/waste/loadWeight';
import { addDays, addMonths, daysInMonth, monthEnd } from '../../../modules/htxm/rules/dates';
import { toFen } from '../../../modules/htxm/rules/money';
import { C, fixture, type Fixture, type Page } from './support';

type Row = Record<string, unknown>;
let f: Fixture;
const today = formatDate(new Date());
const thisMonth = today.slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
const ok = <T>(r: { result: number; msg: string; data: T }) => {
  expect(r.result, r.msg).toBe(0);
  return r.data;
};

beforeAll(async () => {
  f = await fixture();
});
afterAll(async () => {
  await f?.server.close();
});

/** A fresh contract over 上城区's roads from two months back, with road, weighing and toilet prices. */
async function newContract(no: string, o: Row = {}): Promise<{ contract: Row; road: Row; tonnes: Row; toilet: Row }> {
  const contract = ok(await f.admin.json<Row>(C('contract', 'save'), {
    contractNo: no, contractName: '测试结算合同', lotName: '上城区测试标段', district: 'shangcheng', contractor: '测试环境服务有限公司',
    startDate: `${addMonths(thisMonth, -2)}-01`, endDate: addDays(today, 200), paymentDays: 20, ...o,
  }));
  const line = async (v: Row) => ok(await f.admin.json<Row>(C('priceLine', 'save'), { contractId: contract.id, ...v }));
  const road = await line({ lineName: '一级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '1', unit: 'm2Year', unitPrice: 18 });
  const tonnes = await line({ lineName: '压缩车清运', item: 'collection', basis: 'weighedTonnes', vehicleType: 'compress', unit: 'tonne', unitPrice: 95.5 });
  const toilet = await line({ lineName: '公厕管理', item: 'toilet', basis: 'manual', unit: 'toiletMonth', unitPrice: 3200 });
  return { contract, road, tonnes, toilet };
}

const lines = async (settlementId: unknown) => ok(await f.admin.json<Page>(C('settlementLine', 'pageList'), { settlementId, pageSize: 50 })).records;
const settlementOf = async (id: unknown) => ok(await f.admin.json<Row>(C('settlement', 'getById'), { id }));
const count = async (entity: string, filters: Row = {}) => ok(await f.admin.json<Page>(C(entity, 'pageList'), { pageSize: 1, ...filters })).total;

describe('contract/settle: the month from the product\'s own figures', () => {
  let made: Row;
  let c: Awaited<ReturnType<typeof newContract>>;

  it('takes the road area of the lot\'s grade-1 roads from 道路保洁, the compactors\' weighed tonnes from 垃圾收运, and leaves the toilets unknown (not 0) until entered', async () => {
    c = await newContract('HT-2030-01');
    made = ok(await f.admin.json<Row>(C('contract', 'settle'), { id: c.contract.id, month: lastMonth, assessmentScore: 85, scoreSource: '测试考核' }));
    expect(made).toMatchObject({ state: 'draft', month: lastMonth, incomplete: true, settlementNo: `JS-${lastMonth.replace('-', '')}-2030-01` });

    const roads = ok(await f.admin.json<Page>('/cloud/roadClean/road/page', { district: 'shangcheng', grade: '1', pageSize: 100 })).records;
    const area = roads.reduce((s, r) => s + Number(r.area), 0);
    const cars = ok(await f.admin.json<Page>('/cloud/ljszy/carInfo/pageList', { carType: 'compress', pageSize: 100 })).records.map((r) => r.id);
    const loads = ok(await f.admin.json<Page>('/cloud/ljszy/carWeightOperate/pageList', { weighTimeStart: `${lastMonth}-01 00:00:00`, weighTimeEnd: `${monthEnd(lastMonth)} 23:59:59`, pageSize: 1000 })).records
      .filter((w) => cars.includes(w.carId));
    const tonnes = tonnage(loads.map((w) => ({ gross: w.grossWeight as number, tare: w.tareWeight as number }))).tonnes!;

    const ls = await lines(made.id);
    const road = ls.find((l) => l.priceLineId === c.road.id)!;
    expect(road).toMatchObject({ origin: 'roads', quantity: area });
    expect(String(road.quantitySource)).toContain('道路保洁道路');
    expect(road.amount).toBe(Math.round((area * 1800) / 12) / 100);
    const weighed = ls.find((l) => l.priceLineId === c.tonnes.id)!;
    expect(weighed.origin).toBe('weighings');
    expect(weighed.quantity).toBeCloseTo(tonnes, 3);
    expect(weighed.amount).toBe(Math.round(Number(weighed.quantity) * 9550) / 100);
    const toilet = ls.find((l) => l.priceLineId === c.toilet.id)!;
    expect(toilet).toMatchObject({ origin: 'none', quantity: null, amount: null });

    const gross = toFen(road.amount as number) + toFen(weighed.amount as number);
    expect(toFen(made.grossAmount as number)).toBe(gross);
    expect(toFen(made.deductionAmount as number)).toBe(Math.round(gross * 0.05));
    expect(toFen(made.netAmount as number)).toBe(gross - Math.round(gross * 0.05));
    const deductions = ok(await f.admin.json<Page>(C('deduction', 'pageList'), { settlementId: made.id })).records;
    expect(deductions).toHaveLength(1);
    expect(deductions[0]).toMatchObject({ source: 'assessment' });
    expect(String(deductions[0]!.reason)).toContain('85');
  });

  it('refuses to submit while a quantity is unknown, naming the line; an entered quantity with its source completes it on recompute', async () => {
    const refused = await f.admin.json(C('settlement', 'submit'), { id: made.id });
    expect(refused.result).toBe(1);
    expect(refused.msg).toContain('公厕管理');
    expect((await settlementOf(made.id)).state).toBe('draft');
    ok(await f.admin.json(C('quantityEntry', 'save'), { priceLineId: c.toilet.id, month: lastMonth, quantity: 12, source: '公厕台账测试' }));
    const again = ok(await f.admin.json<Row>(C('settlement', 'recompute'), { id: made.id }));
    expect(again.incomplete).toBe(false);
    const toilet = (await lines(made.id)).find((l) => l.priceLineId === c.toilet.id)!;
    expect(toilet).toMatchObject({ origin: 'entered', quantity: 12, amount: 38400 });
    expect(String(toilet.quantitySource)).toContain('公厕台账测试');
  });

  it('pays a price adjusted mid-month by days at each price', async () => {
    const mid = `${lastMonth}-15`;
    ok(await f.admin.json(C('priceAdjust', 'save'), { priceLineId: c.toilet.id, effectiveDate: mid, newPrice: 3500, reason: '测试调价' }));
    ok(await f.admin.json(C('settlement', 'recompute'), { id: made.id }));
    const toilet = (await lines(made.id)).find((l) => l.priceLineId === c.toilet.id)!;
    const days = daysInMonth(lastMonth);
    expect(toilet.amount).toBe(Math.round((12 * (320_000 * 14 + 350_000 * (days - 14))) / days) / 100);
    expect(String(toilet.prices)).toContain('3,200.00');
    expect(String(toilet.prices)).toContain('3,500.00');
  });

  it('keeps deductions entered on the draft, and pays 0 with the excess shown when they exceed the amount', async () => {
    const s = await settlementOf(made.id);
    const big = ok(await f.admin.json<Row>(C('deduction', 'save'), { settlementId: made.id, source: 'complaint', reason: '测试超额扣款', amount: (toFen(s.grossAmount as number) + 100_010) / 100 }));
    const after = await settlementOf(made.id);
    expect(after.netAmount).toBe(0);
    expect(toFen(after.excessAmount as number)).toBe(toFen(after.deductionAmount as number) - toFen(after.grossAmount as number));
    ok(await f.admin.json(C('deduction', 'delete'), { ids: String(big.id) }));
    const back = await settlementOf(made.id);
    expect(back.excessAmount).toBe(0);
    expect(toFen(back.netAmount as number)).toBe(toFen(back.grossAmount as number) - toFen(back.deductionAmount as number));
  });

  it('refuses bad input with a clear message and makes nothing', async () => {
    const before = await count('settlement');
    const cases: [Row, string][] = [
      [{ month: '2026-13' }, 'YYYY-MM'],
      [{ month: thisMonth }, '尚未结束'],
      [{ month: addMonths(thisMonth, -6) }, '不在合同期'],
      [{ month: lastMonth }, '已有结算单'],
      [{ month: addMonths(thisMonth, -2), assessmentScore: 120, scoreSource: 'x' }, '0到100'],
      [{ month: addMonths(thisMonth, -2), assessmentScore: 80 }, '来源'],
      [{ id: 999_999, month: addMonths(thisMonth, -2) }, '不存在'],
    ];
    for (const [input, msg] of cases) {
      const r = await f.admin.json(C('contract', 'settle'), { id: c.contract.id, ...input });
      expect(r.result, JSON.stringify(input)).toBe(1);
      expect(r.msg).toContain(msg);
    }
    expect(await count('settlement')).toBe(before);
  });

  it('refuses a contract with no unit prices, a line paid by road area without its grade, and an adjustment outside the contract', async () => {
    const bare = ok(await f.admin.json<Row>(C('contract', 'save'), { contractNo: 'HT-2030-02', contractName: '空合同', lotName: '空标段', contractor: '某公司', startDate: `${addMonths(thisMonth, -3)}-01`, endDate: addDays(today, 30), paymentDays: 30 }));
    expect((await f.admin.json(C('contract', 'settle'), { id: bare.id, month: lastMonth })).msg).toContain('没有单价明细');
    const noGrade = await f.admin.json(C('priceLine', 'save'), { contractId: bare.id, lineName: '缺等级', item: 'cleaning', basis: 'roadArea', unit: 'm2Year', unitPrice: 10 });
    expect(noGrade.msg).toContain('道路等级');
    const outside = await f.admin.json(C('priceAdjust', 'save'), { priceLineId: c.road.id, effectiveDate: '2020-01-01', newPrice: 1, reason: 'x' });
    expect(outside.msg).toContain('不在合同期');
    const badRoad = await f.admin.json(C('contract', 'update'), { ...bare, roadCodes: 'DL-101, ZZ-999' });
    expect(badRoad.msg).toContain('ZZ-999');
    const endBefore = await f.admin.json(C('contract', 'update'), { ...bare, endDate: '2000-01-01' });
    expect(endBefore.result).toBe(1);
  });

  it('keeps tenants apart and refuses users without the function, changing nothing', async () => {
    const before = await count('settlement');
    expect((await f.admin2.json(C('contract', 'settle'), { id: c.contract.id, month: addMonths(thisMonth, -2) })).result).not.toBe(0);
    expect((await f.admin2.json(C('settlement', 'recompute'), { id: made.id })).result).not.toBe(0);
    expect((await f.admin2.json(C('settlement', 'submit'), { id: made.id })).result).not.toBe(0);
    expect(ok(await f.admin2.json<Page>(C('settlement', 'pageList'), { pageSize: 500 })).records.some((r) => r.id === made.id)).toBe(false);
    expect(ok(await f.admin2.json<Page>(C('reminder', 'pageList'), { pageSize: 50 })).records.every((r) => !String(r.contractNo).startsWith('HT-2030'))).toBe(true);
    expect((await f.viewer.json(C('contract', 'settle'), { id: c.contract.id, month: addMonths(thisMonth, -2) })).result).not.toBe(0);
    expect((await f.viewer.json(C('settlement', 'recompute'), { id: made.id })).result).not.toBe(0);
    expect((await f.viewer.json(C('settlement', 'submit'), { id: made.id })).result).not.toBe(0);
    expect((await f.viewer.json(C('deduction', 'save'), { settlementId: made.id, source: 'other', reason: 'x', amount: 1 })).result).not.toBe(0);
    expect(await count('settlement')).toBe(before);
    expect((await settlementOf(made.id)).state).toBe('draft');
  });

  it('is confirmed by both sides, by two people, each with who (their user names, as the platform\'s audit fields show them) and when; then paid, and the due date follows the payment term', async () => {
    ok(await f.admin.json(C('settlement', 'submit'), { id: made.id }));
    expect((await f.admin.json(C('deduction', 'save'), { settlementId: made.id, source: 'other', reason: '提交后扣款', amount: 1 })).msg).toContain('只有草稿');
    expect((await f.admin.json(C('settlement', 'recompute'), { id: made.id })).msg).toContain('只有草稿');
    // The contractor's confirmer may not take the owner's side; a return needs its reason.
    expect((await f.contractor.json(C('settlement', 'ownerConfirm'), { id: made.id, result: 'pass' })).result).not.toBe(0);
    expect((await f.contractor.json(C('settlement', 'contractorConfirm'), { id: made.id, result: 'reject' })).msg).toContain('原因');
    ok(await f.contractor.json(C('settlement', 'contractorConfirm'), { id: made.id, result: 'pass', remark: '工作量无异议' }));
    const half = await settlementOf(made.id);
    expect(half).toMatchObject({ state: 'ownerPending', contractorBy: 'htxmcontractor' });
    expect(String(half.contractorAt).slice(0, 10)).toBe(today);
    ok(await f.admin.json(C('settlement', 'ownerConfirm'), { id: made.id, result: 'pass' }));
    const done = await settlementOf(made.id);
    expect(done).toMatchObject({ state: 'confirmed', ownerBy: 'admin', dueDate: addDays(today, 20), paymentStatus: 'due', overdueDays: 0 });
    expect((await f.admin.json(C('settlement', 'pay'), { id: made.id, paidDate: addDays(today, 1) })).result).toBe(1);
    expect((await f.admin.json(C('settlement', 'pay'), { id: made.id, paidDate: addDays(today, -60) })).msg).toContain('不能早于');
    ok(await f.admin.json(C('settlement', 'pay'), { id: made.id, paidDate: today }));
    expect(await settlementOf(made.id)).toMatchObject({ state: 'paid', paidDate: today, paymentStatus: 'paid' });
    const log = ok(await f.admin.json<Row[] | Page>(C('settlement', 'logList'), { id: made.id }));
    const entries = (Array.isArray(log) ? log : log.records) as Row[];
    expect(entries.map((e) => [e.action, e.actorName])).toEqual([['create', 'admin'], ['submit', 'admin'], ['contractorConfirm', 'htxmcontractor'], ['ownerConfirm', 'admin'], ['pay', 'admin']]);
    expect(entries.every((e) => String(e.actionTime).startsWith(today))).toBe(true);
    const info = ok(await f.admin.json<Row>(C('settlement', 'info'), { id: made.id }));
    expect(JSON.stringify(info)).toContain('paid');
  });

  it('refuses the owner\'s confirmation by the user who confirmed for the contractor, and a return sends it back to draft', async () => {
    const two = ok(await f.admin.json<Row>(C('contract', 'settle'), { id: c.contract.id, month: addMonths(thisMonth, -2) }));
    ok(await f.admin.json(C('quantityEntry', 'save'), { priceLineId: c.toilet.id, month: addMonths(thisMonth, -2), quantity: 12, source: '公厕台账' }));
    ok(await f.admin.json(C('settlement', 'recompute'), { id: two.id }));
    ok(await f.admin.json(C('settlement', 'submit'), { id: two.id }));
    ok(await f.admin.json(C('settlement', 'contractorConfirm'), { id: two.id, result: 'pass' }));
    const same = await f.admin.json(C('settlement', 'ownerConfirm'), { id: two.id, result: 'pass' });
    expect(same.msg).toContain('乙方确认人（admin）以外');
    ok(await f.admin.json(C('settlement', 'ownerConfirm'), { id: two.id, result: 'reject', remark: '扣款依据不足，请重新核对' }));
    expect(await settlementOf(two.id)).toMatchObject({ state: 'draft', contractorBy: null, lastRemark: '扣款依据不足，请重新核对' });
  });
});

describe('the computed lists', () => {
  it('reminds of the seeded contracts on exactly 60 and 7 days left, never of a renewed one', async () => {
    const rows = ok(await f.admin.json<Page>(C('reminder', 'pageList'), { pageSize: 50 })).records;
    const year = today.slice(0, 4);
    expect(rows.find((r) => r.contractNo === `HT-${year}-01`)).toMatchObject({ stage: 'd60', daysLeft: 60 });
    expect(rows.find((r) => r.contractNo === `HT-${year}-03`)).toMatchObject({ stage: 'd7', daysLeft: 7 });
    expect(String(rows.find((r) => r.contractNo === `HT-${year}-03`)!.message)).toContain('还剩7天');
    expect(rows.some((r) => r.contractNo === `HT-${Number(year) - 1}-05`)).toBe(false);
    const d7 = ok(await f.admin.json<Page>(C('reminder', 'pageList'), { stage: 'd7' })).records;
    expect(d7.every((r) => r.stage === 'd7')).toBe(true);
  });

  it('flags unpaid settlements past their due date as overdue, with the days', async () => {
    const overdue = ok(await f.admin.json<Page>(C('payment', 'pageList'), { status: 'overdue', pageSize: 50 })).records;
    expect(overdue.length).toBeGreaterThan(0);
    for (const r of overdue) {
      expect(r.paidDate).toBeNull();
      expect(String(r.dueDate) < today).toBe(true);
      expect(r.overdueDays).toBe(Math.round((Date.parse(today) - Date.parse(String(r.dueDate))) / 86_400_000));
    }
    expect(ok(await f.admin.json<Page>(C('payment', 'pageList'), { status: 'paidLate' })).total).toBeGreaterThan(0);
    expect(ok(await f.admin2.json<Page>(C('payment', 'pageList'), { pageSize: 200 })).records.every((r) => !String(r.settlementNo).includes('2030'))).toBe(true);
  });

  it('has a year of seeded settlements per contract whose totals are the sums of their lines and deductions in fen', async () => {
    const all = ok(await f.admin.json<Page>(C('settlement', 'pageList'), { pageSize: 200, month: addMonths(thisMonth, -4) })).records;
    expect(all.length).toBe(5);
    for (const s of all) {
      const ls = await lines(s.id);
      const ds = ok(await f.admin.json<Page>(C('deduction', 'pageList'), { settlementId: s.id })).records;
      const gross = ls.reduce((n, l) => n + toFen(l.amount as number), 0);
      expect(toFen(s.grossAmount as number)).toBe(gross);
      expect(toFen(s.netAmount as number)).toBe(Math.max(0, gross - ds.reduce((n, d) => n + toFen(d.amount as number), 0)));
    }
    expect(ok(await f.admin2.json<Page>(C('settlement', 'pageList'), { pageSize: 1 })).total).toBe(36);
  });
});
