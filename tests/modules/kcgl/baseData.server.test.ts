/**
 * The warehouse's base data over real HTTP, every call of each entity (create, update, delete,
 * pageList, getList, getById; getTreeType, updateStatus): the happy path, bad input refused with a
 * message and nothing written, another tenant's rows out of reach, and the read-only user refused
 * every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, K, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 60_000);
afterAll(() => f?.server.close());

type Entity = {
  entity: string;
  /** Values of a valid new row (tenant 1's seeded rows are referred to by id). */
  make: () => Record<string, unknown>;
  /** An update of one field. */
  change: Record<string, unknown>;
  /** A bad create and the message it must answer. */
  bad: [Record<string, unknown>, RegExp];
};

let n = 0;
const seq = () => String(++n).padStart(3, '0');

const ENTITIES: Entity[] = [
  {
    entity: 'storehouse',
    make: () => ({ storehouseCode: `HZ-T${seq()}`, storehouseName: '钱塘区物资仓', district: 'qiantang', keeper: '何军' }),
    change: { keeper: '徐丽' },
    bad: [{ storehouseCode: 'hz 01', storehouseName: '坏仓库', district: 'qiantang' }, /仓库编码应为2至16位大写字母/],
  },
  {
    entity: 'storageLocation',
    make: () => ({ storehouseId: 1, locationCode: `T-${seq()}`, locationName: '临时货架' }),
    change: { locationName: '临时货架（东）' },
    bad: [{ locationCode: 'T-999', locationName: '无仓库' }, /所属仓库/],
  },
  { entity: 'materialUnit', make: () => ({ unitName: `盒${seq()}` }), change: { remark: '纸盒' }, bad: [{ unitName: '' }, /单位名称/] },
  { entity: 'materialSpec', make: () => ({ specName: `颜色${seq()}` }), change: { remark: '外观颜色' }, bad: [{ specName: 'x'.repeat(21) }, /规格名称/] },
  {
    entity: 'materialSpecDetail',
    make: () => ({ specId: 1, detailName: `XXL${seq()}`, sort: 9 }),
    change: { sort: 10 },
    bad: [{ specId: 1, detailName: 'M' }, /已存在/],
  },
  {
    entity: 'materialType',
    make: () => ({ typeCode: `T${seq()}`, typeName: '融雪物资', parentId: null }),
    change: { typeName: '防汛融雪物资' },
    bad: [{ typeCode: 'lower', typeName: '小写编码' }, /类型编码应为1至16位大写字母或数字/],
  },
  {
    entity: 'supplier',
    make: () => ({ supplierName: `杭州测试供应商${seq()}`, contact: '冯伟', phone: '0571-88990011' }),
    change: { contact: '冯丽' },
    bad: [{ supplierName: '坏信用代码', creditCode: '123' }, /统一社会信用代码应为18位/],
  },
  {
    entity: 'material',
    make: () => ({ materialCode: `WL-T${seq()}`, materialName: '融雪剂', typeId: 4, unitId: 6, price: 3.5 }),
    change: { price: 3.8 },
    bad: [{ materialCode: 'WL-X01', materialName: '无类型', unitId: 1 }, /物资类型/],
  },
  {
    entity: 'materialGoods',
    make: () => ({ materialId: 1, goodsCode: `SP-T${seq()}`, goodsName: '荧光黄反光背心', brand: '安达', barcode: '6901234500042' }),
    change: { brand: '绿源' },
    bad: [{ materialId: 1, goodsCode: 'SP-X', goodsName: '坏条码', barcode: 'abc' }, /条码应为8至14位数字/],
  },
];

const total = async (entity: string) => (await f.admin.json<Page>(K(entity, 'pageList'), { pageSize: 1 })).data.total;

describe.each(ENTITIES)('$entity', ({ entity, make, change, bad }) => {
  it('creates a row, reads it by id, finds it in pageList and getList, updates and deletes it', async () => {
    const created = await f.admin.json<Row>(K(entity, 'create'), make());
    expect(created.result, created.msg).toBe(0);
    const id = created.data.id;
    const got = await f.admin.json<Row>(K(entity, 'getById'), { id });
    expect(got.data.id).toBe(id);
    const page = await f.admin.json<Page<Row>>(K(entity, 'pageList'), { pageSize: 1000 });
    expect(page.data.records.some((r) => r.id === id)).toBe(true);
    const all = await f.admin.json<Row[]>(K(entity, 'getList'), {});
    expect(all.data.some((r) => r.id === id)).toBe(true);
    const updated = await f.admin.json<Row>(K(entity, 'update'), { ...got.data, ...change, id });
    expect(updated.result, updated.msg).toBe(0);
    const [field, value] = Object.entries(change)[0]!;
    expect((await f.admin.json<Row>(K(entity, 'getById'), { id })).data[field]).toBe(value);
    const removed = await f.admin.json(K(entity, 'delete'), { ids: String(id) });
    expect(removed.result, removed.msg).toBe(0);
    expect((await f.admin.json(K(entity, 'getById'), { id })).msg).toBe('数据不存在或已被删除');
  });

  it('refuses bad input with a message naming what is wrong, and writes nothing', async () => {
    const before = await total(entity);
    const answer = await f.admin.json(K(entity, 'create'), bad[0]);
    expect(answer.result).not.toBe(0);
    expect(JSON.stringify(answer)).toMatch(bad[1]);
    expect(await total(entity)).toBe(before);
    const badId = await f.admin.json(K(entity, 'getById'), { id: 'x' });
    expect(badId.result).not.toBe(0);
  });

  it("keeps tenant 1's rows from tenant 2: not listed, not read, not changed, not deleted", async () => {
    const { data: row } = await f.admin.json<Row>(K(entity, 'create'), make());
    const other = f.admin2;
    expect((await other.json<Page<Row>>(K(entity, 'pageList'), { pageSize: 1000 })).data.records.some((r) => r.id === row.id)).toBe(false);
    expect((await other.json<Row[]>(K(entity, 'getList'), {})).data.some((r) => r.id === row.id)).toBe(false);
    expect((await other.json(K(entity, 'getById'), { id: row.id })).result).not.toBe(0);
    expect((await other.json(K(entity, 'update'), { ...row, ...change })).result).not.toBe(0);
    expect((await other.json(K(entity, 'delete'), { ids: String(row.id) })).result).not.toBe(0);
    expect((await f.admin.json<Row>(K(entity, 'getById'), { id: row.id })).data).toMatchObject({ id: row.id });
  });

  it('refuses the read-only user every change (reading is allowed), and nothing changes', async () => {
    const { data: row } = await f.admin.json<Row>(K(entity, 'create'), make());
    const before = await total(entity);
    expect((await f.viewer.json(K(entity, 'pageList'), {})).result).toBe(0);
    for (const [op, body] of [['create', make()], ['update', { ...row, ...change }], ['delete', { ids: String(row.id) }]] as const) {
      const answer = await f.viewer.json(K(entity, op), body);
      expect(answer.msg, op).toMatch(/^无权执行该操作/);
    }
    expect(await total(entity)).toBe(before);
    expect((await f.admin.json<Row>(K(entity, 'getById'), { id: row.id })).data).toEqual(row);
  });
});

describe('material types as a tree (getTreeType)', () => {
  it('answers the tenant’s types nested under their parents', async () => {
    const tree = await f.admin.json<(Row & { children: Row[] })[]>(K('materialType', 'getTreeType'));
    const ppe = tree.data.find((t) => t.typeName === '劳保用品')!;
    expect(ppe.children.map((c) => c.typeName)).toEqual(['工作服', '防护用品']);
    const other = await f.admin2.json<Row[]>(K('materialType', 'getTreeType'));
    expect(other.data.every((t) => !tree.data.some((x) => x.id === t.id))).toBe(true);
  });

  it('refuses moving a type under its own child and deleting a type that has children', async () => {
    const moved = await f.admin.json(K('materialType', 'update'), { id: 1, typeCode: 'LB', typeName: '劳保用品', parentId: 2 });
    expect(moved.msg).toMatch(/不能把「劳保用品」移到它自己或它的下级/);
    const removed = await f.admin.json(K('materialType', 'delete'), { ids: '1' });
    expect(removed.result).not.toBe(0);
    expect(removed.msg).toMatch(/劳保用品/);
  });

  it('refuses deleting a type materials still refer to', async () => {
    const answer = await f.admin.json(K('materialType', 'delete'), { ids: '8' });
    expect(answer.msg).toMatch(/仍被.*物资引用/);
  });
});

describe('a material’s spec detail follows its spec', () => {
  it('refuses a spec detail that does not belong to the chosen spec', async () => {
    const answer = await f.admin.json(K('material', 'create'), { materialCode: 'WL-SPEC', materialName: '规格不符', typeId: 4, unitId: 1, specId: 2, specDetailId: 1 });
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toMatch(/规格明细不属于所选的规格/);
  });
});

describe('storage location status (updateStatus)', () => {
  const status = async (id: number) => (await f.admin.json<Row>(K('storageLocation', 'getById'), { id })).data.status;

  it('switches a location off and on, or sets the state it is sent', async () => {
    const { data: row } = await f.admin.json<Row>(K('storageLocation', 'create'), { storehouseId: 2, locationCode: 'S-01', locationName: '状态货架' });
    expect(row.status).toBe('enabled');
    const off = await f.admin.json<{ status: string; message: string }>(K('storageLocation', 'updateStatus'), { id: row.id });
    expect(off.data).toMatchObject({ status: 'disabled', message: '库位「状态货架」已停用' });
    expect(await status(row.id)).toBe('disabled');
    await f.admin.json(K('storageLocation', 'updateStatus'), { id: row.id, status: 'enabled' });
    expect(await status(row.id)).toBe('enabled');
    const tab = await f.admin.json<Page<Row>>(K('storageLocation', 'pageList'), { status: 'disabled', pageSize: 100 });
    expect(tab.data.records.map((r) => r.locationName)).toContain('配件货架B-01');
  });

  it('refuses an unknown state or a missing id, changing nothing', async () => {
    expect((await f.admin.json(K('storageLocation', 'updateStatus'), { id: 1, status: 'broken' })).msg).toBe('库位状态只能是启用或停用');
    expect((await f.admin.json(K('storageLocation', 'updateStatus'), {})).msg).toBe('请选择一条记录');
    expect(await status(1)).toBe('enabled');
  });

  it("refuses another tenant's location and the read-only user", async () => {
    expect((await f.admin2.json(K('storageLocation', 'updateStatus'), { id: 1 })).msg).toBe('数据不存在或已被删除');
    expect((await f.viewer.json(K('storageLocation', 'updateStatus'), { id: 1 })).msg).toMatch(/^无权执行该操作/);
    expect(await status(1)).toBe('enabled');
  });
});
