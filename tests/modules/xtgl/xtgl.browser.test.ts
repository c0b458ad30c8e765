// 系统管理 end to end in Chromium on the built pages and the real server: the administrator creates
// a role in the shell, grants it one menu entry of 综合管理 and one function, creates a user with it;
// that user signs in and sees exactly that entry, the module hides the button of the function not
// granted and the server refuses its call. Then the header bell: unread count, list, mark one and
// all read, and a notice pushed while the shell is open arriving without a reload. Last, the messaging
// app bound, the admin's own account bound by a one-time code, ccx signed in by ticket, the HR sync.
// Users' photos show in 用户管理 and the selected ones download as one .zip (file/batchDownload).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickUntilGone, launchBrowser } from '../../support/browser';
import { signIn, startServer, type TestServer } from '../../support/server';
import { activeFrame, openShell } from '../../support/shell';
import { call, PNG } from '../../server/helpers';

let server: TestServer;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ modules: ['welcome', 'demo', 'xtgl'], demoDevices: false, noticePollMs: 1000 });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});


/** antd puts a space between the two characters of a two-character button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);

async function openEntry(page: Page, entry: string) {
  const group = page.getByRole('menuitem', { name: /系统管理/ });
  if (!(await page.getByRole('menuitem', { name: entry }).isVisible())) await group.click();
  await page.getByRole('menuitem', { name: entry }).click();
  return activeFrame(page);
}

describe('roles and grants in the shell', { timeout: 180_000 }, () => {
  it('grants a new role one menu and one function; its user sees exactly that menu, the other buttons hidden and their calls refused', async () => {
    const shell = await openShell(browser, server.url, '综合管理');
    shell.page.on('pageerror', (e) => errors.push(e.message));
    let frame = await openEntry(shell.page, '角色授权');
    await frame.getByRole('button', { name: label('新增') }).click();
    await frame.getByLabel('角色编码').fill('student_clerk');
    await frame.getByLabel('角色名称').fill('学生文员');
    await clickUntilGone(frame.locator('.ant-modal'), frame.locator('.ant-modal').getByRole('button', { name: /确\s*定|OK/ }));
    await frame.getByRole('cell', { name: '学生文员' }).click();
    const menus = frame.getByTestId('grant-menus');
    const student = menus.locator('.ant-tree-treenode').filter({ hasText: '学生管理' }).locator('.ant-tree-checkbox');
    // Choose 综合管理 until its menu tree shows: under load a click on the opening dropdown's option can miss.
    for (let attempt = 0; attempt < 4 && (await student.count()) === 0; attempt++) {
      await frame.getByRole('combobox', { name: '系统' }).click();
      await frame.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '综合管理' }).click({ timeout: 10_000 }).catch(() => undefined);
      await student.first().waitFor({ timeout: 10_000 }).catch(() => undefined);
    }
    await student.click();
    await frame.getByLabel('demo.student.update').check();
    await frame.getByRole('button', { name: '保存授权' }).click();
    await frame.getByText('授权已保存，用户下次加载菜单时生效').waitFor();

    frame = await openEntry(shell.page, '用户管理');
    await frame.getByRole('button', { name: label('新增') }).click();
    await frame.getByLabel('用户名').fill('clerk2');
    await frame.getByLabel('姓名').fill('孙文员');
    await frame.getByLabel('初始密码').fill('Clerk@2026');
    await frame.getByLabel('角色').click();
    await frame.locator('.ant-select-item-option').filter({ hasText: '学生文员' }).click();
    await clickUntilGone(frame.locator('.ant-modal'), frame.locator('.ant-modal').getByRole('button', { name: /确\s*定|OK/ }));
    await frame.getByRole('cell', { name: 'clerk2' }).waitFor();
    await shell.close();

    // The clerk holds one system: sign-in goes straight to the layout, with exactly the granted entry.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/#/`);
    await page.getByLabel('用户名').fill('clerk2');
    await page.getByLabel('密码', { exact: true }).fill('Clerk@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('layout').waitFor();
    await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(['学生管理']);
    await page.getByRole('menuitem', { name: '学生管理' }).click();
    const students = activeFrame(page);
    await students.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 20_000 });
    expect(await students.getByRole('button', { name: label('编辑') }).count()).toBeGreaterThan(0);
    for (const text of ['新增', '删除', '导入', '导出']) expect(await students.getByRole('button', { name: label(text) }).count(), text).toBe(0);
    await context.close();

    const { token } = await signIn(server.url, 'clerk2', 'Clerk@2026');
    const refused = await call(server.url, '/cloud/demo/web/student/delete', { token, json: { ids: '1' } });
    expect([refused.status, refused.body.msg]).toEqual([403, '无权执行该操作（需要功能 demo.student.delete）']);
    const menu = await call(server.url, '/cloud/management/util/getMenuJson.sa?systemCode=hwyy', { token });
    expect(menu.body.result).not.toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('users\' photos', { timeout: 120_000 }, () => {
  it('shows a user\'s photo in 用户管理 and downloads the selected users\' photos as one .zip', async () => {
    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const uploaded = (await (await fetch(`${server.url}/cloud/management/rest/np/file/uploadPhoto`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as { data: { id: string } };
    expect((await call(server.url, '/cloud/management/rest/np/user/changePhoto', { token, json: { photoId: uploaded.data.id } })).body.result).toBe(0);

    const shell = await openShell(browser, server.url, '综合管理');
    shell.page.on('pageerror', (e) => errors.push(e.message));
    const frame = await openEntry(shell.page, '用户管理');
    const row = frame.locator('tr.ant-table-row').filter({ has: frame.getByRole('cell', { name: 'admin', exact: true }) });
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const download = frame.getByRole('button', { name: /下载照片/ });
    expect(await download.isDisabled()).toBe(true);
    await row.getByRole('checkbox').check();
    await frame.getByRole('button', { name: '下载照片 (1)' }).waitFor();
    const saved = shell.page.waitForEvent('download');
    await download.click();
    const archive = await saved;
    expect(archive.suggestedFilename()).toBe('用户照片.zip');
    const out = mkdtempSync(join(tmpdir(), 'urbanops-xtgl-photos-'));
    execFileSync('unzip', ['-q', await archive.path(), '-d', out]);
    expect(readdirSync(out)).toEqual([`${uploaded.data.id}.png`]);
    expect(readFileSync(join(out, `${uploaded.data.id}.png`)).equals(PNG)).toBe(true);
    rmSync(out, { recursive: true, force: true });
    await shell.close();
    expect(errors).toEqual([]);
  });
});

describe('the header bell', { timeout: 120_000 }, () => {
  it('shows the unread count and the latest notices, marks one and all read, and shows a new notice without a reload', async () => {
    const shell = await openShell(browser, server.url, '综合管理');
    const { page } = shell;
    const bell = page.getByTestId('notice-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('通知: 2 条未读通知');
    await bell.click();
    const list = page.getByTestId('notice-list');
    await expect.poll(() => list.locator('.ant-list-item').count()).toBe(3);
    expect(await list.locator('.ant-list-item').first().innerText()).toContain('拱墅区3号公厕氨气浓度超标');
    await list.locator('.ant-list-item').first().getByRole('button', { name: '标为已读' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('通知: 1 条未读通知');

    const { token } = await signIn(server.url, 'admin', 'Admin@2026');
    const pushed = await call(server.url, '/cloud/management/rest/np/notice/push', { token, json: { userIds: ['1001'], category: 'alarm', title: '上城区垃圾中转站满溢', content: '请调度清运车辆' } });
    expect(pushed.body.data).toEqual({ sent: 1 });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('通知: 2 条未读通知');
    await expect.poll(() => list.locator('.ant-list-item').first().innerText()).toContain('上城区垃圾中转站满溢');
    await page.getByRole('button', { name: '全部已读' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('通知');
    await shell.close();
  });
});

describe('the messaging app and ccx', { timeout: 120_000 }, () => {
  it('binds the tenant\'s messaging app, binds the admin\'s own account by a one-time code, signs in to ccx by ticket and syncs HR companies', async () => {
    const shell = await openShell(browser, server.url, '综合管理');
    let frame = await openEntry(shell.page, '消息应用');
    const row = frame.getByRole('row').filter({ hasText: '杭州环境集团服务号' });
    await expect.poll(() => row.innerText()).toContain('demo****0001');
    await row.getByRole('button', { name: '绑定为平台' }).click();
    await frame.getByText(/本租户已绑定：杭州环境集团服务号/).waitFor();
    await frame.getByRole('button', { name: '获取绑定码' }).click();
    const code = (await frame.getByTestId('bind-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await frame.getByLabel('绑定码').fill(code);
    await frame.getByRole('button', { name: '核对绑定码' }).click();
    await frame.getByText('绑定码属于：张建国（admin）').waitFor();
    await frame.getByLabel('消息账号 openId').fill('oHzAdmin000000009');
    await frame.getByRole('button', { name: '确认绑定' }).click();
    await expect.poll(() => frame.getByTestId('account-state').innerText()).toMatch(/^已绑定 .*（oHzA\*\*\*\*0009）/);

    frame = await openEntry(shell.page, '关联应用');
    await frame.getByRole('button', { name: '登录城管通' }).click();
    await expect.poll(() => frame.getByTestId('ccx-user').innerText()).toContain('已登录城管通：张建国（admin）');
    // Signed in, the screen reads ccx's vehicle types at once, headed in words.
    await frame.getByRole('cell', { name: '压缩式垃圾车', exact: true }).waitFor();
    await frame.getByRole('columnheader', { name: '名称', exact: true }).waitFor();
    expect(shell.page.url()).not.toMatch(/ticket|token/);

    // The HR sync from the demo source: a preview writes nothing, apply brings the new company in.
    frame = await openEntry(shell.page, '组织机构');
    await frame.getByRole('button', { name: '人事同步' }).click();
    await frame.getByRole('button', { name: '预览变化' }).click();
    await expect.poll(() => frame.getByTestId('ehr-summary').innerText()).toContain('预览：新增 1，更新 0');
    await frame.getByRole('cell', { name: '杭州城环再生资源有限公司', exact: true }).waitFor();
    await frame.getByRole('button', { name: '应用同步' }).click();
    await expect.poll(() => frame.getByTestId('ehr-summary').innerText()).toContain('已同步：新增 1');
    await clickUntilGone(frame.locator('.ant-modal'), frame.locator('.ant-modal-close'));
    await frame.locator('.ant-tree').getByText('杭州城环再生资源有限公司').first().waitFor();
    expect(errors).toEqual([]);
    await shell.close();
  });
});
