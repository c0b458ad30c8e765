// Views, options from resources, cascading choices and several enum loaders, over real HTTP against
// the real server serving the test module tests/kit/listPage/modules/kitlist (devices of two kinds ×
// online/offline, the spec's device offline monitoring shape). A view's own calls apply its fixed
// filters whatever the client sends: a client narrows a view, never widens it.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from '../server/helpers';

type Device = { id: number; deviceCode: string; kind: string; online: boolean; status: string; cityId: number; provinceId: number; vendor: string };
type Page = { records: Device[]; total: number };

let server: TestServer;
let token: string;
let token2: string;

beforeAll(async () => {
  server = await startServer({ modulesDir: resolve(import.meta.dirname, 'listPage/modules') });
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  token2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
});
afterAll(() => server?.close());

const post = (path: string, form: Record<string, string> = {}, as = token) => call(server.url, `/cloud/kitlist/${path}`, { token: as, form });
const list = async (path: string, form: Record<string, string> = {}) => {
  const r = await post(path, { pageSize: '100', ...form });
  expect(r.body.result).toBe(0);
  return r.body.data as Page;
};
const codes = (p: Page) => p.records.map((r) => r.deviceCode).sort();
const idOf = async (code: string) => (await list('device/pageList', { deviceCode: code })).records[0]!.id;

describe('a view with calls of its own', () => {
  it('lists only its rows, and the resource’s own list all of them', async () => {
    expect(codes(await list('cargps/pageList'))).toEqual(['G-001', 'G-002', 'G-003', 'G-004']);
    expect(codes(await list('carcamera/pageList'))).toEqual(['C-001', 'C-002', 'C-003', 'C-004']);
    expect(codes(await list('cargps/offlinePageList'))).toEqual(['G-002', 'G-003']);
    expect((await list('device/pageList')).total).toBe(8);
  });

  it('lets a client filter narrow the view but never widen it', async () => {
    expect(codes(await list('cargps/pageList', { status: 'fault' }))).toEqual(['G-002']);
    expect((await list('cargps/pageList', { kind: 'camera' })).total).toBe(0);
    expect((await list('cargps/offlinePageList', { online: 'true' })).total).toBe(0);
    expect((await list('cargps/offlinePageList', { kind: 'gps,camera' })).total).toBe(2);
  });

  it('applies a fixed filter of several values as any of them', async () => {
    expect(codes(await list('device/carePageList'))).toEqual(['C-002', 'G-002', 'G-004']);
    expect(codes(await list('device/carePageList', { status: 'repair' }))).toEqual(['G-004']);
  });

  it('exports only its rows', async () => {
    const response = await fetch(`${server.url}/cloud/kitlist/cargps/offlineExport`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(['G-002', 'G-003']);
    // Options from a resource export as their labels, the second loader's enum as its label.
    expect(rows.find((r) => r[0] === 'G-002')).toEqual(expect.arrayContaining(['故障', '大华股份', '宁波市']));
  });

  it('does not find a row outside it: detail, update and delete through the view refuse and change nothing', async () => {
    const camera = await idOf('C-002');
    const online = await idOf('G-001');
    const detail = await call(server.url, `/cloud/kitlist/cargps/offlineDetail`, { token, form: { id: String(online) } });
    expect(detail.body.result).not.toBe(0);
    expect(detail.body.msg).toBe('数据不存在或已被删除');
    expect((await post('cargps/offlineDetail', { id: String(await idOf('G-002')) })).body.data).toMatchObject({ deviceCode: 'G-002', online: false });

    const update = await post('cargps/update', { id: String(camera), status: 'normal' });
    expect(update.body.result).not.toBe(0);
    expect((await list('device/pageList', { deviceCode: 'C-002' })).records[0]!.status).toBe('fault');

    const remove = await post('cargps/delete', { ids: String(camera) });
    expect(remove.body.result).not.toBe(0);
    expect((await list('device/pageList')).total).toBe(8);
  });

  it('gives a row created through it the fixed values, and refuses a value outside it without writing', async () => {
    const created = await post('cargps/save', { deviceCode: 'G-101', provinceId: '1' });
    expect(created.body.result).toBe(0);
    expect(created.body.data).toMatchObject({ deviceCode: 'G-101', kind: 'gps' });

    const outside = await post('cargps/save', { deviceCode: 'G-102', kind: 'camera' });
    expect(outside.body).toMatchObject({ result: 1, msg: '设备类型不在本页数据的范围内' });
    expect((await list('device/pageList', { deviceCode: 'G-102' })).total).toBe(0);

    const moved = await post('cargps/update', { id: String(await idOf('G-101')), kind: 'camera' });
    expect(moved.body.result).toBe(1);
    expect((await list('cargps/pageList', { deviceCode: 'G-101' })).total).toBe(1);

    expect((await post('cargps/delete', { ids: String(await idOf('G-101')) })).body.result).toBe(0);
  });

  it('keeps to the caller’s tenant', async () => {
    const other = await post('cargps/pageList', { pageSize: '100' }, token2);
    expect((other.body.data as Page).records.every((r) => !['G-101'].includes(r.deviceCode))).toBe(true);
    const theirs = (other.body.data as Page).records[0]!;
    expect((await post('cargps/update', { id: String(theirs.id), status: 'fault' })).body.result).not.toBe(0);
  });
});

describe('options', () => {
  it('serves each enum loader’s own names', async () => {
    const kinds = await post('common/loadEnumValue', { enumName: 'deviceKind' });
    expect((kinds.body.data as { value: string; label: string }[]).map((o) => [o.value, o.label])).toEqual([
      ['gps', 'GPS'],
      ['camera', '摄像头'],
    ]);
    const statuses = await post('device/loadEnumValue', {});
    expect(Object.keys(statuses.body.data as object)).toEqual(['deviceStatus']);
    expect((await post('device/save', { deviceCode: 'X-1', kind: 'gps', status: 'lost' })).body).toMatchObject({ result: 1, msg: '设备状态的值不在可选范围内' });
  });

  it('accepts a value chosen from another resource’s rows only when that row exists', async () => {
    expect((await post('device/save', { deviceCode: 'X-2', kind: 'gps', vendor: 'ZZ' })).body).toMatchObject({ result: 1, msg: '厂商的值不在可选范围内' });
    const ok = await post('device/save', { deviceCode: 'X-2', kind: 'gps', vendor: 'DH' });
    expect(ok.body.result).toBe(0);
    expect((await post('device/delete', { ids: String((ok.body.data as Device).id) })).body.result).toBe(0);
  });

  it('refuses a cascading choice that does not belong to the chosen parent, and takes one that does', async () => {
    const cities = (await list('city/pageList')).records as unknown as { id: number; cityName: string; provinceId: number }[];
    const nanjing = cities.find((c) => c.cityName === '南京市')!;
    const hangzhou = cities.find((c) => c.cityName === '杭州市')!;
    const wrong = await post('device/save', { deviceCode: 'X-3', kind: 'gps', provinceId: String(hangzhou.provinceId), cityId: String(nanjing.id) });
    expect(wrong.body).toMatchObject({ result: 1, msg: '所在城市不属于所选的所在省份' });
    expect((await list('device/pageList', { deviceCode: 'X-3' })).total).toBe(0);
    const right = await post('device/save', { deviceCode: 'X-3', kind: 'gps', provinceId: String(nanjing.provinceId), cityId: String(nanjing.id) });
    expect(right.body.result).toBe(0);
    // Moving the row to another province keeps the city only if it belongs there.
    const moved = await post('device/update', { id: String((right.body.data as Device).id), provinceId: String(hangzhou.provinceId) });
    expect(moved.body.msg).toBe('所在城市不属于所选的所在省份');
    expect((await post('device/delete', { ids: String((right.body.data as Device).id) })).body.result).toBe(0);
  });
});
