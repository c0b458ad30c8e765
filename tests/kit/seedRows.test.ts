// The engine's bulk seed insert over a real SQLite database: thousands of seed rows go in as a few
// multi-row statements, each row validated and hooked as a single seed row is, the ids answered in the
// rows' order, rows leaving fields out grouped apart, a recycled demo row flagged, a bad row refused
// with the resource and the field named.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFromPairs } from '../../kit/i18n';
import { defineModuleResources, defineResource, number, softDeleteFields, text } from '../../kit/resource';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import type { ResourceStore } from '../../server/resources/store';
import { tableName, type AnyDb } from '../../server/resources/tables';

const messages = catalogueFromPairs({ 'k.row': ['行', 'Row'], 'k.row.name': ['名称', 'Name'], 'k.row.size': ['大小', 'Size'] });
const row = defineResource({
  id: 'row',
  title: 'k.row',
  api: { list: '/k/row/page' },
  fields: { name: text({ required: true, max: 20 }), size: number({ min: 0 }), ...softDeleteFields() },
  softDelete: true,
});

let dir: string;
let db: Store;
let store: ResourceStore;
const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-seedrows-'));
  db = await openDatabase(join(dir, 'test.db'));
  store = (await prepareModules(db.db, [{ resources: defineModuleResources({ module: 'sr', messages, resources: [row] }), server: {} }], false)).get('sr')!;
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('insertSeedRows', () => {
  it('inserts thousands of rows and answers their ids in the rows’ order', async () => {
    const inputs = Array.from({ length: 5000 }, (_, i) => (i % 7 === 0 ? { name: `r${i}` } : { name: `r${i}`, size: i }));
    const ids = await store.insertSeedRows(caller, row, inputs, db.db);
    expect(ids).toHaveLength(5000);
    expect(new Set(ids).size).toBe(5000);
    const stored = await (db.db as unknown as AnyDb).selectFrom(tableName('sr', row)).select(['id', 'name', 'size']).where('tenantId', '=', 't1').execute() as { id: number; name: string; size: number | null }[];
    const byId = new Map(stored.map((r) => [Number(r.id), r]));
    for (const [i, id] of ids.entries()) {
      expect(byId.get(id)!.name).toBe(`r${i}`);
      expect(byId.get(id)!.size).toBe(i % 7 === 0 ? null : i);
    }
  });

  it('puts a demo row flagged as deleted in the recycle list, with the given user', async () => {
    const [kept, recycled] = await store.insertSeedRows(caller, row, [{ name: 'kept' }, { name: 'gone', deleted: true, deletedBy: '李四' }], db.db);
    const live = await store.page(caller, row, store.parseQuery(row, { name: 'gone', pageNo: 1, pageSize: 10 }));
    expect(live.records.map((r) => r.id)).not.toContain(recycled);
    expect((await store.get(caller, row, kept!, db.db))?.name).toBe('kept');
    const raw = await (db.db as unknown as AnyDb).selectFrom(tableName('sr', row)).select(['deleted', 'deletedBy']).where('id', '=', recycled!).executeTakeFirstOrThrow();
    expect(Boolean(raw.deleted)).toBe(true);
    expect(raw.deletedBy).toBe('李四');
  });

  it('refuses a seed row the definition refuses, naming the resource, and the rows before it are the caller’s to roll back', async () => {
    await expect(store.insertSeedRows(caller, row, [{ name: 'ok' }, { name: 'x'.repeat(30) }], db.db)).rejects.toThrow(/sr\.row seed/);
  });
});
