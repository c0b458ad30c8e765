/**
 * The one builder of what the shell tells others about the session, read from the shell store's
 * `loginInfo` (the one copy of the token) and `currentSystem`. Everything else is a projection of it:
 *
 * - the bridge's {@link ModuleContext}, which every module frame gets through `getContext()`;
 * - {@link contextParams}: the same context as the address parameters a module page reads when it is
 *   opened by URL (menu links, address tabs, windows; shell.md §2);
 * - {@link requestSession}: the same context as the shell's own calls send it.
 *
 * Plain TS, tested alone (tests/host/moduleContext.test.ts).
 *
 * @example
 *   const context = buildModuleContext(store.getState(), { menuId: 'fleet.cars', locale: 'zh-CN', theme: 'ClassicBlue' });
 *   buildMenuLink(node.uri, context, options);   // …?systemCode=clgl&title=…&menuId=fleet.cars&…&token=…&access_token=…
 */
import type { Locale, ModuleContext, Theme } from '../../bridge/contract';
import { REQUEST_DEFAULTS } from '../../kit/request/constants';
import type { RequestSession } from '../../kit/request/payload';

/** The session facts the context is built from (the shell state's `loginInfo` and `currentSystem`). */
export type SessionFacts = {
  loginInfo: { tenantId: string; userId: string; userName: string; token: string } | null;
  currentSystem: { code: string; name: string } | null;
};

/** Where the module is shown: its menu entry (when known), the language and the theme. */
export type Placement = { menuId?: string | undefined; locale: Locale; theme: Theme };

/** The module context of the current session; empty strings where the session does not know a fact yet. */
export function buildModuleContext(facts: SessionFacts, place: Placement): ModuleContext {
  const { loginInfo, currentSystem } = facts;
  return {
    token: loginInfo?.token ?? '',
    tokenType: REQUEST_DEFAULTS.tokenType,
    tenantId: loginInfo?.tenantId ?? '',
    userId: loginInfo?.userId ?? '',
    userName: loginInfo?.userName ?? '',
    systemCode: currentSystem?.code ?? '',
    systemTitle: currentSystem?.name ?? '',
    ...(place.menuId ? { menuId: place.menuId } : {}),
    locale: place.locale,
    theme: place.theme,
  };
}

/**
 * The context as address parameters (shell.md §2): systemCode, title, menuId (when placed on a menu
 * entry), tenantId, userId, token and access_token.
 */
export function contextParams(context: ModuleContext): Record<string, string> {
  return {
    systemCode: context.systemCode,
    title: context.systemTitle,
    ...(context.menuId ? { menuId: context.menuId } : {}),
    tenantId: context.tenantId,
    userId: context.userId,
    token: context.token,
    access_token: context.token,
  };
}

/**
 * The context as the address parameters of a tab's frame: {@link contextParams} without token and
 * access_token. A frame of the shell gets the token over the bridge only (issue 9: a frame address shows
 * up in the DOM, in the tab store and in the module's history).
 */
export function framedParams(context: ModuleContext): Record<string, string> {
  const { token: _token, access_token: _accessToken, ...rest } = contextParams(context);
  return rest;
}

/** The context as the request client's session (token headers and the tenant packings). */
export function requestSession(context: ModuleContext): RequestSession {
  return { token: context.token, tokenType: context.tokenType, tenantId: context.tenantId, userId: context.userId, userName: context.userName };
}
