// "Every page has rows" (GUIDE.md, the demo city): every list page of every module's menu, as the
// admin of tenant 1 opens it (no filter), answers at least one row over real HTTP against the real
// server with its first-start demo seeds and demo devices. A page that is empty on purpose is named in
// EMPTY_BY_DESIGN with its reason, never skipped silently.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleManifest, PageContent, DeclaredEntry } from '../../../kit/manifest';
import { callsOf, fieldList, type ResourceDef } from '../../../kit/resource';
import { FIGURES } from '../../../modules/welcome/figures';
import { signIn, startServer, workdayClock, type TestServer } from '../../support/server';
import { call } from '../../server/helpers';

const repo = resolve(import.meta.dirname, '../../..');
const moduleIds = readdirSync(resolve(repo, 'modules')).filter((id) => existsSync(resolve(repo, 'modules', id, 'manifest.ts')));
const manifests: ModuleManifest[] = await Promise.all(moduleIds.map(async (id) => (await import(`../../../modules/${id}/manifest.ts`)).default as ModuleManifest));

/** Pages that show no rows in the demo on purpose, each with why (`module.key` or `module.key/tab`). */
const EMPTY_BY_DESIGN: Record<string, string> = {};

type ListPage = { name: string; def: ResourceDef };

function pagesOf(m: ModuleManifest): ListPage[] {
  const out: ListPage[] = [];
  const walk = (entries: readonly (DeclaredEntry | ModuleManifest['menu'][number])[]) => {
    for (const e of entries) {
      const content = e.page as PageContent | undefined;
      if (content) {
        if (content.tabs) for (const [tab, def] of Object.entries(content.tabs)) out.push({ name: `${m.id}.${e.key}/${tab}`, def });
        else out.push({ name: `${m.id}.${e.key}`, def: content.resource });
      }
      if (e.children) walk(e.children);
    }
  };
  walk(m.menu);
  return out;
}

/** How many rows a list answer holds, whatever its shape (a page, a bare list, a tree). */
function rowCount(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    for (const key of ['records', 'list', 'rows', 'data', 'items']) if (Array.isArray(d[key])) return (d[key] as unknown[]).length;
    if (typeof d.total === 'number') return d.total;
  }
  return 0;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  // Today of the demo badges and vehicles holds a morning's readings whenever the suite runs.
  server = await startServer({ demoDevices: true, now: workdayClock() });
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
});
afterAll(async () => server.close());

const pages = manifests.flatMap(pagesOf).filter((p) => callsOf(p.def).list);

describe('the demo city: every list page of the menu has rows in tenant 1', () => {
  it('finds the list pages of every module', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  for (const p of pages) {
    const reason = EMPTY_BY_DESIGN[p.name];
    it(reason ? `${p.name} is empty in the demo: ${reason}` : `${p.name} (${String(p.def.title)}) shows rows`, async () => {
      const c = callsOf(p.def).list!;
      const query = { pageNo: 1, pageSize: 10 };
      const answer = c.method === 'GET' ? await call(server.url, `${c.path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { method: 'GET', token }) : await call(server.url, c.path, { token, json: query });
      expect(answer.body.result, `${p.name}: ${answer.body.msg}`).toBe(0);
      if (reason) return;
      expect(rowCount(answer.body.data), `${p.name} ${c.method} ${c.path}`).toBeGreaterThan(0);
    });
  }
});

/** The rows of a list call (first 100), as its page answers them. */
async function rows(path: string, query: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
  const answer = await call(server.url, path, { token, json: { pageNo: 1, pageSize: 100, ...query } });
  expect(answer.body.result, `${path}: ${answer.body.msg}`).toBe(0);
  const data = answer.body.data as Record<string, unknown> | unknown[];
  return (Array.isArray(data) ? data : ((data.records ?? data.list ?? data.rows ?? []) as unknown[])) as Record<string, unknown>[];
}

describe('the demo city: one device belongs to one vehicle in every module', () => {
  it('names each vehicle device by the plate of one car of 车辆管理, and 定位设备, 车载设备, 设备离线监测 and the vehicle cameras agree', async () => {
    const plates = new Map((await rows('/cloud/clgl/v2/web/car/page')).map((c) => [Number(c.id), String(c.plateNo)]));
    const plateOf = (carId: unknown) => plates.get(Number(carId));
    // 设备离线监测 · 车辆GPS: every vehicle device belongs to a car of 车辆管理, none is 未登记.
    const gps = await rows('/envcloud/hw/sbbj/api/v1/cargps/pageList');
    expect(gps.map((d) => d.code)).toEqual(['V-101', 'V-102', 'V-103', 'V-104', 'V-105', 'V-106', 'V-107']);
    const story = new Map(gps.map((d) => [String(d.code), String(d.belongsTo)]));
    for (const d of gps) {
      expect(String(d.name).startsWith(`${d.belongsTo} `), `${d.code} ${d.name}`).toBe(true);
      expect([...plates.values()]).toContain(d.belongsTo);
    }
    // 车辆监控 · 定位设备 binds every one of them to that car.
    const bound = await rows('/envcloud/hw/asset/api/v1/device/queryList');
    expect(new Map(bound.map((b) => [String(b.deviceCode), plateOf(b.carId)]))).toEqual(story);
    // 车辆维修服务 · 车载设备: the store's devices with their car.
    for (const d of await rows('/cloud/clwxfw/carDevice/getList')) if (d.carId !== null) expect(plateOf(d.carId), String(d.deviceCode)).toBe(story.get(String(d.deviceCode)));
    for (const d of await rows('/cloud/clwxfw/car/getCarDevicePage')) expect(plateOf(d.carId), String(d.deviceCode)).toBe(story.get(String(d.deviceCode)));
    // The fuel and water configurations of 车辆监控 read the same devices for the same cars.
    for (const path of ['/envcloud/hw/oil/api/v1/config/getOilConfigList', '/envcloud/hw/water/api/v1/config/list']) {
      for (const c of await rows(path)) if (c.deviceCode) expect(plateOf(c.carId), `${path} ${c.deviceCode}`).toBe(story.get(String(c.deviceCode)));
    }
  });
});

describe('the demo city: the screens open with data', () => {
  it('gives every system with modules figures of the day on its home, each a number (综合管理 too)', async () => {
    const systems = new Set(manifests.filter((m) => m.id !== 'welcome').flatMap((m) => m.systems));
    expect([...systems].filter((code) => !FIGURES[code]?.length)).toEqual([]);
    for (const [code, figures] of Object.entries(FIGURES)) {
      for (const fig of figures) {
        const data = (fig.call.data ?? {}) as Record<string, unknown>;
        const answer = fig.call.json ? await call(server.url, fig.call.url!, { token, json: data }) : await call(server.url, fig.call.url!, { token, form: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) });
        expect(answer.body.result, `${code}.${fig.key}: ${answer.body.msg}`).toBe(0);
        expect(fig.read(answer.body.data), `${code}.${fig.key}`).toEqual(expect.any(Number));
      }
    }
    // 综合管理's figures are not all nothing: the demo has assets and facility equipment.
    const zhgl = await Promise.all(FIGURES.zhgl!.map(async (fig) => fig.read((await call(server.url, fig.call.url!, { token, json: fig.call.data ?? {} })).body.data)));
    expect(zhgl.filter((n) => (n ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('gives 公厕一张图 and 公厕GIS their map: every toilet with a position', async () => {
    const answer = await call(server.url, '/cloud/gcgl/gis/getList', { token, json: {} });
    expect(answer.body.result, answer.body.msg).toBe(0);
    const toilets = answer.body.data as { lng: unknown; lat: unknown }[];
    expect(toilets.length).toBeGreaterThan(0);
    for (const t of toilets) expect([typeof t.lng, typeof t.lat]).toEqual(['number', 'number']);
  });

  it('fills 用电量 of 公厕统计 and 水电统计 from the toilets’ electricity meters (today)', async () => {
    const stats = await rows('/cloud/gcgl/equipmentManage/statsInfoPageList');
    expect(stats.some((r) => typeof r.electricKwh === 'number' && r.electricKwh > 0), JSON.stringify(stats[0])).toBe(true);
    const daily = await rows('/cloud/gcgl/waterElectric/pageList');
    expect(daily.some((r) => typeof r.electricKwh === 'number' && r.electricKwh > 0), JSON.stringify(daily[0])).toBe(true);
  });

  it('fills 充值后余额 on every fuel card recharge and 内容 on every asset history row', async () => {
    const recharges = await rows('/cloud/clgl/v2/web/oilCardRecharge/page');
    expect(recharges.length).toBeGreaterThan(0);
    expect(recharges.filter((r) => typeof r.balance !== 'number')).toEqual([]);
    const history = await rows('/cloud/asset/operationHistory/page');
    expect(history.length).toBeGreaterThan(0);
    expect(history.filter((r) => !r.detail)).toEqual([]);
  });
});

/** Columns that may be blank on every demo row of a page, each with why (`page: field`); a remark (备注) column is a free note and may be blank anywhere. */
const BLANK_BY_DESIGN: Record<string, string> = {
  'kcgl.stockCheck: counted': 'the 盘点 sheet leaves the counted quantity blank, to be written on the printed sheet',
  'clwxfw.settlements: revokedAt': 'only a revoked settlement has a time of revocation; the demo settlement stands',
  'sjjk.records: note': 'a run has a note only when its count failed (the reason); the demo runs succeed',
  'sbbj.carcameraEpisodes: offlineTo': 'the one vehicle camera offline (C-105) was never heard: its episode is still going, and cameras post no readings a past gap could be read from',
  'sbbj.infrascameraEpisodes: offlineTo': 'C-102 went silent before the start and is still offline; cameras post no readings a past gap could be read from',
};

describe('the demo city: no list column is blank on every row', () => {
  for (const p of pages) {
    it(`${p.name}: every column shows a value on some row`, async () => {
      const c = callsOf(p.def).list!;
      const answer = c.method === 'GET' ? await call(server.url, `${c.path}?pageNo=1&pageSize=100`, { method: 'GET', token }) : await call(server.url, c.path, { token, json: { pageNo: 1, pageSize: 100 } });
      const data = answer.body.data as Record<string, unknown> | unknown[];
      const list = (Array.isArray(data) ? data : ((data?.records ?? data?.list ?? []) as unknown[])) as Record<string, unknown>[];
      const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
      const empty = fieldList(p.def)
        .filter((f) => f.column !== false && f.name !== 'remark' && list.every((r) => blank(r[f.name])))
        .map((f) => `${p.name.replace(/\/\w+$/, '')}: ${f.name}`)
        .filter((key) => !BLANK_BY_DESIGN[key]);
      expect(empty).toEqual([]);
    });
  }
});
