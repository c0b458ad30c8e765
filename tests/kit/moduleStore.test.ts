// The store a module's server code gets: remove (tenant-scoped, with history), transaction (all or
// nothing, joined when nested) and importFile (the engine's import) — over a real SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import { moduleStore } from '../../server/resources/moduleStore';
import { HttpError } from '../../server/core/errors';
import { defineModuleResources, defineResource, enumOf, number, text, type ModuleStore } from '../../kit/resource';
import { catalogueFromPairs } from '../../kit/i18n';

const messages = catalogueFromPairs({
  't.bin': ['垃圾桶', 'Bin'],
  't.bin.code': ['编号', 'Code'],
  't.bin.size': ['容量', 'Size'],
  't.bin.kind': ['类型', 'Kind'],
  't.kind.a': ['厨余', 'Kitchen'],
  't.kind.b': ['其他', 'Other'],
});
const bin = defineResource({
  id: 'bin',
  title: 't.bin',
  api: { list: '/x/bin/pageList', import: '/x/bin/import' },
  unique: ['code'],
  fields: {
    code: text({ required: true, max: 10, filter: true }),
    size: number({ min: 0, max: 1000 }),
    kind: enumOf({ options: [{ value: 'a', label: 't.kind.a' }, { value: 'b', label: 't.kind.b' }], filter: true }),
  },
});
const loaded = { resources: defineModuleResources({ module: 'tms', messages, resources: [bin] }), server: {} };

let dir: string;
let db: Store;
let store: ModuleStore;
let other: ModuleStore;
const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };
const upload = (filename: string, text: string) => ({ filename, _buf: Buffer.from(text, 'utf8') });
const codes = async (s: ModuleStore = store) => (await s.all('bin')).map((r) => r.code).sort();
const logs = async (operation: string) =>
  (await db.db.selectFrom('operation_logs').selectAll().where('operation', '=', operation).where('tenant_id', '=', 't1').execute()).length;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-module-store-'));
  db = await openDatabase(join(dir, 'test.db'));
  const resourceStore = (await prepareModules(db.db, [loaded], false)).get('tms')!;
  store = moduleStore(resourceStore, caller);
  other = moduleStore(resourceStore, { ...caller, tenantId: 't2' });
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sql`delete from r_tms_bin`.execute(db.db);
});

describe('store.remove', () => {
  it('deletes the caller’s rows only, one history record each, and answers how many', async () => {
    const a = await store.create('bin', { code: 'A1' });
    const b = await store.create('bin', { code: 'A2' });
    const theirs = await other.create('bin', { code: 'A1' });
    const before = await logs('tms.bin.delete');
    expect(await store.remove('bin', [a.id as number, theirs.id as number])).toBe(1);
    expect(await codes()).toEqual(['A2']);
    expect(await codes(other)).toEqual(['A1']);
    expect(await logs('tms.bin.delete')).toBe(before + 1);
    await expect(store.remove('bin', [theirs.id as number])).rejects.toThrow(HttpError);
    await expect(store.remove('bin', [])).rejects.toThrow(HttpError);
    expect(await store.get('bin', b.id as number)).toMatchObject({ code: 'A2' });
  });
});

describe('store.transaction', () => {
  it('commits every write together and answers fn’s value', async () => {
    const n = await store.transaction(async (tx) => {
      const a = await tx.create('bin', { code: 'T1', size: 1 });
      await tx.update('bin', a.id as number, { size: 2 });
      await tx.create('bin', { code: 'T2' });
      expect((await tx.all('bin')).length).toBe(2);
      return (await tx.aggregate('bin', { groupBy: [] }))[0]!.count;
    });
    expect(n).toBe(2);
    expect(await codes()).toEqual(['T1', 'T2']);
  });

  it('rolls back every write (rows and history) when fn throws after writing, and rethrows', async () => {
    const kept = await store.create('bin', { code: 'K1', size: 5 });
    const history = await logs('tms.bin.create');
    await expect(
      store.transaction(async (tx) => {
        await tx.create('bin', { code: 'R1' });
        await tx.update('bin', kept.id as number, { size: 9 });
        await tx.remove('bin', [kept.id as number]);
        await tx.transaction(async (inner) => inner.create('bin', { code: 'R2' }));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await codes()).toEqual(['K1']);
    expect(await store.get('bin', kept.id as number)).toMatchObject({ size: 5 });
    expect(await logs('tms.bin.create')).toBe(history);
  });

  it('rolls back when a write inside is refused (validation), keeping the refusal', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.create('bin', { code: 'V1' });
        await tx.create('bin', { code: 'V1' });
      }),
    ).rejects.toThrow(HttpError);
    expect(await codes()).toEqual([]);
  });

  it('refuses the outer store inside its own transaction (it would wait on itself)', async () => {
    await expect(store.transaction(async () => store.all('bin'))).rejects.toThrow(/use the store fn is given/);
    expect(await codes()).toEqual([]);
  });
});

describe('store.importFile (the engine’s import)', () => {
  const csv = '编号,容量,类型,颜色\nB1,10,厨余,红\nB2,20,其他,蓝\n';

  it('imports a .csv: headers by label, enum labels to values, unknown columns named', async () => {
    const answer = await store.importFile('bin', upload('bins.csv', csv));
    expect(answer).toMatchObject({ imported: 2, total: 2, errors: [], unknownColumns: ['颜色'] });
    expect((await store.all('bin')).map((r) => [r.code, r.size, r.kind]).sort()).toEqual([['B1', 10, 'a'], ['B2', 20, 'b']]);
    expect(await logs('tms.bin.import')).toBeGreaterThan(0);
  });

  it('reads .xlsx and English headers too', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow(['Code', 'Size', 'Kind']);
    ws.addRow(['X1', 3, '其他']);
    const answer = await store.importFile('bin', { filename: 'b.xlsx', _buf: Buffer.from(await wb.xlsx.writeBuffer()) });
    expect(answer.imported).toBe(1);
    expect(await store.all('bin')).toMatchObject([{ code: 'X1', size: 3, kind: 'b' }]);
  });

  it('check writes nothing and answers every row as it would be stored: valid, invalid, or a duplicate in the file or of a stored row', async () => {
    await store.create('bin', { code: 'B9' });
    const bad = '编号,容量,类型\nB1,10,厨余\nB2,5000,其他\nB1,3,其他\nB9,1,其他\n';
    const check = await store.importFile('bin', upload('b.csv', bad), { mode: 'check' });
    expect(check).toMatchObject({ imported: 0, total: 4, valid: 1, duplicates: 2, invalid: 1 });
    expect(check.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'size' }),
      { row: 4, field: 'code', message: '编号与第2行重复', duplicate: true },
      { row: 5, field: 'code', message: '编号已存在', duplicate: true },
    ]);
    expect(check.preview?.map((r) => [r.row, r.status])).toEqual([[2, 'valid'], [3, 'invalid'], [4, 'duplicate'], [5, 'duplicate']]);
    // Stored values: the enum label read as its value, the number as a number.
    expect(check.preview?.[0]?.values).toMatchObject({ code: 'B1', size: 10, kind: 'a' });
    expect(await codes()).toEqual(['B9']);
  });

  it('all refuses the whole file with a bad or duplicate row (row errors as data); valid writes the good rows and counts the rest', async () => {
    await store.create('bin', { code: 'B9' });
    const bad = '编号,容量\nB1,10\nB2,5000\nB1,3\nB9,1\n';
    const refused = await store.importFile('bin', upload('b.csv', bad)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).message).toBe('导入失败：3行数据有误，未写入任何数据');
    const data = (refused as HttpError & { data: { errors: { row: number; field: string }[] } }).data;
    expect(data.errors.map((e) => [e.row, e.field])).toEqual([[3, 'size'], [4, 'code'], [5, 'code']]);
    expect(await codes()).toEqual(['B9']);
    const valid = await store.importFile('bin', upload('b.csv', bad), { mode: 'valid' });
    expect(valid).toMatchObject({ imported: 1, total: 4, duplicates: 2, invalid: 1 });
    expect(valid.imported + valid.duplicates + valid.invalid).toBe(valid.total);
    expect(await codes()).toEqual(['B1', 'B9']);
  });

  it('refuses a file that is not a sheet, or has no rows', async () => {
    await expect(store.importFile('bin', upload('x.txt', 'hello'))).rejects.toThrow('仅支持 .xlsx 或 .csv 文件');
    await expect(store.importFile('bin', undefined)).rejects.toThrow(HttpError);
    await expect(store.importFile('bin', upload('e.csv', '编号\n'))).rejects.toThrow('文件中没有数据');
  });

  it('writes through `create` in the import’s transaction, and a throw there rolls the whole file back', async () => {
    const seen: unknown[] = [];
    const answer = await store.importFile('bin', upload('b.csv', csv), {
      create: async (values, tx) => {
        seen.push(values.code);
        return tx.create('bin', { ...values, size: Number(values.size) + 1 });
      },
    });
    expect(answer.imported).toBe(2);
    expect(seen).toEqual(['B1', 'B2']);
    expect((await store.all('bin')).map((r) => r.size).sort()).toEqual([11, 21]);
    await store.remove('bin', (await store.all('bin')).map((r) => r.id as number));
    const failed = store.importFile('bin', upload('b.csv', csv), {
      create: async (values, tx) => {
        await tx.create('bin', values);
        if (values.code === 'B2') throw new Error('second row refused');
      },
    });
    await expect(failed).rejects.toThrow('second row refused');
    expect(await codes()).toEqual([]);
  });

  it('joins an open transaction: rolled back with it', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.importFile('bin', upload('b.csv', csv));
        throw new Error('after the import');
      }),
    ).rejects.toThrow('after the import');
    expect(await codes()).toEqual([]);
  });
});
