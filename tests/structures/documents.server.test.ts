// Documents with line items and the stock ledger over real HTTP (fixture module depotfx): a document
// and its lines saved in one transaction with computed totals, every bad line named by its row, stock
// balances per material and storehouse derived from posted documents, no negative stock (the refusal
// names the material, the storehouse and the balance), post and reverse, never an edit of a posted
// document, a document without a ledger (recycling records with details).
import { describe, expect, it } from 'vitest';
import { fixtureServer, fixtureTables } from './support';

const fx = fixtureServer();
const IN = '/cloud/depotfx/storehouseIn';
const OUT = '/cloud/depotfx/storehouseOut';
type Row = Record<string, unknown> & { id: number };
type Doc = Row & { status: string; lines: Row[] };
type Page = { records: Row[]; total: number };

const SCREW = 1; // 螺丝M8
const OIL = 2; // 机油5W-30
const lines = (...l: [number, number, number][]) => JSON.stringify(l.map(([materialId, quantity, price]) => ({ materialId, quantity, price })));

/** The balance of a material in a storehouse (0 when the ledger has none). */
async function balance(materialId: number, storehouseId = 1, token = fx().token): Promise<number> {
  const page = await fx().ok<Page>('/cloud/depotfx/stockCheck/sumStockList', { materialId, storehouseId }, token);
  return Number(page.records[0]?.quantity ?? 0);
}

const tables = () => fixtureTables(fx(), 'r_depotfx_');

describe('a document with line items', () => {
  it('saves a stock-in order with its lines in one call: line amounts and totals computed, posted into the stock ledger', async () => {
    const doc = await fx().ok<Doc>(`${IN}/create`, { orderNo: 'RK-001', storehouseId: 1, lines: lines([SCREW, 100, 0.35], [OIL, 20.5, 48]) });
    expect(doc).toMatchObject({ orderNo: 'RK-001', status: 'posted', totalQuantity: 120.5, totalAmount: 1019, lineCount: 2 });
    expect(doc.lines.map((l) => [l.materialId, l.quantity, l.price, l.amount, l.inId])).toEqual([
      [SCREW, 100, 0.35, 35, doc.id],
      [OIL, 20.5, 48, 984, doc.id],
    ]);
    expect(await fx().ok<Row[]>(`${IN}/getDetailList`, { id: doc.id })).toEqual(doc.lines);
    expect(await balance(SCREW)).toBe(100);
    expect(await balance(OIL)).toBe(20.5);
    const flow = await fx().ok<Page>('/cloud/depotfx/stockCheck/pageDetailList', { sourceNo: 'RK-001' });
    expect(flow.records.map((r) => [r.materialId, r.quantity, r.direction, r.sourceType])).toEqual(expect.arrayContaining([[SCREW, 100, 'in', 'stockIn'], [OIL, 20.5, 'in', 'stockIn']]));
  });

  it('names every bad line by its row and writes nothing, the document’s own errors beside them', async () => {
    const before = await tables();
    const bad = await fx().call<{ errors: { field: string; message: string }[] }>(`${IN}/create`, {
      orderNo: '',
      storehouseId: 1,
      lines: JSON.stringify([{ materialId: SCREW, quantity: 5, price: 1 }, { materialId: SCREW, quantity: -1, price: 1 }, { quantity: 2, price: 'x' }]),
    });
    expect(bad.result).not.toBe(0);
    expect(bad.data.errors).toEqual([
      { field: 'orderNo', message: '入库单号不能为空' },
      { field: 'lines.1.quantity', message: '第2行：数量不能小于0.0001' },
      { field: 'lines.2.materialId', message: '第3行：物资不能为空' },
      { field: 'lines.2.price', message: '第3行：单价必须是数字' },
    ]);
    const missing = await fx().call<{ errors: { field: string }[] }>(`${IN}/create`, { orderNo: 'RK-BAD', storehouseId: 1, lines: lines([SCREW, 1, 1], [999, 1, 1]) });
    expect(missing.msg).toBe('第2行：物资引用的数据不存在');
    expect(missing.data.errors[0]!.field).toBe('lines.1.materialId');
    expect((await fx().call(`${IN}/create`, { orderNo: 'RK-BAD', storehouseId: 1, lines: '[]' })).msg).toBe('请至少填写1行明细');
    expect((await fx().call(`${IN}/create`, { orderNo: 'RK-BAD', storehouseId: 1, lines: '{"materialId":1}' })).msg).toBe('明细格式不正确，应为明细行的列表');
    expect((await fx().call(`${IN}/create`, { orderNo: 'RK-BAD', storehouseId: 1, lines: 'not json' })).msg).toBe('明细格式不正确，应为明细行的列表');
    expect(await tables()).toEqual(before);
  });

  it('keeps a draft stock-out editable (its lines replaced), posts it, then refuses to edit or delete it', async () => {
    const draft = await fx().ok<Doc>(`${OUT}/create`, { orderNo: 'CK-001', storehouseId: 1, lines: lines([SCREW, 10, 0.35]) });
    expect(draft).toMatchObject({ status: 'draft', totalAmount: 3.5 });
    expect(await balance(SCREW)).toBe(100);
    const edited = await fx().ok<Doc>(`${OUT}/update`, { id: draft.id, orderNo: 'CK-001', storehouseId: 1, lines: lines([SCREW, 30, 0.35], [OIL, 0.5, 48]) });
    expect(edited.lines.map((l) => l.quantity)).toEqual([30, 0.5]);
    expect(edited.totalAmount).toBe(34.5);
    expect((await fx().ok<Doc>(`${OUT}/getById`, { id: draft.id })).lines).toHaveLength(2);

    const posted = await fx().ok<Doc>(`${OUT}/post`, { id: draft.id });
    expect(posted.status).toBe('posted');
    expect(await balance(SCREW)).toBe(70);
    expect(await balance(OIL)).toBe(20);

    const before = await tables();
    expect((await fx().call(`${OUT}/update`, { id: draft.id, orderNo: 'CK-001', storehouseId: 1, lines: lines([SCREW, 1, 1]) })).msg).toBe('单据CK-001已过账，不能修改；如有错误请冲销后重新录入');
    expect((await fx().call(`${OUT}/delete`, { ids: String(draft.id) })).msg).toBe('单据CK-001已过账，不能删除，请先冲销');
    expect((await fx().call(`${OUT}/post`, { id: draft.id })).msg).toBe('单据CK-001已过账，不能过账');
    expect(await tables()).toEqual(before);

    const reversed = await fx().ok<Doc>(`${OUT}/reverse`, { id: draft.id });
    expect(reversed.status).toBe('reversed');
    expect(await balance(SCREW)).toBe(100);
    expect((await fx().call(`${OUT}/reverse`, { id: draft.id })).msg).toBe('单据CK-001已冲销，不能冲销');
    const flow = await fx().ok<Page>('/cloud/depotfx/stockCheck/pageDetailList', { sourceNo: 'CK-001', pageSize: 10 });
    expect(flow.records.map((r) => r.quantity).sort()).toEqual([-30, -0.5, 0.5, 30].sort());
  });

  it('keeps the document rules at another API generation’s calls: lines saved and computed, read inline, a posted one locked', async () => {
    const APP = '/cloud/depotfx/app/storehouseOut';
    const draft = await fx().ok<Doc>(`${APP}/saveOrUpdate`, { orderNo: 'CK-APP', storehouseId: 1, lines: lines([SCREW, 2, 0.5], [OIL, 1, 48]) });
    expect(draft).toMatchObject({ status: 'draft', totalAmount: 49 });
    const edited = await fx().ok<Doc>(`${APP}/saveOrUpdate`, { id: draft.id, orderNo: 'CK-APP', storehouseId: 1, lines: lines([SCREW, 4, 0.5]) });
    expect(edited.totalAmount).toBe(2);
    expect((await fx().ok<Doc>(`${APP}/detail`, { id: draft.id })).lines.map((l) => [l.materialId, l.quantity, l.amount])).toEqual([[SCREW, 4, 2]]);
    await fx().ok(`${OUT}/post`, { id: draft.id });
    const before = await tables();
    expect((await fx().call(`${APP}/saveOrUpdate`, { id: draft.id, orderNo: 'CK-APP', storehouseId: 1, lines: lines([SCREW, 1, 1]) })).msg).toBe('单据CK-APP已过账，不能修改；如有错误请冲销后重新录入');
    expect((await fx().call(`${APP}/remove`, { ids: String(draft.id) })).msg).toBe('单据CK-APP已过账，不能删除，请先冲销');
    expect(await tables()).toEqual(before);
    await fx().ok(`${OUT}/reverse`, { id: draft.id });
  });

  it('refuses a stock-out beyond the balance, naming the material, the storehouse and the balance, and changes nothing', async () => {
    const draft = await fx().ok<Doc>(`${OUT}/create`, { orderNo: 'CK-002', storehouseId: 1, lines: lines([OIL, 15, 48], [OIL, 6, 48]) });
    const before = await tables();
    const refused = await fx().call(`${OUT}/post`, { id: draft.id });
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toBe('物资「机油5W-30」、仓库「一号仓」的结存为20.5，不足本单的21，不能过账');
    expect(await tables()).toEqual(before);
    const other = await fx().ok<Doc>(`${OUT}/create`, { orderNo: 'CK-003', storehouseId: 2, lines: lines([SCREW, 1, 1]) });
    expect((await fx().call(`${OUT}/post`, { id: other.id })).msg).toBe('物资「螺丝M8」、仓库「二号仓」的结存为0，不足本单的1，不能过账');
    expect(await fx().ok(`${OUT}/delete`, { ids: `${draft.id},${other.id}` })).toEqual({ deleted: 2, reversed: 0 });
  });

  it('posts one of two simultaneous stock-outs that together exceed the balance and refuses the other', async () => {
    const a = await fx().ok<Doc>(`${OUT}/create`, { orderNo: 'CK-RACE-A', storehouseId: 1, lines: lines([OIL, 12, 48]) });
    const b = await fx().ok<Doc>(`${OUT}/create`, { orderNo: 'CK-RACE-B', storehouseId: 1, lines: lines([OIL, 12, 48]) });
    const answers = await Promise.all([a, b].map((d) => fx().call(`${OUT}/post`, { id: d.id })));
    expect(answers.filter((x) => x.result === 0)).toHaveLength(1);
    expect(answers.find((x) => x.result !== 0)!.msg).toMatch(/结存为8.5，不足本单的12/);
    expect(await balance(OIL)).toBe(8.5);
  });

  it('reverses a posted stock-in on delete (it posts on creation) unless the stock was already issued', async () => {
    const doc = await fx().ok<Doc>(`${IN}/create`, { orderNo: 'RK-002', storehouseId: 2, lines: lines([SCREW, 5, 1]) });
    expect(await balance(SCREW, 2)).toBe(5);
    const out = await fx().ok<Doc>(`${OUT}/create`, { orderNo: 'CK-004', storehouseId: 2, lines: lines([SCREW, 3, 1]) });
    await fx().ok(`${OUT}/post`, { id: out.id });
    expect((await fx().call(`${IN}/delete`, { ids: String(doc.id) })).msg).toBe('物资「螺丝M8」、仓库「二号仓」的结存为2，不足本单的5，不能冲销');
    await fx().ok(`${OUT}/reverse`, { id: out.id });
    const removed = await fx().call(`${IN}/delete`, { ids: String(doc.id) });
    expect(removed).toMatchObject({ result: 0, msg: '冲销成功', data: { deleted: 0, reversed: 1 } });
    expect((await fx().ok<Doc>(`${IN}/getDetailList`, { id: doc.id })).length).toBe(1); // kept, with its lines
    expect(await balance(SCREW, 2)).toBe(0);
    expect((await fx().ok<Page>(`${IN}/pageList`, { orderNo: 'RK-002' })).records[0]!.status).toBe('reversed');
  });

  it('answers balances per material and storehouse, leaving out empty ones where the call says so, per tenant', async () => {
    const all = await fx().ok<Page>('/cloud/depotfx/stockCheck/sumStockList', { pageSize: 50 });
    expect(all.records.map((r) => [r.materialId, r.storehouseId, r.quantity])).toEqual([
      [SCREW, 1, 100],
      [SCREW, 2, 0],
      [OIL, 1, 8.5],
    ]);
    const positive = await fx().ok<Page>('/cloud/depotfx/stockCheck/sumStockListGreaterThanZero', { pageSize: 1, pageNo: 2 });
    expect(positive).toMatchObject({ total: 2, records: [{ materialId: OIL, storehouseId: 1, quantity: 8.5, amount: 408 }] });
    expect((await fx().ok<Page>('/cloud/depotfx/stockCheck/sumStockList', {}, fx().token2)).total).toBe(0);
    expect((await fx().call('/cloud/depotfx/stockCheck/sumStockList', { materialId: 'abc' })).msg).toBe('物资必须是数字');
  });
});

describe('a document without a ledger', () => {
  it('saves a recycling record with its details (totals computed), replaces them on update and deletes them with it', async () => {
    const details = (rows: [string, number, number][]) => JSON.stringify(rows.map(([category, weight, unitPrice]) => ({ category, weight, unitPrice })));
    const saved = await fx().ok<Row & { details: Row[] }>('/cloud/depotfx/customerRecord/saveOrUpdate', { customerName: '绿源小区', details: details([['纸板', 12.5, 1.2], ['塑料瓶', 3, 2]]) });
    expect(saved).toMatchObject({ totalWeight: 15.5, totalAmount: 21 });
    expect(saved.details.map((d) => d.amount)).toEqual([15, 6]);
    const updated = await fx().ok<Row & { details: Row[] }>('/cloud/depotfx/customerRecord/saveOrUpdate', { id: saved.id, details: details([['金属', 2, 3.5]]) });
    expect(updated).toMatchObject({ customerName: '绿源小区', totalWeight: 2, totalAmount: 7 });
    expect(updated.details.map((d) => d.category)).toEqual(['金属']);
    await fx().ok('/cloud/depotfx/customerRecord/delete', { ids: String(saved.id) });
    expect((await tables()).r_depotfx_recycleDetail).toEqual([]);
  });
});
