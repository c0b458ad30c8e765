// The assessment in Chromium, alone in a window with a real token, through its main flow: a scheme
// with one manual indicator over contractors is written in 考核方案; a contractor's score for this
// month is typed in 人工评分 (the scorer kept); 绩效排名 then shows its total, band and rank, the other
// contractors unscored shown "--" and unranked.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, type Client, type Page as ListPage } from '../clgl/support';

const m = modulePage('jxkh', { modules: ['jxkh'], demoDevices: false });
const { errors } = m;
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});

const now = new Date();
const MONTH = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
const SCHEME = '浏览器考核方案';
const CONTRACTOR = '杭州钱江清运有限公司';
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const drawer = () => page.locator('.ant-drawer-section');
const item = (scope: Locator, name: string) => scope.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: label(name) }) });

async function pick(field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content', { hasText: title }).first().click();
}

describe('jxkh in Chromium: a scheme → a manual score → the month\'s ranking', { timeout: 180_000 }, () => {
  it('writes a scheme of one manual indicator weighing 100 over contractors', async () => {
    await m.open('schemes', '.ant-table-tbody', 30_000);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await drawer().getByLabel('方案名称', { exact: true }).fill(SCHEME);
    await pick(item(drawer(), '考核对象类型').locator('.ant-select').first(), '作业单位');
    const lines = drawer().getByTestId('document-lines');
    await rows(lines).nth(0).getByLabel('指标名称').fill('履约质量');
    await pick(rows(lines).nth(0).locator('.ant-select').first(), '人工评分');
    await rows(lines).nth(0).getByLabel('权重').fill('100');
    await expect.poll(() => lines.textContent()).toContain('权重合计 100');
    await drawer().getByRole('button', { name: label('保存') }).click();
    await drawer().waitFor({ state: 'hidden', timeout: 20_000 });
    await rows(page).filter({ hasText: SCHEME }).waitFor({ timeout: 20_000 });
    const saved = await api.json<ListPage>('/cloud/assess/scheme/pageList', { schemeName: SCHEME });
    expect(saved.data.records[0]).toMatchObject({ totalWeight: 100, indicatorCount: 1, objectKind: 'contractor' });
  });

  it('types a contractor\'s score for this month; the scorer and time are kept', async () => {
    await m.open('scores', '.ant-table-tbody', 30_000);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await drawer().getByLabel('月份', { exact: true }).fill(MONTH);
    await pick(item(drawer(), '考核方案').locator('.ant-select').first(), SCHEME);
    await pick(item(drawer(), '考核指标').locator('.ant-select').first(), '履约质量');
    await pick(item(drawer(), '考核对象').locator('.ant-select').first(), CONTRACTOR);
    await drawer().getByLabel('得分', { exact: true }).fill('85');
    await drawer().getByRole('button', { name: label('保存') }).click();
    await drawer().waitFor({ state: 'hidden', timeout: 20_000 });
    const scores = await api.json<ListPage>('/cloud/assess/score/pageList', { month: MONTH, score: 85 });
    const mine = scores.data.records.find((r) => r.score === 85 && String(r.scorer).length > 0);
    expect(mine).toBeTruthy();
  });

  it('ranks the contractor first in the month\'s ranking, blue, the unscored ones -- and unranked', async () => {
    await m.open('ranking', '.ant-table-tbody', 30_000);
    await pick(page.locator('form[role=search] .ant-form-item').filter({ hasText: '考核方案' }).locator('.ant-select').first(), SCHEME);
    await page.getByRole('button', { name: label('查询') }).click();
    const row = rows(page).filter({ hasText: CONTRACTOR });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('蓝（良好）');
    expect(await row.textContent()).toContain('履约质量(100%) 85');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(5);
    expect(await rows(page).nth(1).textContent()).toContain('--');
    expect(errors).toEqual([]);
  });
});
