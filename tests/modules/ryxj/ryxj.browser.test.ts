// 巡检考评 end to end in Chromium, alone in a window with a real token, through its main flow: an
// inspector (a second account) records a toilet inspection; the admin publishes it from the list (确认),
// files the facility's appeal in 申诉 with a reason, decides it in 复核 as 部分成立 giving back 1.5 of the
// 4 points (the admin is not the inspector), and the list shows 已复核 with the deduction in force; the
// monthly records show the facility's score up by 1.5, and the units' ranking lists the units.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { modulePage } from '../../support/modulePage';
import { signIn } from '../../support/server';
import { addReviewer, client, R, rows, type Client, type Page as ListPage } from './support';

const m = modulePage('ryxj', { modules: ['ryxj'], demoDevices: false });
const { errors } = m;
const open = (route: string) => m.open(route, '.ant-table-tbody', 30_000);
const tableRows = () => page.locator('.ant-table-tbody tr.ant-table-row');
type Row = Record<string, unknown> & { id: number };
let page: Page;
let api: Client;
let inspector: Client;
let e: Row;
let facility: Row;
let scoreBefore: number;

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
const record = async () => (await api.json<ListPage<Row>>(R('evalRecord', 'getEvalRecordList'), { month: String(e.evalTime).slice(0, 7), pageSize: 1000 })).data.records.find((r) => r.facilityId === facility.id)!;

beforeAll(async () => {
  page = m.page;
  api = client(m.server.url, m.token);
  await addReviewer(m.server); // here: the inspector's own account
  inspector = client(m.server.url, (await signIn(m.server.url, 'ryxjreviewer', 'Admin@2026')).token);
  facility = (await rows(api, 'facilityInfo', { facilityType: 'toilet' }))[0]!;
  const item = (await api.json<Row[]>(R('typeBindingInfo', 'check'), { facilityType: 'toilet' })).data.find((x) => x.ruleName === '设施损坏未报修')!;
  const staff = (await rows(api, 'roleStaff'))[0]!;
  const made = await inspector.json<Row>(R('evalInfo', 'init'), {
    evalType: 'toilet', facilityId: facility.id, ruleScoreId: item.id, inspectorId: staff.id, evalTime: stamp(new Date(Date.now() - 3_600_000)), description: '男厕隔断门损坏',
  });
  expect(made.result, made.msg).toBe(0);
  e = made.data;
}, 120_000);

describe('ryxj in Chromium: inspect → appeal → review → the score changed', () => {
  it('publishes the recorded inspection from the list', async () => {
    await open('evaluations');
    const search = page.locator('form[role="search"]');
    await search.getByLabel('考评编号', { exact: true }).fill(String(e.evalNo));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => tableRows().count(), { timeout: 20_000 }).toBe(1);
    expect(await tableRows().first().textContent()).toContain('待确认');
    await tableRows().first().getByRole('button', { name: /确\s?认/ }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => tableRows().first().textContent(), { timeout: 20_000 }).toContain('已确认');
    scoreBefore = Number((await record()).score);
  });

  it('files the appeal with its reason in 申诉', async () => {
    await open('appeals');
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('考评编号', { exact: true }).click();
    await page.keyboard.type(String(e.evalNo));
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${String(e.evalNo)}"]`).click();
    await drawer.getByLabel('申诉理由', { exact: true }).fill('隔断门已于检查前报修，有报修单');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('隔断门已于检查前报修');
    expect(await tableRows().first().textContent()).toContain('待复核');
  });

  it('decides it in 复核 as partly upheld, giving back 1.5 points', async () => {
    const [appeal] = await rows(api, 'appeal', { evalId: e.id });
    await open('reviews');
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByLabel('申诉编号', { exact: true }).click();
    await page.keyboard.type(String(appeal!.appealNo));
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${String(appeal!.appealNo)}"]`).click();
    await drawer.getByLabel('复核结果', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="部分成立"]').click();
    await drawer.getByLabel('退回扣分', { exact: true }).fill('1.5');
    await drawer.getByLabel('复核意见', { exact: true }).fill('报修属实但未设置警示，酌减');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => page.locator('.ant-table-tbody').textContent(), { timeout: 20_000 }).toContain('报修属实但未设置警示');
  });

  it('shows 已复核 with the deduction in force in the list, and the month\'s score up by 1.5', async () => {
    await open('evaluations');
    await page.locator('form[role="search"]').getByLabel('考评编号', { exact: true }).fill(String(e.evalNo));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => tableRows().count(), { timeout: 20_000 }).toBe(1);
    const text = await tableRows().first().textContent();
    expect(text).toContain('已复核');
    expect(text).toContain('2.5');
    const after = Math.round((scoreBefore + 1.5) * 10) / 10;
    expect(Number((await record()).score)).toBe(after);
    await open('records');
    await page.locator('form[role="search"]').getByLabel('设施', { exact: true }).fill(String(facility.facilityName));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => tableRows().count(), { timeout: 20_000 }).toBe(1);
    expect(await tableRows().first().textContent()).toContain(String(after));
    await open('ranking');
    await expect.poll(() => tableRows().count(), { timeout: 20_000 }).toBeGreaterThan(2);
    expect(await page.locator('.ant-table-tbody').textContent()).toContain('公厕');
    expect(errors).toEqual([]);
  });
});
