/**
 * The generated server tests of the engine's further operations, run by `resourceSuite` for every
 * resource that has them: each API generation answers at its own paths over the same rows, the
 * unpaged list (`all`), keyset paging (the next page by cursor equals the page by offset; a forged
 * cursor changes nothing), soft delete with the recycle list and recover, and the backup export.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { everyCall, formFields, softDeleteOf, sortableFields, type ParsedCall, type ResourceDef } from '../../kit/resource';
import { call, page, type Ctx, type SuiteOptions } from './resourceSuite';

type Row = Record<string, unknown> & { id: number };

const callsFor = (def: ResourceDef, op: string): ParsedCall[] => everyCall(def).filter((c) => c.op === op).map((c) => c.call);
const label = (c: ParsedCall) => `${c.method} ${c.path}`;

async function ok<T>(ctx: Ctx, c: ParsedCall, fields: Record<string, unknown>, token = ctx.token): Promise<T> {
  const answer = await call(ctx, c, fields, token);
  expect(answer.result, `${label(c)}: ${answer.msg}`).toBe(0);
  return answer.data as T;
}

export function operationTests(getCtx: () => Ctx, def: ResourceDef, options: SuiteOptions): void {
  const lists = callsFor(def, 'list');
  const gets = callsFor(def, 'get');
  const alls = callsFor(def, 'all');
  const removes = callsFor(def, 'remove');
  const [recycleList] = callsFor(def, 'recycleList');
  const [recover] = callsFor(def, 'recover');
  const [backup] = callsFor(def, 'backup');
  const soft = softDeleteOf(def);
  const create = callsFor(def, 'create')[0] ?? callsFor(def, 'upsert')[0];

  describe(`${options.module}.${def.id}: further operations`, () => {
    if (lists.length > 1 || gets.length > 1) {
      it('answers at every API generation’s paths over the same rows', async () => {
        const ctx = getCtx();
        const first = await page(ctx, def, { pageSize: 5 });
        for (const c of lists) {
          const other = await ok<{ records: Row[]; total: number }>(ctx, c, { pageSize: 5 });
          expect(other.total, label(c)).toBe(first.total);
          expect(other.records.map((r) => r.id), label(c)).toEqual(first.records.map((r) => r.id));
        }
        const row = first.records[0];
        if (!row) return;
        for (const c of gets) expect((await ok<Row>(ctx, c, { id: row.id })).id, label(c)).toBe(row.id);
      });
    }

    for (const c of alls) {
      it(`lists every matching row unpaged at ${label(c)}, in the list’s order, only the caller’s`, async () => {
        const ctx = getCtx();
        const paged = await page(ctx, def, { pageSize: 1000 });
        const all = await ok<Row[]>(ctx, c, {});
        expect(Array.isArray(all)).toBe(true);
        expect(all.map((r) => r.id)).toEqual(paged.records.map((r) => r.id));
        const theirs = await ok<Row[]>(ctx, c, {}, ctx.token2);
        const mine = new Set(all.map((r) => r.id));
        expect(theirs.some((r) => mine.has(r.id))).toBe(false);
        expect((await call(ctx, c, { orderField: 'tenantId' })).result).not.toBe(0);
      });
    }

    it('pages by keyset: the next page read from the cursor is the page read by offset, and a forged cursor changes nothing', async () => {
      const ctx = getCtx();
      const sorts = [null, ...sortableFields(def).map((f) => f.name)];
      for (const field of sorts) {
        const sort = field ? { orderField: field, orderType: 'asc' } : {};
        const one = await page(ctx, def, { pageNo: 1, pageSize: 3, ...sort });
        if (one.total <= 3) return;
        const cursor = (one as { nextCursor?: string }).nextCursor;
        expect(cursor, `sort ${field ?? 'default'}`).toBeTruthy();
        const byOffset = await page(ctx, def, { pageNo: 2, pageSize: 3, ...sort });
        const byCursor = await page(ctx, def, { pageNo: 2, pageSize: 3, cursor, ...sort });
        expect(byCursor.records.map((r) => r.id), `sort ${field ?? 'default'}`).toEqual(byOffset.records.map((r) => r.id));
        const forged = Buffer.from(JSON.stringify([2, 'x', "1' or 1=1 --", 1])).toString('base64url');
        expect((await page(ctx, def, { pageNo: 2, pageSize: 3, cursor: forged, ...sort })).records.map((r) => r.id)).toEqual(byOffset.records.map((r) => r.id));
        expect((await page(ctx, def, { pageNo: 2, pageSize: 3, cursor: '%%not base64%%', ...sort })).records.map((r) => r.id)).toEqual(byOffset.records.map((r) => r.id));
      }
    });

    if (soft && removes.length && create && options.make) {
      it('moves deleted rows to the recycle list at every generation’s delete, hides them everywhere, and recovers them once', async () => {
        const ctx = getCtx();
        const template = (await page(ctx, def, { pageSize: 1 })).records[0]!;
        for (const [i, remove] of removes.entries()) {
          const values = { ...Object.fromEntries(formFields(def).map((f) => [f.name, template[f.name]])), ...options.make!((Date.now() % 100000) + i, template) };
          const created = await ok<Row>(ctx, create, values);
          const before = (await page(ctx, def, { pageSize: 1 })).total;
          expect((await call(ctx, remove, { ids: String(created.id) }, ctx.token2)).result, 'the other tenant').not.toBe(0);
          expect((await ok<{ deleted: number }>(ctx, remove, { ids: String(created.id) })).deleted, label(remove)).toBe(1);
          expect((await page(ctx, def, { pageSize: 1 })).total).toBe(before - 1);
          expect((await page(ctx, def, { pageSize: 1000 })).records.some((r) => r.id === created.id)).toBe(false);
          for (const g of gets) expect((await call(ctx, g, { id: created.id })).result, label(g)).not.toBe(0);
          expect((await call(ctx, remove, { ids: String(created.id) })).result, 'deleting twice').not.toBe(0);
          if (recycleList) {
            const bin = await ok<{ records: Row[] }>(ctx, recycleList, { pageSize: 1000 });
            expect(bin.records.some((r) => r.id === created.id)).toBe(true);
            expect((await ok<{ records: Row[] }>(ctx, recycleList, { pageSize: 1000 }, ctx.token2)).records.some((r) => r.id === created.id)).toBe(false);
          }
          if (def.unique?.length) {
            const again = await call(ctx, create, values);
            expect(again.result, 'its unique key stays taken').not.toBe(0);
            expect(again.msg).toContain('回收站');
          }
          if (recover) {
            expect((await call(ctx, recover, { ids: String(created.id) }, ctx.token2)).result, 'the other tenant recovers nothing').not.toBe(0);
            expect((await ok<{ recovered: number }>(ctx, recover, { ids: String(created.id) })).recovered).toBe(1);
            expect((await call(ctx, recover, { ids: String(created.id) })).result, 'recovering twice').not.toBe(0);
            expect((await page(ctx, def, { pageSize: 1 })).total).toBe(before);
          }
        }
      });
    }

    if (backup) {
      it('backs up every row, the deleted ones too, with the audit columns', async () => {
        const ctx = getCtx();
        const live = (await page(ctx, def, { pageSize: 1 })).total;
        const deleted = recycleList ? (await ok<{ total: number }>(ctx, recycleList, { pageSize: 1 })).total : 0;
        const response = await fetch(`${ctx.server.url}${backup.path}`, { method: backup.method, headers: { authorization: `Bearer ${ctx.token}` } });
        expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain('备份');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(await response.arrayBuffer());
        const rows: unknown[][] = [];
        wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
        expect(rows[0]).toEqual(expect.arrayContaining(['创建人', '创建时间', '修改人', '修改时间']));
        if (soft && !recycleList) expect(rows.length - 1).toBeGreaterThanOrEqual(live);
        else expect(rows.length - 1).toBe(live + deleted);
      });
    }
  });
}
