/**
 * The engine's operations beyond one call each, over real HTTP on a module made for these tests
 * (tests/kit/fixtures/modules/kitops): the generated suites for its resources, then what a suite
 * cannot say in general — soft delete keeps references and unique keys, write hooks run in the
 * write's transaction on every path, the unpaged list refuses more rows than it may answer.
 */
import { runSqlBatch } from '../support/pg';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsOf, everyCall, MAX_ALL_ROWS, parseCall } from '../../kit/resource';
import { bin, site } from './fixtures/modules/kitops/resources';
import { call, page, resourceSuite, suiteContext } from './resourceSuite';

const ctx = suiteContext([], resolve(import.meta.dirname, 'fixtures/modules'));
const binCalls = callsOf(bin);
let n = 0;
const newBin = (extra: Record<string, unknown> = {}) => ({ code: `T-${Date.now() % 100000}-${n++}`, kind: 'kitchen', size: 240, ...extra });

resourceSuite(ctx, site, { module: 'kitops', make: (i) => ({ siteName: `测试站${i}` }) });
resourceSuite(ctx, bin, { module: 'kitops', make: (i) => ({ code: `S-${i}`, kind: 'other', locked: false }) });

describe('soft delete, generations and write hooks', () => {
  it('serves each generation’s calls once at their own paths and methods', () => {
    const served = everyCall(bin).map((c) => `${c.op} ${c.generation ?? 'api'} ${c.call.method} ${c.call.path}`);
    expect(served).toContain('get alias GET /x/ops/bin/getById');
    expect(served).toContain('upsert v1 POST /x/ops/bin/update');
    expect(new Set(served.map((s) => s.split(' ').slice(2).join(' '))).size).toBe(served.length);
  });

  it('creates at the older generation (no id) and edits there (with an id); the newer generation reads the same row', async () => {
    const upsert = parseCall('/x/ops/bin/update');
    const created = await call(ctx(), upsert, newBin({ siteId: 1 }));
    expect(created.result, created.msg).toBe(0);
    const id = (created.data as { id: number }).id;
    expect((await call(ctx(), upsert, { id, note: '东门' })).result).toBe(0);
    const row = (await call(ctx(), binCalls.get!, { id })).data as Record<string, unknown>;
    expect(row).toMatchObject({ id, note: '东门', siteName: expect.stringMatching(/站$/) });
  });

  it('runs the write hook in the write’s transaction: a refused delete changes nothing, on every generation', async () => {
    const locked = (await page(ctx(), bin, { locked: 'true', pageSize: 5 })).records[0]!;
    for (const c of everyCall(bin).filter((x) => x.op === 'remove')) {
      const answer = await call(ctx(), c.call, { ids: `${locked.id}` });
      expect(answer.result).not.toBe(0);
      expect(answer.msg).toBe(`垃圾桶${String(locked.code)}已锁定，不能删除`);
    }
    expect((await call(ctx(), binCalls.get!, { id: locked.id })).result).toBe(0);
    // A batch with a locked bin deletes none of it.
    const other = (await call(ctx(), binCalls.create!, newBin())).data as { id: number };
    expect((await call(ctx(), binCalls.remove!, { ids: `${other.id},${locked.id}` })).result).not.toBe(0);
    expect((await call(ctx(), binCalls.get!, { id: other.id })).result).toBe(0);
  });

  it('keeps references to a row in the recycle list, shows its name in exports, and refuses new references to it', async () => {
    const target = (await call(ctx(), callsOf(site).create!, { siteName: `回收站点${Date.now() % 100000}` })).data as { id: number; siteName: string };
    // Sites are deleted for real: a site a bin refers to cannot go.
    const user = (await call(ctx(), binCalls.create!, newBin({ siteId: target.id }))).data as { id: number; code: string };
    expect((await call(ctx(), callsOf(site).remove!, { ids: String(target.id) })).msg).toMatch(/仍被1条垃圾桶引用/);
    // The bin in the recycle list still counts as referring (it can be recovered).
    expect((await call(ctx(), binCalls.remove!, { ids: String(user.id) })).result).toBe(0);
    expect((await call(ctx(), callsOf(site).remove!, { ids: String(target.id) })).result).not.toBe(0);
    const recycled = (await call(ctx(), binCalls.recycleList!, { code: user.code })).data as { records: Record<string, unknown>[] };
    expect(recycled.records).toEqual([expect.objectContaining({ id: user.id, siteId: target.id, deleted: true, deletedBy: expect.any(String), deletedAt: expect.stringMatching(/^\d{4}-/) })]);
  });

  it('never lets a client write the recycle flag, time or user', async () => {
    const made = (await call(ctx(), binCalls.create!, newBin({ deleted: true, deletedAt: '2020-01-01 00:00:00', deletedBy: 'x' }))).data as Record<string, unknown>;
    expect(made).toMatchObject({ deleted: false, deletedAt: null, deletedBy: null });
    await call(ctx(), binCalls.update!, { id: made.id, deleted: true });
    expect((await call(ctx(), binCalls.get!, { id: made.id })).result).toBe(0);
  });
  it('reads the next page from its cursor, so a row added meanwhile ahead of it neither repeats nor shifts a row', async () => {
    const q = { pageSize: 4, orderField: 'size', orderType: 'desc' };
    const one = await page(ctx(), bin, { ...q, pageNo: 1 });
    const two = await page(ctx(), bin, { ...q, pageNo: 2 });
    const gone = (await call(ctx(), binCalls.create!, newBin({ size: 4999 }))).data as { id: number };
    // A new row sorts first: by offset, page 2 would now start one row earlier.
    const shifted = await page(ctx(), bin, { ...q, pageNo: 2 });
    expect(shifted.records[0]!.id).toBe(one.records[3]!.id);
    const next = await page(ctx(), bin, { ...q, pageNo: 2, cursor: (one as { nextCursor?: string }).nextCursor });
    expect(next.records.map((r) => r.id)).toEqual(two.records.map((r) => r.id));
    await call(ctx(), binCalls.remove!, { ids: String(gone.id) });
  });

  it('refuses an unpaged list longer than it may answer, naming the count, and a narrower filter answers', async () => {
    expect(MAX_ALL_ROWS).toBe(5000);
    const insert = 'insert into r_kitops_bin ("tenantId", code, kind, size, deleted, "createdBy", "createdAt", "updatedBy", "updatedAt") values (?, ?, \'other\', 1, 0, \'t\', \'2026-01-01\', \'t\', \'2026-01-01\')';
    const chunks = Array.from({ length: MAX_ALL_ROWS / 500 }, (_, c): [string, unknown[]] => [
      insert + ", (?, ?, 'other', 1, 0, 't', '2026-01-01', 't', '2026-01-01')".repeat(499),
      Array.from({ length: 500 }, (_, i) => [ctx().tenant1, `BULK-${c * 500 + i}`]).flat(),
    ]);
    await runSqlBatch(ctx().server, chunks);
    const refused = await call(ctx(), binCalls.all!, {});
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toMatch(/符合条件的数据有\d+条，超过一次列出的上限5000条/);
    const kitchen = (await call(ctx(), binCalls.all!, { kind: 'kitchen' })).data as { kind: string }[];
    expect(kitchen.length).toBeGreaterThan(0);
    expect(kitchen.every((r) => r.kind === 'kitchen')).toBe(true);
  });

});

