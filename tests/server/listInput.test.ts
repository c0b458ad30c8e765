/**
 * The engine's list calls read paging, sorting and filters as the platform's own calls do: a value
 * that is not what the parameter takes (a page number of 0, -1, "NaN", 1e308, a list or an object, a
 * day that is not a day, a number that is not a number) is refused with a message naming it
 * (`pageNo：不能小于 1`, `购置日期：格式不正确…`), never answered with a 500 or read as something else;
 * blank parameters (what the kit sends for an unset filter) keep their defaults. Every list call of
 * every module (resources and reports) is checked over real HTTP against the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, encodeListQuery, filterFields, isComputedReport, MAX_PAGE_SIZE, type ParsedCall, type ResourceDef } from '../../kit/resource';
import { loadModules, type LoadedModule } from '../../server/resources/modules';
import { signIn, startServer, type TestServer } from '../support/server';
import { call as rawCall, snapshot, type Call } from './helpers';

let server: TestServer;
let token: string;
let before: Record<string, unknown>;
const modules: LoadedModule[] = await loadModules();

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  before = await snapshot(server);
});
afterAll(async () => server.close());

type Target = Pick<ParsedCall, 'method' | 'path'>;

/** Calls a list call as its clients do: a JSON or form body on POST (lists as repeated keys in a query), a query on GET. */
async function list(c: Target, fields: Record<string, unknown>, json = true): Promise<Call> {
  if (c.method === 'GET') {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) params.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    return rawCall(server.url, `${c.path}?${params}`, { method: 'GET', token });
  }
  if (json) return rawCall(server.url, c.path, { token, json: fields });
  return rawCall(server.url, c.path, { token, form: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) });
}

function expectRefused(answer: Call, msg: string | RegExp): void {
  expect(answer.status).not.toBe(500);
  expect(answer.text).not.toMatch(/SqliteError|datatype mismatch|\bat .+\.(ts|js):\d+/);
  expect(answer.body.result).toBe(1);
  if (typeof msg === 'string') expect(answer.body.msg).toBe(msg);
  else expect(answer.body.msg).toMatch(msg);
}

type ListCall = { key: string; def: ResourceDef; call: Target };

/** Every list call of every module: each resource's list and each computed report's. */
const listCalls: ListCall[] = modules.flatMap((m) => [
  ...m.resources.resources.flatMap((def) => (callsOf(def).list ? [{ key: `${m.resources.module}.${def.id}`, def, call: callsOf(def).list! }] : [])),
  ...(m.resources.reports ?? []).filter(isComputedReport).flatMap((def) => (callsOf(def).list ? [{ key: `${m.resources.module}.${def.id} (report)`, def, call: callsOf(def).list! }] : [])),
]);

const CAR_PAGE: Target = { method: 'POST', path: '/cloud/clgl/v2/web/car/page' };
const CAR_EXPORT: Target = { method: 'POST', path: '/cloud/clgl/v2/web/car/export' };
const CAR_ALL: Target = { method: 'POST', path: '/cloud/clgl/v2/web/car/list' };
const TRUCKS: Target = { method: 'POST', path: '/cloud/ljszy/carInfo/pageList' };

describe('paging of a module list', () => {
  it('refuses pageNo 1e308 with a message instead of a 500 (datatype mismatch)', async () => {
    expectRefused(await list(TRUCKS, { pageNo: 1e308, pageSize: 10 }), 'pageNo：不能大于 100000');
    expectRefused(await list(TRUCKS, { pageNo: '9'.repeat(400) }), 'pageNo：不能大于 100000');
    expectRefused(await list(TRUCKS, { pageNo: '1e308' }), 'pageNo：类型不正确，应为整数');
  });

  it('refuses a page number below 1, not a whole number, a list or an object, in both spellings', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pageNo: -1 }, 'pageNo：不能小于 1'],
      [{ pageNo: 0 }, 'pageNo：不能小于 1'],
      [{ pageNo: '-3' }, 'pageNo：不能小于 1'],
      [{ pageNo: 'NaN' }, 'pageNo：类型不正确，应为整数'],
      [{ pageNo: 1.5 }, 'pageNo：类型不正确，应为整数'],
      [{ pageNo: [1, 2] }, 'pageNo：类型不正确，应为整数'],
      [{ pageNo: { $gt: 1 } }, 'pageNo：类型不正确，应为整数'],
      [{ pageNo: true }, 'pageNo：类型不正确，应为整数'],
      [{ current: 0 }, 'current：不能小于 1'],
      [{ current: 100001 }, 'current：不能大于 100000'],
    ];
    for (const [fields, msg] of cases) expectRefused(await list(TRUCKS, fields), msg);
  });

  it('refuses a page size outside 1..1000 or not a whole number, in both spellings', async () => {
    const range = `每页条数必须在 1 到 ${MAX_PAGE_SIZE} 之间`;
    const cases: [Record<string, unknown>, string][] = [
      [{ pageSize: 0 }, 'pageSize：不能小于 1'],
      [{ pageSize: MAX_PAGE_SIZE + 1 }, `pageSize：${range}`],
      [{ pageSize: 'ten' }, 'pageSize：类型不正确，应为整数'],
      [{ pageSize: [10] }, 'pageSize：类型不正确，应为整数'],
      [{ size: -5 }, 'size：不能小于 1'],
      [{ size: 1e9 }, `size：${range}`],
    ];
    for (const [fields, msg] of cases) expectRefused(await list(CAR_PAGE, fields), msg);
  });

  it('refuses the same values sent as form fields (the older calls)', async () => {
    expectRefused(await list({ method: 'POST', path: '/cloud/clgl/car/load' }, { pageNo: '0' }, false), 'pageNo：不能小于 1');
    expectRefused(await list({ method: 'POST', path: '/cloud/clgl/car/load' }, { pageSize: 'abc' }, false), 'pageSize：类型不正确，应为整数');
  });

  it('keeps what the kit sends: blank parameters take their defaults, the kit’s option loads ask for 1000 rows', async () => {
    const blank = await list(CAR_PAGE, { pageNo: '', pageSize: '', current: '', size: '', orderField: '', orderType: '', plateNo: '', purchaseDateStart: '', purchaseDateEnd: '', status: '' });
    expect(blank.body).toMatchObject({ result: 0, data: { pageNo: 1, pageSize: 10 } });
    const options = await list(CAR_PAGE, { pageNo: 1, pageSize: 1000 });
    expect(options.body.result).toBe(0);
    const deep = await list(TRUCKS, { pageNo: '100000', pageSize: '10' });
    expect(deep.body).toMatchObject({ result: 0, data: { pageNo: 100000, records: [] } });
  });
});

describe('sorting and filters of a module list', () => {
  it('refuses a date filter that is not a date, naming the field, where it used to answer no rows', async () => {
    for (const value of ['abc', '2026-13-01', '2026-1-1', '20260101', '2026-11-01 25:00']) {
      expectRefused(await list(CAR_PAGE, { purchaseDateStart: value }), '购置日期：格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss');
    }
    expectRefused(await list(CAR_PAGE, { purchaseDateEnd: ['2026-01-01', '2026-02-01'] }), /^购置日期：格式不正确/);
    expectRefused(await list(CAR_PAGE, { purchaseDateEnd: { after: '2026-01-01' } }), /^购置日期：格式不正确/);
  });

  it('still reads days and times the clients send, a month’s last bound included', async () => {
    const all = (await list(CAR_PAGE, { pageSize: 1000 })).body.data as { total: number };
    for (const [start, end] of [['2000-01-01', '2099-12-31'], ['2000-01-01 00:00:00', '2099-12-31 23:59'], ['2000-02-01', '2099-02-31'], ['2000-01-01T00:00:00', '']]) {
      const answer = await list(CAR_PAGE, { purchaseDateStart: start, purchaseDateEnd: end });
      expect(answer.body.result, `${start} ${end}`).toBe(0);
      expect((answer.body.data as { total: number }).total).toBeLessThanOrEqual(all.total);
    }
  });

  it('refuses a number filter that is not a finite number', async () => {
    const numberFilter = listCalls.flatMap((l) => filterFields(l.def).filter((f) => f.type === 'number' || f.type === 'money').map((f) => ({ ...l, f })))[0];
    expect(numberFilter, 'a module list with a number filter').toBeDefined();
    const { call: c, f } = numberFilter!;
    const name = f.mode === 'range' ? `${f.name}Start` : f.name;
    for (const value of ['abc', '1e5', '9'.repeat(400), [1, 2]]) expectRefused(await list(c, { [name]: value }), /必须是数字$/);
  });

  it('refuses a text filter sent as a list or an object, and an order other than asc or desc', async () => {
    expectRefused(await list(CAR_PAGE, { plateNo: ['浙A', '浙B'] }), /^车牌号：格式不正确$/);
    expectRefused(await list(CAR_PAGE, { plateNo: { like: '%' } }), /^车牌号：格式不正确$/);
    expectRefused(await list(CAR_PAGE, { orderField: 'plateNo', orderType: 'sideways' }), 'orderType：取值不正确，应为 asc 或 desc');
    expectRefused(await list(CAR_PAGE, { orderField: ['plateNo'] }), 'orderField：格式不正确');
    expect((await list(CAR_PAGE, { orderField: 'plateNo', orderType: 'ASC' })).body.result).toBe(0);
  });

  it('refuses bad filters on the unpaged list and the export too, with an envelope instead of a file', async () => {
    expectRefused(await list(CAR_ALL, { purchaseDateStart: 'abc' }), /^购置日期：格式不正确/);
    const exported = await list(CAR_EXPORT, { purchaseDateStart: 'abc' });
    expectRefused(exported, /^购置日期：格式不正确/);
    // Paging of an export or an unpaged list is the server's own: what the request says is not read.
    expect((await list(CAR_ALL, { pageNo: 0, pageSize: 'x' })).body.result).toBe(0);
  });
});

describe('every list call of every module', () => {
  it('finds the modules’ list calls', () => {
    expect(listCalls.length).toBeGreaterThan(100);
  });

  for (const { key, def, call: c } of listCalls) {
    it(`${key}: blank parameters are accepted; bad paging, days and numbers are refused naming them`, async () => {
      const blanks: Record<string, unknown> = { pageNo: '', pageSize: '' };
      for (const f of filterFields(def)) {
        if (f.mode === 'range') Object.assign(blanks, { [`${f.name}Start`]: '', [`${f.name}End`]: '' });
        else blanks[f.name] = '';
      }
      const ok = await list(c, blanks);
      expect(ok.status).not.toBe(500);
      expect(ok.body.result, ok.body.msg).toBe(0);
      // A screen's query as the kit encodes it is accepted too.
      expect((await list(c, encodeListQuery(def, { pageNo: 2, pageSize: 20 }))).body.result).toBe(0);
      expectRefused(await list(c, { pageNo: c.method === 'GET' ? '1e308' : 1e308 }), /^pageNo：(不能大于 100000|类型不正确，应为整数)$/);
      expectRefused(await list(c, { pageNo: 0 }), 'pageNo：不能小于 1');
      expectRefused(await list(c, { pageNo: 'NaN' }), 'pageNo：类型不正确，应为整数');
      expectRefused(await list(c, { pageNo: [1, 2] }), 'pageNo：类型不正确，应为整数');
      expectRefused(await list(c, { pageSize: 0 }), 'pageSize：不能小于 1');
      for (const f of filterFields(def)) {
        const name = f.mode === 'range' ? `${f.name}Start` : f.name;
        if (f.type === 'date' || f.type === 'datetime' || (f.type === 'dateRange' && f.mode === 'range')) expectRefused(await list(c, { [name]: 'abc' }), /：格式不正确，应为 YYYY-MM-DD/);
        if ((f.type === 'number' || f.type === 'money') && f.mode !== 'like') expectRefused(await list(c, { [name]: 'abc' }), /必须是数字$/);
      }
    });
  }

  it('changed nothing', async () => {
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('a batch of ids', () => {
  it('refuses more than 1000 distinct ids with a message rather than cutting the list, and deletes nothing', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    const answer = await list({ method: 'POST', path: '/cloud/clgl/v2/web/car/deletes' }, { ids });
    expectRefused(answer, '一次最多选择1000条（本次1001条），请分批操作');
    const repeated = await list({ method: 'POST', path: '/cloud/clgl/v2/web/car/deletes' }, { ids: Array.from({ length: 3000 }, () => 999_999) });
    // One id named 3 000 times is one id: not refused for the count (it names no car of the tenant).
    expect(repeated.body.msg).not.toMatch(/一次最多/);
    expect(await snapshot(server)).toEqual(before);
  });
});
