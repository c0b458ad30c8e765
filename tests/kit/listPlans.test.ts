// How the engine reads a filtered, sorted page over a real SQLite database: a (tenant, choice, date)
// index counts a picked type in a date range from the index alone, and a page whose filters keep many
// rows is read by walking the sort's index (no sort of every match), one whose filters keep few through
// the filter's index; either way every page holds exactly the rows and order a plain filter-and-sort
// of all rows gives, across tenants, soft-deleted rows, ties and both directions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFromPairs } from '../../kit/i18n';
import { datetime, defineModuleResources, defineResource, enumOf, number, softDeleteFields, text } from '../../kit/resource';
import { openDatabase, type Store } from '../../server/db';
import { prepareModules } from '../../server/resources';
import type { ResourceStore } from '../../server/resources/store';
import { compositeIndexes, type AnyDb } from '../../server/resources/tables';

const messages = catalogueFromPairs({ 'p.w': ['过磅', 'Weighing'], 'p.w.kind': ['类型', 'Kind'], 'p.w.at': ['时间', 'Time'], 'p.w.net': ['净重', 'Net'], 'p.w.note': ['备注', 'Note'] });
const KINDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const weighing = defineResource({
  id: 'w',
  title: 'p.w',
  api: { list: '/p/w/page' },
  fields: {
    kind: enumOf({ options: KINDS.map((k) => ({ value: k, label: k })), filter: true }),
    at: datetime({ filter: true, sortable: true }),
    net: number({ sortable: true, filter: true }),
    note: text({ filter: true }),
    ...softDeleteFields(),
  },
  softDelete: true,
  defaultSort: { field: 'at', order: 'desc' },
});

type Row = { id: number; tenantId: string; kind: string; at: string; net: number | null; note: string };
const ROWS = 9000;
let dir: string;
let db: Store;
let store: ResourceStore;
const all: Row[] = [];
const caller = { tenantId: 't1', userId: 'u1', userName: '张三' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kit-plans-'));
  db = await openDatabase(join(dir, 'test.db'));
  store = (await prepareModules(db.db, [{ resources: defineModuleResources({ module: 'pl', messages, resources: [weighing] }), server: {} }], false)).get('pl')!;
  const now = '2026-01-01 00:00:00';
  for (let i = 1; i <= ROWS; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    all.push({ id: i, tenantId: i % 4 === 0 ? 't2' : 't1', kind: KINDS[i % 6]!, at: `2026-0${1 + (i % 9)}-${day} 08:${String(i % 60).padStart(2, '0')}:00`, net: i % 50 === 0 ? null : (i * 7919) % 97, note: `n${i % 3}` });
  }
  await (db.db as AnyDb).transaction().execute(async (trx) => {
    for (let i = 0; i < all.length; i += 500) {
      await trx.insertInto('r_pl_w').values(all.slice(i, i + 500).map((r) => ({ ...r, deleted: r.id % 37 === 0 ? 1 : 0, createdBy: 'x', createdAt: now, updatedBy: 'x', updatedAt: now }))).execute();
    }
  });
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The rows a plain filter and sort of every row gives: the caller's live rows, ties by id the same way. */
function expected(keep: (r: Row) => boolean, field: 'at' | 'net', order: 'asc' | 'desc'): number[] {
  const sign = order === 'asc' ? 1 : -1;
  const rank = (v: string | number | null) => (v === null ? -Infinity : v);
  return all
    .filter((r) => r.tenantId === 't1' && r.id % 37 !== 0 && keep(r))
    .sort((x, y) => {
      const a = rank(x[field]);
      const b = rank(y[field]);
      return (a < b ? -1 : a > b ? 1 : x.id - y.id) * sign;
    })
    .map((r) => r.id);
}

async function page(input: Record<string, unknown>) {
  const p = await store.page(caller, weighing, store.parseQuery(weighing, input));
  return { ids: p.records.map((r) => r.id as number), total: p.total };
}

const plan = async (text: string) => (await sql.raw<{ detail: string }>(`explain query plan ${text}`).execute(db.db)).rows.map((r) => r.detail).join(' | ');

describe('filtered and sorted pages', () => {
  it('indexes each picked-value filter with each date filter, and counts a type in a date range from that index alone', async () => {
    expect(compositeIndexes(weighing)).toEqual([['kind', 'at']]);
    const indexes = (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'r_pl_w'`.execute(db.db)).rows.map((r) => r.name);
    expect(indexes).toContain('ixs_r_pl_w_kind_at');
    const detail = await plan(`select count(*) from r_pl_w where tenantId = 't1' and deleted = 0 and kind in ('a', 'b') and at >= '2026-03-01' and at <= '2026-06-30 23:59:59'`);
    expect(detail).toContain('COVERING INDEX ixs_r_pl_w_kind_at');
  });

  const wide = { kind: 'a,b,c,d', atStart: '2026-02-01', atEnd: '2026-08-31' };
  const keepWide = (r: Row) => ['a', 'b', 'c', 'd'].includes(r.kind) && r.at >= '2026-02-01' && r.at <= '2026-08-31 23:59:59';
  const narrow = { kind: 'a', atStart: '2026-03-01', atEnd: '2026-03-31', note: 'n1' };
  const keepNarrow = (r: Row) => r.kind === 'a' && r.at >= '2026-03-01' && r.at <= '2026-03-31 23:59:59' && r.note.includes('n1');

  it.each([
    ['many matches, sorted by net weight, descending', wide, keepWide, 'net', 'desc'],
    ['many matches, sorted by net weight, ascending (empty weights first)', wide, keepWide, 'net', 'asc'],
    ['many matches, the default order (time, newest first)', wide, keepWide, 'at', 'desc'],
    ['few matches, sorted by net weight', narrow, keepNarrow, 'net', 'desc'],
  ] as const)('%s: every page holds the rows a plain filter and sort gives', async (_name, filters, keep, field, order) => {
    const want = expected(keep, field, order);
    const sort = field === 'at' && order === 'desc' ? {} : { orderField: field, orderType: order };
    const got: number[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const p = await page({ ...filters, ...sort, pageNo, pageSize: 100 });
      expect(p.total).toBe(want.length);
      got.push(...p.ids);
      if (p.ids.length < 100) break;
    }
    expect(got).toEqual(want);
  });

  it('walks the sort’s index when the filters keep many rows, and uses the filter’s index when they keep few', async () => {
    for (const [filters, walks] of [[wide, true], [narrow, false]] as const) {
      // The statements the store runs for one page, compiled as it compiles them.
      const seen: CompiledQuery[] = [];
      const recording = db.db.withPlugin({
        transformQuery: (args) => {
          seen.push(db.db.getExecutor().compileQuery(args.node, args.queryId));
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await store.page(caller, weighing, store.parseQuery(weighing, { ...filters, orderField: 'net', orderType: 'desc', pageNo: 2, pageSize: 20 }), recording);
      const rows = seen.find((c) => /order by/i.test(c.sql))!;
      const detail = (await db.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${rows.sql}`, [...rows.parameters]))).rows.map((r) => r.detail).join(' | ');
      if (walks) {
        expect(detail).toContain('ixs_r_pl_w_net');
        expect(detail).not.toContain('TEMP B-TREE');
      } else expect(detail).toContain('TEMP B-TREE FOR ORDER BY');
    }
  });
});
