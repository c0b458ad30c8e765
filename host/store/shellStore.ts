/**
 * The shell store: session, system, menu and tabs in one owner (GUIDE.md §12). Framework-free: a
 * zustand vanilla store plus actions with injected effects; React reads it through useShell.
 */
import { createStore } from 'zustand/vanilla';
import { readSystemInfo } from '../../bridge/systemInfo';
import { STORAGE_KEYS } from '../../bridge/contract';
import { findMenu, initialOpenKeys, menuLeaves, normalizeMenu, welcomeMenu } from '../core/menu';
import { linkTokenChoice, linkTokenOf, parseSystemList, pickSystem, resolveToken, withoutLinkToken, type SystemEntry } from '../core/session';
import { buildModuleContext } from '../core/moduleContext';
import { restoreTabs, serializeTabs, tabsStorageKey, emptyTabs, DEFAULT_KEEP_ALIVE_TABS, DEFAULT_MAX_TABS } from '../core/tabModel';
import { emptyPrefs, prefsKey, readPrefs, toggleSubscribed, type PageRef } from '../core/prefs';
import { createExpiryCountdown } from '../core/loginExpiry';
import { createMenuSearch } from '../core/menuSearch';
import { clearRemember, clearSession, storeSession } from '../core/loginFlow';
import { isOk, TransportError } from '../core/transport';
import { t } from '../i18n';
import { tabActions } from './tabActions';
import type { ShellContext } from './context';
import type { FrameHooks, LinkIdentity, ShellDeps, ShellState } from './types';

/** Where a user's photo is served. */
export const photoUrl = (photoId: string) => `/cloud/management/rest/np/file/photo/${encodeURIComponent(photoId)}`;

/** Local-storage key of the multi-tab switch ('0' turns it off). */
export const MULTI_TAB_KEY = 'urbanops.multipleTab';

export const initialShellState = (): ShellState => ({
  status: 'idle',
  config: { loginUrl: '', allowedOrigins: { hosts: [], modules: [] }, menuClearCache: true, maxTabs: DEFAULT_MAX_TABS, keepAliveTabs: DEFAULT_KEEP_ALIVE_TABS, noticePollMs: 30000 },
  loginInfo: null,
  systemList: [],
  currentSystem: null,
  systemName: '',
  systemMenu: [],
  systemPages: [],
  systemMainPage: null,
  collapsed: false,
  openKeys: [],
  fullWindow: false,
  multipleTab: true,
  isShowNotice: true,
  isShowQuickJump: true,
  quickJumpUrl: '',
  menuExpandType: 'first',
  tabs: emptyTabs,
  overlays: {},
  menuSearchRes: [],
  prefs: emptyPrefs,
  expirySeconds: null,
  linkIdentity: null,
});

/** What a bootstrap does after the session is known (the main page neither restores nor opens tabs). */
export type BootstrapOptions = { restoreTabs?: boolean; openTabs?: boolean };

export function createShell(deps: ShellDeps, initial: Partial<ShellState> = {}) {
  const store = createStore<ShellState>()(() => ({
    ...initialShellState(),
    multipleTab: deps.local.getItem(MULTI_TAB_KEY) !== '0',
    ...initial,
  }));
  const ctx: ShellContext = {
    store,
    deps,
    frames: new Map(),
    visitIds: new Map(),
    visit: null,
    moduleContext: (menuId) => buildModuleContext(store.getState(), { menuId, locale: deps.locale(), theme: deps.theme() }),
    savePrefs() {
      const { loginInfo, prefs } = store.getState();
      if (loginInfo) deps.local.setItem(prefsKey(loginInfo.userId), JSON.stringify(prefs));
    },
  };
  const tabs = tabActions(ctx);
  /** The bootstrap waiting for the user to confirm a deep link's token (status `confirmLink`). */
  let pendingLink: { params: URLSearchParams; options: BootstrapOptions } | null = null;
  let checkingLink = false;

  // Open tabs and the active one are kept per user and host (shell.md §4).
  store.subscribe((state, previous) => {
    if (state.tabs !== previous.tabs && state.loginInfo && state.status === 'ready') {
      deps.session.setItem(tabsStorageKey(state.loginInfo.userId, deps.host), serializeTabs(state.tabs));
    }
  });

  const countdown = createExpiryCountdown({
    onTick: (n) => store.setState({ expirySeconds: n }),
    onDone: () => {
      store.setState({ expirySeconds: null });
      clearSession(deps.local);
      deps.navigate('/', { replace: true });
    },
    ...(deps.setTimer && deps.clearTimer
      ? { timers: { setInterval: deps.setTimer, clearInterval: deps.clearTimer } }
      : {}),
  });

  const searcher = createMenuSearch({
    search: async (keyword) => {
      const { loginInfo, currentSystem } = store.getState();
      const reply = await deps.api.menuSearch({
        keyword,
        userId: loginInfo?.userId ?? '',
        tenantId: loginInfo?.tenantId ?? '',
        systemCode: currentSystem?.code ?? '',
      });
      return reply.data;
    },
    onResults: (menuSearchRes) => store.setState({ menuSearchRes }),
  });

  /** Any 401 (the transport's hook, a module's tokenInvalid): the countdown, or 'process already running' when one is under way. */
  function tokenInvalid(): void {
    // A deep link's refused token is not a session that expired: the link check says so itself.
    if (checkingLink) return;
    if (countdown.trigger() === 'running') deps.notify.warning(t('session.alreadyRunning'));
  }

  async function loadMenu(systemCode: string): Promise<void> {
    const { loginInfo, menuExpandType } = store.getState();
    if (!loginInfo) return;
    const reply = await deps.api.menu({ tenantId: loginInfo.tenantId, userId: loginInfo.userId, token: loginInfo.token, systemCode });
    const systemMenu = isOk(reply) ? normalizeMenu(reply.data) : [];
    store.setState({
      systemMenu,
      systemPages: menuLeaves(systemMenu),
      systemMainPage: welcomeMenu(systemMenu),
      openKeys: initialOpenKeys(systemMenu, menuExpandType),
    });
  }

  /**
   * Takes the session from the spec's caches into the store (shell.md §4, in this order: stored system
   * info, the address's token or access_token, then local storage's access_token). The store is their
   * only reader in the shell; it writes them back once the user is known. False when there is no token.
   */
  function resume(params: URLSearchParams = new URLSearchParams()): boolean {
    const info = readSystemInfo(deps.local);
    const token = resolveToken({ systemInfoToken: info?.token, params, storedAccessToken: deps.local.getItem(STORAGE_KEYS.accessToken) });
    if (!token) return false;
    if (store.getState().loginInfo?.token !== token) {
      const [tenantId, userId] = info?.token === token ? [info.tenantId, info.userId] : [params.get('tenantId') ?? '', params.get('userId') ?? ''];
      store.setState({ loginInfo: { tenantId, userId, userName: '', token, photoUrl: '' } });
    }
    return true;
  }

  /** The user's systems from `/casServer/user` (the system selection page); none when the call fails. */
  async function loadSystems(): Promise<SystemEntry[]> {
    try {
      const reply = await deps.api.user();
      return isOk(reply) && reply.data ? parseSystemList(reply.data.systemList) : [];
    } catch {
      return [];
    }
  }

  /** The token of a session this browser holds (the store's, systemInfo's or local storage's access_token). */
  function sessionToken(): string | null {
    return store.getState().loginInfo?.token || readSystemInfo(deps.local)?.token || deps.local.getItem(STORAGE_KEYS.accessToken) || null;
  }

  /** Whom a token belongs to, asked from the server with that token; null when it is refused. */
  async function identify(token: string): Promise<LinkIdentity | null> {
    checkingLink = true;
    try {
      const reply = await deps.api.user(token);
      if (!isOk(reply) || !reply.data) return null;
      const d = reply.data;
      return { userName: d.userName, name: d.name, tenantId: String(d.tenantId), tenantName: d.tenantName ?? '' };
    } catch {
      return null;
    } finally {
      checkingLink = false;
    }
  }

  /**
   * The session bootstrap of shell.md §4, then the menuId / address / welcome tab. A token in the
   * address (a deep link) is used only when this browser holds no other session and the user confirms
   * whose it is (status `confirmLink`, then {@link confirmLink} or {@link cancelLink}); with another
   * session, that session is kept and the user is told.
   */
  async function bootstrap(params: URLSearchParams, options: BootstrapOptions = {}): Promise<void> {
    store.setState({ status: 'loading' });
    const config = await deps.api.appConfig();
    const keepAliveTabs = config.keepAliveTabs !== undefined && config.keepAliveTabs > 0 ? config.keepAliveTabs : DEFAULT_KEEP_ALIVE_TABS;
    store.setState({ config: { ...config, maxTabs: config.maxTabs > 0 ? config.maxTabs : DEFAULT_MAX_TABS, keepAliveTabs } });
    const linkToken = linkTokenOf(params);
    const choice = linkTokenChoice(linkToken, sessionToken());
    if (choice === 'keepSession') deps.notify.warning(t('link.kept'));
    if (choice === 'confirm' && linkToken) {
      const identity = await identify(linkToken);
      if (!identity) {
        store.setState({ status: 'noToken' });
        return;
      }
      pendingLink = { params, options };
      store.setState({ status: 'confirmLink', linkIdentity: identity });
      return;
    }
    await enter(choice === 'keepSession' ? withoutLinkToken(params) : params, options);
  }

  /** The user confirmed the deep link's account: the bootstrap goes on with its token. */
  async function confirmLink(): Promise<void> {
    const pending = pendingLink;
    if (!pending) return;
    pendingLink = null;
    store.setState({ status: 'loading', linkIdentity: null });
    await enter(pending.params, pending.options);
  }

  /** The user refused the deep link's account: its token is dropped, and the login page shown. */
  function cancelLink(): void {
    pendingLink = null;
    store.setState({ status: 'idle', linkIdentity: null });
    deps.navigate('/', { replace: true });
  }

  async function enter(params: URLSearchParams, options: BootstrapOptions): Promise<void> {
    if (!resume(params)) {
      store.setState({ status: 'noToken' });
      const { loginUrl } = store.getState().config;
      if (loginUrl) deps.assign(loginUrl);
      return;
    }
    try {
      const user = await deps.api.user();
      if (!isOk(user) || !user.data) throw new Error(user.msg || 'user');
      const token = store.getState().loginInfo?.token ?? '';
      const loginInfo = {
        tenantId: String(user.data.tenantId),
        userId: String(user.data.userId),
        userName: user.data.name,
        token,
        photoUrl: user.data.photoId ? photoUrl(user.data.photoId) : '',
      };
      storeSession(deps.local, { tenantId: loginInfo.tenantId, userId: loginInfo.userId, token });
      const systemList = parseSystemList(user.data.systemList);
      const currentSystem = pickSystem(systemList, params.get('systemCode'));
      const prefs = readPrefs(deps.local.getItem(prefsKey(loginInfo.userId)));
      store.setState({ loginInfo, systemList, currentSystem, systemName: currentSystem?.name ?? '', prefs });
      if (currentSystem) await loadMenu(currentSystem.code);
      const restored = options.restoreTabs === false ? emptyTabs : restoreTabs(deps.session.getItem(tabsStorageKey(loginInfo.userId, deps.host)));
      store.setState({ tabs: store.getState().multipleTab ? tabs.refreshRestored(restored) : emptyTabs, status: 'ready' });
    } catch (error) {
      store.setState({ status: 'error' });
      if (!(error instanceof TransportError && error.status === 401)) deps.notify.error((error as Error).message);
      return;
    }
    if (options.openTabs === false) return;
    const menuId = params.get('menuId');
    const uri = params.get('uri');
    if (menuId) {
      await tabs.openMenu(menuId);
      const state = store.getState();
      const index = state.tabs.tabs.findIndex((tab) => tab.key === menuId);
      const first = state.tabs.tabs[0];
      if (index > 0 && first) tabs.reorder(menuId, first.key);
    } else if (uri) {
      await tabs.openAddress({ uri, title: params.get('tabTitle') ?? uri });
    } else if (!store.getState().tabs.tabs.length || !store.getState().multipleTab) {
      const welcome = store.getState().systemMainPage;
      if (welcome) await tabs.openMenu(welcome.id);
    } else tabs.enterVisit();
  }

  async function logout(): Promise<void> {
    tabs.leaveVisit();
    await deps.api.logout().catch(() => undefined);
    clearRemember(deps.local);
    clearSession(deps.local);
    store.setState({ ...initialShellState(), multipleTab: store.getState().multipleTab });
    deps.navigate('/', { replace: true, state: { message: 'loggedOut' } });
  }

  return {
    store,
    /** The shell's calls to the server; they carry the session's token (the transport reads it from the store). */
    api: deps.api,
    resume,
    loadSystems,
    /** The module context of the session now, placed on a menu entry when given (the bridge's getContext). */
    moduleContext: ctx.moduleContext,
    bootstrap,
    confirmLink,
    cancelLink,
    loadMenu,
    tokenInvalid,
    logout,
    ...tabs,
    async selectSystem(code: string): Promise<void> {
      const system = pickSystem(store.getState().systemList, code);
      if (!system) return;
      store.setState({ currentSystem: system, systemName: system.name, menuSearchRes: [] });
      await loadMenu(system.code);
    },
    searchMenu: (text: string) => searcher.input(text),
    /**
     * After a language switch: the systems, the menu and the titles of the open menu tabs again, in the
     * new language (the server names them by the call's Accept-Language).
     */
    async relocalize(): Promise<void> {
      if (store.getState().status !== 'ready') return;
      const systemList = await loadSystems();
      if (systemList.length) {
        const currentSystem = pickSystem(systemList, store.getState().currentSystem?.code);
        store.setState({ systemList, currentSystem, systemName: currentSystem?.name ?? '' });
      }
      const { openKeys } = store.getState();
      const code = store.getState().currentSystem?.code;
      if (code) await loadMenu(code);
      store.setState({ openKeys }); // the same entries: the groups the user opened stay open
      const menu = store.getState().systemMenu;
      for (const tab of store.getState().tabs.tabs) {
        const found = tab.menuId ? findMenu(menu, tab.menuId) : null;
        if (found && found.node.name !== tab.title) tabs.rename(tab.key, found.node.name);
      }
    },
    async changePhoto(file: Blob): Promise<boolean> {
      try {
        const url = await deps.api.changePhoto(file, ctx.moduleContext().token || null);
        const info = store.getState().loginInfo;
        if (info) store.setState({ loginInfo: { ...info, photoUrl: url } });
        return true;
      } catch (error) {
        deps.notify.error((error as Error).message || t('login.requestFailed'));
        return false;
      }
    },
    toggleCollapsed: () => store.setState({ collapsed: !store.getState().collapsed }),
    /** Multi-tab mode (on by default, remembered): off keeps only the shown page in one content pane. */
    async setMultipleTab(on: boolean): Promise<void> {
      deps.local.setItem(MULTI_TAB_KEY, on ? '1' : '0');
      const open = store.getState().tabs;
      if (!on) {
        const others = open.tabs.filter((tab) => tab.key !== open.activeKey).map((tab) => tab.key);
        await tabs.closeKeys(others);
      }
      store.setState({ multipleTab: on });
    },
    setOpenKeys: (openKeys: string[]) => store.setState({ openKeys }),
    setFullWindow: (fullWindow: boolean) => store.setState({ fullWindow }),
    toggleSubscribed(page: PageRef): void {
      store.setState({ prefs: toggleSubscribed(store.getState().prefs, page) });
      ctx.savePrefs();
    },
    registerFrame(key: string, hooks: FrameHooks): () => void {
      ctx.frames.set(key, hooks);
      return () => {
        if (ctx.frames.get(key) === hooks) ctx.frames.delete(key);
      };
    },
    dispose(): void {
      countdown.cancel();
      searcher.cancel();
    },
  };
}

export type Shell = ReturnType<typeof createShell>;
