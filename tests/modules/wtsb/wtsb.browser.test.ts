// End to end in Chromium, on the built page (URBANOPS_DIST) and the real server: report a case with a
// photo (stored in the file service, shown from it, downloaded as a streamed .zip), take it through sign → send order → progress → review in the UI, filter the list, export it
// (the workbook checked), and an analysis chart drawn with data.
// Build first: URBANOPS_DIST=dist-wtsb npx vite build
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { activeFrame, openShell } from '../../support/shell';
import { ok, PNG } from './helpers';


/** The built page this test drives; without a build the test is skipped (and says so). */
const dist = resolve(import.meta.dirname, '../../..', process.env.URBANOPS_DIST ?? 'dist');
const built = existsSync(resolve(dist, 'modules/wtsb/index.html'));
if (!built) console.warn(`wtsb browser test skipped: no ${dist}/modules/wtsb/index.html (URBANOPS_DIST=dist-wtsb npx vite build)`);

let server: TestServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  if (!built) return;
  server = await startServer({ modules: ['wtsb'] });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pageUrl = (route: string) => `${server.url}/modules/wtsb/?access_token=${token}&tenantId=1&userId=1001&name=${encodeURIComponent('张建国')}#${route}`;
/** antd puts a space between the two characters of a two-character button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

async function act(page: Page, action: string, fill?: (dialog: ReturnType<Page['locator']>) => Promise<void>) {
  await page.getByTestId(`act-${action}`).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: /WT\d+/ }) });
  await dialog.waitFor();
  if (fill) await fill(dialog);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached' });
}

async function pickTree(page: Page, field: ReturnType<Page['locator']>, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: title }).first().click();
}

// Chromium under a busy machine (other suites in parallel) is slow: each test may take up to 3 minutes.
describe.skipIf(!built)('problem reporting in the browser', { timeout: 180_000 }, () => {
  it('reports a case with a photo, takes it through its lifecycle, filters, exports and charts it', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pageUrl('/cases'));
    await page.getByTestId('tab-all').waitFor();

    // Report a case with a photo (the kit's image field: stored in the file service as it is picked).
    await page.getByRole('button', { name: /上报问题/ }).click();
    const form = page.locator('.ant-modal').filter({ hasText: '问题描述' });
    await pickTree(page, form.locator('.ant-form-item').filter({ hasText: '问题类型' }).locator('.ant-select').last(), '道路积水');
    await form.locator('#description').fill('E2E：体育场路与中河路口积水严重');
    await form.locator('#address').fill('拱墅区体育场路与中河中路交叉口');
    await form.locator('input[type=file]').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.ant-upload-list-item img').first().waitFor();
    await form.locator('.ant-modal-footer .ant-btn-primary').click();
    await form.waitFor({ state: 'detached' });

    // The new case opens in the detail drawer: reported, with its photo.
    const detail = page.getByTestId('case-detail');
    await detail.waitFor();
    const state = page.getByTestId('case-state');
    await expect.poll(() => state.textContent()).toBe('待受理');
    await expect.poll(() => detail.getByTestId('case-photo').count()).toBe(1);
    const problemNo = ((await page.locator('.ant-drawer-title').textContent()) ?? '').match(/WT\d+/)![0];

    // The photo comes from the file service (token as access_token) and shows.
    const shown = detail.locator('img[data-testid="case-photo"], [data-testid="case-photo"] img').first();
    expect(await shown.getAttribute('src')).toMatch(/\/cloud\/management\/rest\/np\/file\/download\/[A-Za-z0-9_-]{24}\?access_token=/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    // 打包下载: the server streams the case's photos as one .zip.
    const zipped = page.waitForEvent('download');
    await detail.getByRole('button', { name: /打包下载/ }).click();
    const archive = await zipped;
    expect(archive.suggestedFilename()).toBe(`${problemNo}_照片.zip`);
    const out = mkdtempSync(join(tmpdir(), 'urbanops-wtsb-browser-'));
    execFileSync('unzip', ['-q', await archive.path(), '-d', out]);
    expect(readdirSync(out)).toEqual(['上报照片_现场.png']);
    expect(readFileSync(join(out, '上报照片_现场.png')).equals(PNG)).toBe(true);
    rmSync(out, { recursive: true, force: true });

    await act(page, 'sign');
    await expect.poll(() => state.textContent()).toBe('待派遣');
    await act(page, 'sendOrder', async (dialog) => {
      await pickTree(page, dialog.locator('.ant-form-item').filter({ hasText: '处置人' }).locator('.ant-select').first(), '张建国');
      await dialog.locator('textarea').fill('请立即组织抽排');
    });
    await expect.poll(() => state.textContent()).toBe('已派单');
    await act(page, 'reportProgress', async (dialog) => {
      await dialog.getByText('处置完成', { exact: true }).click();
      await dialog.locator('.ant-tag', { hasText: '已清理完毕，现场恢复整洁' }).click(); // a useful expression
    });
    await expect.poll(() => state.textContent()).toBe('待核查');
    await act(page, 'review', async (dialog) => {
      await dialog.getByText('通过', { exact: true }).click();
    });
    await expect.poll(() => state.textContent()).toBe('已结案');
    await expect.poll(() => detail.locator('[data-testid^="act-"]').count()).toBe(0);
    const timeline = await detail.getByTestId('timeline-item').allTextContents();
    expect(timeline.map((x) => x.split('·')[0]!.replace(/（.*）/, '').trim())).toEqual(['上报', '标记已读', '签收', '派单', '处置反馈', '核查']);
    expect(timeline[3]).toContain('请立即组织抽排');
    expect(timeline[4]).toContain('已清理完毕，现场恢复整洁');
    // The action's toast sits over the drawer's close button until it fades (hovering it would keep it).
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
    await page.locator('.ant-drawer-close').click();

    // Filter the list by the case number (on the closed tab).
    await page.getByTestId('tab-closed').click();
    await page.locator('.ant-form-item').filter({ hasText: '案件编号' }).locator('input').fill(problemNo);
    await page.getByRole('button', { name: label('查询') }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').first().textContent()).toContain(problemNo);

    // Export what the filter matches: one case.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const file = await (await download).path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(problemNo);
    expect(rows[1]).toContain('已结案');

    // An analysis chart drawn with data.
    await page.goto(pageUrl('/analysis'));
    const chart = page.getByTestId('chart-state');
    await chart.locator('canvas').waitFor();
    await expect
      .poll(() =>
        chart.locator('canvas').evaluate((c: HTMLCanvasElement) => {
          const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let painted = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
          return painted;
        }),
      )
      .toBeGreaterThan(5000);

    // The statistics table, exported by a multipart form-data POST.
    await page.goto(pageUrl('/stat'));
    await page.locator('.ant-table-tbody tr', { hasText: '合计' }).waitFor();
    const statDownload = page.waitForEvent('download');
    await page.getByTestId('stat-export').click();
    const stat = new ExcelJS.Workbook();
    await stat.xlsx.load(readFileSync(await (await statDownload).path()) as unknown as ArrayBuffer);
    const statRows = await page.locator('.ant-table-tbody tr.ant-table-row').count();
    expect(stat.worksheets[0]!.rowCount).toBe(statRows + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('escapes data in chart tooltips: a problem type named like markup shows as text', async () => {
    const evil = '<img src=x onerror=__xss=1>';
    const type = await ok<{ id: number }>(server.url, '/cloud/wtsb/problemType/save', token, { typeCode: 'XSS01', typeName: evil, parentCode: 'HJ', category: 'environment', handleHours: 4 });
    for (let i = 0; i < 5; i++) {
      await ok(server.url, '/cloud/wtsb/web/problem/saveProblemInfo', token, { problemTypeId: type.id, description: `标记测试问题${i}`, address: '上城区延安路', source: 'patrol', urgency: 'normal' });
    }
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(pageUrl('/analysis'));
    const chart = page.getByTestId('chart-type');
    await chart.locator('canvas').waitFor();
    await page.waitForTimeout(800);
    // The most frequent type is the first category: the lowest bar of the horizontal chart.
    const box = (await chart.boundingBox())!;
    const tooltip = chart.locator('div').filter({ hasText: 'onerror' }).last();
    for (let y = box.y + box.height - 50; y > box.y + box.height - 90 && !(await tooltip.count()); y -= 6) {
      await page.mouse.move(box.x + box.width / 2, y);
      await page.waitForTimeout(250);
    }
    const html = await tooltip.evaluate((el) => el.innerHTML);
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('<img');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.close();
  });

  it('runs in a shell tab: signed in at the host, city management, menu 问题列表', async () => {
    const { page, close } = await openShell(browser, server.url, '城市管理');
    // The shell may open the first menu group by itself: open it only when its entries are hidden.
    const group = page.getByRole('menuitem', { name: /问题上报与派遣/ });
    await group.waitFor();
    const entry = page.getByRole('menuitem', { name: /问题列表/ });
    await page.waitForTimeout(500);
    if (!(await entry.isVisible())) await group.click();
    await entry.click();
    const frame = activeFrame(page);
    await frame.getByTestId('tab-all').waitFor({ timeout: 20_000 });
    await expect.poll(() => frame.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await close();
  });

  it('asks for a delay on a case sent to me and has it approved, from 我的案件', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(pageUrl('/mine'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '处置中' }).first();
    await row.click();
    const state = page.getByTestId('case-state');
    await expect.poll(() => state.textContent()).toBe('处置中');
    await act(page, 'delayApply', async (dialog) => {
      await dialog.locator('.ant-input-number input').fill('24');
      await dialog.locator('.ant-tag', { hasText: '需协调市政部门联合处置，申请延期' }).click();
    });
    await expect.poll(() => state.textContent()).toBe('延期审核中');
    await page.locator('.ant-alert', { hasText: '申请延期 24 小时' }).waitFor();
    await act(page, 'review', async (dialog) => {
      await dialog.getByText('通过', { exact: true }).click();
    });
    await expect.poll(() => state.textContent()).toBe('处置中');
    await page.getByTestId('case-detail').locator('.ant-table-row', { hasText: '已同意' }).last().waitFor();
    const timeline = await page.getByTestId('timeline-item').allTextContents();
    expect(timeline.slice(-2).map((x) => x.split('·')[0]!.replace(/（.*）/, '').trim())).toEqual(['申请延期', '核查']);
    await page.close();
  });
});
