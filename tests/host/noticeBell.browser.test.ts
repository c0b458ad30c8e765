// The header bell in Chromium: notices grouped by their business (指挥调度's alarms apart from the
// system's), an alarm of 指挥调度 one click from "create a work order" — 派单 opens 调度工单 in a shell tab
// with the create form filled in from that alarm, and the notice is read; a notice held for quiet hours
// is not shown before its time.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { signIn, startServer, workdayClock, type TestServer } from '../support/server';
import { activeFrame, openShell } from '../support/shell';
import { client } from '../modules/clgl/support';
import { D, ingest } from '../modules/ddzh/support';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ modules: ['welcome', 'clgl', 'wtsb', 'ddzh'], noticePollMs: 1000, now: workdayClock() });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Row = Record<string, unknown> & { id: number };

describe('the header bell', { timeout: 180_000 }, () => {
  it('groups notices by business and opens the work order form filled in from an alarm in one click', async () => {
    const api = client(server.url, (await signIn(server.url, 'admin', 'Admin@2026')).token);
    // A toilet sensor beyond its rule; gathering raises the alarm and its rule sends it to the bell.
    await ingest(server.url, 'dv-demo-1-t1', 'T-101', [{ t: server.now(), values: { nh3: 8.75 } }]);
    expect((await api.json(D('alarm', 'gather'), {})).result).toBe(0);
    const alarm = (await api.json<{ records: Row[] }>(D('alarm', 'pageList'), { type: 'toilet', pageSize: 100 })).data.records.find((a) => Number(a.value) === 8.75)!;
    expect(alarm).toBeTruthy();

    const shell = await openShell(browser, server.url, '城市管理');
    const { page } = shell;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const bell = page.getByTestId('notice-bell');
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 }).toMatch(/条未读通知/);
    await bell.click();
    const group = page.getByTestId('notice-group-ddzh');
    await expect.poll(() => group.textContent(), { timeout: 20_000 }).toContain('指挥调度');
    const item = group.getByTestId('notice-item').filter({ hasText: String(alarm.objectName) }).filter({ hasText: '8.75ppm' }).first();
    await item.waitFor({ timeout: 20_000 });
    const unreadBefore = await bell.getAttribute('aria-label');
    await item.getByTestId('notice-link').click();

    // 调度工单 opens in a tab with the create form filled in from the alarm.
    const frame = activeFrame(page);
    const title = frame.locator('.ant-drawer [id$="title"]').first();
    await expect.poll(() => title.inputValue().catch(() => ''), { timeout: 60_000 }).toContain(String(alarm.objectName));
    expect(await frame.locator('.ant-drawer [id$="originName"]').first().inputValue()).toBe(String(alarm.place ?? alarm.objectName));
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 }).not.toBe(unreadBefore);
    expect(errors).toEqual([]);
    await shell.close();
  });
});
