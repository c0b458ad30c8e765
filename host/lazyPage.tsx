/**
 * Route pages loaded on demand, each with its title. A chunk that fails or takes longer than 120 000 ms
 * (shell.md §9) shows an error with a retry instead of a blank screen. Plain React: no antd here.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { t, type MessageKey } from './i18n';
import { useLocale } from './i18n/useLocale';

/** Page chunk load timeout (shell.md §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

type Loader = () => Promise<{ default: ComponentType }>;

export type LazyPage = ComponentType & { preload(): Promise<unknown> };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

/**
 * The address of the chunk a failed dynamic import names (Chromium and Firefox put it in the message).
 * A browser keeps a failed module import's failure for its address (Chromium 150 does, as the HTML
 * standard's module map says): importing the same address again fails at once without a request, so
 * a retry asks for the chunk at a new address (`?retry=n`). The chunk's own imports keep their
 * addresses, so shared modules (React, the i18n) stay one instance. Without an address in the message
 * the retry imports as before.
 */
function failedChunk(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/[^\s'"]+?\.js\b/.exec(message)?.[0] ?? null;
}

/**
 * @param titleKey the route's title (document.title while it is shown)
 * @param options.resetOnVisit remount on every visit of the route (login, navigation, single sign-on)
 */
export function lazyPage(load: Loader, titleKey: MessageKey, options: { resetOnVisit?: boolean } = {}): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  let failed: string | null = null;
  let retries = 0;
  const start = (): Promise<ComponentType> => {
    if (loaded) return Promise.resolve(loaded);
    if (pending) return pending;
    const attempt = failed ? (import(/* @vite-ignore */ `${failed}?retry=${++retries}`) as ReturnType<Loader>) : load();
    pending = withTimeout(attempt, CHUNK_TIMEOUT_MS).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        failed = failedChunk(error) ?? failed;
        console.error('page chunk failed to load', error);
        throw error;
      },
    );
    return pending;
  };

  function Page() {
    const location = useLocation();
    const [status, setStatus] = useState<'ready' | 'loading' | 'timeout' | 'failed'>(loaded ? 'ready' : 'loading');
    const [attempt, setAttempt] = useState(0);

    const locale = useLocale();
    useEffect(() => {
      document.title = t(titleKey);
    }, [location.pathname, locale]);

    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setStatus('ready'),
        (error: Error) => live && setStatus(error.message === 'timeout' ? 'timeout' : 'failed'),
      );
      return () => {
        live = false;
      };
    }, [attempt]);

    if (status === 'ready' && loaded) {
      const Component = loaded;
      return <Component key={options.resetOnVisit ? location.key : undefined} />;
    }
    if (status === 'loading') {
      return (
        <div className="uo-page-state" aria-busy="true">
          <div className="uo-spinner" aria-hidden="true" />
          <span className="uo-visually-hidden">{t('chunk.loading')}</span>
        </div>
      );
    }
    return (
      <main className="uo-page-state" data-testid="chunk-error">
        <h1 role="alert">{t(status === 'timeout' ? 'chunk.timeout' : 'chunk.failed')}</h1>
        <button
          type="button"
          className="uo-button"
          onClick={() => {
            setStatus('loading');
            setAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </button>
      </main>
    );
  }
  return Object.assign(Page, { preload: () => start().catch(() => undefined) });
}
