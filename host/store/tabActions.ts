/**
 * Tab actions of the shell store: open (menu or address, tab or window, with the cap), activate,
 * close with the unsaved-input guard, pin, reorder, rename, overlay; the visit log and stay time.
 */
import {
  activate,
  closeTabs,
  DEFAULT_KEEP_ALIVE_TABS,
  evictionCandidates,
  keysToClose,
  openTab as openInModel,
  rename,
  reorder,
  togglePin,
  unloadCandidates,
  unloadTabs,
  type CloseAction,
  type TabState,
} from '../core/tabModel';
import { buildMenuLink, findMenu, isAllowedAddress, type MenuNode } from '../core/menu';
import { contextParams, framedParams } from '../core/moduleContext';
import { LINK_TOKEN_PARAMS as TOKEN_PARAMS } from '../core/session';
import { recordVisit } from '../core/prefs';
import { t } from '../i18n';
import type { ShellContext } from './context';

/** A tab opened by address (openTab from a module, /jump). */
export type AddressRequest = { uri: string; title: string; params?: Record<string, string | number | boolean>; mode?: 'tab' | 'window' };

export function tabActions(ctx: ShellContext) {
  const { store, deps, frames } = ctx;
  const setTabs = (tabs: TabState) => store.setState({ tabs });

  /** Asks the module whether it may close; confirms with the user when it holds unsaved input. */
  async function mayClose(key: string): Promise<boolean> {
    const frame = frames.get(key);
    if (!frame) return true;
    const clean = await frame.canClose().catch(() => true);
    if (clean) return true;
    const title = store.getState().tabs.tabs.find((tab) => tab.key === key)?.title ?? key;
    return deps.confirm(t('tabs.unsavedTitle'), t('tabs.unsaved', { title }));
  }

  /** Ends the current visit with its stay time; `exiting` when the page itself goes away. */
  function leaveVisit(exiting = false): void {
    const visit = ctx.visit;
    ctx.visit = null;
    if (!visit?.id) return;
    const stay = Math.max(0, deps.now() - visit.since);
    if (exiting) deps.api.stayTimeOnExit(visit.id, stay, ctx.moduleContext().token || null);
    else void deps.api.stayTime(visit.id, stay).catch(() => undefined);
  }

  /** Starts the visit of the active tab's menu (visit log, recent pages, pvuv). */
  function enterVisit(): void {
    const state = store.getState();
    const tab = state.tabs.tabs.find((x) => x.key === state.tabs.activeKey);
    if (ctx.visit?.key === tab?.key) return;
    leaveVisit();
    if (!tab?.menuId) return;
    const visit = { key: tab.key, menuId: tab.menuId, id: ctx.visitIds.get(tab.menuId) ?? null, since: deps.now() };
    ctx.visit = visit;
    const menuId = tab.menuId;
    void deps.api
      .visitLog(menuId, { systemCode: state.currentSystem?.code ?? '', menuName: tab.title })
      .then((reply) => {
        const id = reply.data && reply.data.id !== undefined ? String(reply.data.id) : null;
        if (id) {
          ctx.visitIds.set(menuId, id);
          if (ctx.visit === visit) visit.id = id;
        }
      })
      .catch(() => undefined);
    void deps.api.pvuv(menuId, state.currentSystem?.code ?? '', tab.url.split('?')[0] ?? '').catch(() => undefined);
    const prefs = recordVisit(state.prefs, { menuId, name: tab.title }, new Date(deps.now()));
    store.setState({ prefs });
    ctx.savePrefs();
  }

  function show(key: string): void {
    setTabs(activate(store.getState().tabs, key, deps.now()));
    enterVisit();
    void keepAlive();
  }

  /**
   * Keeps at most `config.keepAliveTabs` tabs loaded: the least recently used inactive, unpinned ones
   * beyond it lose their frame (memory back) and remember their route, to load again when clicked. A
   * page holding unsaved input stays loaded.
   */
  async function keepAlive(): Promise<void> {
    const { excess, tabs } = unloadCandidates(store.getState().tabs, store.getState().config.keepAliveTabs ?? DEFAULT_KEEP_ALIVE_TABS);
    const keys: string[] = [];
    const urls: Record<string, string> = {};
    for (const tab of tabs) {
      if (keys.length >= excess) break;
      const frame = frames.get(tab.key);
      if (frame && !(await frame.canClose().catch(() => true))) continue;
      const here = frame?.location?.();
      if (here) urls[tab.key] = here;
      keys.push(tab.key);
    }
    // The user may have shown one of them meanwhile: unloadTabs leaves the active tab alone.
    const active = store.getState().tabs.activeKey;
    if (keys.length) setTabs(unloadTabs(store.getState().tabs, keys.filter((k) => k !== active), urls));
  }

  async function close(key: string, action: CloseAction = 'close'): Promise<void> {
    await closeKeys(keysToClose(store.getState().tabs, key, action));
  }

  /** Opens (or focuses) a tab, keeping the cap: the least recently used unpinned tab that may close goes. */
  async function openEntry(entry: { key: string; title: string; url: string; menuId?: string; pinned?: boolean }): Promise<boolean> {
    const state = store.getState();
    const exists = state.tabs.tabs.some((tab) => tab.key === entry.key);
    if (!exists && !state.multipleTab && state.tabs.tabs.length) {
      const others = state.tabs.tabs.map((tab) => tab.key);
      for (const k of others) if (!(await mayClose(k))) return false;
      setTabs(closeTabs(store.getState().tabs, others, deps.now()));
    }
    if (!exists && state.multipleTab) {
      const candidates = evictionCandidates(store.getState().tabs, state.config.maxTabs);
      if (candidates.length || store.getState().tabs.tabs.length >= state.config.maxTabs) {
        let evicted = false;
        for (const candidate of candidates) {
          const frame = frames.get(candidate.key);
          if (!frame || (await frame.canClose().catch(() => true))) {
            setTabs(closeTabs(store.getState().tabs, [candidate.key], deps.now()));
            evicted = true;
            break;
          }
        }
        if (!evicted) {
          deps.notify.warning(t('tabs.capReached', { n: state.config.maxTabs }));
          return false;
        }
      }
    }
    setTabs(openInModel(store.getState().tabs, entry, deps.now()));
    enterVisit();
    void keepAlive();
    return true;
  }

  /**
   * The address a menu entry opens, carrying the session's context: a window's with the token (a page
   * alone reads it from its address), a frame's (a tab, the main page) without (it comes over the bridge).
   */
  function linkFor(node: Pick<MenuNode, 'id' | 'uri'>, framed = true): string {
    const { config } = store.getState();
    return buildMenuLink(node.uri, ctx.moduleContext(node.id), { clearCache: config.menuClearCache, now: deps.now(), host: deps.host, origin: deps.origin, framed });
  }

  /** Opens a menu of the current system in a tab or, by its openModeCode, a new window. */
  async function openMenu(menuId: string, mode?: 'tab' | 'window'): Promise<boolean> {
    const state = store.getState();
    const found = findMenu(state.systemMenu, menuId);
    if (!found || !found.node.uri) {
      deps.notify.warning(t('tabs.menuNotFound'));
      return false;
    }
    const openKeys = [...new Set([...state.openKeys, ...found.ancestors])];
    store.setState({ openKeys });
    if ((mode ?? found.node.openModeCode) === 'window') {
      if (!deps.openWindow(linkFor(found.node, false))) deps.notify.warning(t('tabs.newWindowBlocked'));
      return true;
    }
    const url = linkFor(found.node);
    // The system's home (its welcome menu) opens affixed, as in vben: 关闭全部 and the like keep it.
    const home = state.systemMainPage?.id === found.node.id;
    return openEntry({ key: found.node.id, menuId: found.node.id, title: found.node.name, url, ...(home ? { pinned: true } : {}) });
  }

  /** Opens an address (a module's openTab, /jump); only http(s) addresses of allowed origins. */
  async function openAddress(request: AddressRequest): Promise<boolean> {
    const { config } = store.getState();
    if (!isAllowedAddress(request.uri, deps.origin, config.allowedOrigins.modules)) {
      deps.notify.warning(t('tabs.blocked'));
      return false;
    }
    const url = new URL(request.uri, deps.origin);
    for (const [k, v] of Object.entries(request.params ?? {})) url.searchParams.set(k, String(v));
    const key = url.origin === deps.origin ? url.pathname + url.search + url.hash : url.href;
    const framed = request.mode !== 'window';
    const params = framed ? framedParams(ctx.moduleContext()) : contextParams(ctx.moduleContext());
    for (const [k, v] of Object.entries(params)) if (!url.searchParams.has(k)) url.searchParams.set(k, v);
    if (framed) for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
    const href = url.origin === deps.origin ? url.pathname + url.search + url.hash : url.href;
    if (!framed) {
      if (!deps.openWindow(href)) deps.notify.warning(t('tabs.newWindowBlocked'));
      return true;
    }
    return openEntry({ key: withoutToken(key), title: request.title || key, url: href });
  }

  /** Closes the given tabs, each after its unsaved-input check. */
  async function closeKeys(keys: readonly string[]): Promise<void> {
    const closing: string[] = [];
    for (const k of keys) if (await mayClose(k)) closing.push(k);
    if (!closing.length) return;
    setTabs(closeTabs(store.getState().tabs, closing, deps.now()));
    enterVisit();
  }

  /**
   * Restored tabs may carry a token (saved by an older version of the shell): rebuild menu links from the
   * current menu and take token parameters out of address tabs, before any of them loads.
   */
  function refreshRestored(state: TabState): TabState {
    const { systemMenu } = store.getState();
    return {
      ...state,
      tabs: state.tabs.map((tab) => {
        const found = tab.menuId ? findMenu(systemMenu, tab.menuId) : null;
        if (found?.node.uri) return { ...tab, url: linkFor(found.node) };
        return { ...tab, url: withoutToken(tab.url) };
      }),
    };
  }

  /** An address without its token parameters (same-origin addresses stay relative). */
  function withoutToken(address: string): string {
    const url = new URL(address, deps.origin);
    if (!TOKEN_PARAMS.some((name) => url.searchParams.has(name))) return address;
    for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
    return url.origin === deps.origin ? url.pathname + url.search + url.hash : url.href;
  }

  return {
    refreshRestored,
    menuLink: linkFor,
    show,
    close,
    closeKeys,
    openMenu,
    openAddress,
    refresh(key: string): void {
      const frame = frames.get(key);
      if (frame) void frame.refresh().catch(() => frame.reload());
    },
    pin: (key: string) => setTabs(togglePin(store.getState().tabs, key)),
    reorder: (from: string, to: string) => setTabs(reorder(store.getState().tabs, from, to)),
    rename: (key: string, title: string) => setTabs(rename(store.getState().tabs, key, title)),
    setOverlay(key: string, open: boolean): void {
      store.setState({ overlays: { ...store.getState().overlays, [key]: open } });
    },
    leaveVisit,
    enterVisit,
  };
}

export type TabActions = ReturnType<typeof tabActions>;
