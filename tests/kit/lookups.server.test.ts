/**
 * The table and column lookups over real HTTP, at the spec's data-source paths (loadTables,
 * loadTableColumns, loadColumnValueList) and the data monitor's execute, served by the test module
 * tests/kit/fixtures/modules/kitops: only offered tables and columns are named, only the caller's
 * rows are read, and hostile names (SQL, another module's table, audit internals) are refused with a
 * clear message and change nothing.
 */
import { readTables } from '../support/pg';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCall } from '../../kit/resource';
import { call, suiteContext } from './resourceSuite';

const ctx = suiteContext([], resolve(import.meta.dirname, 'fixtures/modules'));
const BASE = '/envcloud/hw/jlzs/api/v1/datasource';
const tables = parseCall(`${BASE}/loadTables`);
const columns = parseCall(`${BASE}/loadTableColumns`);
const values = parseCall(`${BASE}/loadColumnValueList`);
const execute = parseCall('POST /cloud/dataMonitor/web/api/dataIncreaseMonitorRecord/execute');

type Table = { tableName: string; tableComment: string; module: string };
type Column = { columnName: string; columnComment: string; dataType: string };
type Value = { value: string | number; label: string; count: number };

const tableCount = async () => Object.keys(await readTables(ctx().server, () => true, () => 'count(*) as n')).length;

describe('table lookups', () => {
  it('lists only the offered tables, with their titles, narrowed by a keyword', async () => {
    const all = await call(ctx(), tables, {});
    expect(all.result).toBe(0);
    expect(all.data).toEqual([
      { tableName: 'kitops.bin', tableComment: '垃圾桶', module: 'kitops' },
      { tableName: 'kitops.site', tableComment: '站点', module: 'kitops' },
    ]);
    expect(((await call(ctx(), tables, { tableName: '站点' })).data as Table[]).map((t) => t.tableName)).toEqual(['kitops.site']);
    expect((await call(ctx(), tables, { tableName: "' or 1=1 --" })).data).toEqual([]);
  });

  it('lists only the offered columns of a table, with labels and types', async () => {
    const answer = await call(ctx(), columns, { tableName: 'kitops.bin' });
    expect(answer.result).toBe(0);
    const cols = answer.data as Column[];
    expect(cols.map((c) => c.columnName)).toEqual(['code', 'kind', 'size', 'siteId', 'placed', 'locked', 'createdAt', 'updatedAt']);
    expect(cols.find((c) => c.columnName === 'siteId')).toEqual({ columnName: 'siteId', columnComment: '站点', dataType: 'reference' });
    // Fields not offered (a note, the hook's copy, the recycle flag) and the tenant never appear.
    for (const hidden of ['note', 'siteName', 'deleted', 'tenantId']) expect(cols.map((c) => c.columnName)).not.toContain(hidden);
  });

  it('answers a column’s values of the caller’s tenant only, with labels and counts', async () => {
    const kinds = (await call(ctx(), values, { tableName: 'kitops.bin', columnName: 'kind' })).data as Value[];
    expect(kinds.map((v) => v.label).sort()).toEqual(['其他垃圾', '厨余垃圾']);
    expect(kinds.reduce((n, v) => n + v.count, 0)).toBe(30);
    const sites = (await call(ctx(), values, { tableName: 'kitops.bin', columnName: 'siteId' })).data as Value[];
    expect(sites.map((v) => v.label).sort()).toEqual(['玄武站', '秦淮站']);
    const theirs = (await call(ctx(), values, { tableName: 'kitops.bin', columnName: 'siteId' }, ctx().token2)).data as Value[];
    expect(theirs.map((v) => v.label).sort()).toEqual(['上城站', '西湖站']);
    const codes = (await call(ctx(), values, { tableName: 'kitops.bin', columnName: 'code', keyword: 'NJ-01', limit: 3 })).data as Value[];
    expect(codes.map((v) => v.value)).toEqual(['NJ-010', 'NJ-011', 'NJ-012']);
  });

  it('refuses hostile and unknown names with a clear message, reads nothing and changes nothing', async () => {
    const before = await tableCount();
    const refusals: [typeof columns, Record<string, unknown>, RegExp][] = [
      [columns, {}, /请指定数据表/],
      [columns, { tableName: 'r_kitops_bin' }, /没有可查询的数据表“r_kitops_bin”/],
      [columns, { tableName: 'kitops.secret' }, /没有可查询的数据表/],
      [columns, { tableName: 'kitops.bin; drop table r_kitops_bin' }, /没有可查询的数据表/],
      [columns, { tableName: 'sqlite_master' }, /没有可查询的数据表/],
      [columns, { tableName: 'users' }, /没有可查询的数据表/],
      [values, { tableName: 'kitops.bin' }, /请指定字段/],
      [values, { tableName: 'kitops.bin', columnName: 'tenantId' }, /数据表kitops.bin没有可查询的字段“tenantId”/],
      [values, { tableName: 'kitops.bin', columnName: 'note' }, /没有可查询的字段/],
      [values, { tableName: 'kitops.bin', columnName: 'code) from users --' }, /没有可查询的字段/],
      [values, { tableName: 'kitops.bin', columnName: '*' }, /没有可查询的字段/],
      [values, { tableName: 'kitops.secret', columnName: 'value' }, /没有可查询的数据表/],
    ];
    for (const [c, input, msg] of refusals) {
      const answer = await call(ctx(), c, input);
      expect(answer.result, JSON.stringify(input)).toBe(1);
      expect(answer.msg).toMatch(msg);
      expect(JSON.stringify(answer)).not.toMatch(/SQLITE|stack|at \w+ \(/);
    }
    // A keyword is a value, never SQL: it finds nothing and breaks nothing.
    expect((await call(ctx(), values, { tableName: 'kitops.bin', columnName: 'code', keyword: "' or '1'='1" })).data).toEqual([]);
    expect((await call(ctx(), values, { tableName: 'kitops.bin', columnName: 'code', limit: '100000' })).result).toBe(0);
    expect(await tableCount()).toBe(before);
    expect(((await call(ctx(), values, { tableName: 'kitops.bin', columnName: 'kind' })).data as Value[]).length).toBe(2);
  });

  it('refuses naming another tenant and a call without a token', async () => {
    expect((await call(ctx(), columns, { tableName: 'kitops.bin', tenantId: 'someone-else' })).result).not.toBe(0);
    const response = await fetch(`${ctx().server.url}${BASE}/loadTables`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('counts the rows that arrived in a period for the data monitor, by an offered date column only', async () => {
    const all = await call(ctx(), execute, { tableName: 'kitops.bin' });
    expect(all.data).toEqual({ tableName: 'kitops.bin', count: 30 });
    const march = await call(ctx(), execute, { tableName: 'kitops.bin', columnName: 'placed', from: '2026-03-01', to: '2026-03-31' });
    expect((march.data as { count: number }).count).toBeGreaterThan(0);
    expect((march.data as { count: number }).count).toBeLessThan(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(((await call(ctx(), execute, { tableName: 'kitops.bin', columnName: 'createdAt', from: today })).data as { count: number }).count).toBe(30);
    expect((await call(ctx(), execute, { tableName: 'kitops.bin', columnName: 'code', from: today })).msg).toMatch(/不是日期或时间/);
    expect((await call(ctx(), execute, { tableName: 'kitops.bin', columnName: 'placed', from: "2026-01-01' or 1=1" })).msg).toMatch(/格式不正确/);
    expect((await call(ctx(), execute, { tableName: 'kitops.secret' })).msg).toMatch(/没有可查询的数据表/);
    expect(((await call(ctx(), execute, { tableName: 'kitops.bin' }, ctx().token2)).data as { count: number }).count).toBe(30);
  });
});
