// Texts the server composes come back in the caller's language (Accept-Language, server/http/locale.ts),
// over real HTTP: a generated reminder's text in 车辆管理 (composed on every read, whoever generated it;
// a text someone typed stays as typed), the answer of "generate", 设备离线监测's note on a plate 车辆管理
// does not know, 问题分析 / 问题看板's state and time-bucket names, and 车辆监控's address line (the base
// map's names stay Chinese). Without the header: zh-CN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';

type Envelope<T> = { result: number; msg: string; data: T };
type Page<T> = { records: T[]; total: number };
type Row = Record<string, unknown>;

let server: TestServer;
let token = '';
const CJK = /[\u3400-\u9fff]/;

beforeAll(async () => {
  server = await startServer({ modules: ['clgl', 'sbbj', 'wtsb', 'cljk'], demoDevices: false });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
}, 90_000);
afterAll(() => server?.close());

async function call<T>(path: string, body: Row = {}, locale?: 'en-US' | 'zh-CN'): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (locale) headers['accept-language'] = locale === 'en-US' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9';
  const r = (await (await fetch(server.url + path, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as Envelope<T>;
  expect(r.result, `${path}: ${r.msg}`).toBe(0);
  return r.data;
}

const REMINDERS = '/cloud/clgl/v2/web/expirationReminder';
type Reminder = { id: number; carId: number; reminderType: string; dueDate: string; content: string | null; sourceId?: number | null };

describe('车辆管理 reminders', () => {
  it('reads a generated reminder’s text in the caller’s language, in the list and in the record', async () => {
    const en = (await call<Page<Reminder>>(`${REMINDERS}/page`, { reminderType: 'annualInspection', pageSize: 5 }, 'en-US')).records;
    expect(en.length).toBeGreaterThan(0);
    const zh = (await call<Page<Reminder>>(`${REMINDERS}/page`, { reminderType: 'annualInspection', pageSize: 5 })).records;
    const plate = (await call<{ plateNo: string }>('/cloud/clgl/v2/web/car/selectOne', { id: en[0]!.carId })).plateNo;
    expect(en[0]!.content).toBe(`Inspection of ${plate} expires on ${en[0]!.dueDate}`);
    expect(zh[0]!.content).toBe(`${plate} 年检将于 ${en[0]!.dueDate} 到期`);
    const one = await call<Reminder>(`${REMINDERS}/selectOne`, { id: en[0]!.id }, 'en-US');
    expect(one.content).toBe(en[0]!.content);
  });

  it('generates reminders in answer of the caller’s language, each readable in either language', async () => {
    const generated = await call<{ created: number; message: string }>(`${REMINDERS}/generate`, {}, 'en-US');
    expect(generated.created).toBeGreaterThan(0);
    expect(generated.message).toBe(`${generated.created} new reminders`);
    const policy = (await call<Page<Reminder>>(`${REMINDERS}/page`, { reminderType: 'insurance', pageSize: 1 }, 'zh-CN')).records[0]!;
    expect(policy.content).toMatch(/^浙.+ 保单 .+ 将于 \d{4}-\d{2}-\d{2} 到期$/);
    const english = await call<Reminder>(`${REMINDERS}/selectOne`, { id: policy.id }, 'en-US');
    expect(english.content).toMatch(/^Policy .+ of 浙.+ expires on \d{4}-\d{2}-\d{2}$/);
  });

  it('leaves a text someone typed as typed, in either language', async () => {
    const [first] = (await call<Page<Reminder>>(`${REMINDERS}/page`, { reminderType: 'upkeep', pageSize: 1 })).records;
    const typed = await call<Reminder>(`${REMINDERS}/update`, { id: first!.id, content: '送修前先联系车队长' });
    expect((await call<Reminder>(`${REMINDERS}/selectOne`, { id: typed.id }, 'en-US')).content).toBe('送修前先联系车队长');
  });
});

describe('设备离线监测', () => {
  it('notes a plate 车辆管理 does not know in the caller’s language', async () => {
    const saved = await call<{ id: string }>('/cloud/devices/rest/device/save', { code: 'G-77', name: '浙A·Z7777 测试车', kind: 'vehicle' });
    expect(saved.id).toBeTruthy();
    const find = async (locale?: 'en-US') =>
      (await call<Page<Row>>('/envcloud/hw/sbbj/api/v1/cargps/pageList', { pageSize: 100, code: 'G-77' }, locale)).records.find((r) => r.code === 'G-77')!;
    expect((await find('en-US')).belongsTo).toBe('浙A·Z7777 (not in fleet management)');
    expect((await find()).belongsTo).toBe('浙A·Z7777 （车辆管理未登记）');
  });
});

describe('问题分析 and 问题看板', () => {
  it('name case states and time buckets in the caller’s language, with the state’s code beside its name', async () => {
    const states = await call<{ state: string; name: string }[]>('/cloud/wtsb/minan/analysis/listByState', {}, 'en-US');
    expect(states.find((s) => s.state === 'closed')!.name).toBe('Closed');
    expect(states.filter((s) => CJK.test(s.name))).toEqual([]);
    const machine = await call<{ state: string; name: string }[]>('/cloud/wtsb/mlxc/kanbanManage/jxzyStat', {}, 'en-US');
    expect(machine.every((s) => typeof s.state === 'string' && !CJK.test(s.name))).toBe(true);
    const buckets = await call<{ items: { name: string }[] }>('/cloud/wtsb/minan/analysis/listByResponseTime', {}, 'en-US');
    expect(buckets.items.map((b) => b.name)).toEqual(['Within 1 h', '1–4 h', '4–12 h', '12–24 h', '24–72 h', 'Over 72 h']);
    const alarms = await call<Page<{ stateName: string }>>('/cloud/wtsb/mlxc/kanbanManage/alarmPage', { pageNo: 1, pageSize: 20 }, 'en-US');
    expect(alarms.records.filter((a) => CJK.test(a.stateName))).toEqual([]);
    const zh = await call<{ items: { name: string }[] }>('/cloud/wtsb/minan/analysis/listByResponseTime', {});
    expect(zh.items[0]!.name).toBe('1小时内');
  });
});

describe('车辆监控', () => {
  it('writes an address line in the caller’s language around the base map’s names', async () => {
    const point = { lng: 120.1552, lat: 30.2741 };
    const en = await call<{ address: string; road: string; landmark: string }>('/envcloud/hw/asset/api/v1/gpsPosition/getAddress', point, 'en-US');
    expect(en.address).toMatch(/^.+, (near .+|[\d.]+ k?m from .+), about [\d.]+ k?m from .+$/);
    expect(en.address).not.toMatch(/附近|距|约|公里|米/);
    expect(en.address).toContain(en.landmark);
    const zh = await call<{ address: string }>('/envcloud/hw/asset/api/v1/gpsPosition/getAddress', point);
    expect(zh.address).toMatch(/(附近|距).*，距.+约 [\d.]+ (公里|米)$/);
  });
});

describe('the engine’s own messages', () => {
  /** The envelope as it comes, refusals included. */
  async function raw(path: string, body: Row, locale?: 'en-US'): Promise<Envelope<unknown>> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    if (locale) headers['accept-language'] = 'en-US,en;q=0.9';
    return (await (await fetch(server.url + path, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as Envelope<unknown>;
  }

  it('refuses a field, bad paging and a missing record in the caller’s language; zh-CN without the header', async () => {
    const en = await raw('/cloud/clgl/v2/web/car/insert', { plateNo: '' }, 'en-US');
    expect(en.result).not.toBe(0);
    expect(en.msg).not.toMatch(CJK);
    expect(en.msg).toMatch(/required/i);
    const zh = await raw('/cloud/clgl/v2/web/car/insert', { plateNo: '' });
    expect(zh.msg).toMatch(/不能为空/);
    expect((await raw('/cloud/clgl/v2/web/car/page', { pageNo: 0 }, 'en-US')).msg).not.toMatch(CJK);
    expect((await raw('/cloud/clgl/v2/web/car/selectOne', { id: 999_999 }, 'en-US')).msg).toBe('The record does not exist or was deleted');
  });
});
