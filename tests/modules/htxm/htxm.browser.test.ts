// 合同项目 end to end in Chromium, alone in a window with a real token: a contract's row action 月度结算
// makes last month's settlement (道路保洁's road area and an entered toilet count, the assessment's
// deduction); the settlement's drawer shows its lines and deductions; the preparer submits it, the
// contractor's confirmer (another user, in a second window) confirms it, the owner confirms it, and
// the timeline names who did each step; the due date follows the payment term.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../kit/resource';
import { addDays, addMonths } from '../../../modules/htxm/rules/dates';
import { runSqlBatch } from '../../support/pg';
import { signIn } from '../../support/server';
import { modulePage } from '../../support/modulePage';
import { client, type Client } from '../clgl/support';
import { C, contractorUser, MODULES } from './support';

const m = modulePage('htxm', { modules: MODULES, demoDevices: false });
const { errors } = m;
const today = formatDate(new Date());
const lastMonth = addMonths(today.slice(0, 7), -1);
const NO = 'HT-2032-01';
let page: Page;
let api: Client;
const rows = (p: Page) => p.locator('.ant-table-tbody tr.ant-table-row');

beforeAll(async () => {
  page = m.page;
  api = client(m.server.url, m.token);
  await runSqlBatch(m.server, contractorUser);
  const c = await api.json<{ id: number }>(C('contract', 'save'), {
    contractNo: NO, contractName: '浏览器测试保洁合同', lotName: '浏览器测试标段', district: 'shangcheng', contractor: '测试环境服务有限公司',
    startDate: `${addMonths(today.slice(0, 7), -2)}-01`, endDate: addDays(today, 300), paymentDays: 25,
  });
  expect(c.result, c.msg).toBe(0);
  await api.json(C('priceLine', 'save'), { contractId: c.data.id, lineName: '一级道路清扫保洁', item: 'cleaning', basis: 'roadArea', roadGrade: '1', unit: 'm2Year', unitPrice: 18 });
  const toilet = await api.json<{ id: number }>(C('priceLine', 'save'), { contractId: c.data.id, lineName: '公厕管理', item: 'toilet', basis: 'manual', unit: 'toiletMonth', unitPrice: 3200 });
  await api.json(C('quantityEntry', 'save'), { priceLineId: toilet.data.id, month: lastMonth, quantity: 8, source: '公厕台账（浏览器测试）' });
});

async function findRow(p: Page, label: string, value: string) {
  await p.locator('.ant-form').getByLabel(label, { exact: true }).fill(value);
  await p.getByRole('button', { name: /查\s?询/ }).click();
  await expect.poll(() => rows(p).count(), { timeout: 20_000 }).toBe(1);
  return rows(p).filter({ hasText: value });
}

async function openFlow(p: Page, settlementNo: string) {
  await (await findRow(p, '结算单号', settlementNo)).getByRole('button', { name: '确认流程' }).click();
  return p.getByTestId('workflow-panel');
}

describe('htxm in Chromium', () => {
  const settlementNo = `JS-${lastMonth.replace('-', '')}-2032-01`;

  it('settles last month of a contract from its row, with the assessment score and its source', async () => {
    await m.open('serviceContracts', '.ant-table-tbody', 60_000);
    await (await findRow(page, '合同编号', NO)).getByRole('button', { name: '月度结算' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '月度结算' });
    await dialog.getByLabel('结算月份').fill(lastMonth);
    await dialog.getByLabel('考核得分').fill('86');
    await dialog.getByLabel('得分来源').fill('浏览器测试考核');
    await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
    await page.getByText(`已生成${settlementNo}`).waitFor({ timeout: 20_000 });
  }, 180_000);

  it('shows the settlement\'s lines and deductions, and takes it through submission, the contractor\'s and the owner\'s confirmation', async () => {
    await m.open('settlements', '.ant-table-tbody', 60_000);
    let panel = await openFlow(page, settlementNo);
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('草稿');
    const lines = page.getByTestId('settlement-lines');
    await expect.poll(() => lines.textContent(), { timeout: 20_000 }).toContain('道路保洁道路');
    expect(await lines.textContent()).toContain('公厕台账（浏览器测试）');
    await expect.poll(() => page.getByTestId('settlement-deductions').textContent()).toContain('扣4%');

    await panel.getByTestId('act-submit').click();
    await page.locator('.ant-modal').filter({ hasText: settlementNo }).locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('待乙方确认');

    // The contractor's confirmer, signed in as another user in a second window.
    const who = await signIn(m.server.url, 'htxmcontractor', 'Admin@2026');
    const second = await m.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    second.on('pageerror', (e) => errors.push(e.message));
    await second.goto(`${m.server.url}/modules/htxm/?access_token=${who.token}&tenantId=${who.data.tenantId}&userId=${who.data.userId}&name=${encodeURIComponent('何建明')}#/settlements`);
    await second.waitForSelector('.ant-table-tbody', { timeout: 60_000 });
    const theirs = await openFlow(second, settlementNo);
    await expect.poll(() => theirs.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('待乙方确认');
    await theirs.getByTestId('act-contractorConfirm').click();
    const dialog2 = second.locator('.ant-modal').filter({ hasText: settlementNo });
    await dialog2.getByText('确认', { exact: true }).click();
    await dialog2.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => theirs.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('待甲方确认');
    await second.close();

    await page.keyboard.press('Escape');
    await m.open('settlements', '.ant-table-tbody', 60_000);
    panel = await openFlow(page, settlementNo);
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('待甲方确认');
    await panel.getByTestId('act-ownerConfirm').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: settlementNo });
    await dialog.getByText('确认', { exact: true }).click();
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => panel.getByTestId('workflow-state').textContent(), { timeout: 20_000 }).toBe('已确认');
    const timeline = await panel.getByTestId('timeline-item').allTextContents();
    expect(timeline).toHaveLength(4);
    expect(timeline[2]).toContain('乙方确认');
    expect(timeline[2]).toContain('htxmcontractor');
    expect(timeline[3]).toContain('甲方确认');
    expect(timeline[3]).toContain('admin');
    await expect.poll(() => page.getByTestId('settlement-figures').textContent()).toContain(addDays(today, 25));
    expect(errors).toEqual([]);
  }, 300_000);
});
