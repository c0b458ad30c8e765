/**
 * Session rules of the shell (shell.md §4): where a signed-in user goes, which token the layout uses,
 * the remember-me cache and its 7-day auto-login limit. Plain TS; storage is passed in.
 */
import type { SystemEntry } from '../../kit/contract';

/** Auto-login validity (shell.md §9): 7 days. */
export const AUTO_LOGIN_MAX_AGE_MS = 604_800_000;
/** Delay before the password-change page after a failed tenant rule (shell.md §9). */
export const POLICY_REDIRECT_MS = 3_000;
/** Delay before logout after a password change (shell.md §9). */
export const LOGOUT_AFTER_CHANGE_MS = 2_000;

/** The super user: straight to the layout, no password checks, no system list. */
export const ROOT_USER = 'root';

/** A system the user may enter (kit/contract.ts); login's `systemList` entries come as 'id||name'. */
export type { SystemEntry };

/** Parses 'id||name' strings (or objects with id/code/name); bad entries are dropped. */
export function parseSystemList(list: unknown): SystemEntry[] {
  if (!Array.isArray(list)) return [];
  const out: SystemEntry[] = [];
  for (const item of list as unknown[]) {
    if (typeof item === 'string') {
      const [id, ...rest] = item.split('||');
      if (id) out.push({ id, code: id, name: rest.join('||') || id });
    } else if (item && typeof item === 'object') {
      const o = item as Record<string, unknown>;
      const code = String(o.code ?? o.id ?? '');
      if (code) out.push({ id: String(o.id ?? code), code, name: String(o.name ?? code) });
    }
  }
  return out;
}

/** The system with that code, else the first one (an unknown code falls back, shell.md §4). */
export function pickSystem(systems: readonly SystemEntry[], code: string | null | undefined): SystemEntry | null {
  return systems.find((s) => s.code === code) ?? systems[0] ?? null;
}

/** Where the shell goes after a successful sign-in (before the password policy). */
export type LoginDestination = { route: 'layout'; system: SystemEntry | null } | { route: 'navigation' };

export function destinationAfterLogin(username: string, systems: readonly SystemEntry[]): LoginDestination {
  if (username === ROOT_USER) return { route: 'layout', system: systems[0] ?? null };
  if (systems.length === 1) return { route: 'layout', system: systems[0] ?? null };
  return { route: 'navigation' };
}

/** The hash address of the layout for a system (no token in the address: it is in systemInfo). */
export function layoutAddress(system: SystemEntry | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (system) {
    params.set('systemCode', system.code);
    params.set('title', system.name);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return query ? `/layout?${query}` : '/layout';
}

/**
 * The token of the session bootstrap, in the spec's order: stored system info, then the URL's token
 * or access_token, then local storage's access-token key. Null when there is none.
 */
export function resolveToken(sources: {
  systemInfoToken: string | null | undefined;
  params: URLSearchParams;
  storedAccessToken: string | null | undefined;
}): string | null {
  return (
    sources.systemInfoToken ||
    sources.params.get('token') ||
    sources.params.get('access_token') ||
    sources.storedAccessToken ||
    null
  );
}

/** The address parameters that carry a token (shell.md §2). */
export const LINK_TOKEN_PARAMS = ['token', 'access_token', 'access_token_ccx'] as const;

/** The token a deep link carries (`token`, else `access_token`), or null. */
export function linkTokenOf(params: URLSearchParams): string | null {
  return params.get('token') || params.get('access_token') || null;
}

/** A copy of the parameters without the token ones. */
export function withoutLinkToken(params: URLSearchParams): URLSearchParams {
  const clean = new URLSearchParams(params);
  for (const name of LINK_TOKEN_PARAMS) clean.delete(name);
  return clean;
}

/**
 * What the shell does with a deep link's token (issue 9: a link must not sign a browser into someone
 * else's account unnoticed): `none` without one; `same` when it is the session's own; `keepSession` when
 * another session is stored (that session stays, and the user is told); `confirm` when there is no
 * session: the user sees whose token it is and confirms before it is used.
 */
export function linkTokenChoice(linkToken: string | null, sessionToken: string | null): 'none' | 'same' | 'keepSession' | 'confirm' {
  if (!linkToken) return 'none';
  if (!sessionToken) return 'confirm';
  return linkToken === sessionToken ? 'same' : 'keepSession';
}

/** Tests the password against the tenant's rule; an invalid regex never blocks sign-in. */
export function passwordMatchesRule(password: string, expression: string | null | undefined): boolean {
  if (!expression) return true;
  try {
    return new RegExp(expression).test(password);
  } catch {
    return true;
  }
}

/** Reads the regex and tip out of param_password_validate records (parmCode regex/tip, parmName). */
export function passwordRule(records: unknown): { regex: string | null; tip: string | null } {
  let regex: string | null = null;
  let tip: string | null = null;
  if (!Array.isArray(records)) return { regex, tip };
  for (const r of records as Record<string, unknown>[]) {
    if (!r) continue;
    // Either { parmKey: 'regex', parmCode: <value> } (the reference server) or
    // { parmCode: 'regex', parmName: <value> } (the spec's reading).
    const key = String(r.parmKey ?? r.parmCode ?? '').toLowerCase();
    const raw = r.parmKey !== undefined ? r.parmCode : r.parmName;
    const value = typeof raw === 'string' ? raw : null;
    if (key === 'regex' || key === 'regexp') regex = value;
    else if (key === 'tip' || key === 'tips') tip = value;
  }
  return { regex, tip };
}

/** The remember-me cache: never a password; auto-login uses a server-issued remember token. */
export type RememberCache = {
  username: string;
  rememberMe: boolean;
  autoLogin: boolean;
  /** When auto-login was switched on (ms); auto-login stops 7 days later. */
  timestamp?: number;
  rememberToken?: string;
};

export const REMEMBER_KEY = 'urbanops.rememberMe';

export function readRemember(text: string | null): RememberCache | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<RememberCache>;
    if (typeof raw.username !== 'string') return null;
    return {
      username: raw.username,
      rememberMe: raw.rememberMe === true,
      autoLogin: raw.autoLogin === true,
      ...(typeof raw.timestamp === 'number' ? { timestamp: raw.timestamp } : {}),
      ...(typeof raw.rememberToken === 'string' ? { rememberToken: raw.rememberToken } : {}),
    };
  } catch {
    return null;
  }
}

/** What the login page does with the cache on entry. */
export type AutoLoginDecision = 'none' | 'autoLogin' | 'expired';

export function autoLoginDecision(cache: RememberCache | null, now: number): AutoLoginDecision {
  if (!cache?.autoLogin || !cache.rememberToken) return 'none';
  if (typeof cache.timestamp !== 'number' || now - cache.timestamp > AUTO_LOGIN_MAX_AGE_MS) return 'expired';
  return 'autoLogin';
}

/** The cache after a sign-in with these choices (auto-login implies remember-me). */
export function rememberAfterLogin(
  username: string,
  choice: { rememberMe: boolean; autoLogin: boolean },
  rememberToken: string | undefined,
  now: number,
  previous: RememberCache | null,
): RememberCache | null {
  const autoLogin = choice.autoLogin && !!rememberToken;
  if (!choice.rememberMe && !autoLogin) return null;
  const keepTimestamp = previous?.autoLogin && previous.username === username && typeof previous.timestamp === 'number';
  return {
    username,
    rememberMe: true,
    autoLogin,
    ...(autoLogin ? { timestamp: keepTimestamp ? (previous.timestamp as number) : now, rememberToken } : {}),
  };
}
