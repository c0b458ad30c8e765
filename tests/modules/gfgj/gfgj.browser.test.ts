// Household recycling end to end in Chromium, alone in a window with a real token: a booking taken
// for a phone caller is confirmed, collected with its weight and settled from the order's drawer
// (the log keeps each step, the collector's way shows on the map), then paid from its row — the
// progress and the payment shown as two columns; the statistics screen draws its panels.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../kit/resource';
import { modulePage } from '../../support/modulePage';
import { workdayClock } from '../../support/server';
import { client, type Client, type Page as ListPage } from '../clgl/support';

const m = modulePage('gfgj', { modules: ['gfgj'], demoDevices: false, now: workdayClock() });
const { errors } = m;
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});

/**
 * A booking for a phone caller; answers its number. Taken by the test itself, so that CI's retry of a
 * failed attempt (which may have settled the first booking) starts from a booking of its own.
 */
async function book(): Promise<string> {
  const G = (p: string) => `/cloud/gfgj/${p}`;
  const user = (await api.json<ListPage>(G('user/getUserPageList'), { userType: 'resident', insider: false, pageSize: 1 })).data.records[0]!;
  const cls = (await api.json<Record<string, unknown>[]>(G('common/getGarbageClassList'), {})).data[0]!;
  const station = (await api.json<Record<string, unknown>[]>(G('order/getStationList'), { state: 'open' })).data[0]!;
  const booked = await api.json<Record<string, unknown>>(G('order/book'), {
    appUserId: user.id, garbageClassId: cls.id, stationId: station.id, itemCount: 2, bookTime: formatDate(new Date(m.server.now() + 4 * 3600_000), true),
    district: 'xihu', address: '文三路88号', location: { lng: 120.131, lat: 30.281 },
  });
  expect(booked.result, booked.msg).toBe(0);
  return String(booked.data.orderNo);
}

const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');

describe('gfgj in Chromium', () => {
  it('takes a booking through confirm, collect and settle in the drawer, then pays it from its row', { timeout: 120_000 }, async () => {
    const orderNo = await book();
    await m.open('orders', '.ant-table-tbody', 60_000);
    await page.locator('form[role="search"]').getByLabel('订单号', { exact: true }).fill(orderNo);
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(1);
    expect(await rows().first().textContent()).toContain('已预约');
    await rows().first().getByRole('button', { name: /处\s?理/ }).click();
    const panel = page.getByTestId('workflow-panel');
    const state = () => panel.getByTestId('workflow-state').textContent();
    await expect.poll(state, { timeout: 30_000 }).toBe('已预约');

    await panel.getByTestId('act-check').click();
    let dialog = page.locator('.ant-modal').filter({ hasText: orderNo });
    await dialog.getByText('通过', { exact: true }).click();
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(state, { timeout: 30_000 }).toBe('已确认');
    // The collector takes a quarter of an hour to the door.
    m.server.advance(15 * 60_000);

    await panel.getByTestId('act-collect').click();
    dialog = page.locator('.ant-modal').filter({ hasText: orderNo });
    await dialog.getByLabel('实称重量').fill('12.5');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(state, { timeout: 30_000 }).toBe('已收运');

    await panel.getByTestId('act-settle').click();
    dialog = page.locator('.ant-modal').filter({ hasText: orderNo });
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(state, { timeout: 30_000 }).toBe('已结算');
    const timeline = await panel.getByTestId('timeline-item').allTextContents();
    expect(timeline).toHaveLength(4);
    expect(timeline.join(' ')).toContain('收运');
    await page.getByTestId('track').waitFor({ timeout: 30_000 });
    // The settle message shows at the top, over the drawer's close button, for 3 s; a pointer moved onto
    // it holds it there (antd keeps a hovered message), so the click waits for it to go first.
    await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 }).toBe(0);
    await page.locator('.ant-drawer-close').click();

    await expect.poll(() => rows().first().textContent(), { timeout: 30_000 }).toContain('已结算');
    expect(await rows().first().textContent()).toContain('未支付');
    await rows().first().getByRole('button', { name: /支\s?付/ }).first().click();
    await page.locator('.ant-modal-confirm .ant-btn-primary, .ant-popconfirm .ant-btn-primary').first().click();
    await expect.poll(() => rows().first().textContent(), { timeout: 30_000 }).toContain('已支付');
    expect(await rows().first().textContent()).toContain('已结算');
    expect(errors).toEqual([]);
  });

  it('draws the statistics screen: today, the year, the heat map and places, the sites and the flows', async () => {
    await m.open('stats', 'canvas', 60_000);
    const body = await page.locator('body').textContent();
    for (const title of ['今日实时数据', '近12个月回收量', '回收热力图', '站点→处置场所流向']) expect(body).toContain(title);
    expect(errors).toEqual([]);
  });
});
