// 垃圾处置 end to end in Chromium: the treatment kanban with its day, asOf and intake, the trend and the
// plants; the ledger lists the loads with their weight.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../../support/axe';
import { modulePage } from '../../support/modulePage';

const m = modulePage('ljcz');
const { errors } = m;
let page: Page;
beforeAll(() => {
  page = m.page;
});
const open = (route: string, ready: string) => m.open(route, ready, 30_000);

describe('ljcz in Chromium', () => {
  it('shows the kanban: the day, when its figures were taken, the intake and each plant', async () => {
    await open('treatmentKanban', '[data-testid="ljcz-stats"]');
    await expect.poll(() => page.getByTestId('ljcz-stats').textContent(), { timeout: 30_000 }).toMatch(/进厂量\d+(\.\d+)?吨/);
    expect(await page.getByTestId('ljcz-stats').textContent()).toMatch(/数据时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect.poll(() => page.locator('.ant-table-tbody').first().textContent(), { timeout: 30_000 }).toContain('九峰环境能源焚烧厂');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the ledger’s loads with their weight by the rule', async () => {
    await open('treatmentLedger', '.ant-table-tbody tr.ant-table-row');
    expect(await page.locator('.ant-table-thead').textContent()).toContain('计量重量');
    expect(await page.locator('.ant-table-tbody').textContent()).toMatch(/HC\d{12}/);
    expect(errors).toEqual([]);
  });
});
