// 设施考核 end to end in Chromium, alone in a window with a real token: an inspection planned for last
// month on a facility of 道路保洁一队 is inspected from its drawer (two deduction items chosen from the
// library), submitted, and its log shows both steps; 考评排名 of last month then shows the unit's new
// facilities score and total; the other pages show the demo's rows.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, monthAgo, type Client, type Page as ListPage } from './support';

const m = modulePage('facility', { modules: ['facility'], demoDevices: false });
const { errors } = m;
const F = (entity: string, op: string) => `/cloud/facility/${entity}/${op}`;
const LAST = monthAgo(1);
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});
const open = (route: string) => m.open(route, '.ant-table-tbody', 30_000);
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
const rankingOf = async () => (await api.json<ListPage>(F('evaluation', 'ranking'), { month: LAST })).data.records.find((r) => r.deptId === 'd104')!;

describe('facility in Chromium', () => {
  let inspectNo = '';
  let before: Record<string, unknown>;

  it('inspects and submits an inspection from its drawer, the log showing each step', async () => {
    const facilities = (await api.json<ListPage>(F('facilityInfo', 'pageList'), { deptId: 'd104', facilityType: 'transfer,compression,collection', pageSize: 100 })).data.records;
    const planned = await api.json<{ inspectNo: string }>(F('inspection', 'save'), { facilityId: facilities[0]!.id, inspectDate: `${LAST}-14` });
    expect(planned.result, planned.msg).toBe(0);
    inspectNo = planned.data.inspectNo;
    before = await rankingOf();

    await open('inspections');
    await page.locator('.ant-form').getByLabel('检查编号', { exact: true }).fill(inspectNo);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await rows().first().getByRole('button', { name: '检查处理' }).click();
    const panel = page.getByTestId('workflow-panel');
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('待检查');

    await panel.getByTestId('act-inspection').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: inspectNo });
    const items = dialog.locator('.ant-form-item', { hasText: '扣分项' }).locator('.ant-select');
    await items.click();
    for (const item of ['站内垃圾未日产日清', '渗滤液外溢']) {
      await items.locator('input').first().fill(item);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: item }).first().click();
    }
    await page.keyboard.press('Escape');
    await dialog.locator('textarea').fill('站内积存，渗滤液外溢');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('已检查');

    await panel.getByTestId('act-submit').click();
    await page.locator('.ant-modal').filter({ hasText: inspectNo }).locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('已提交');
    const timeline = await panel.getByTestId('timeline-item').allTextContents();
    expect(timeline).toHaveLength(3);
    expect(timeline[1]).toContain('检查');
    expect(timeline[1]).toContain('站内积存');
    expect(timeline[2]).toContain('提交');
    await page.locator('.ant-drawer-close').click();
    const saved = (await api.json<ListPage>(F('inspection', 'pageList'), { inspectNo })).data.records[0]!;
    expect(saved).toMatchObject({ status: 'submitted', deduction: 10 });
  });

  it('shows the month’s ranking with the unit’s facilities score and total moved by the submitted deduction', async () => {
    const after = await rankingOf();
    expect(after.facilityScore).toBe(Math.max(0, Number(before.facilityScore) - 10));
    expect(Number(after.total)).toBeLessThan(Number(before.total));
    await open('ranking');
    await page.locator('.ant-form').getByLabel('考评月份', { exact: true }).fill(LAST);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    const row = rows().filter({ hasText: '道路保洁一队' });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain(String(after.total));
    expect(await row.textContent()).toContain(String(after.facilityScore));
    expect(await row.locator('td').first().textContent()).toBe(String(after.rank));
  });

  it('shows the demo’s rows on every other page, an incomplete month’s total as "--"', async () => {
    for (const [route, header] of [['evaluations', '综合评价得分'], ['trend', '月度排名'], ['facilities', '责任单位'], ['indicators', '整改时限'], ['evaluationSettings', '道路权重']] as const) {
      await open(route);
      await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await page.locator('.ant-table-thead').textContent()).toContain(header);
    }
    await open('evaluations');
    await page.locator('.ant-form').getByLabel('考评月份', { exact: true }).fill(monthAgo(0));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().filter({ hasText: '垃圾分类指导中心' }).textContent(), { timeout: 20_000 }).toContain('--');
    expect(errors).toEqual([]);
  });
});
