// 指挥调度 end to end in Chromium, alone in a window with a real token: from the alarms inbox 派单 opens
// the work order form filled in from the alarm; with a vehicle, the origin where the demo vehicle V-101
// is driving and a destination it is saved (the alarm reads 已派单); from the handling drawer it is
// accepted; the vehicle's next position (posted with its device key, as its terminal would) is read by
// 按定位刷新 and the order is 进行中 with 到达起点 among its events; then it is forced to completion after
// the second confirmation with its reason, and the timeline shows who did what. The command map shows
// today's orders by state and its layers.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICES, vehicleAt } from '../../../server/services/demoDevices';
import { modulePage } from '../../support/modulePage';
import { workdayClock } from '../../support/server';
import { client, type Client, type Page as ListPage } from '../clgl/support';
import { D, ingest } from './support';

const m = modulePage('ddzh', { modules: ['clgl', 'wtsb', 'ddzh'], now: workdayClock() });
const { errors } = m;
const V101 = DEMO_DEVICES.find((d) => d.code === 'V-101')!;
let page: Page;
let api: Client;
beforeAll(() => {
  page = m.page;
  api = client(m.server.url, m.token);
});
const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
type Row = Record<string, unknown> & { id: number };

async function number(label: string, value: number) {
  const input = page.getByLabel(label, { exact: true }).first();
  await input.fill(String(value));
  await input.press('Tab');
}
async function act(action: string, fill?: (dialog: Locator) => Promise<void>) {
  await page.getByTestId(`act-${action}`).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: /GD\d+/ }) });
  await dialog.waitFor({ timeout: 20_000 });
  if (fill) await fill(dialog);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
}

describe('ddzh in Chromium', () => {
  it('takes an alarm to a work order, accepted, started by the vehicle’s position and forced to completion with its reason', async () => {
    const alarm = (await api.json<ListPage<Row>>(D('alarm', 'pageList'), { state: 'new', type: 'toilet', pageSize: 1 })).data.records[0]!;
    await m.open('alarms', '.ant-table-tbody', 30_000);
    await page.locator('form[role=search] [id$="alarmNo"]').fill(String(alarm.alarmNo));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await rows().first().getByRole('button', { name: /派\s?单/ }).click();

    // The create form, filled in from the alarm.
    const title = page.locator('.ant-drawer [id$="title"]').first();
    await expect.poll(() => title.inputValue(), { timeout: 30_000 }).toContain(String(alarm.objectName));
    await page.locator('.ant-drawer [id$="deptId"]').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: '道路保洁一队' }).first().click();
    await page.locator('.ant-drawer [id$="carId"]').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '浙A·B1645' }).first().click();
    const at = vehicleAt(V101, m.server.now() + 30_000);
    await number('起点位置 经度', at.lng);
    await number('起点位置 纬度', at.lat);
    await number('起点围栏半径', 800);
    await page.locator('.ant-drawer [id$="destName"]').first().fill('石祥路转运站');
    await number('终点位置 经度', 120.33);
    await number('终点位置 纬度', 30.43);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    const find = async () => (await api.json<ListPage<Row>>(D('workOrder', 'pageList'), { alarmId: alarm.id })).data.records[0];
    await expect.poll(async () => (await find())?.state, { timeout: 20_000 }).toBe('pending');
    const order = (await find())!;
    expect(order).toMatchObject({ deviceCode: 'V-101', alarmType: 'toilet' });
    expect((await api.json<Row>(D('alarm', 'get'), { id: alarm.id })).data).toMatchObject({ state: 'dispatched', orderNo: order.orderNo });

    // Handle it: accept.
    await page.locator('form[role=search] [id$="orderNo"]').fill(String(order.orderNo));
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    await rows().first().getByRole('button', { name: /处\s?理/ }).click();
    await expect.poll(() => page.getByTestId('order-state').textContent(), { timeout: 20_000 }).toBe('待接单');
    await act('accept');
    await expect.poll(() => page.getByTestId('order-state').textContent(), { timeout: 60_000 }).toBe('已接单');
    await page.locator('.ant-drawer-close').click();

    // The vehicle reports where it is driving now: inside the origin's fence, after acceptance.
    m.server.advance(5_000);
    const now = m.server.now();
    const p = vehicleAt(V101, now);
    await ingest(m.server.url, V101.id, V101.code, [{ t: now, values: { lng: p.lng, lat: p.lat, speed: p.speed } }]);
    await page.getByRole('button', { name: /按定位刷新/ }).click();
    await expect.poll(async () => (await find())?.state, { timeout: 20_000 }).toBe('inProgress');
    await rows().first().getByRole('button', { name: /处\s?理/ }).click();
    await expect.poll(() => page.getByTestId('order-state').textContent(), { timeout: 20_000 }).toBe('进行中');
    await expect.poll(() => page.getByTestId('order-events').textContent(), { timeout: 20_000 }).toContain('到达起点');

    // Forced completion: a confirmation, then the reason.
    await page.getByTestId('act-force').click();
    await page.getByRole('button', { name: /再次确认/ }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: /GD\d+/ }) });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.locator('textarea').fill('终点称重设备故障，现场照片确认已卸载');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('order-state').textContent(), { timeout: 60_000 }).toBe('已完成');
    const timeline = await page.getByTestId('order-events').textContent();
    for (const words of ['派单', '接单', '到达起点', '强制完成', '终点称重设备故障']) expect(timeline).toContain(words);
    const events = (await api.json<{ event: string }[]>(D('workOrder', 'events'), { id: order.id })).data.map((e) => e.event);
    expect(events).toEqual(['dispatched', 'accepted', 'arrived', 'forced']);
    await page.locator('.ant-drawer-close').click();
  }, 240_000);

  it('shows the command map: today’s orders by state, overdue apart, and the layers on the map', async () => {
    await m.open('map', '[data-testid="map-states"]', 30_000);
    await expect.poll(() => page.getByTestId('map-states').textContent(), { timeout: 20_000 }).toMatch(/待接单\d+[\s\S]*超时\d+/);
    await expect.poll(() => page.locator('[data-testid="command-map"] .leaflet-container').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('map-layers').textContent(), { timeout: 30_000 }).toMatch(/今日工单 [1-9]\d*车辆 [1-9]\d*作业人员 [1-9]\d*[\s\S]*告警 [1-9]/);
    expect(Number(await page.getByTestId('map-drawn').textContent())).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  }, 120_000);
});
