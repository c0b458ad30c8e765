// Choices from another resource's rows, checked by the engine on write over a real SQLite database:
// a single choice must be one of the rows; a multiple choice (a list, or comma-separated text) must be
// all of them — it was compared whole with `=` and answered a database error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFromPairs } from '../../kit/i18n';
import { defineModuleResources, defineResource, enumOf, text } from '../../kit/resource';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import type { ResourceStore } from '../../server/resources/store';

const messages = catalogueFromPairs({
  'or.vendor': ['厂商', 'Vendor'], 'or.vendor.code': ['编码', 'Code'], 'or.vendor.name': ['名称', 'Name'],
  'or.line': ['线路', 'Line'], 'or.line.name': ['名称', 'Name'], 'or.line.vendor': ['主厂商', 'Main vendor'], 'or.line.vendors': ['厂商', 'Vendors'],
});
const vendor = defineResource({ id: 'vendor', title: 'or.vendor', api: { list: '/or/vendor/page' }, fields: { code: text({ required: true }), name: text({ required: true }) } });
const line = defineResource({
  id: 'line',
  title: 'or.line',
  api: { list: '/or/line/page', create: '/or/line/save' },
  fields: {
    name: text({ required: true }),
    vendor: enumOf({ from: { resource: 'vendor', value: 'code', label: 'name' } }),
    vendors: enumOf({ from: { resource: 'vendor', value: 'code', label: 'name' }, multiple: true }),
  },
});

let dir: string;
let db: Store;
let store: ResourceStore;
const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-options-'));
  db = await openDatabase(join(dir, 'test.db'));
  store = (await prepareModules(db.db, [{ resources: defineModuleResources({ module: 'or', messages, resources: [vendor, line] }), server: {} }], false)).get('or')!;
  await store.insertSeedRows(caller, vendor, [{ code: 'HK', name: '海康' }, { code: 'DH', name: '大华' }], db.db);
  await store.insertSeedRows({ ...caller, tenantId: 't2' }, vendor, [{ code: 'YS', name: '萤石' }], db.db);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const refusal = (e: unknown) => (e as { message?: string }).message ?? String(e);

describe('choices from another resource’s rows', () => {
  it('takes a multiple choice whose every value is a row, as a list or as comma-separated text', async () => {
    expect((await store.create(caller, line, { name: '一号线', vendor: 'HK', vendors: ['HK', 'DH'] })).vendors).toEqual(['HK', 'DH']);
    await expect(store.create(caller, line, { name: '二号线', vendors: 'DH,HK' })).resolves.toBeTruthy();
  });

  it('refuses a multiple choice with one value that is not a row — or is another tenant’s — naming the field', async () => {
    await expect(store.create(caller, line, { name: '三号线', vendors: ['HK', 'XX'] })).rejects.toSatisfy((e) => /厂商/.test(refusal(e)));
    await expect(store.create(caller, line, { name: '四号线', vendors: ['YS'] })).rejects.toSatisfy((e) => /厂商/.test(refusal(e)));
    await expect(store.create(caller, line, { name: '五号线', vendor: 'XX' })).rejects.toSatisfy((e) => /主厂商/.test(refusal(e)));
  });
});
