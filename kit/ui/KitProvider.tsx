/**
 * The kit's page context: the module's definitions and catalogue, the bridge's context (token, user,
 * locale, theme), the request client, the cached loaders and a translator. antd follows the shell's
 * theme and locale. Every kit component reads it through `useKit()`.
 *
 * @example
 *   <ModuleBridgeProvider><KitProvider module={resources}><App /></KitProvider></ModuleBridgeProvider>
 */
import { Button, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale as Locale_ } from 'antd/es/locale';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCanClose, useModuleContext } from '../bridge';
import { pageIsClean } from './unsaved';
import { createLoaders, loadFunctions, resourceApi, type Loaders, type ResourceApiClient } from '../client';
import { kitMessages, translator, type Locale, type Translate } from '../i18n';
import { isRequestError, type RequestClient, type RequestSession } from '../request';
import { actionFunction, functionOf, type FunctionKey, type ModuleResources, type ResourceDef } from '../resource';
import { FeedbackHost } from './feedback';
import { themeTokens } from './themeTokens';
import { useInertMeasureRows } from './useInertMeasureRows';
import { useMaskOverlay } from './useMaskOverlay';
import { LazyResult } from './lazyAntd';
import { defaultAlgorithm, useThemeToken } from './antdTheme';


export type Kit = {
  module: ModuleResources;
  t: Translate;
  locale: Locale;
  theme: string;
  userId: string;
  request: RequestClient;
  session: () => RequestSession;
  loaders: Loaders;
  api: (def: ResourceDef) => ResourceApiClient;
  resource: (id: string) => ResourceDef;
  /**
   * Whether the user holds the function of `key` on `def` (functions.ts; an action that only reads
   * always): buttons of functions not held are not shown. Asked once per page (hasFunctions) before
   * the page renders; a failed answer holds nothing.
   */
  can: (def: ResourceDef, key: FunctionKey) => boolean;
};

const KitContext = createContext<Kit | null>(null);

export function useKit(): Kit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('useKit outside KitProvider');
  return kit;
}

/** Wraps a module page: waits for the bridge, then provides the kit. */
export function KitProvider(props: { module: ModuleResources; children: ReactNode }) {
  const bridge = useModuleContext();
  useCanClose(pageIsClean);
  useMaskOverlay();
  useInertMeasureRows();
  const context = bridge.context;
  const request = bridge.request;
  const locale: Locale = context?.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const themeName = context?.theme ?? 'ClassicBlue';
  // The document says its language (screen readers, hyphenation, fonts), as the shell's does.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // The page waits for its one hasFunctions answer, so each button is there (or not) from the first paint.
  const [held, setHeld] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!request || !context) return;
    let live = true;
    const settle = (codes: ReadonlySet<string>) => live && setHeld(codes);
    loadFunctions(request, props.module).then(settle, () => settle(new Set()));
    return () => {
      live = false;
    };
  }, [request, context?.token, props.module]); // eslint-disable-line react-hooks/exhaustive-deps
  // antd's English texts (pagination, empty, pickers) come only to an English page, with the functions.
  const [english, setEnglish] = useState<Locale_ | null>(null);
  useEffect(() => {
    if (locale !== 'en-US' || english) return;
    let live = true;
    void import('antd/es/locale/en_US').then((m) => live && setEnglish(m.default));
    return () => {
      live = false;
    };
  }, [locale, english]);
  const kit = useMemo<Kit | null>(() => {
    if (!request || !context || !held || (locale === 'en-US' && !english)) return null;
    const session = () => ({ token: context.token, tokenType: context.tokenType, tenantId: context.tenantId, userId: context.userId, userName: context.userName, locale });
    const apis = new Map<string, ResourceApiClient>();
    const t = translator(locale, kitMessages, props.module.messages);
    return {
      module: props.module,
      t,
      locale,
      theme: themeName,
      userId: context.userId,
      request,
      session,
      loaders: createLoaders(request, props.module),
      api: (def) => {
        let a = apis.get(def.id);
        if (!a) apis.set(def.id, (a = resourceApi(request, session, def)));
        return a;
      },
      resource: (id) => {
        const def = [...props.module.resources, ...(props.module.reports ?? [])].find((r) => r.id === id);
        if (!def) throw new Error(`no resource ${id}`);
        return def;
      },
      can: (def, key) => {
        const code = key.startsWith('act.') ? actionFunction(props.module.module, def, key.slice(4)) : functionOf(props.module.module, def, key);
        return code === null || held.has(code);
      },
    };
  }, [request, context, locale, themeName, props.module, held, english]);

  const antdLocale = locale === 'en-US' && english ? english : zhCN;
  let body: ReactNode;
  if (bridge.status === 'failed') {
    // A refused token (the page alone in a window, asking who it is): offer the shell's sign-in.
    const expired = isRequestError(bridge.error, 'UNAUTHORIZED');
    const signIn = (
      <Button type="primary" href="/#/">
        {translator(locale, kitMessages)('kit.signInAgain')}
      </Button>
    );
    body = <LazyResult status="warning" title={String((bridge.error as Error)?.message ?? bridge.error)} extra={expired ? signIn : undefined} />;
  }
  else if (!kit) body = <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  else body = <KitContext.Provider value={kit}>{props.children}</KitContext.Provider>;
  return (
    <ConfigProvider locale={antdLocale} button={{ autoInsertSpace: false }} theme={{ algorithm: defaultAlgorithm, token: themeTokens(themeName) }}>
      <PageBase>
        <FeedbackHost />
        {body}
      </PageBase>
    </ConfigProvider>
  );
}

/**
 * The page's base text style from the theme (what antd's App wrapper gave; the App itself, with its
 * message and dialog holders, is loaded on first use by FeedbackHost).
 */
function PageBase(props: { children: ReactNode }) {
  const token = useThemeToken();
  return (
    <div className="uo-app" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {props.children}
    </div>
  );
}
