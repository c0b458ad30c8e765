// The bridge in Debian Chromium with real iframes: a placeholder host page embeds a fixture module page,
// on the same origin and across origins (127.0.0.1 and localhost), plus a third origin nobody allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { buildFixtures, FIXTURES, serveDir, type FixtureServer } from './support/fixtures';
import { frameOf, waitFor } from './support/pages';

let browser: Browser;
let built: { dir: string; remove(): void };
/** The host's origin. */
let hostSite: FixtureServer;
/** Another site (localhost): modules across origins. */
let moduleSite: FixtureServer;
/** A third origin that nobody allows. */
let thirdSite: FixtureServer;

beforeAll(async () => {
  built = await buildFixtures();
  hostSite = await serveDir(built.dir, '127.0.0.1');
  moduleSite = await serveDir(built.dir, 'localhost');
  thirdSite = await serveDir(built.dir, '127.0.0.1');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([hostSite?.close(), moduleSite?.close(), thirdSite?.close()]);
  built?.remove();
});

type HostWindow = {
  __host: {
    events: unknown[][];
    statuses: string[];
    handle: {
      status: string;
      moduleContractVersion?: number;
      error?: { code: string; message: string };
      module: Record<string, (...a: unknown[]) => Promise<unknown>>;
    };
    iframe: HTMLIFrameElement;
  };
};
type ModuleWindow = {
  __module: {
    mode?: string;
    context?: Record<string, unknown>;
    error?: { code: string; message: string };
    dirty: boolean;
    refreshed: number;
    contexts: unknown[];
    hrefAfterConnect?: string;
    connection: { host: Record<string, (...a: unknown[]) => Promise<unknown>> };
  };
};

const q = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined) as [string, string][]).toString();

/** Opens the placeholder host on `host`, embedding `path` of `module` (module query included). */
async function openHost(
  context: BrowserContext,
  options: { host?: FixtureServer; module: FixtureServer; path?: string; moduleQuery?: Record<string, string | number | undefined>; hostQuery?: Record<string, string | number | undefined>; allow?: string },
): Promise<{ page: Page; frame: () => Promise<Frame>; moduleUrl: string }> {
  const host = options.host ?? hostSite;
  const moduleUrl = options.module.url(`${options.path ?? `${FIXTURES}/module.html`}?${q({ hosts: host.origin, ...options.moduleQuery })}`);
  const page = await context.newPage();
  await page.goto(host.url(`${FIXTURES}/host.html?${q({ origins: options.allow ?? options.module.origin, module: moduleUrl, ...options.hostQuery })}`));
  return { page, moduleUrl, frame: () => frameOf(page, options.module.origin) };
}

const hostState = (page: Page) => page.evaluate(() => {
  const h = (window as unknown as HostWindow).__host;
  return { events: h.events, statuses: h.statuses, status: h.handle.status, version: h.handle.moduleContractVersion, error: h.handle.error && { code: h.handle.error.code, message: h.handle.error.message } };
});
const waitHostStatus = (page: Page, status: string, timeout = 10_000) =>
  page.waitForFunction((s) => (window as unknown as HostWindow).__host.handle?.status === s, status, { timeout, polling: 20 });
const moduleReady = (frame: Frame) =>
  waitFor(frame, () => {
    const m = (window as unknown as Partial<ModuleWindow>).__module;
    if (!m) return undefined;
    return m.mode ? { mode: m.mode, context: m.context } : m.error ? { error: m.error } : undefined;
  }) as Promise<{ mode?: string; context?: Record<string, unknown>; error?: { code: string; message: string } }>;
const callHost = (frame: Frame, method: string, ...args: unknown[]) =>
  frame.evaluate(([m, a]) => (window as unknown as ModuleWindow).__module.connection.host[m as string]!(...(a as unknown[])), [method, args] as const);
const callModule = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(([m, a]) => (window as unknown as HostWindow).__host.handle.module[m as string]!(...(a as unknown[])), [method, args] as const);

const expectedContext = {
  token: 'tok-123',
  tokenType: 'Bearer',
  tenantId: 't1',
  userId: 'u1',
  userName: '张三',
  systemCode: 'hwyy',
  systemTitle: '环卫运营',
  menuId: 'welcome.home',
  locale: 'zh-CN',
  theme: 'ClassicBlue',
};

for (const crossOrigin of [false, true]) {
  describe(crossOrigin ? 'across origins (127.0.0.1 host, localhost module)' : 'on the same origin', () => {
    const site = () => (crossOrigin ? moduleSite : hostSite);
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext();
    });
    afterAll(() => context?.close());

    it('delivers the host context to the module after a contract version handshake', async () => {
      const { page, frame } = await openHost(context, { module: site() });
      const ready = await moduleReady(await frame());
      expect(ready).toEqual({ mode: 'embedded', context: expectedContext });
      await waitHostStatus(page, 'connected');
      const state = await hostState(page);
      expect(state.version).toBe(1);
      expect(state.statuses).toEqual(['connected']);
      expect(state.events).toEqual([['getContext']]);
      await page.close();
    });

    it('lets the module open a tab by menu id, by address, and in a new window', async () => {
      const { page, frame } = await openHost(context, { module: site() });
      const f = await frame();
      await moduleReady(f);
      await callHost(f, 'openTab', { menuId: 'clgl.cars' });
      await callHost(f, 'openTab', { uri: '/modules/clgl/#/cars', title: '车辆档案', params: { carCode: '沪A1' } });
      await callHost(f, 'openTab', { uri: 'https://example.com/report', title: '报表', mode: 'window' });
      expect((await hostState(page)).events.slice(1)).toEqual([
        ['openTab', { menuId: 'clgl.cars' }],
        ['openTab', { uri: '/modules/clgl/#/cars', title: '车辆档案', params: { carCode: '沪A1' } }],
        ['openTab', { uri: 'https://example.com/report', title: '报表', mode: 'window' }],
      ]);
      await page.close();
    });

    it('passes tokenInvalid, setTitle, closeSelf and resize to the host', async () => {
      const { page, frame } = await openHost(context, { module: site() });
      const f = await frame();
      await moduleReady(f);
      await callHost(f, 'tokenInvalid', '401 from /cloud/x');
      await callHost(f, 'setTitle', '车辆档案');
      await callHost(f, 'resize', 640);
      await callHost(f, 'closeSelf');
      expect((await hostState(page)).events.slice(1)).toEqual([['tokenInvalid', '401 from /cloud/x'], ['setTitle', '车辆档案'], ['resize', 640], ['closeSelf']]);
      expect(await page.evaluate(() => (window as unknown as HostWindow).__host.iframe.style.height)).toBe('640px');
      await page.close();
    });

    it('reports the content height to the host when asked to (autoResize)', async () => {
      const { page, frame } = await openHost(context, { module: site(), moduleQuery: { autoResize: 1 } });
      const f = await frame();
      await moduleReady(f);
      const resized = () => page.evaluate(() => (window as unknown as HostWindow).__host.events.filter((e) => e[0] === 'resize').map((e) => e[1] as number));
      await page.waitForFunction(() => (window as unknown as HostWindow).__host.events.some((e) => e[0] === 'resize'));
      const first = (await resized())[0]!;
      expect(first).toBeLessThan(200);
      await f.evaluate(() => (window as unknown as { grow(px: number): void }).grow(900));
      await page.waitForFunction((h) => (window as unknown as HostWindow).__host.events.some((e) => e[0] === 'resize' && (e[1] as number) >= h + 900), first);
      expect(await page.evaluate(() => (window as unknown as HostWindow).__host.iframe.style.height)).toBe(`${(await resized()).at(-1)}px`);
      await page.close();
    });

    it('dims the host chrome while the module has a modal open (setOverlay)', async () => {
      const { page, frame } = await openHost(context, { module: site() });
      const f = await frame();
      await moduleReady(f);
      await callHost(f, 'setOverlay', true);
      expect(await page.evaluate(() => document.body.dataset.overlay)).toBe('true');
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).opacity)).toBe('0.4');
      await callHost(f, 'setOverlay', false);
      expect(await page.evaluate(() => document.body.dataset.overlay)).toBe('false');
      await page.close();
    });

    it('asks the module canClose (false with unsaved input), refresh and contextChanged', async () => {
      const { page, frame } = await openHost(context, { module: site() });
      const f = await frame();
      await moduleReady(f);
      await waitHostStatus(page, 'connected');
      expect(await callModule(page, 'canClose')).toBe(true);
      await f.evaluate(() => void ((window as unknown as ModuleWindow).__module.dirty = true));
      expect(await callModule(page, 'canClose')).toBe(false);
      await callModule(page, 'refresh');
      expect(await f.evaluate(() => (window as unknown as ModuleWindow).__module.refreshed)).toBe(1);
      await callModule(page, 'contextChanged', { ...expectedContext, token: 'tok-2', theme: 'TechBlue' });
      expect(await f.evaluate(() => (window as unknown as ModuleWindow).__module.connection)).toBeTruthy();
      const after = await f.evaluate(() => {
        const m = (window as unknown as ModuleWindow).__module;
        return { contexts: m.contexts, token: (m.connection as unknown as { context: { token: string } }).context.token };
      });
      expect(after).toEqual({ contexts: [{ ...expectedContext, token: 'tok-2', theme: 'TechBlue' }], token: 'tok-2' });
      await page.close();
    });

    it('reconnects on its own when the iframe reloads', async () => {
      const { page, frame } = await openHost(context, { module: site() });
      await moduleReady(await frame());
      await waitHostStatus(page, 'connected');
      await page.evaluate(() => {
        const { iframe } = (window as unknown as HostWindow).__host;
        iframe.src = iframe.src; // eslint-disable-line no-self-assign
      });
      await page.waitForFunction(() => (window as unknown as HostWindow).__host.statuses.length >= 3, undefined, { timeout: 10_000 });
      await waitHostStatus(page, 'connected');
      const f = await frame();
      expect(await moduleReady(f)).toEqual({ mode: 'embedded', context: expectedContext });
      const { statuses, events } = await hostState(page);
      expect(statuses[0]).toBe('connected');
      expect(statuses.slice(-2)).toEqual(['connecting', 'connected']);
      expect(events.filter((e) => e[0] === 'getContext')).toHaveLength(2);
      // The new document answers the host's calls.
      await f.evaluate(() => void ((window as unknown as ModuleWindow).__module.dirty = true));
      expect(await callModule(page, 'canClose')).toBe(false);
      await page.close();
    });

    it('connects again when the host re-attaches to the same frame (a React effect run twice)', async () => {
      const { page, frame } = await openHost(context, { module: site() });
      const f = await frame();
      await moduleReady(f);
      await waitHostStatus(page, 'connected');
      await page.evaluate(() => (window as unknown as { __host: { reattach(): void } }).__host.reattach());
      await waitHostStatus(page, 'connected');
      const state = await hostState(page);
      expect(state.statuses).toEqual(['connected', 'destroyed', 'connected']);
      expect(state.events).toEqual([['getContext'], ['getContext']]);
      await f.evaluate(() => void ((window as unknown as ModuleWindow).__module.dirty = true));
      expect(await callModule(page, 'canClose')).toBe(false);
      await callHost(f, 'setTitle', 'after re-attach');
      expect((await hostState(page)).events.at(-1)).toEqual(['setTitle', 'after re-attach']);
      await page.close();
    });

    it('reports a module page that died or navigated away as lost (liveness probe)', async () => {
      const { page, frame } = await openHost(context, { module: site(), hostQuery: { liveness: 200 } });
      await moduleReady(await frame());
      await waitHostStatus(page, 'connected');
      await page.evaluate((url) => void ((window as unknown as HostWindow).__host.iframe.src = url), site().url(`${FIXTURES}/plain.html`));
      await waitHostStatus(page, 'lost', 5_000);
      // On a loaded machine a probe may also time out while the module is merely busy (lost, then
      // connected again, which is the designed behaviour); after the navigation it stays lost.
      await page.waitForTimeout(1_000);
      const state = await hostState(page);
      expect(state.statuses[0]).toBe('connected');
      expect(state.statuses.at(-1)).toBe('lost');
      expect(state.error?.code).toBe('CONNECTION_TIMEOUT');
      await expect(callModule(page, 'canClose')).rejects.toThrow(/not connected/);
      await page.close();
    });

    // Only across sites: there Chromium runs the module in its own process, so the host stays responsive
    // while the module is busy (on one origin both share a thread).
    if (crossOrigin) it('reports a busy module as lost, then connected again once it answers', async () => {
      const { page, frame } = await openHost(context, { module: site(), hostQuery: { liveness: 200 } });
      const f = await frame();
      await moduleReady(f);
      await waitHostStatus(page, 'connected');
      void f.evaluate(() => (window as unknown as { busy(ms: number): void }).busy(1_500)).catch(() => undefined);
      await waitHostStatus(page, 'lost', 5_000);
      await waitHostStatus(page, 'connected', 5_000);
      expect((await hostState(page)).statuses).toEqual(['connected', 'lost', 'connected']);
      expect(await callModule(page, 'canClose')).toBe(true);
      await page.close();
    });

    it("honours the plain { type: 'openTab' } and { type: 'tokenInvalid' } messages of its module frame", async () => {
      const { page, frame } = await openHost(context, { module: site(), path: `${FIXTURES}/plain.html`, moduleQuery: { parent: hostSite.origin } });
      const f = await frame();
      await f.waitForFunction(() => 'postPlain' in window);
      await f.evaluate(() => {
        const post = (window as unknown as { postPlain(m: unknown): void }).postPlain;
        post({ type: 'openTab', url: '/modules/clgl/#/cars', name: '车辆档案', params: { a: 1 } });
        post({ type: 'openTab', menuId: 'clgl.cars' });
        post({ type: 'tokenInvalid' });
        post({ type: 'somethingElse' });
      });
      await page.waitForFunction(() => (window as unknown as HostWindow).__host.events.length >= 3);
      expect((await hostState(page)).events).toEqual([
        ['openTab', { uri: '/modules/clgl/#/cars', title: '车辆档案', params: { a: 1 } }],
        ['openTab', { menuId: 'clgl.cars' }],
        ['tokenInvalid', 'tokenInvalid message'],
      ]);
      await page.close();
    });
  });
}

describe('security: origins nobody allowed', () => {
  it('a module page on a third origin the host does not allow gets no context and no token', async () => {
    const context = await browser.newContext();
    // The host allows moduleSite only; the page comes from thirdSite (and would accept the host).
    const { page, frame } = await openHost(context, { module: thirdSite, allow: moduleSite.origin, moduleQuery: { connectTimeout: 1_000 }, hostQuery: { connectTimeout: 1_500 } });
    const ready = await moduleReady(await frame());
    expect(ready.mode).toBe('plain');
    expect(ready.context?.token).toBe('');
    await waitHostStatus(page, 'lost');
    const state = await hostState(page);
    expect(state.events).toEqual([]);
    expect(state.error?.code).toBe('CONNECTION_TIMEOUT');
    await context.close();
  });

  it('a portal on a third origin the module does not allow gets no connection, and the module no token', async () => {
    const context = await browser.newContext();
    // The portal (thirdSite) allows the module, but the module only accepts hostSite as its host.
    const moduleUrl = moduleSite.url(`${FIXTURES}/module.html?${q({ hosts: hostSite.origin, connectTimeout: 1_000 })}`);
    const page = await context.newPage();
    await page.goto(thirdSite.url(`${FIXTURES}/host.html?${q({ origins: moduleSite.origin, module: moduleUrl, connectTimeout: 1_500 })}`));
    const ready = await moduleReady(await frameOf(page, moduleSite.origin));
    expect(ready.mode).toBe('plain');
    expect(ready.context?.token).toBe('');
    await waitHostStatus(page, 'lost');
    expect((await hostState(page)).events).toEqual([]);
    await context.close();
  });

  it('ignores plain messages from a frame of an origin it does not allow', async () => {
    const context = await browser.newContext();
    const { page, frame } = await openHost(context, { module: thirdSite, allow: moduleSite.origin, path: `${FIXTURES}/plain.html`, moduleQuery: { parent: hostSite.origin } });
    const f = await frame();
    await f.waitForFunction(() => 'postPlain' in window);
    await f.evaluate(() => (window as unknown as { postPlain(m: unknown): void }).postPlain({ type: 'tokenInvalid' }));
    await page.waitForTimeout(300);
    expect((await hostState(page)).events).toEqual([]);
    await context.close();
  });
});

describe('shortcuts pressed in a frame', () => {
  it('sends Ctrl+K pressed before the connection is up once it is, not lost', async () => {
    const context = await browser.newContext();
    const { page, frame } = await openHost(context, { module: moduleSite, hostQuery: { attachDelay: 1500 } });
    const f = await frame();
    await f.waitForFunction(() => (window as unknown as Partial<ModuleWindow>).__module !== undefined);
    expect(await f.evaluate(() => (window as unknown as ModuleWindow).__module.mode)).toBeUndefined();
    await f.locator('body').click();
    await page.keyboard.press('Control+k');
    await waitHostStatus(page, 'connected');
    await page.waitForFunction(() => (window as unknown as HostWindow).__host.events.some((e) => e[0] === 'shortcut'), undefined, { timeout: 5_000 });
    expect((await hostState(page)).events.filter((e) => e[0] === 'shortcut')).toEqual([['shortcut', 'quickJump']]);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => (window as unknown as HostWindow).__host.events.filter((e) => e[0] === 'shortcut').length === 2, undefined, { timeout: 5_000 });
    await context.close();
  });
});

describe('contract versions', () => {
  it('a host accepts a module of the previous contract version', async () => {
    const context = await browser.newContext();
    const { page, frame } = await openHost(context, { module: moduleSite, hostQuery: { hostVersion: 2 }, moduleQuery: { moduleVersion: 1 } });
    expect((await moduleReady(await frame())).mode).toBe('embedded');
    await waitHostStatus(page, 'connected');
    expect((await hostState(page)).version).toBe(1);
    await context.close();
  });

  it('a host refuses an older module and says so on both sides', async () => {
    const context = await browser.newContext();
    const { page, frame } = await openHost(context, { module: moduleSite, hostQuery: { hostVersion: 3 }, moduleQuery: { moduleVersion: 1 } });
    const ready = await moduleReady(await frame());
    expect(ready.error?.code).toBe('INCOMPATIBLE_VERSION');
    expect(ready.error?.message).toContain('module speaks bridge contract 1; this host accepts 3 and 2');
    await waitHostStatus(page, 'incompatible');
    const state = await hostState(page);
    expect(state.error).toMatchObject({ code: 'INCOMPATIBLE_VERSION' });
    expect(state.error?.message).toContain('too old');
    expect(state.events).toEqual([]);
    await context.close();
  });

  it('a host refuses a newer module', async () => {
    const context = await browser.newContext();
    const { page, frame } = await openHost(context, { module: moduleSite, moduleQuery: { moduleVersion: 2 } });
    expect((await moduleReady(await frame())).error?.message).toContain('the module is newer than this host');
    await waitHostStatus(page, 'incompatible');
    await context.close();
  });
});

describe('a module page alone in a window', () => {
  it('reads its context from the address and removes the token from it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const params = q({ hosts: hostSite.origin, systemCode: 'clgl', title: '车辆管理', token: 'url-token', token_type: 'Bearer', tenantId: 't9', userId: 'u9', name: '李四', menuId: 'clgl.cars' });
    await page.goto(moduleSite.url(`${FIXTURES}/module.html?${params}#/cars`));
    const ready = await moduleReady(page.mainFrame());
    expect(ready).toEqual({
      mode: 'standalone',
      context: { token: 'url-token', tokenType: 'Bearer', tenantId: 't9', userId: 'u9', userName: '李四', systemCode: 'clgl', systemTitle: '车辆管理', menuId: 'clgl.cars', locale: 'zh-CN', theme: 'ClassicBlue' },
    });
    const url = new URL(page.url());
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('systemCode')).toBe('clgl');
    expect(url.hash).toBe('#/cars');
    await context.close();
  });

  it('reads access_token from a hash-route query and hides it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(moduleSite.url(`${FIXTURES}/module.html?hosts=${encodeURIComponent(hostSite.origin)}#/layout?access_token=hash-token&systemCode=hwyy`));
    const ready = await moduleReady(page.mainFrame());
    expect(ready.context).toMatchObject({ token: 'hash-token', systemCode: 'hwyy' });
    expect(new URL(page.url()).hash).toBe('#/layout?systemCode=hwyy');
    await context.close();
  });

  it('falls back to the systemInfo cache, then to localStorage.access_token; takes the shell’s saved language unless the address names one', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const moduleUrl = moduleSite.url(`${FIXTURES}/module.html?hosts=${encodeURIComponent(hostSite.origin)}`);
    await page.goto(moduleUrl);
    await moduleReady(page.mainFrame());
    // encodeSystemInfo as the host writes it: JSON, UTF-8, base64 twice.
    await page.evaluate(() => {
      const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
      localStorage.setItem('systemInfo', b64(b64(JSON.stringify({ tenantId: 't-si', userId: 'u-si', token: 'si-token', access_token: 'si-token' }))));
    });
    await page.reload();
    expect((await moduleReady(page.mainFrame())).context).toMatchObject({ token: 'si-token', tenantId: 't-si', userId: 'u-si' });
    await page.evaluate(() => {
      localStorage.removeItem('systemInfo');
      localStorage.setItem('access_token', 'ls-token');
    });
    await page.reload();
    expect((await moduleReady(page.mainFrame())).context).toMatchObject({ token: 'ls-token', tenantId: '', locale: 'zh-CN' });
    // The language the user chose last in the shell of this origin; the address still wins.
    await page.evaluate(() => localStorage.setItem('urbanops.locale', 'en-US'));
    await page.reload();
    expect((await moduleReady(page.mainFrame())).context).toMatchObject({ token: 'ls-token', locale: 'en-US' });
    await page.goto(`${moduleUrl}&locale=zh-CN`);
    expect((await moduleReady(page.mainFrame())).context).toMatchObject({ locale: 'zh-CN' });
    await context.close();
  });

  it('opens a tab as a new window, and sends a refused token to the login address', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = hostSite.url(`${FIXTURES}/plain.html?login=2`);
    await page.goto(moduleSite.url(`${FIXTURES}/module.html?${q({ hosts: hostSite.origin, token: 't', systemCode: 'clgl', loginUrl: login })}`));
    await moduleReady(page.mainFrame());
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      callHost(page.mainFrame(), 'openTab', { uri: `${FIXTURES}/plain.html#/cars`, title: '车辆', params: { carCode: '沪A1' } }),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(moduleSite.url(`${FIXTURES}/plain.html#/cars?carCode=%E6%B2%AAA1`));
    const [menuPopup] = await Promise.all([context.waitForEvent('page'), callHost(page.mainFrame(), 'openTab', { menuId: 'clgl.cars' })]);
    await menuPopup.waitForLoadState();
    expect(menuPopup.url()).toBe(moduleSite.url('/#/layout?systemCode=clgl&menuId=clgl.cars'));
    await Promise.all([page.waitForURL(login), callHost(page.mainFrame(), 'tokenInvalid', '401').catch(() => undefined)]);
    await context.close();
  });

  it('goes to the login address when no token is found', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = hostSite.url(`${FIXTURES}/plain.html?login=1`);
    await page.goto(moduleSite.url(`${FIXTURES}/module.html?${q({ hosts: hostSite.origin, loginUrl: login })}`));
    await page.waitForURL(login);
    await context.close();
  });
});

describe('a module framed by a parent that does not speak the bridge', () => {
  it('posts the plain tokenInvalid and openTab messages to that parent, addressed to an allowed origin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const moduleUrl = moduleSite.url(`${FIXTURES}/module.html?${q({ hosts: hostSite.origin, connectTimeout: 500, token: 'plain-token' })}`);
    await page.goto(hostSite.url(`${FIXTURES}/legacy-parent.html?module=${encodeURIComponent(moduleUrl)}`));
    const frame = await frameOf(page, moduleSite.origin);
    const ready = await moduleReady(frame);
    expect(ready).toMatchObject({ mode: 'plain', context: { token: 'plain-token' } });
    expect(await frame.evaluate(() => location.search.includes('token='))).toBe(false);
    await callHost(frame, 'tokenInvalid', '401 from /cloud/x');
    await callHost(frame, 'openTab', { menuId: 'clgl.cars' });
    await page.waitForFunction(() => (window as unknown as { __received: unknown[] }).__received.length >= 2);
    expect(await page.evaluate(() => (window as unknown as { __received: unknown[] }).__received)).toEqual([
      { origin: moduleSite.origin, data: { type: 'tokenInvalid', reason: '401 from /cloud/x' } },
      { origin: moduleSite.origin, data: { type: 'openTab', menuId: 'clgl.cars' } },
    ]);
    await context.close();
  });
});
