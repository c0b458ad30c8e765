// The party posts in Chromium, alone in a window with a real token, through the main flow: a member
// claims a post for this month in 岗位认领; records an activity with a photo in 岗位活动; a secretary of
// the branch verifies it (typing their staff number); 党员积分排名 then counts its points this month.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { client, type Client, type Page as ListPage } from '../clgl/support';

const m = modulePage('djgw', { modules: ['djgw'], demoDevices: false });
const { errors } = m;
let page: Page;
let api: Client;
type Row = Record<string, unknown> & { id: number };
let doer: Row, secretary: Row, branchName: string;
const POST = '浏览器测试岗';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const TODAY = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const MONTH = TODAY.slice(0, 7);
const LAST = `${MONTH}-${pad(new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate())}`;

const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const drawer = () => page.locator('.ant-drawer-section');
const item = (name: string) => drawer().locator('.ant-form-item').filter({ has: page.locator('label', { hasText: label(name) }) });

async function pick(field: Locator, title: string) {
  await field.click();
  await field.locator('input').first().fill(title);
  await page.locator('.ant-select-dropdown:visible').locator('.ant-select-item-option-content', { hasText: title }).first().click();
}
async function date(name: string, value: string) {
  const input = drawer().getByLabel(name, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

beforeAll(async () => {
  page = m.page;
  api = client(m.server.url, m.token);
  // A new post of the first branch (its area drawn as a polygon through the call), free to claim.
  const members = (await api.json<ListPage<Row>>('/cloud/party/member/pageList', { pageSize: 100 })).data.records;
  const branchId = members[0]!.branchId;
  secretary = members.find((x) => x.branchId === branchId && x.role === 'secretary')!;
  doer = members.find((x) => x.branchId === branchId && x.role === 'member')!;
  branchName = String((await api.json<ListPage<Row>>('/cloud/party/branch/pageList', { pageSize: 100 })).data.records.find((b) => b.id === branchId)!.branchName);
  const area = JSON.stringify({ type: 'Polygon', coordinates: [[[120.16, 30.27], [120.163, 30.27], [120.163, 30.271], [120.16, 30.271], [120.16, 30.27]]] });
  const r = await api.json('/cloud/party/post/save', { postName: POST, postType: 'supervision', branchId, street: '延安路', area });
  expect(r.result, r.msg).toBe(0);
});

describe('djgw in Chromium: claim a post → record an activity → verified → ranking', { timeout: 240_000 }, () => {
  it('claims the post for this month', async () => {
    await m.open('claims', '.ant-table-tbody', 30_000);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await pick(item('岗位').locator('.ant-select').first(), POST);
    await pick(item('认领党员').locator('.ant-select').first(), String(doer.memberName));
    await date('开始日期', `${MONTH}-01`);
    await date('结束日期', LAST);
    await drawer().getByRole('button', { name: label('保存') }).click();
    await drawer().waitFor({ state: 'hidden', timeout: 20_000 });
    const claims = (await api.json<ListPage<Row>>('/cloud/party/claim/pageList', { memberId: doer.id, pageSize: 100 })).data.records;
    expect(claims.some((c) => c.startDate === `${MONTH}-01` && c.endDate === LAST)).toBe(true);
  });

  it('records an activity with a photo on it, pending', async () => {
    await m.open('activities', '.ant-table-tbody', 30_000);
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    await date('活动日期', TODAY);
    await pick(item('岗位').locator('.ant-select').first(), POST);
    await pick(item('党员').locator('.ant-select').first(), String(doer.memberName));
    await drawer().getByLabel('活动内容', { exact: true }).fill('浏览器测试：劝导乱扔垃圾行为');
    await drawer().locator('input[type=file]').setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: PNG });
    // Saved once the photo is uploaded (its thumbnail shows).
    await expect.poll(() => drawer().locator('img').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await drawer().getByLabel('申报积分', { exact: true }).fill('7');
    await drawer().getByRole('button', { name: label('保存') }).click();
    await drawer().waitFor({ state: 'hidden', timeout: 20_000 });
    const row = rows(page).filter({ hasText: '浏览器测试：劝导乱扔垃圾行为' });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('待审核');
    const saved = (await api.json<ListPage<Row>>('/cloud/party/activity/pageList', { memberId: doer.id, pageSize: 5 })).data.records.find((a) => a.content === '浏览器测试：劝导乱扔垃圾行为')!;
    expect((saved.photos as string[]).length).toBe(1);
  });

  it('is refused to the doer and verified by the branch secretary', async () => {
    const row = rows(page).filter({ hasText: '浏览器测试：劝导乱扔垃圾行为' });
    const act = async () => {
      const button = row.getByRole('button', { name: label('审核通过') });
      if (await button.count()) return button.click();
      await row.getByRole('button', { name: /更多/ }).click();
      await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: '审核通过' }).click();
    };
    const prompt = async (value: string) => {
      const dialog = page.locator('.ant-modal-confirm:visible');
      await dialog.getByLabel('审核书记工号').fill(value);
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    };
    await act();
    await prompt(String(doer.staffCode));
    await page.locator('.ant-message').getByText(`${String(doer.memberName)}不是支部书记，不能审核`).waitFor({ timeout: 20_000 });
    await act();
    await prompt(String(secretary.staffCode));
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('已审核');
  });

  it('counts the points in this month\'s member ranking', async () => {
    const r = await api.json<ListPage<Row>>('/cloud/party/memberRanking/pageList', { month: MONTH, pageSize: 500 });
    const mine = r.data.records.find((x) => x.staffCode === doer.staffCode)!;
    expect(Number(mine.points)).toBeGreaterThanOrEqual(7);
    await m.open('memberRanking', '.ant-table-tbody', 30_000);
    await page.locator('form[role=search]').getByLabel('党员', { exact: true }).fill(String(doer.memberName));
    await page.getByRole('button', { name: label('查询') }).click();
    const row = rows(page).filter({ hasText: String(doer.staffCode) });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain(branchName);
    expect(await row.textContent()).toContain(String(mine.points));
    expect(errors).toEqual([]);
  });
});
