/**
 * The vehicle management page in Chromium, alone in a window with a token in its address: create a
 * car, find it by filter, edit it, export the filtered list (the file is read back), import a sheet
 * with a bad row (refused, nothing written), delete it (it moves to the recycle list, which the kit
 * renders from the car definition: who deleted what when, recover one or several), and a board
 * drawing the tenant's data. Build first: `URBANOPS_DIST=dist-clgl npx vite build`.
 */
import ExcelJS from 'exceljs';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page as PwPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { client, V2, type Client, type Page } from './support';


let server: TestServer;
let browser: Browser;
let api: Client;
let page: PwPage;
let token: string;

const PLATE = '浙A·E2468';
const button = (name: string) => page.getByRole('button', { name: new RegExp(`(^|\\s)${[...name].join('\\s*')}$`) });

beforeAll(async () => {
  server = await startServer({ modules: ['clgl'] });
  const built = await fetch(`${server.url}/modules/clgl/`);
  if (!built.ok) throw new Error(`the clgl page is not built in ${process.env.URBANOPS_DIST ?? 'dist'}: run URBANOPS_DIST=dist-clgl npx vite build and the tests with the same variable`);
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  api = client(server.url, token);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(route: string) {
  await page.goto(`${server.url}/modules/clgl/?access_token=${token}&tenantId=1&userId=1001#/${route}`);
}

async function choose(id: string, option: string) {
  await page.locator(`.ant-drawer [id$="${id}"]`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

const findCar = async () => (await api.json<Page<{ id: number; plateNo: string; brand: string }>>(`${V2}/car/page`, { plateNo: PLATE })).data.records;

describe('vehicle management page', () => {
  it('creates a car in the drawer form', async () => {
    await open('r/car');
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await button('新增').click();
    await page.locator('.ant-drawer [id$="plateNo"]').fill(PLATE);
    await choose('carType', '洒水车');
    await page.locator('.ant-drawer [id$="brand"]').fill('东风');
    await choose('fuelType', '柴油');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await findCar()).length, { timeout: 10_000 }).toBe(1);
  }, 60_000);

  it('finds it by the plate filter and edits it', async () => {
    await page.locator('form[role=search] [id$="plateNo"]').fill('E2468');
    await button('查询').click();
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator('.ant-table-row').first().textContent()).toContain(PLATE);
    await page.locator('.ant-table-row').first().getByRole('button', { name: /编\s*辑/ }).click();
    await page.locator('.ant-drawer [id$="brand"]').fill('程力');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await findCar())[0]?.brand, { timeout: 10_000 }).toBe('程力');
  }, 60_000);

  it('exports the filtered list to a workbook holding exactly that car', async () => {
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await button('导出').click();
    const file = await download;
    const path = join(tmpdir(), `clgl-export-${Date.now()}.xlsx`);
    await file.saveAs(path);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('车牌号');
    expect(rows[1]).toContain(PLATE);
    expect(rows[1]).toContain('程力');
  }, 60_000);

  it('refuses an import with a bad row and writes nothing', async () => {
    const path = join(tmpdir(), `clgl-import-${Date.now()}.csv`);
    writeFileSync(path, '车牌号,车辆类型,品牌,燃料类型,车辆状态\n浙A·E1357,扫路车,宇通,柴油,在用\n不是车牌,扫路车,宇通,柴油,在用\n');
    await button('导入').click();
    await page.locator('input[type=file]').setInputFiles(path);
    const preview = page.getByTestId('import-preview');
    await expect.poll(() => preview.textContent(), { timeout: 10_000 }).toContain('1 行有误');
    await expect.poll(() => preview.textContent()).toContain('车牌号');
    expect(await page.getByRole('button', { name: /全\s*部\s*导\s*入/ }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect((await api.json<Page>(`${V2}/car/page`, { plateNo: 'E1357' })).data.total).toBe(0);
  }, 60_000);

  it('deletes the car: it leaves the list and waits in the recycle list', async () => {
    await page.locator('.ant-table-row').first().getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await clickUntilGone(confirm, confirm.getByRole('button', { name: /删\s*除/ }));
    await expect.poll(async () => (await findCar()).length, { timeout: 10_000 }).toBe(0);
    const bin = await api.json<Page<{ plateNo: string }>>(`${V2}/car/recycleList`, {});
    expect(bin.data.records.map((r) => r.plateNo)).toContain(PLATE);
    await open('r/carRecycle');
    await expect.poll(() => page.locator('.ant-table-row').first().textContent(), { timeout: 15_000 }).toContain(PLATE);
  }, 60_000);

  it('recovers several selected cars from the recycle list at once', async () => {
    const other = (await api.json<Page<{ id: number; plateNo: string }>>(`${V2}/car/page`, { pageSize: 1 })).data.records[0]!;
    expect((await api.json<{ result: number }>(`${V2}/car/deletes`, { ids: [other.id] })).result).toBe(0);
    await open('r/carRecycle');
    for (const plate of [PLATE, other.plateNo]) {
      const row = page.locator('.ant-table-row', { hasText: plate });
      await row.waitFor({ timeout: 15_000 });
      await row.locator('.ant-checkbox-input').check();
    }
    await page.getByRole('button', { name: /恢\s*复\s*\(2\)/ }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(async () => (await api.json<Page<{ plateNo: string }>>(`${V2}/car/recycleList`, {})).data.records.map((r) => r.plateNo), { timeout: 10_000 }).not.toContain(PLATE);
    const plates = (await api.json<Page<{ plateNo: string }>>(`${V2}/car/page`, { pageSize: 100 })).data.records.map((r) => r.plateNo);
    expect(plates).toEqual(expect.arrayContaining([PLATE, other.plateNo]));
  }, 60_000);

  it('shows in the recycle list when and by whom each car was deleted, and recovers one with its row button', async () => {
    const car = (await api.json<Page<{ id: number; plateNo: string }>>(`${V2}/car/page`, { pageSize: 1, orderField: 'plateNo', orderType: 'desc' })).data.records[0]!;
    expect((await api.json<{ result: number }>(`${V2}/car/deletes`, { ids: [car.id] })).result).toBe(0);
    await open('r/carRecycle');
    const row = page.locator('.ant-table-row', { hasText: car.plateNo });
    await row.waitFor({ timeout: 15_000 });
    const headers = await page.locator('.ant-table-thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['删除时间', '删除人']));
    expect(await row.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await row.getByRole('button', { name: /编\s*辑|删\s*除/ }).count()).toBe(0);
    await row.getByRole('button', { name: /恢\s*复/ }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(() => page.locator('.ant-table-row', { hasText: car.plateNo }).count(), { timeout: 10_000 }).toBe(0);
    expect((await api.json<Page<{ id: number }>>(`${V2}/car/page`, { plateNo: car.plateNo })).data.records.map((r) => r.id)).toEqual([car.id]);
  }, 60_000);

  it('lists the same fleet on the classic screen through the older calls', async () => {
    const load = page.waitForRequest((r) => r.url().endsWith('/cloud/clgl/car/load'), { timeout: 20_000 });
    await open('classic/car');
    await load;
    const first = (await api.json<Page<{ plateNo: string }>>(`${V2}/car/page`, { pageSize: 1 })).data.records[0]!.plateNo;
    await expect.poll(() => page.locator('.ant-table-row').first().textContent(), { timeout: 15_000 }).toContain(first);
    expect(await button('备份导出').count()).toBe(1);
  }, 60_000);

  it('draws the operations board with the tenant’s data', async () => {
    await open('kanban/operational');
    const pie = page.getByTestId('chart-carsByStatus');
    await expect.poll(() => pie.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const cars = (await api.json<Page>(`${V2}/car/page`, {})).data.total;
    await expect.poll(() => page.getByTestId('kanban-summary').textContent()).toContain(`车辆总数${cars}`);
    await expect.poll(() => page.getByTestId('chart-checksByDay').locator('canvas').count()).toBeGreaterThan(0);
  }, 60_000);

  it('previews the rows as they will be stored, flags duplicates (in the file and stored), and counts every row of the import', async () => {
    const path = join(tmpdir(), `clgl-import-dup-${Date.now()}.csv`);
    // A plate new to each attempt, so a retry after a slow first attempt that imported it still finds it new.
    const fresh = `Q${String(Date.now()).slice(-4)}`; // Q: a letter the seeded plates do not use
    const rows = [`浙A·${fresh},扫路车,宇通,柴油,在用`, '浙A·D1234,洒水车,东风,柴油,在用', `浙A·${fresh},洗扫车,宇通,柴油,闲置`, '不是车牌,扫路车,宇通,柴油,在用'];
    writeFileSync(path, `车牌号,车辆类型,品牌,燃料类型,车辆状态\n${rows.join('\n')}\n`);
    await open('r/car');
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await button('导入').click();
    await page.locator('input[type=file]').setInputFiles(path);
    const counts = page.getByTestId('import-counts');
    await expect.poll(() => counts.textContent(), { timeout: 10_000 }).toContain('共 4 行，1 行可导入，2 行重复，1 行有误');
    const preview = page.getByTestId('import-rows');
    // The rows as stored: enum values shown by their labels, each row with its status and problem.
    const row = (n: number) => preview.locator('.ant-table-row').nth(n);
    await expect.poll(() => row(0).textContent()).toMatch(new RegExp(`第2行.*可导入.*浙A·${fresh}.*扫路车.*宇通`));
    await expect.poll(() => row(1).textContent()).toMatch(/第3行.*重复.*浙A·D1234.*车牌号已存在/);
    await expect.poll(() => row(2).textContent()).toMatch(new RegExp(`第4行.*重复.*浙A·${fresh}.*车牌号与第2行重复`));
    await expect.poll(() => row(3).textContent()).toMatch(/第5行.*有误/);
    expect(await page.getByRole('button', { name: /全\s*部\s*导\s*入/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /仅导入有效的 1 行/ }).click();
    await clickUntilGone(page.locator('.ant-modal-confirm'), page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }));
    await expect.poll(() => page.locator('.ant-message').textContent(), { timeout: 10_000 }).toContain('共 4 行：导入 1 条，跳过重复 2 行、有误 1 行');
    expect((await api.json<Page<{ status: string }>>(`${V2}/car/page`, { plateNo: fresh })).data.records.map((r) => r.status)).toEqual(['inService']);
  }, 120_000);

  it('downloads the import template as an .xlsx with the import columns', async () => {
    await open('r/car');
    await button('导入').click();
    const [download] = await Promise.all([page.waitForEvent('download'), button('下载模板').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    expect(wb.worksheets[0]!.getRow(1).values).toEqual(expect.arrayContaining(['车牌号', '车辆类型', '品牌']));
    await page.keyboard.press('Escape');
  }, 60_000);

  it('shows every vehicle type whole in English at 1920 (the column is as wide as its longest English label)', async () => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
    await context.addInitScript(`localStorage.setItem('urbanops.locale', 'en-US')`);
    const english = await context.newPage();
    await english.goto(`${server.url}/modules/clgl/?access_token=${token}&tenantId=1&userId=1001#/r/car`);
    await english.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    // The longest label drawn in a cell of the column, in the cell's own font, fits the cell's text box.
    const fit = await english.evaluate(() => {
      const headers = [...document.querySelectorAll('.ant-table-thead th')];
      const index = headers.findIndex((th) => th.textContent?.trim() === 'Vehicle type');
      const td = document.querySelectorAll('.ant-table-tbody tr.ant-table-row')[0]!.children[index] as HTMLElement;
      const probe = document.createElement('span');
      probe.textContent = 'Electric cleaning tricycle';
      probe.style.whiteSpace = 'nowrap';
      td.appendChild(probe);
      const style = getComputedStyle(td);
      const room = td.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      return { index, need, room };
    });
    expect(fit.index).toBeGreaterThanOrEqual(0);
    expect(fit.need).toBeLessThanOrEqual(fit.room);
    await context.close();
  }, 60_000);
});
