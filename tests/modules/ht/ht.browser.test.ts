// 审批中心 end to end in Chromium, alone in a window with a real token: the applications' page opens on
// 待审批 with the seeded month; an overtime filed for a cleaner is rejected only with a reason from the
// approval drawer, another approved, each decision in the timeline; the approved one then shows in
// 加班明细 with its pay factor, and the monthly overtime/leave list, the construction records, the
// data fills and the health reports show the demo's rows.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, type Client, type Page as ListPage } from '../clgl/support';

const m = modulePage('ht', { modules: ['ht'], demoDevices: false });
const { errors } = m;
const H = (entity: string, op: string) => `/envcloud/hw/ht/${entity}/${op}`;
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});
const open = (route: string) => m.open(route, '.ant-table-tbody', 30_000);
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');

describe('ht in Chromium', () => {
  const applyNos: string[] = [];

  it('opens the applications on 待审批 with the seeded pending items', async () => {
    const people = await api.json<ListPage>(H('person', 'pageList'), { pageSize: 1 });
    const personId = people.data.records[0]!.id;
    for (const day of ['2025-09-01', '2025-09-02']) {
      const r = await api.json<{ applyNo: string }>(H('approval', 'save'), { kind: 'overtime', personId, startAt: `${day} 17:30:00`, endAt: `${day} 21:00:00`, reason: '浏览器测试加班' });
      expect(r.result, r.msg).toBe(0);
      applyNos.push(r.data.applyNo);
    }
    await open('applications');
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(await page.locator('.ant-tabs-tab-active').textContent()).toContain('待审批');
    expect(await page.locator('.ant-table-tbody').textContent()).not.toContain('已通过');
  });

  it('rejects an application only with a reason, and approves another, from the approval drawer with the timeline', async () => {
    const decide = async (applyNo: string, outcome: '通过' | '驳回', reason?: string) => {
      await page.locator('.ant-form').getByLabel('申请单号', { exact: true }).fill(applyNo);
      await page.getByRole('button', { name: /查\s?询/ }).click();
      await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
      await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: applyNo }).getByRole('button', { name: /审\s?批/ }).click();
      const panel = page.getByTestId('workflow-panel');
      await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('待审批');
      await panel.getByTestId('act-approve').click();
      const dialog = page.locator('.ant-modal').filter({ hasText: applyNo });
      await dialog.getByText(outcome, { exact: true }).click();
      if (reason) {
        await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
        await dialog.getByText(/请填写|驳回原因/).first().waitFor({ timeout: 10_000 });
        await dialog.locator('textarea').fill(reason);
      }
      await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
      await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe(outcome === '通过' ? '已通过' : '已驳回');
      const timeline = await panel.getByTestId('timeline-item').allTextContents();
      expect(timeline).toHaveLength(2);
      expect(timeline[0]).toContain('提交申请');
      expect(timeline[1]).toContain(`审批（${outcome}）`);
      if (reason) expect(timeline[1]).toContain(reason);
      await page.locator('.ant-drawer-close').click();
    };
    await decide(applyNos[0]!, '驳回', '与排班记录不符');
    await decide(applyNos[1]!, '通过');
    const log = await api.json<{ actorName: string; toState: string }[]>(H('approval', 'logList'), { id: (await api.json<ListPage>(H('approval', 'pageList'), { applyNo: applyNos[1] })).data.records[0]!.id });
    expect(log.data.map((l) => l.toState)).toEqual(['pending', 'approved']);
  });

  it('shows the approved overtime in 加班明细 with its pay factor and the daily cap flagged', async () => {
    await open('overtime');
    await page.locator('.ant-form').getByLabel('月份', { exact: true }).fill('2025-09');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    const text = await rows().first().textContent();
    expect(text).toContain('2025-09-02');
    expect(text).toContain('工作日');
    expect(text).toContain('150');
    expect(text).toContain('是'); // 3.5 h: over the day's 3 h
  });

  it('shows the demo\'s rows in the monthly list, the construction records, the data fills and the health reports', async () => {
    for (const [route, header] of [['monthly', '节假日加班'], ['construction', '总工时'], ['dataFill', '施工路段'], ['health', '适合高温作业']] as const) {
      await open(route);
      await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await page.locator('.ant-table-thead').textContent()).toContain(header);
    }
    expect(errors).toEqual([]);
  });
});
