import { STORAGE_KEYS, TOKEN_QUERY_PARAMETERS, type Locale, type ModuleContext, type Theme } from './contract';
import { readSystemInfo } from './systemInfo';

/** Defaults of a context nobody gave: zh-CN, classic blue, Bearer, empty strings. */
export const EMPTY_CONTEXT: ModuleContext = {
  token: '',
  tokenType: 'Bearer',
  tenantId: '',
  userId: '',
  userName: '',
  systemCode: '',
  systemTitle: '',
  locale: 'zh-CN',
  theme: 'ClassicBlue',
};

/** The query parameters of an address: its search part merged with the query of a hash route (`#/x?a=1`). */
function queryOf(location: Location): URLSearchParams {
  const params = new URLSearchParams(location.search);
  const hashQuery = location.hash.indexOf('?');
  if (hashQuery >= 0) {
    for (const [key, value] of new URLSearchParams(location.hash.slice(hashQuery + 1))) {
      if (!params.has(key)) params.set(key, value);
    }
  }
  return params;
}

function isLocale(value: string | null): value is Locale {
  return value === 'zh-CN' || value === 'en-US';
}

function isTheme(value: string | null): value is Theme {
  return value === 'ClassicBlue' || value === 'OceanBlue' || value === 'TechBlue';
}

/** Where each piece of a page's own context may come from. */
export type ContextSources = {
  /** Read `localStorage.systemInfo` and `localStorage.access_token` after the address. */
  storage: boolean;
};

/**
 * Reads a module page's context from its own address (shell.md §2 parameters: systemCode, title, token,
 * access_token, token_type, tenantId, userId, name, menuId; also locale and theme), then the systemInfo
 * cache, then `localStorage.access_token` (shell.md §4); the locale from the address, else the shell's saved
 * choice (`localStorage['urbanops.locale']`). Each field comes from the first source that has it.
 */
export function readOwnContext(location: Location, sources: ContextSources, defaults: Partial<ModuleContext> = {}): ModuleContext {
  const query = queryOf(location);
  const get = (name: string): string => query.get(name) ?? '';
  const context: ModuleContext = { ...EMPTY_CONTEXT, ...defaults };
  const pick = (key: keyof ModuleContext, value: string): void => {
    if (value) (context as Record<string, unknown>)[key] = value;
  };
  pick('systemCode', get('systemCode'));
  pick('systemTitle', get('title'));
  pick('token', get('token') || get('access_token'));
  pick('tokenType', get('token_type'));
  pick('tenantId', get('tenantId'));
  pick('userId', get('userId'));
  pick('userName', get('name'));
  pick('menuId', get('menuId'));
  const locale = query.get('locale');
  if (isLocale(locale)) context.locale = locale;
  const theme = query.get('theme');
  if (isTheme(theme)) context.theme = theme;

  if (sources.storage) {
    const info = readSystemInfo();
    if (info) {
      if (!context.token) context.token = info.token;
      if (!context.tenantId) context.tenantId = info.tenantId;
      if (!context.userId) context.userId = info.userId;
    }
    try {
      if (!context.token) context.token = globalThis.localStorage?.getItem(STORAGE_KEYS.accessToken) ?? '';
      // The language the user last chose in the shell of this origin, unless the address names one.
      const saved = globalThis.localStorage?.getItem(STORAGE_KEYS.locale) ?? null;
      if (!isLocale(locale) && isLocale(saved)) context.locale = saved;
    } catch {
      // storage may be blocked (third-party frame): nothing from here
    }
  }
  return context;
}

/**
 * Removes the token parameters from the visible address (search and hash query) with
 * `history.replaceState`, so a copied address or a bookmark never carries the token.
 * Returns true when the address changed.
 */
export function hideTokenFromAddress(win: Window): boolean {
  const url = new URL(win.location.href);
  let changed = false;
  for (const name of TOKEN_QUERY_PARAMETERS) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery >= 0) {
    const params = new URLSearchParams(url.hash.slice(hashQuery + 1));
    for (const name of TOKEN_QUERY_PARAMETERS) {
      if (params.has(name)) {
        params.delete(name);
        changed = true;
      }
    }
    const rest = params.toString();
    url.hash = url.hash.slice(0, hashQuery) + (rest ? `?${rest}` : '');
  }
  if (changed) win.history.replaceState(win.history.state, '', url.href);
  return changed;
}

/** Builds an address with query parameters (hash routes keep their parameters in the hash). */
export function withQuery(uri: string, params: Record<string, string | number | boolean> | undefined, base: string): string {
  const url = new URL(uri, base);
  const entries = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (entries.length === 0) return url.href;
  const hashQuery = url.hash.startsWith('#/');
  const target = new URLSearchParams(hashQuery && url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : url.search);
  for (const [key, value] of entries) target.set(key, String(value));
  if (hashQuery) {
    const path = url.hash.includes('?') ? url.hash.slice(0, url.hash.indexOf('?')) : url.hash;
    url.hash = `${path}?${target.toString()}`;
  } else {
    url.search = target.toString();
  }
  return url.href;
}
