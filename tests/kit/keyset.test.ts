// Keyset paging over a real SQLite database: the export's walk and the cursor pages read the rows in
// exactly the order of the offset pages, for every sort both ways, with ties and NULLs in the sort
// column and a chunk size that splits ties; deep pages by number answer the same rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFromPairs } from '../../kit/i18n';
import { defineModuleResources, defineResource, number, softDeleteFields, text } from '../../kit/resource';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import type { ResourceStore } from '../../server/resources/store';

const messages = catalogueFromPairs({ 'k.row': ['行', 'Row'], 'k.row.name': ['名称', 'Name'], 'k.row.size': ['大小', 'Size'] });
const row = defineResource({
  id: 'row',
  title: 'k.row',
  api: { list: '/k/row/page' },
  fields: { name: text({ sortable: true }), size: number({ sortable: true }), ...softDeleteFields() },
  softDelete: true,
});

let dir: string;
let db: Store;
let store: ResourceStore;
const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-keyset-'));
  db = await openDatabase(join(dir, 'test.db'));
  store = (await prepareModules(db.db, [{ resources: defineModuleResources({ module: 'ks', messages, resources: [row] }), server: {} }], false)).get('ks')!;
  for (let i = 0; i < 1200; i++) {
    await store.insertSeed(i % 5 === 4 ? { ...caller, tenantId: 't2' } : caller, row, { name: i % 11 === 0 ? null : `n${i % 13}`, size: i % 9 === 0 ? null : i % 17 }, db.db);
  }
  // Some rows in the recycle list: neither walk nor page may show them.
  await store.remove(caller, row, [3, 4, 10, 500], db.db);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as number);

async function byOffset(sort: Record<string, string>): Promise<number[]> {
  const out: number[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const p = await store.page(caller, row, store.parseQuery(row, { ...sort, pageNo, pageSize: 97 }));
    out.push(...ids(p.records));
    if (p.records.length < 97) return out;
  }
}

describe('keyset paging', () => {
  const sorts = [{}, ...['name', 'size', 'id', 'createdAt'].flatMap((f) => ['asc', 'desc'].map((o) => ({ orderField: f, orderType: o })))];

  it.each(sorts.map((s) => [JSON.stringify(s), s] as const))('walks every live row in the offset order, sort %s', async (_name, sort) => {
    const expected = await byOffset(sort);
    expect(expected.length).toBe(960 - 2); // tenant t1 has 960 rows, 2 of them in the recycle list
    const walked: number[] = [];
    for await (const r of store.stream(caller, row, store.parseQuery(row, sort), 50)) walked.push(r.id as number);
    expect(walked).toEqual(expected);
  });

  it.each(sorts.map((s) => [JSON.stringify(s), s] as const))('pages from cursor to cursor in the offset order, sort %s', async (_name, sort) => {
    const expected = await byOffset(sort);
    const paged: number[] = [];
    let cursor: string | undefined;
    for (let pageNo = 1; ; pageNo++) {
      const p = await store.page(caller, row, store.parseQuery(row, { ...sort, pageNo, pageSize: 97, cursor }));
      paged.push(...ids(p.records));
      cursor = p.nextCursor;
      if (!cursor) break;
    }
    expect(paged).toEqual(expected);
  });

  it('reads a deep page by number (ids from the index first) as the offset order has it', async () => {
    const expected = await byOffset({ orderField: 'size', orderType: 'desc' });
    const p = await store.page(caller, row, store.parseQuery(row, { orderField: 'size', orderType: 'desc', pageNo: 9, pageSize: 97 }));
    expect(ids(p.records)).toEqual(expected.slice(8 * 97, 9 * 97));
  });

  it('ignores a cursor of another query: other filters, sort, page size or page', async () => {
    const first = await store.page(caller, row, store.parseQuery(row, { orderField: 'size', orderType: 'asc', pageSize: 20 }));
    const cursor = first.nextCursor!;
    const offset = async (raw: Record<string, unknown>) => ids((await store.page(caller, row, store.parseQuery(row, raw))).records);
    for (const raw of [
      { orderField: 'size', orderType: 'desc', pageSize: 20, pageNo: 2 },
      { orderField: 'size', orderType: 'asc', pageSize: 21, pageNo: 2 },
      { orderField: 'size', orderType: 'asc', pageSize: 20, pageNo: 3 },
    ]) {
      expect(await offset({ ...raw, cursor })).toEqual(await offset(raw));
    }
  });

  it('walks the recycle list on its own', async () => {
    const deleted: number[] = [];
    for await (const r of store.stream(caller, row, { filters: [], sort: { field: 'id', order: 'asc' } }, 2, db.db, 'deleted')) deleted.push(r.id as number);
    expect(deleted).toEqual([3, 4, 10, 500].filter((id) => id % 5 !== 0));
  });
});
