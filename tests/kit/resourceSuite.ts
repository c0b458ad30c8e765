/**
 * Server tests generated from a resource definition, against the real server: paging, sorting by every
 * sortable field, filtering by every filter field, refused sort fields, tenant isolation, CRUD with
 * the operation history, bad input, import atomicity and the export's row count — each only where the
 * definition has the call. A module's test file calls `resourceSuite` once per resource.
 *
 * @example
 *   const ctx = suiteContext();                       // starts the server, signs in both tenants
 *   resourceSuite(ctx, carInfo, { make: (i) => ({ carCode: `苏A·T${1000 + i}` }) });
 */
import { runSql } from '../support/pg';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, filterFields, formFields, parseCall, sortableFields, type ParsedCall, type ResourceDef } from '../../kit/resource';
import { signIn, startServer, type TestServer } from '../support/server';
import { operationTests } from './operationsSuite';

export type Ctx = { server: TestServer; token: string; token2: string; tenant1: string };
type Envelope = { result: number; msg: string; data: unknown };
type Row = Record<string, unknown> & { id: number };

/** Starts the server once for the file (serving only `modules` when given, from `modulesDir` when given) and signs in a user of each tenant. */
export function suiteContext(modules: string[] = [], modulesDir?: string): () => Ctx {
  let ctx: Ctx | undefined;
  beforeAll(async () => {
    const server = await startServer({ modules, ...(modulesDir ? { modulesDir } : {}) });
    const one = await signIn(server.url, 'admin', 'Admin@2026');
    const two = await signIn(server.url, 'admin2', 'Admin@2026');
    ctx = { server, token: one.token, token2: two.token, tenant1: one.data.tenantId };
  });
  afterAll(() => ctx?.server.close());
  return () => ctx!;
}

/** Calls a parsed call with form fields (POST) or query parameters (GET). */
export async function call(ctx: Ctx, c: ParsedCall, fields: Record<string, unknown>, token = ctx.token): Promise<Envelope> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const url = `${ctx.server.url}${c.path}${c.method === 'GET' ? `?${params}` : ''}`;
  const response = await fetch(url, {
    method: c.method,
    headers: { authorization: `Bearer ${token}`, ...(c.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(c.method === 'POST' ? { body: params } : {}),
  });
  return (await response.json()) as Envelope;
}

export async function page(ctx: Ctx, def: ResourceDef, fields: Record<string, unknown>, token = ctx.token) {
  const answer = await call(ctx, callsOf(def).list!, fields, token);
  expect(answer.msg).toBeDefined();
  expect(answer.result).toBe(0);
  return answer.data as { records: Row[]; total: number; pageNo: number; pageSize: number };
}

/** Downloads an export and answers its data rows (the header row excluded). */
export async function exportRows(ctx: Ctx, c: ParsedCall, fields: Record<string, unknown>): Promise<unknown[][]> {
  const params = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${ctx.server.url}${c.path}${c.method === 'GET' ? `?${params}` : ''}`, {
    method: c.method,
    headers: { authorization: `Bearer ${ctx.token}`, ...(c.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(c.method === 'POST' ? { body: params } : {}),
  });
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows.slice(1);
}

export type ImportEnvelope = Envelope & { data: { imported: number; errors: { row: number; field: string; message: string }[] } };

/** Uploads `rows` under `header` as an .xlsx to the resource's import call in `mode`; answers the envelope. */
export async function importSheet(ctx: Ctx, def: ResourceDef, header: string[], rows: unknown[][], mode: string): Promise<ImportEnvelope> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', new Blob([(await wb.xlsx.writeBuffer()) as ArrayBuffer]), `${def.id}.xlsx`);
  const response = await fetch(`${ctx.server.url}${callsOf(def).import!.path}`, { method: 'POST', headers: { authorization: `Bearer ${ctx.token}` }, body: form });
  return (await response.json()) as ImportEnvelope;
}

async function history(ctx: Ctx, target: string): Promise<string[]> {
  return (await runSql(ctx.server, 'select operation from operation_logs where target = ? order by id', [target])).map((r) => String(r.operation));
}

function ordered(values: unknown[], order: 'asc' | 'desc'): boolean {
  const v = values.filter((x) => x !== null && x !== undefined).map((x) => (Array.isArray(x) ? x[0] : typeof x === 'object' ? (x as { lng: number }).lng : x));
  for (let i = 1; i < v.length; i++) {
    const a = v[i - 1] as string | number;
    const b = v[i] as string | number;
    if (order === 'asc' ? a > b : a < b) return false;
  }
  return true;
}

export type SuiteOptions = {
  module: string;
  /** Values that make a new valid record (unique fields must differ for each `i`), merged over a copy of an existing row. */
  make?: (i: number, template: Row) => Record<string, unknown>;
  /** Runs before the create test (e.g. frees a unique reference). */
  beforeCreate?: (ctx: Ctx, template: Row) => Promise<void>;
  /** An input that must be refused (default: every field blank). */
  bad?: Record<string, unknown>;
  /** Whether export rows must equal the list total (default true). */
  exportCount?: boolean;
};

export function resourceSuite(getCtx: () => Ctx, def: ResourceDef, options: SuiteOptions): void {
  const calls = callsOf(def);
  const formOf = (row: Row) => Object.fromEntries(formFields(def).map((f) => [f.name, row[f.name]]));

  describe(`${options.module}.${def.id}`, () => {
    it('pages: a page holds at most pageSize rows, the total counts them all, page 2 follows page 1', async () => {
      const one = await page(getCtx(), def, { pageNo: 1, pageSize: 2 });
      expect(one.records.length).toBeLessThanOrEqual(2);
      expect(one.total).toBeGreaterThanOrEqual(one.records.length);
      if (one.total > 2) {
        const two = await page(getCtx(), def, { pageNo: 2, pageSize: 2 });
        expect(two.records.map((r) => r.id)).not.toEqual(one.records.map((r) => r.id));
      }
    });

    for (const f of sortableFields(def)) {
      it(`sorts by ${f.name} both ways on the server`, async () => {
        for (const order of ['asc', 'desc'] as const) {
          const p = await page(getCtx(), def, { pageSize: 30, orderField: f.name, orderType: order });
          expect(ordered(p.records.map((r) => r[f.name]), order)).toBe(true);
        }
      });
    }

    it('refuses to sort by a field the definition does not allow, naming it', async () => {
      const answer = await call(getCtx(), calls.list!, { orderField: 'tenantId' });
      expect(answer.result).not.toBe(0);
      expect(answer.msg).toContain('tenantId');
    });

    for (const f of filterFields(def)) {
      it(`filters by ${f.name} (${f.mode})`, async () => {
        const all = await page(getCtx(), def, { pageSize: 50 });
        const sample = all.records.map((r) => r[f.name]).find((v) => v !== null && v !== undefined && v !== '');
        if (sample === undefined) return;
        const fields: Record<string, unknown> =
          f.mode === 'range'
            ? { [`${f.name}Start`]: Array.isArray(sample) ? sample[0] : sample, [`${f.name}End`]: Array.isArray(sample) ? sample[1] : sample }
            : { [f.name]: f.mode === 'like' ? String(sample).slice(0, 2) : sample };
        if (f.type === 'datetime' && typeof sample === 'string') Object.assign(fields, { [`${f.name}Start`]: sample.slice(0, 10), [`${f.name}End`]: sample.slice(0, 10) });
        const p = await page(getCtx(), def, { ...fields, pageSize: 100 });
        expect(p.total).toBeGreaterThan(0);
        for (const r of p.records) {
          const v = r[f.name];
          if (f.mode === 'like') expect(String(v)).toContain(String(sample).slice(0, 2));
          else if (f.mode === 'range' && f.type === 'datetime') expect(String(v).slice(0, 10)).toBe(String(sample).slice(0, 10));
          else if (f.mode !== 'range') expect(v).toEqual(sample);
        }
      });
    }

    it("keeps tenants apart: the other tenant neither lists, reads, changes nor deletes a row, and naming another tenant is refused", async () => {
      const ctx = getCtx();
      const mine = await page(ctx, def, { pageSize: 5 });
      const theirs = await page(ctx, def, { pageSize: 1000 }, ctx.token2);
      const row = mine.records[0];
      if (!row) return;
      expect(theirs.records.map((r) => r.id)).not.toContain(row.id);
      if (calls.get) expect((await call(ctx, calls.get, { id: row.id }, ctx.token2)).result).not.toBe(0);
      const update = calls.update ?? calls.upsert;
      if (update) expect((await call(ctx, update, { ...formOf(row), id: row.id }, ctx.token2)).result).not.toBe(0);
      if (calls.remove) expect((await call(ctx, calls.remove, { ids: String(row.id) }, ctx.token2)).result).not.toBe(0);
      const still = await page(ctx, def, { pageSize: 5 });
      expect(still.records[0]).toEqual(row);
      expect((await call(ctx, calls.list!, { tenantId: ctx.tenant1 }, ctx.token2)).result).not.toBe(0);
    });

    if ((calls.create || calls.upsert) && options.make) {
      it('creates, reads, updates and deletes a record, each change in the operation history', async () => {
        const ctx = getCtx();
        const template = (await page(ctx, def, { pageSize: 1 })).records[0]!;
        await options.beforeCreate?.(ctx, template);
        const values = { ...formOf(template), ...options.make!(Date.now() % 100000, template) };
        const created = await call(ctx, calls.create ?? calls.upsert!, values);
        expect(created.msg).toBe('保存成功');
        expect(created.result).toBe(0);
        const id = (created.data as Row).id;
        const found = await page(ctx, def, { pageSize: 1000 });
        expect(found.records.some((r) => r.id === id)).toBe(true);
        if (calls.get) expect(((await call(ctx, calls.get, { id })).data as Row).id).toBe(id);
        const update = calls.update ?? calls.upsert;
        if (update) {
          const changed = await call(ctx, update, { ...values, id });
          expect(changed.result).toBe(0);
        }
        if (calls.remove) {
          expect((await call(ctx, calls.remove, { ids: String(id) })).result).toBe(0);
          expect((await page(ctx, def, { pageSize: 1000 })).records.some((r) => r.id === id)).toBe(false);
        }
        const ops = await history(ctx, `${options.module}.${def.id}#${id}`);
        expect(ops[0]).toBe(`${options.module}.${def.id}.create`);
        if (update) expect(ops).toContain(`${options.module}.${def.id}.update`);
        if (calls.remove) expect(ops).toContain(`${options.module}.${def.id}.delete`);
      });
    }

    if (calls.create || calls.upsert) {
      it('refuses bad input with each field named, and writes nothing', async () => {
        const ctx = getCtx();
        const before = (await page(ctx, def, { pageSize: 1 })).total;
        const bad = options.bad ?? Object.fromEntries(formFields(def).map((f) => [f.name, f.type === 'number' || f.type === 'money' ? 'abc' : '']));
        const answer = await call(ctx, calls.create ?? calls.upsert!, bad);
        expect(answer.result).not.toBe(0);
        expect(((answer.data as { errors?: unknown[] })?.errors ?? []).length).toBeGreaterThan(0);
        expect((await page(ctx, def, { pageSize: 1 })).total).toBe(before);
      });
    }

    if (calls.export && options.exportCount !== false) {
      it('exports every row matching the filter, not only the page', async () => {
        const ctx = getCtx();
        const total = (await page(ctx, def, { pageSize: 1 })).total;
        const rows = await exportRows(ctx, calls.export!, {});
        expect(rows.length).toBe(total);
      });
    }
  });
  operationTests(getCtx, def, options);
}

export { parseCall };
