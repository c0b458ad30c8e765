// 安全生产 end to end in Chromium, alone in a window with a real token: a danger is reported through the
// list's form (level, category, department, place, times), then from the handling drawer rectified with
// a photo, checked and accepted and closed (销号); each step shows in the timeline with who did it, the
// state reads 已销号 and the log over HTTP holds the four steps with the photo. The board shows its
// figures.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { workdayClock } from '../../support/server';
import { client, type Client, type Page as ListPage } from '../clgl/support';

const m = modulePage('aqsc', { modules: ['clgl', 'aqsc'], now: workdayClock() });
const { errors } = m;
const S = (entity: string, op: string) => `/cloud/safety/${entity}/${op}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAMUlEQVR42mM4QWPAMGrBqAVD2AKbVQGkolELRi0YtWDUglELRi0g3YLROnnUgsFjAQAIuBkXTJfIUAAAAABJRU5ErkJggg==', 'base64');
const TITLE = '浏览器测试：护栏松动';
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

async function choose(id: string, option: string) {
  await page.locator(`.ant-drawer [id$="${id}"]`).first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}
async function pickTree(id: string, title: string) {
  await page.locator(`.ant-drawer [id$="${id}"]`).first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: title }).first().click();
}
async function typeTime(id: string, value: string) {
  const input = page.locator(`.ant-drawer input[id$="${id}"]`).first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}
async function act(action: string, fill?: (dialog: ReturnType<Page['locator']>) => Promise<void>) {
  await page.getByTestId(`act-${action}`).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: /YH\d+/ }) });
  await dialog.waitFor({ timeout: 20_000 });
  if (fill) await fill(dialog);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
}

describe('aqsc in Chromium', () => {
  it('reports a danger from the form, rectifies it with a photo, accepts and closes it, each step in the timeline', async () => {
    await m.open('dangers', '.ant-table-tbody', 30_000);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(await page.locator('.ant-tabs-tab-active').textContent()).toContain('未销号');
    await page.getByRole('button', { name: /新\s*增/ }).first().click();
    await page.locator('.ant-drawer [id$="title"]').first().fill(TITLE);
    await choose('level', '一般（黄）');
    await choose('category', '作业现场');
    await pickTree('deptId', '道路保洁一队');
    await page.locator('.ant-drawer [id$="location"]').first().fill('延安路与庆春路口');
    const now = m.server.now();
    await typeTime('foundAt', stamp(now - 2 * 3600_000));
    await typeTime('deadline', stamp(now + 3 * 86_400_000));
    await page.getByRole('button', { name: /保\s*存/ }).click();
    const find = async () => (await api.json<ListPage>(S('danger', 'pageList'), { title: TITLE })).data.records[0];
    await expect.poll(async () => (await find())?.state, { timeout: 20_000 }).toBe('reported');
    const danger = (await find())!;

    await page.locator('form[role=search] [id$="dangerNo"]').fill(String(danger.dangerNo));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await rows().first().getByRole('button', { name: /处\s?理/ }).click();
    const panel = page.getByTestId('workflow-panel');
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('已上报');
    expect(await page.getByTestId('danger-level').textContent()).toBe('一般（黄）');

    await act('rectify', async (dialog) => {
      await dialog.locator('input[type=file]').setInputFiles({ name: '整改后.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await dialog.locator('textarea').fill('护栏已重新紧固');
    });
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('已整改待验收');
    await act('accept', async (dialog) => {
      await dialog.getByText('验收通过', { exact: true }).click();
      await dialog.locator('textarea').fill('复查合格');
    });
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('已验收');
    await act('close');
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('已销号');
    const timeline = await panel.getByTestId('timeline-item').allTextContents();
    expect(timeline).toHaveLength(4);
    expect(timeline[0]).toContain('上报隐患');
    expect(timeline[1]).toContain('整改完成');
    expect(timeline[2]).toContain('验收（验收通过）');
    expect(timeline[3]).toContain('销号');
    const log = await api.json<{ action: string; attachments: string[] | null; actorName: string }[]>(S('danger', 'logList'), { id: danger.id });
    expect(log.data.map((l) => l.action)).toEqual(['report', 'rectify', 'accept', 'close']);
    expect(log.data[1]!.attachments).toHaveLength(1);
    await page.locator('.ant-drawer-close').click();
  }, 240_000);

  it('shows the board with its figures and the four levels', async () => {
    await m.open('board', '[data-testid="safety-summary"]', 30_000);
    expect(await page.getByTestId('safety-summary').textContent()).toContain('未销号隐患');
    expect(errors).toEqual([]);
  }, 120_000);
});
