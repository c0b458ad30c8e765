/**
 * Stock in and out as documents over real HTTP, and what reads the stock ledger: orders posted into
 * the ledger when created, a stock-out above the balance refused naming the material, the storehouse
 * and the balance (nothing written), a posted order reversed by its delete (never edited), balances,
 * movements and their export, the stock-check sheet, a material's ledger with its running balance
 * and export, a material's stock by storehouse, a storehouse's locations, and the warnings with
 * their limits — each also for another tenant and the read-only user.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, K, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
type Balance = { materialId: number; storehouseId: number; quantity: number; amount: number };

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 60_000);
afterAll(() => f?.server.close());

const today = new Date().toISOString().slice(0, 10);
let n = 0;
const no = (prefix: string) => `${prefix}-T${String(++n).padStart(3, '0')}`;

/** The balance of one material in one storehouse (0 when it has none). */
async function balance(materialId: number, storehouseId: number, who = f.admin): Promise<number> {
  const page = await who.json<Page<Balance>>(K('stockCheck', 'sumStockList'), { materialId, storehouseId });
  return page.data.records[0]?.quantity ?? 0;
}

const stockIn = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  f.admin.json<Row & { lines: Row[]; status: string }>(K('storehouseIn', 'create'), { orderNo: no('RK'), storehouseId: 2, inType: 'purchase', supplierId: 1, inDate: today, lines, ...extra });
const stockOut = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}, who = f.admin) =>
  who.json<Row & { lines: Row[]; status: string }>(K('storehouseOut', 'create'), { orderNo: no('CK'), storehouseId: 2, outType: 'use', receiver: '李明', outDate: today, lines, ...extra });

async function workbook(path: string, body: Record<string, unknown>): Promise<{ type: string | null; rows: unknown[][] }> {
  const r = await f.admin.raw(path, body);
  const type = r.headers.get('content-type');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await r.arrayBuffer()) as never);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { type, rows };
}

describe('stock in (storehouseIn: create, pageList, getDetailList, delete)', () => {
  it('posts the order with its lines when created: amounts and totals computed, the balance rises, one movement per line', async () => {
    const before = await balance(10, 2);
    const answer = await stockIn([{ materialId: 10, quantity: 4, price: 250 }, { materialId: 3, quantity: 10, price: 4.5 }]);
    expect(answer.result, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ status: 'posted', totalQuantity: 14, totalAmount: 1045, lineCount: 2 });
    expect(answer.data.lines.map((l) => l.amount)).toEqual([1000, 45]);
    expect(await balance(10, 2)).toBe(before + 4);
    const lines = await f.admin.json<Row[]>(K('storehouseIn', 'getDetailList'), { id: answer.data.id });
    expect(lines.data.map((l) => l.materialId)).toEqual([10, 3]);
    const listed = await f.admin.json<Page<Row>>(K('storehouseIn', 'pageList'), { orderNo: answer.data.orderNo });
    expect(listed.data.records).toHaveLength(1);
    const moves = await f.admin.json<Page<Row>>(K('stockCheck', 'pageList'), { sourceNo: answer.data.orderNo });
    expect(moves.data.records.map((m) => [m.materialId, m.quantity, m.direction]).sort()).toEqual([[10, 4, 'in'], [3, 10, 'in']].sort());
  });

  it('refuses bad lines naming the row, and an order without lines, writing nothing', async () => {
    const before = (await f.admin.json<Page>(K('storehouseIn', 'pageList'), {})).data.total;
    const bad = await stockIn([{ materialId: 10, quantity: 2, price: 1 }, { materialId: 10, quantity: 0, price: 1 }]);
    expect(bad.result).not.toBe(0);
    expect(JSON.stringify(bad)).toMatch(/第2行：数量/);
    const empty = await stockIn([]);
    expect(empty.msg).toMatch(/请至少填写1行明细/);
    const noHouse = await stockIn([{ materialId: 10, quantity: 1, price: 1 }], { storehouseId: null });
    expect(JSON.stringify(noHouse)).toMatch(/入库仓库/);
    expect((await f.admin.json<Page>(K('storehouseIn', 'pageList'), {})).data.total).toBe(before);
  });

  it('reverses a posted order on delete: kept as 已冲销, the balance falls back, opposite movements written', async () => {
    const { data: order } = await stockIn([{ materialId: 9, quantity: 3, price: 400 }]);
    const before = await balance(9, 2);
    const removed = await f.admin.json(K('storehouseIn', 'delete'), { ids: String(order.id) });
    expect(removed.result, removed.msg).toBe(0);
    expect(await balance(9, 2)).toBe(before - 3);
    const kept = await f.admin.json<Page<Row>>(K('storehouseIn', 'pageList'), { orderNo: order.orderNo });
    expect(kept.data.records[0]!.status).toBe('reversed');
    const again = await f.admin.json(K('storehouseIn', 'delete'), { ids: String(order.id) });
    expect(again.result).not.toBe(0);
  });

  it('refuses reversing a stock-in whose stock has already gone out, naming the balance', async () => {
    const { data: order } = await stockIn([{ materialId: 11, quantity: 5, price: 135 }], { storehouseId: 4 });
    const left = await balance(11, 4);
    await stockOut([{ materialId: 11, quantity: left, price: 135 }], { storehouseId: 4 });
    const answer = await f.admin.json(K('storehouseIn', 'delete'), { ids: String(order.id) });
    expect(answer.msg).toBe('物资「240L分类垃圾桶」、仓库「滨江区物资仓」的结存为0，不足本单的5，不能冲销');
    expect(await balance(11, 4)).toBe(0);
  });

  it("keeps tenant 1's orders from tenant 2 and refuses the read-only user", async () => {
    const { data: order } = await stockIn([{ materialId: 10, quantity: 1, price: 250 }]);
    expect((await f.admin2.json<Page<Row>>(K('storehouseIn', 'pageList'), { orderNo: order.orderNo })).data.total).toBe(0);
    expect((await f.admin2.json<Row[]>(K('storehouseIn', 'getDetailList'), { id: order.id })).data).toEqual([]);
    expect((await f.admin2.json(K('storehouseIn', 'delete'), { ids: String(order.id) })).result).not.toBe(0);
    // Tenant 2 cannot post into tenant 1's storehouse or with its materials either.
    const foreign = await f.admin2.json(K('storehouseIn', 'create'), { orderNo: no('RK'), storehouseId: 3, inType: 'purchase', inDate: today, lines: [{ materialId: 10, quantity: 1, price: 1 }] });
    expect(foreign.result).not.toBe(0);
    const before = await balance(10, 2);
    expect((await f.viewer.json(K('storehouseIn', 'create'), { orderNo: no('RK'), storehouseId: 2, inType: 'purchase', inDate: today, lines: [{ materialId: 10, quantity: 1, price: 1 }] })).msg).toMatch(/^无权执行该操作/);
    expect((await f.viewer.json(K('storehouseIn', 'delete'), { ids: String(order.id) })).msg).toMatch(/^无权执行该操作/);
    expect((await f.viewer.json(K('storehouseIn', 'pageList'), {})).result).toBe(0);
    expect(await balance(10, 2)).toBe(before);
  });
});

describe('stock out (storehouseOut: create, pageList, getDetailList, delete)', () => {
  it('posts the order when the stock is there: the balance falls, out movements written', async () => {
    const before = await balance(6, 2);
    const answer = await stockOut([{ materialId: 6, quantity: 5, price: 15 }]);
    expect(answer.result, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ status: 'posted', totalAmount: 75 });
    expect(await balance(6, 2)).toBe(before - 5);
    expect((await f.admin.json<Row[]>(K('storehouseOut', 'getDetailList'), { id: answer.data.id })).data[0]).toMatchObject({ materialId: 6, quantity: 5 });
    const moves = await f.admin.json<Page<Row>>(K('stockCheck', 'pageList'), { sourceNo: answer.data.orderNo });
    expect(moves.data.records[0]).toMatchObject({ quantity: -5, direction: 'out', storehouseId: 2 });
  });

  it('refuses a stock-out above the balance naming the material, the storehouse and the balance, and changes nothing', async () => {
    const before = await balance(2, 2);
    const orders = (await f.admin.json<Page>(K('storehouseOut', 'pageList'), {})).data.total;
    const answer = await stockOut([{ materialId: 6, quantity: 1, price: 15 }, { materialId: 2, quantity: before + 1, price: 96 }]);
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toBe(`物资「夏季工作服」、仓库「拱墅区物资仓」的结存为${before}，不足本单的${before + 1}，不能过账`);
    expect(await balance(2, 2)).toBe(before);
    expect((await f.admin.json<Page>(K('storehouseOut', 'pageList'), {})).data.total).toBe(orders);
  });

  it('counts two lines of one material together against the balance', async () => {
    const left = await balance(4, 2);
    const answer = await stockOut([{ materialId: 4, quantity: left, price: 65 }, { materialId: 4, quantity: 1, price: 65 }]);
    expect(answer.msg).toMatch(`结存为${left}，不足本单的${left + 1}`);
  });

  it('reverses a posted stock-out on delete (the stock comes back) and offers no edit', async () => {
    const { data: order } = await stockOut([{ materialId: 6, quantity: 2, price: 15 }]);
    const before = await balance(6, 2);
    const edit = await f.admin.json(K('storehouseOut', 'update'), { id: order.id, receiver: '王五' });
    expect(edit.result).not.toBe(0);
    expect((await f.admin.json(K('storehouseOut', 'delete'), { ids: String(order.id) })).result).toBe(0);
    expect(await balance(6, 2)).toBe(before + 2);
    const listed = await f.admin.json<Page<Row>>(K('storehouseOut', 'pageList'), { status: 'reversed', orderNo: order.orderNo });
    expect(listed.data.records).toHaveLength(1);
  });

  it("keeps tenant 1's stock from tenant 2 and refuses the read-only user", async () => {
    // Tenant 2's 拱墅 has no such storehouse id: its own storehouses are other rows.
    const other = await stockOut([{ materialId: 6, quantity: 1, price: 15 }], {}, f.admin2);
    expect(other.result).not.toBe(0);
    expect((await f.admin2.json<Page<Row>>(K('storehouseOut', 'pageList'), { storehouseId: 2 })).data.total).toBe(0);
    const before = await balance(6, 2);
    expect((await stockOut([{ materialId: 6, quantity: 1, price: 15 }], {}, f.viewer)).msg).toMatch(/^无权执行该操作/);
    expect((await f.viewer.json(K('storehouseOut', 'delete'), { ids: '1' })).msg).toMatch(/^无权执行该操作/);
    expect((await f.viewer.json<Row[]>(K('storehouseOut', 'getDetailList'), { id: 1 })).result).toBe(0);
    expect(await balance(6, 2)).toBe(before);
  });
});

describe('balances, movements and their export (stockCheck)', () => {
  it('sumStockList pages every balance; sumStockListGreaterThanZero leaves out empty ones', async () => {
    const all = await f.admin.json<Page<Balance>>(K('stockCheck', 'sumStockList'), { pageSize: 1000 });
    const positive = await f.admin.json<Page<Balance>>(K('stockCheck', 'sumStockListGreaterThanZero'), { pageSize: 1000 });
    expect(all.data.records.some((b) => b.quantity === 0)).toBe(true);
    expect(positive.data.records.every((b) => b.quantity > 0)).toBe(true);
    expect(positive.data.total).toBe(all.data.records.filter((b) => b.quantity > 0).length);
    const seeded = all.data.records.find((b) => b.materialId === 1 && b.storehouseId === 1);
    expect(seeded).toMatchObject({ quantity: 30, amount: 540 });
  });

  it('refuses a bad page or filter with a message', async () => {
    expect((await f.admin.json(K('stockCheck', 'sumStockList'), { pageSize: 5000 })).result).not.toBe(0);
    expect((await f.admin.json(K('stockCheck', 'pageList'), { orderField: 'nope' })).result).not.toBe(0);
  });

  it('exports the movements (stockCheck/export) as a workbook of the filtered rows', async () => {
    const { type, rows } = await workbook(K('stockCheck', 'export'), { storehouseId: 1, materialId: 1 });
    expect(type).toContain('spreadsheetml');
    expect(rows.length - 1).toBe((await f.admin.json<Page>(K('stockCheck', 'pageList'), { storehouseId: 1, materialId: 1 })).data.total);
    expect(rows.flat()).toContain('反光背心');
  });

  it("shows tenant 2 only its own balances and movements; the read-only user reads them but cannot export", async () => {
    const mine = await f.admin.json<Page<Balance>>(K('stockCheck', 'sumStockList'), { pageSize: 1000 });
    const theirs = await f.admin2.json<Page<Balance>>(K('stockCheck', 'sumStockList'), { pageSize: 1000 });
    const ids = new Set(mine.data.records.map((b) => `${b.storehouseId}-${b.materialId}`));
    expect(theirs.data.records.some((b) => ids.has(`${b.storehouseId}-${b.materialId}`))).toBe(false);
    expect((await f.admin2.json<Page>(K('stockCheck', 'pageList'), { storehouseId: 1 })).data.total).toBe(0);
    expect((await f.viewer.json(K('stockCheck', 'sumStockListGreaterThanZero'), {})).result).toBe(0);
    const exported = await f.viewer.raw(K('stockCheck', 'export'), {});
    expect(((await exported.json()) as { msg: string }).msg).toMatch(/^无权执行该操作/);
  });
});

describe('the stock-check sheet (pageDetailList) and a material’s stock', () => {
  it('lists each storehouse × material with stock or limits, with code, unit and book quantity; a type takes its branch', async () => {
    const sheet = await f.admin.json<Page<Row>>(K('stockCheck', 'pageDetailList'), { storehouseId: 1, pageSize: 100 });
    const vests = sheet.data.records.find((r) => r.materialId === 1)!;
    expect(vests).toMatchObject({ materialCode: 'WL-001', unitName: '件', quantity: 30, amount: 540 });
    const ppe = await f.admin.json<Page<Row>>(K('stockCheck', 'pageDetailList'), { typeId: 1, pageSize: 100 });
    expect(ppe.data.total).toBeGreaterThan(0);
    expect(ppe.data.records.every((r) => [2, 3].includes(Number(r.typeId)))).toBe(true);
    expect((await f.admin2.json<Page<Row>>(K('stockCheck', 'pageDetailList'), { storehouseId: 1 })).data.total).toBe(0);
    expect((await f.admin.json(K('stockCheck', 'pageDetailList'), { orderField: 'nope' })).result).not.toBe(0);
  });

  it('materialDetail answers a material’s balance in each storehouse and the total', async () => {
    const detail = await f.admin.json<Row[]>(K('stockCheck', 'materialDetail'), { id: 1 });
    expect(detail.data.at(-1)).toMatchObject({ storehouse: '合计', materialName: '反光背心' });
    expect(detail.data.find((r) => r.storehouse === '上城区物资仓')).toMatchObject({ quantity: 30, unit: '件' });
    expect((await f.admin.json(K('stockCheck', 'materialDetail'), {})).msg).toBe('请选择一条记录');
    expect((await f.admin2.json(K('stockCheck', 'materialDetail'), { id: 1 })).msg).toBe('数据不存在或已被删除');
    expect((await f.viewer.json(K('stockCheck', 'materialDetail'), { id: 1 })).result).toBe(0);
  });

  it('getStorageLocation answers a storehouse’s locations with their state', async () => {
    const locations = await f.admin.json<Row[]>(K('stockCheck', 'getStorageLocation'), { storehouseId: 1 });
    expect(locations.data.map((l) => [l.locationCode, l.status])).toEqual(expect.arrayContaining([['B-01', '停用']]));
    expect((await f.admin.json(K('stockCheck', 'getStorageLocation'), { storehouseId: 'x' })).msg).toBe('请选择一条记录');
    expect((await f.admin2.json(K('stockCheck', 'getStorageLocation'), { storehouseId: 1 })).msg).toBe('数据不存在或已被删除');
    expect((await f.viewer.json(K('stockCheck', 'getStorageLocation'), { id: 1 })).result).toBe(0);
  });
});

describe('a material’s ledger (materialDetailPage, exportMaterialDetailPage)', () => {
  it('lists its movements in order with the running balance of each storehouse', async () => {
    const page = await f.admin.json<Page<Row>>(K('stockCheck', 'materialDetailPage'), { materialId: 1, storehouseId: 1, pageSize: 100 });
    const balances = page.data.records.map((r) => r.balance);
    expect(balances.slice(0, 2)).toEqual([80, 30]);
    expect(balances.at(-1)).toBe(await balance(1, 1));
    const outs = await f.admin.json<Page<Row>>(K('stockCheck', 'materialDetailPage'), { materialId: 1, direction: 'out', pageSize: 100 });
    expect(outs.data.records.every((r) => r.direction === 'out')).toBe(true);
    expect((await f.admin.json(K('stockCheck', 'materialDetailPage'), { pageSize: -1 })).result).not.toBe(0);
    expect((await f.admin2.json<Page<Row>>(K('stockCheck', 'materialDetailPage'), { storehouseId: 1 })).data.total).toBe(0);
  });

  it('exports the same rows as a workbook; the read-only user may not export', async () => {
    const { type, rows } = await workbook(K('stockCheck', 'exportMaterialDetailPage'), { materialId: 1, storehouseId: 1 });
    expect(type).toContain('spreadsheetml');
    expect(rows.length - 1).toBe((await f.admin.json<Page>(K('stockCheck', 'materialDetailPage'), { materialId: 1, storehouseId: 1 })).data.total);
    const refused = await f.viewer.raw(K('stockCheck', 'exportMaterialDetailPage'), {});
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/^无权执行该操作/);
  });
});

describe('storehouse warnings (storehouseWarning: getList, update)', () => {
  it('lists the pairs below their minimum first, then above their maximum, with the state filterable', async () => {
    const list = await f.admin.json<Page<Row>>(K('storehouseWarning', 'getList'), { pageSize: 100 });
    expect(list.data.records[0]).toMatchObject({ id: 10_000_001, storehouseId: 1, materialId: 1, quantity: 30, minQuantity: 50, state: 'low' });
    const high = await f.admin.json<Page<Row>>(K('storehouseWarning', 'getList'), { state: 'high' });
    expect(high.data.records.map((r) => [r.storehouseId, r.materialId])).toContainEqual([2, 8]);
    expect((await f.admin.json(K('storehouseWarning', 'getList'), { pageSize: 5000 })).result).not.toBe(0);
  });

  it('sets a pair’s limits (update), and its state follows the balance', async () => {
    const set = await f.admin.json<Row & { message: string }>(K('storehouseWarning', 'update'), { id: '3-3', minQuantity: 200, maxQuantity: 1000 });
    expect(set.result, set.msg).toBe(0);
    expect(set.data.message).toBe('已设置西湖区物资仓「劳保手套」的库存上下限');
    const row = (await f.admin.json<Page<Row>>(K('storehouseWarning', 'getList'), { storehouseId: 3, materialId: 3 })).data.records[0];
    expect(row).toMatchObject({ minQuantity: 200, maxQuantity: 1000, state: 'low' });
    await f.admin.json(K('storehouseWarning', 'update'), { id: 30_000_003, minQuantity: '', maxQuantity: '' });
    expect((await f.admin.json<Page<Row>>(K('storehouseWarning', 'getList'), { storehouseId: 3, materialId: 3 })).data.records[0]!.state).toBe('unset');
  });

  it('refuses bad limits with a message and keeps the old ones', async () => {
    expect((await f.admin.json(K('storehouseWarning', 'update'), { id: '1-1', minQuantity: 9, maxQuantity: 3 })).msg).toBe('库存下限9不能大于库存上限3');
    expect((await f.admin.json(K('storehouseWarning', 'update'), { id: '1-1', minQuantity: -1 })).msg).toBe('库存下限应为不小于0的数字');
    expect((await f.admin.json(K('storehouseWarning', 'update'), { id: 'abc', minQuantity: 1 })).msg).toBe('请选择要设置预警的仓库和物资');
    const row = (await f.admin.json<Page<Row>>(K('storehouseWarning', 'getList'), { storehouseId: 1, materialId: 1 })).data.records[0];
    expect(row).toMatchObject({ minQuantity: 50, maxQuantity: 200 });
  });

  it("refuses tenant 2 tenant 1's pairs and the read-only user any change", async () => {
    expect((await f.admin2.json(K('storehouseWarning', 'update'), { id: '1-1', minQuantity: 1, maxQuantity: 2 })).msg).toBe('数据不存在或已被删除');
    expect((await f.admin2.json<Page<Row>>(K('storehouseWarning', 'getList'), { storehouseId: 1 })).data.total).toBe(0);
    expect((await f.viewer.json(K('storehouseWarning', 'update'), { id: '1-1', minQuantity: 1, maxQuantity: 2 })).msg).toMatch(/^无权执行该操作/);
    expect((await f.viewer.json(K('storehouseWarning', 'getList'), {})).result).toBe(0);
    const row = (await f.admin.json<Page<Row>>(K('storehouseWarning', 'getList'), { storehouseId: 1, materialId: 1 })).data.records[0];
    expect(row).toMatchObject({ minQuantity: 50, maxQuantity: 200 });
  });
});
