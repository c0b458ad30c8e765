/**
 * Every page reads as a finished product (issue 23, items 1–3), in Chromium against the real server:
 * a department value is its name in list cells and details (never its code, not even while the tree
 * loads), in both tenants; an action's answer is labelled from the catalogue with its values drawn as
 * the list draws them (车辆管理's 全部列表 on every page that has it, 新车组编号, the maintenance
 * service's lookups); the stock ledger's source type, a sub-device's metric and a tenant parameter's
 * switch read as words; the operation history names the operation, the module, the record and each
 * value written; the tenant parameters are labelled. Build first: `npx vite build` (with URBANOPS_DIST
 * set, the tests read that folder).
 */
import type { Browser, Locator, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages, translator } from '../../kit/i18n';
import { enumValuesOf, fieldList, type ResourceDef } from '../../kit/resource';
import clgl from '../../modules/clgl/resources/index';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: PwPage;
const tokens: Record<1 | 2, string> = { 1: '', 2: '' };
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['clgl', 'clwxfw', 'ljszy', 'kcgl', 'gcgl', 'xtgl'], demoDevices: false });
  const built = await fetch(`${server.url}/modules/clgl/`);
  if (!built.ok) throw new Error(`the pages are not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run npx vite build first`);
  tokens[1] = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  tokens[2] = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.on('pageerror', (e) => errors.push(e.message));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(module: string, route: string, tenant: 1 | 2 = 1) {
  await page.goto(`${server.url}/modules/${module}/?access_token=${tokens[tenant]}&tenantId=${tenant}&userId=${tenant === 1 ? 1001 : 2001}#/${route}`);
}

const post = async <T = unknown>(path: string, body: Record<string, unknown>): Promise<T> => {
  const r = await fetch(server.url + path, { method: 'POST', headers: { authorization: `Bearer ${tokens[1]}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await r.json()) as { result: number; msg: string; data: T };
  if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
};

const button = (name: string, scope: PwPage | Locator = page) => scope.getByRole('button', { name: new RegExp(`^\\s*${[...name].join('\\s*')}\\s*$`) });
const rows = (scope: PwPage | Locator = page) => scope.locator('.ant-table-tbody tr.ant-table-row');
const dialog = () => page.getByTestId('action-result');

/** A table's headers and its rows' cell texts, once no cell waits for its options any more. */
async function table(scope: Locator): Promise<{ headers: string[]; cells: string[][] }> {
  await expect.poll(() => scope.locator('.uo-value-pending').count()).toBe(0);
  return scope.evaluate((el) => {
    const text = (n: Element) => (n.textContent ?? '').trim();
    const headers = [...el.querySelectorAll('thead th')].map(text);
    const cells = [...el.querySelectorAll('tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map(text));
    return { headers, cells };
  });
}

/** The cells of one column, by its header. */
const column = (t: { headers: string[]; cells: string[][] }, header: string) => {
  const i = t.headers.indexOf(header);
  if (i < 0) throw new Error(`no column ${header} among ${t.headers.join(', ')}`);
  return t.cells.map((r) => r[i] ?? '');
};

/** A header that is a data key (plateNo, deptId, code …) rather than a label. */
const RAW_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DEPT_CODE = /^d\d{3}$/;

describe('department values', () => {
  it('shows the department by name in the vehicles list, never its code, not even while the tree is still loading', async () => {
    // The tree answers 1.5 s late: the cells wait for it and show nothing meanwhile.
    await page.route('**/loadDepartmentEhr**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const seen = new Set<string>();
    // The column's options are asked for with the rows, not once the rows have drawn their cells.
    let treeAskedAt = 0;
    let rowsAnsweredAt = 0;
    page.on('request', (r) => {
      if (r.url().includes('loadDepartmentEhr') && !treeAskedAt) treeAskedAt = Date.now();
    });
    page.on('response', (r) => {
      if (r.url().includes('/v2/web/car/page') && !rowsAnsweredAt) rowsAnsweredAt = Date.now();
    });
    await open('clgl', 'r/car');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const texts = await rows().evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())).flat());
      texts.forEach((x) => seen.add(x));
      if (texts.includes('道路保洁一队') || Date.now() > deadline) break;
      await page.waitForTimeout(50);
    }
    await page.unroute('**/loadDepartmentEhr**');
    expect([...seen].filter((x) => DEPT_CODE.test(x))).toEqual([]);
    expect(treeAskedAt).toBeGreaterThan(0);
    expect(treeAskedAt).toBeLessThanOrEqual(rowsAnsweredAt);
    const list = await table(page.locator('.ant-table').first());
    expect(column(list, '所属部门')).toContain('车辆管理中心');
    expect(column(list, '所属部门').filter((x) => DEPT_CODE.test(x))).toEqual([]);
    // The detail view too.
    await button('详情', rows().first()).click();
    const detail = page.locator('.ant-drawer-body');
    await expect.poll(() => detail.innerText(), { timeout: 10_000 }).toMatch(/所属部门\s*道路保洁|所属部门\s*车辆管理中心/);
    expect(await detail.innerText()).not.toMatch(/\bd\d{3}\b/);
  }, 60_000);

  it('shows department names on the platform account and classic car lists and on the collection vehicles and routes, in both tenants', async () => {
    for (const [module, route, tenant] of [
      ['clgl', 'platform/car', 1],
      ['clgl', 'classic/car', 1],
      ['ljszy', 'cars', 1],
      ['ljszy', 'routes', 1],
      ['clgl', 'r/car', 2],
      ['ljszy', 'cars', 2],
    ] as const) {
      await open(module, route, tenant);
      await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const depts = column(await table(page.locator('.ant-table').first()), '所属部门').filter(Boolean);
      expect(depts.length, `${module} ${route} tenant ${tenant}`).toBeGreaterThan(0);
      expect(depts.filter((x) => /^d\d{3}$/.test(x)), `${module} ${route} tenant ${tenant}`).toEqual([]);
    }
  }, 120_000);
});

describe("actions' answers", () => {
  const t = translator('zh-CN', kitMessages, clgl.messages);
  /** The codes of a definition's choices (shown only by their labels). */
  const codes = (def: ResourceDef) =>
    new Set(fieldList(def).flatMap((f) => (f.type === 'enum' ? (f.options ?? (f.source ? enumValuesOf(clgl, f.source) : []) ?? []).map((o) => o.value).filter((v) => /^[A-Za-z]/.test(v)) : [])));

  it('labels 全部列表 from the catalogue and draws its values as the list does, on every vehicle management page that has it', async () => {
    const pages = clgl.resources.filter((d) => d.actions?.all?.show === 'table');
    expect(pages.length).toBeGreaterThanOrEqual(24);
    for (const def of pages) {
      await open('clgl', `r/${def.id}`);
      await button('全部列表').click();
      await expect.poll(() => rows(dialog()).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const answer = await table(dialog());
      expect(answer.headers.filter((h) => RAW_KEY.test(h)), def.id).toEqual([]);
      const raw = codes(def);
      expect(answer.cells.flat().filter((c) => raw.has(c) || DEPT_CODE.test(c)), def.id).toEqual([]);
      for (const f of fieldList(def).filter((x) => x.type === 'reference')) {
        const label = t(f.label);
        // A row id (a few digits), not the referred row's name (a card's 19 digits are a name).
        if (answer.headers.includes(label)) expect(column(answer, label).filter((c) => /^\d{1,6}$/.test(c)), `${def.id}.${f.name}`).toEqual([]);
      }
      await page.keyboard.press('Escape');
    }
  }, 300_000);

  it('labels the new group code, and the vehicle view with the car, its last maintenance and its fuel cards', async () => {
    await open('clgl', 'r/car');
    await button('新车组编号').click();
    await expect.poll(() => dialog().innerText(), { timeout: 15_000 }).toMatch(/车组编号\s*CZ\d{4}/);
    expect(await dialog().innerText()).not.toMatch(/groupCode/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    await button('车辆概览', rows().first()).click();
    await expect.poll(() => dialog().innerText(), { timeout: 15_000 }).toMatch(/车辆\s*车牌号\s*浙A·[\s\S]*所属部门\s*(道路保洁|车辆管理中心)[\s\S]*最近一次维保\s*维保日期[\s\S]*油卡\s*卡号\s*余额\s*状态[\s\S]*未处理违章/);
    expect(await dialog().innerText()).not.toMatch(/\{"|plateNo|lastMaintenance|oilCards|\bd\d{3}\b/);
  }, 60_000);

  it("labels the maintenance service's lookups and names their values: department and staff trees, cars, stations, settled costs", async () => {
    for (const [route, action, expected] of [
      ['cars', '部门树', '杭州城市环境集团有限公司'],
      ['cars', '部门车辆树', '部门'],
      ['cars', '车辆列表', '浙A·'],
      ['cars', '部门列表', '车辆管理中心'],
      ['refuels', '加油站', '加油站'],
      ['whiteRecords', '人员树', '部门'],
    ] as const) {
      await open('clwxfw', route);
      await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await button(action).click();
      await expect.poll(() => rows(dialog()).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const answer = await table(dialog());
      expect(answer.headers.filter((h) => RAW_KEY.test(h)), action).toEqual([]);
      expect(answer.cells.flat().filter((c) => ['dept', 'car', 'staff'].includes(c) || DEPT_CODE.test(c)), action).toEqual([]);
      expect(answer.cells.flat().join(' '), action).toContain(expected);
      await page.keyboard.press('Escape');
    }
    await open('clwxfw', 'settlements');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await button('结算明细', rows().first()).click();
    await expect.poll(() => dialog().locator('thead').innerText(), { timeout: 20_000 }).toMatch(/车牌号[\s\S]*费用日期[\s\S]*费用类型[\s\S]*金额/);
  }, 120_000);
});

describe('codes that read as words', () => {
  it("shows the maintenance service's white-record switch as 关闭", async () => {
    await open('clwxfw', 'params');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(column(await table(page.locator('.ant-table').first()), '参数值')).toEqual(expect.arrayContaining(['关闭', '25']));
  }, 60_000);

  it("names the stock ledger's source documents and chooses them in the filter", async () => {
    await open('kcgl', 'ledger');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const sources = column(await table(page.locator('.ant-table').first()), '来源单据类型');
    expect(new Set(sources)).toEqual(new Set(['入库单', '出库单']));
    const filter = page.locator('form[role=search] .ant-form-item').filter({ hasText: '来源单据类型' });
    await filter.locator('.ant-select').click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').allInnerTexts(), { timeout: 10_000 }).toEqual(['入库单', '出库单']);
    await page.keyboard.press('Escape');
  }, 60_000);

  it("names a sub-device's metric in the list and offers the metrics as a choice in the form", async () => {
    await open('gcgl', 'subDevices');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const metrics = column(await table(page.locator('.ant-table').first()), '读数指标');
    expect(metrics).toEqual(expect.arrayContaining(['氨气浓度', '客流人次', '水箱液位', '用电量']));
    expect(metrics.filter((m) => RAW_KEY.test(m))).toEqual([]);
    await button('编辑', rows().first()).click();
    const metric = page.locator('.ant-drawer .ant-form-item').filter({ hasText: '读数指标' });
    await expect.poll(() => metric.locator('.ant-select').count(), { timeout: 10_000 }).toBe(1);
  }, 60_000);
});

describe('administration', () => {
  it('names the operation, the module, the record and each value written in the operation history, an update’s change as before → after', async () => {
    const supplier = await post<{ id: number }>('/cloud/kcglnew/web/supplier/create', { supplierName: '钱塘五金商行', contact: '周敏' });
    await post('/cloud/clgl/v2/web/car/update', { id: 3, deptId: 'd105', carType: 'sweeper' });
    await open('xtgl', 'history');
    const history = page.locator('.ant-table').first();
    await expect.poll(() => history.innerText(), { timeout: 20_000 }).toMatch(/新增\s*仓库管理\s*供应商「钱塘五金商行」\s*供应商名称：钱塘五金商行\s*联系人：周敏/);
    await expect.poll(() => history.innerText()).toMatch(/修改\s*车辆管理\s*车辆档案「浙A·A1508」\s*车辆类型：洒水车 → 扫路车\s*所属部门：\S+ → 道路保洁二队/);
    const text = await history.innerText();
    expect(text).toMatch(/登录\s*平台\s*admin\s*账号密码登录/);
    expect(text).not.toMatch(/kcgl\.|clgl\.|#\d|\{"|\blogin\b/);
    expect(supplier.id).toBeGreaterThan(0);
  }, 60_000);

  it('labels the tenant, its constants and its enumerations', async () => {
    await open('xtgl', 'params');
    const tenant = page.locator('.ant-card').filter({ hasText: '租户信息' });
    await expect.poll(() => tenant.innerText(), { timeout: 20_000 }).toMatch(/单位名称[\s\S]*简称/);
    expect(await tenant.innerText()).not.toMatch(/shortName|\bname\b/);
    await page.getByLabel('常量名').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '平台标题' }).click();
    await expect.poll(() => page.getByLabel('值').inputValue(), { timeout: 10_000 }).toBe('城市公共服务MES管理平台');
    await page.getByLabel('枚举名').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '车辆类型' }).click();
    const enums = page.locator('.ant-card').filter({ hasText: '枚举' }).locator('.ant-table');
    await expect.poll(() => enums.innerText(), { timeout: 10_000 }).toMatch(/编码\s*名称[\s\S]*洒水车/);
    // What the cards draw (a select's open list keeps its values in a hidden list for screen readers, outside them).
    expect((await page.locator('.ant-card').allInnerTexts()).join(' ')).not.toMatch(/platformTitle|CarTypeEnum|shortName/);
    expect(errors).toEqual([]);
  }, 60_000);
});
