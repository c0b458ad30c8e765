// Tables from definitions: created at start, extended when a definition grows, never losing rows;
// indexes on filter and sort fields; every read scoped to the tenant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import { defineModuleResources, defineResource, number, text } from '../../kit/resource';
import { catalogueFromPairs } from '../../kit/i18n';

const messages = catalogueFromPairs({ 't.thing': ['物品', 'Thing'], 't.thing.name': ['名称', 'Name'], 't.thing.weight': ['重量', 'Weight'] });
const v1 = defineResource({ id: 'thing', title: 't.thing', api: { list: '/x/thing/pageList' }, fields: { name: text({ required: true, filter: true }) } });
const v2 = defineResource({ ...v1, fields: { ...v1.fields, weight: number({ sortable: true }) } });
const mod = (def: typeof v1 | typeof v2) => ({ resources: defineModuleResources({ module: 'tst', messages, resources: [def] }), server: {} });

let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-tables-'));
  store = await openDatabase(join(dir, 'test.db'));
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('tables from definitions', () => {
  it('creates the table with tenant and audit columns and indexes, then adds a new field’s column keeping the rows', async () => {
    const stores = await prepareModules(store.db, [mod(v1)], false);
    const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };
    const created = await stores.get('tst')!.create(caller, v1, { name: '压缩箱' });
    expect(created).toMatchObject({ name: '压缩箱', createdBy: '张三' });
    const cols1 = await sql<{ name: string }>`select name from pragma_table_info('r_tst_thing')`.execute(store.db);
    expect(cols1.rows.map((r) => r.name)).toEqual(['id', 'tenantId', 'name', 'createdBy', 'createdAt', 'updatedBy', 'updatedAt']);

    const again = await prepareModules(store.db, [mod(v2)], false);
    const cols2 = await sql<{ name: string }>`select name from pragma_table_info('r_tst_thing')`.execute(store.db);
    expect(cols2.rows.map((r) => r.name)).toContain('weight');
    const indexes = await sql<{ name: string }>`select name from pragma_index_list('r_tst_thing')`.execute(store.db);
    expect(indexes.rows.map((r) => r.name).sort()).toEqual(['ix_r_tst_thing_createdAt', 'ix_r_tst_thing_name', 'ix_r_tst_thing_weight']);
    const s2 = again.get('tst')!;
    const page = await s2.page(caller, v2, s2.parseQuery(v2, {}));
    expect(page.records).toMatchObject([{ id: created.id, name: '压缩箱', weight: null }]);
    expect((await s2.page({ ...caller, tenantId: 't2' }, v2, s2.parseQuery(v2, {}))).total).toBe(0);
  });
});
