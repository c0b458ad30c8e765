// The import template (the import call with mode=template; server/resources/importTemplate.ts): the
// import columns' headers in the first sheet, and a notes sheet saying what each column takes — a
// department column its name, with a real name, parent/name path and id of the caller's tree — over a
// real SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import { importTemplate } from '../../server/resources/importTemplate';
import { moduleStore } from '../../server/resources/moduleStore';
import type { ResourceStore } from '../../server/resources/store';
import { xlsxStream } from '../../server/resources/xlsxWriter';
import { boolean, date, defineModuleResources, defineResource, enumOf, text, treeSelect } from '../../kit/resource';
import { catalogueFromPairs } from '../../kit/i18n';

const messages = catalogueFromPairs({
  't.truck': ['车辆', 'Truck'],
  't.truck.plate': ['车牌号', 'Plate'],
  't.truck.deptId': ['所属部门', 'Department'],
  't.truck.bought': ['购置日期', 'Bought'],
  't.truck.kind': ['车辆类型', 'Kind'],
  't.truck.active': ['在用', 'Active'],
  't.kind.a': ['洒水车', 'Sprinkler'],
  't.kind.b': ['扫路车', 'Sweeper'],
});
const truck = defineResource({
  id: 'truck',
  title: 't.truck',
  api: { list: '/x/truck/pageList', import: '/x/truck/import' },
  fields: {
    plate: text({ required: true, max: 12 }),
    deptId: treeSelect({ tree: 'department' }),
    bought: date(),
    kind: enumOf({ options: [{ value: 'a', label: 't.kind.a' }, { value: 'b', label: 't.kind.b' }] }),
    active: boolean(),
  },
});
const loaded = { resources: defineModuleResources({ module: 'tms', messages, resources: [truck] }), server: {} };

let dir: string;
let db: Store;
let store: ResourceStore;
const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-template-'));
  db = await openDatabase(join(dir, 'test.db'));
  store = (await prepareModules(db.db, [loaded], false)).get('tms')!;
  await db.db.insertInto('tenants').values({ id: 't1', code: 'T1', name: '测试', short_name: '测试', address: '', contact: '', phone: '', enable_password_policy: 0, created_at: 0 }).execute();
  const dept = (id: string, parent: string | null, name: string, sort: number) => ({ id, tenant_id: 't1', parent_id: parent, code: id, name, type: parent ? 'dept' : 'company', leader: '', phone: '', sort });
  await db.db
    .insertInto('departments')
    .values([dept('r1', null, '环卫集团', 1), dept('r2', 'r1', '车辆管理中心', 2), dept('r3', 'r2', '一队', 3), dept('r4', 'r1', '一队', 4)])
    .execute();
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the import template', () => {
  it('has the import columns and a notes sheet saying what each takes, a department column with the tenant’s own examples', async () => {
    const { columns, notes } = await importTemplate(store, caller, truck);
    expect(columns.map((c) => c.header)).toEqual(['车牌号', '所属部门', '购置日期', '车辆类型', '在用']);
    const book = new ExcelJS.Workbook();
    const parts: Buffer[] = [];
    for await (const piece of xlsxStream(columns, [], undefined, [notes])) parts.push(piece);
    await book.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Sheet1', '填写说明']);
    const rows: unknown[][] = [];
    book.worksheets[1]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['列', '必填', '填写'],
      ['车牌号', '是', '文字'],
      ['所属部门', undefined, '部门名称，如“车辆管理中心”；名称重复时写上级/名称，如“环卫集团/车辆管理中心”；也可写编号，如“r2”'],
      ['购置日期', undefined, '日期，如 2026-03-10（日期单元格或 2026/3/10 也可）'],
      ['车辆类型', undefined, '以下之一：洒水车、扫路车'],
      ['在用', undefined, '是 或 否'],
    ]);
  });

  it('filled in as the notes say, imports: names and parent/name paths become department ids', async () => {
    const csv = '车牌号,所属部门,购置日期,车辆类型\nA1,车辆管理中心,2026/3/10,洒水车\nA2,车辆管理中心/一队,2026-03-11,扫路车\nA3,环卫集团 / 一队,2026/3/12 0:00,\nA4,r2,,\n';
    const answer = await moduleStore(store, caller).importFile('truck', { filename: 'trucks.csv', _buf: Buffer.from(csv) });
    expect(answer).toMatchObject({ imported: 4, headerRow: 1 });
    const rows = await moduleStore(store, caller).all('truck');
    expect(rows.map((r) => [r.plate, r.deptId, r.bought]).sort()).toEqual([
      ['A1', 'r2', '2026-03-10'],
      ['A2', 'r3', '2026-03-11'],
      ['A3', 'r4', '2026-03-12'],
      ['A4', 'r2', null],
    ]);
  });
});
