/**
 * The tab model of the shell: plain functions over an immutable state, no React. The store wraps
 * them; the tests drive them directly.
 */

/** One open tab: a module page (or any menu address) shown in an iframe. */
export type Tab = {
  /** Stable identity: the menu id, or the address for tabs opened by address. */
  key: string;
  menuId?: string;
  title: string;
  /** The address the iframe loads, with the context parameters already appended. */
  url: string;
  pinned: boolean;
  /** Last time the tab was shown (ms), for the least-recently-used cap. */
  lastActive: number;
  /** False for tabs restored from session storage until they are first shown. */
  loaded: boolean;
};

export type TabState = { tabs: Tab[]; activeKey: string | null };

export const emptyTabs: TabState = { tabs: [], activeKey: null };

/** Default cap on open tabs (app-config maxTabs overrides it). */
export const DEFAULT_MAX_TABS = 20;

/**
 * Default number of tabs whose pages stay loaded (app-config keepAliveTabs overrides it). A loaded tab
 * keeps its page (and its memory) in a hidden frame; the others stay in the tab bar and load again,
 * on their last route, when clicked.
 */
export const DEFAULT_KEEP_ALIVE_TABS = 8;

export type NewTab = Pick<Tab, 'key' | 'title' | 'url'> & { menuId?: string; pinned?: boolean };

/** Opens a tab, or focuses it when a tab with that key is already open. No cap here: see {@link evictionCandidates}. */
export function openTab(state: TabState, tab: NewTab, now: number): TabState {
  if (state.tabs.some((t) => t.key === tab.key)) return activate(state, tab.key, now);
  const created: Tab = { pinned: false, ...tab, lastActive: now, loaded: true };
  return { tabs: [...state.tabs, created], activeKey: created.key };
}

/** Shows a tab; a restored tab becomes loaded on first show. */
export function activate(state: TabState, key: string, now: number): TabState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  return {
    tabs: state.tabs.map((t) => (t.key === key ? { ...t, lastActive: now, loaded: true } : t)),
    activeKey: key,
  };
}

/**
 * Keeps only the tabs `keep` accepts. When the active tab goes, its right neighbour (else its left
 * one, else the most recently used survivor) becomes active.
 */
function retain(state: TabState, keep: (tab: Tab, index: number) => boolean, now: number): TabState {
  const tabs = state.tabs.filter(keep);
  if (tabs.length === state.tabs.length) return state;
  if (state.activeKey && tabs.some((t) => t.key === state.activeKey)) return { tabs, activeKey: state.activeKey };
  const oldIndex = state.tabs.findIndex((t) => t.key === state.activeKey);
  let next: Tab | undefined;
  for (let i = oldIndex + 1; i < state.tabs.length && !next; i++) {
    const candidate = state.tabs[i];
    if (candidate && tabs.includes(candidate)) next = candidate;
  }
  for (let i = oldIndex - 1; i >= 0 && !next; i--) {
    const candidate = state.tabs[i];
    if (candidate && tabs.includes(candidate)) next = candidate;
  }
  if (!next) next = [...tabs].sort((a, b) => b.lastActive - a.lastActive)[0];
  return next ? activate({ tabs, activeKey: null }, next.key, now) : { tabs, activeKey: null };
}

/** The bulk close actions of the tab context menu. Pinned tabs survive every one but 'close'. */
export type CloseAction = 'close' | 'others' | 'left' | 'right' | 'all';

/** The keys a close action would remove (before any unsaved-input check). */
export function keysToClose(state: TabState, key: string, action: CloseAction): string[] {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0 && action !== 'all') return [];
  return state.tabs
    .filter((t, i) => {
      if (action === 'close') return t.key === key;
      if (t.pinned) return false;
      if (action === 'others') return t.key !== key;
      if (action === 'left') return i < index;
      if (action === 'right') return i > index;
      return true;
    })
    .map((t) => t.key);
}

/** Removes the given tabs. */
export function closeTabs(state: TabState, keys: readonly string[], now: number): TabState {
  const gone = new Set(keys);
  return retain(state, (t) => !gone.has(t.key), now);
}

export function togglePin(state: TabState, key: string): TabState {
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, pinned: !t.pinned } : t)) };
}

export function rename(state: TabState, key: string, title: string): TabState {
  if (!title) return state;
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, title } : t)) };
}

/** Moves the tab `from` to where `to` is (drag to reorder). */
export function reorder(state: TabState, from: string, to: string): TabState {
  const fromIndex = state.tabs.findIndex((t) => t.key === from);
  const toIndex = state.tabs.findIndex((t) => t.key === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return state;
  const tabs = [...state.tabs];
  const [moved] = tabs.splice(fromIndex, 1);
  if (moved) tabs.splice(toIndex, 0, moved);
  return { ...state, tabs };
}

/**
 * When opening one more tab would pass the cap, the unpinned, inactive tabs in least-recently-used
 * order (the store closes the first whose module agrees). Empty when there is room.
 */
export function evictionCandidates(state: TabState, maxTabs: number): Tab[] {
  if (state.tabs.length < Math.max(1, maxTabs)) return [];
  return state.tabs
    .filter((t) => !t.pinned && t.key !== state.activeKey)
    .sort((a, b) => a.lastActive - b.lastActive);
}

/**
 * When more than `keepAlive` tabs are loaded: how many to unload, and the tabs that may go, least
 * recently used first (never the active one, never a pinned one). Empty when within the cap.
 */
export function unloadCandidates(state: TabState, keepAlive: number): { excess: number; tabs: Tab[] } {
  const loaded = state.tabs.filter((t) => t.loaded);
  const excess = loaded.length - Math.max(1, keepAlive);
  if (excess <= 0) return { excess: 0, tabs: [] };
  const tabs = loaded.filter((t) => !t.pinned && t.key !== state.activeKey).sort((a, b) => a.lastActive - b.lastActive);
  return { excess, tabs };
}

/**
 * Unloads tabs: they stay in the tab bar, their frames go. `urls` gives the address each was showing
 * (its route), which it loads again when next shown.
 */
export function unloadTabs(state: TabState, keys: readonly string[], urls: Readonly<Record<string, string>> = {}): TabState {
  const gone = new Set(keys);
  if (!state.tabs.some((t) => gone.has(t.key) && t.loaded)) return state;
  return { ...state, tabs: state.tabs.map((t) => (gone.has(t.key) ? { ...t, loaded: false, url: urls[t.key] ?? t.url } : t)) };
}

/** What session storage keeps: everything but the loaded flag. */
export function serializeTabs(state: TabState): string {
  return JSON.stringify({
    activeKey: state.activeKey,
    tabs: state.tabs.map(({ key, menuId, title, url, pinned, lastActive }) => ({ key, menuId, title, url, pinned, lastActive })),
  });
}

/** Restores tabs saved by {@link serializeTabs}; only the active one loads at once. Bad input gives no tabs. */
export function restoreTabs(text: string | null): TabState {
  if (!text) return emptyTabs;
  try {
    const raw = JSON.parse(text) as { activeKey?: unknown; tabs?: unknown };
    if (!Array.isArray(raw.tabs)) return emptyTabs;
    const tabs: Tab[] = [];
    for (const item of raw.tabs as Record<string, unknown>[]) {
      if (typeof item?.key !== 'string' || typeof item.url !== 'string' || tabs.some((t) => t.key === item.key)) continue;
      tabs.push({
        key: item.key,
        ...(typeof item.menuId === 'string' ? { menuId: item.menuId } : {}),
        title: typeof item.title === 'string' ? item.title : item.key,
        url: item.url,
        pinned: item.pinned === true,
        lastActive: typeof item.lastActive === 'number' ? item.lastActive : 0,
        loaded: false,
      });
    }
    const activeKey = tabs.find((t) => t.key === raw.activeKey)?.key ?? tabs[0]?.key ?? null;
    return { tabs: tabs.map((t) => (t.key === activeKey ? { ...t, loaded: true } : t)), activeKey };
  } catch {
    return emptyTabs;
  }
}

/** Session-storage key of the open tabs, per user and host. */
export function tabsStorageKey(userId: string, host: string): string {
  return `urbanops.tabs.${userId}@${host}`;
}
