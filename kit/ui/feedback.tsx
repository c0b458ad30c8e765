/**
 * A module page's messages, confirmations and notifications (antd's message, Modal.confirm and
 * notification, themed inside the page's ConfigProvider). Their code — dialog, notification list,
 * motion, skeleton: ≈ 18 KB compressed — is not part of a list's first download: it is fetched on the
 * page's first pointer or key press (before the click that may need it), or by the first call, which
 * waits for it and is then shown. Calls made before are kept in order.
 *
 * @example
 *   const { message, modal } = useFeedback();
 *   modal.confirm({ title: t('kit.confirmDelete'), onOk: remove });
 *   message.success(t('kit.server.saved'));
 */
import type { useAppProps } from 'antd/es/app/context';
import { lazy, Suspense, useEffect, useState } from 'react';

type AppApi = useAppProps;
type Fn = (...args: never[]) => unknown;
/** antd's API with each call's answer dropped: a call may be kept until the code has arrived. */
type Deferred<T> = { [K in keyof T]: T[K] extends Fn ? (...args: Parameters<T[K]>) => void : never };

/** What `useFeedback()` gives. */
export type Feedback = {
  message: Deferred<Pick<AppApi['message'], 'success' | 'error' | 'warning' | 'info' | 'loading' | 'open' | 'destroy'>>;
  modal: Deferred<Pick<AppApi['modal'], 'confirm' | 'info' | 'success' | 'error' | 'warning'>>;
  notification: Deferred<Pick<AppApi['notification'], 'success' | 'error' | 'warning' | 'info' | 'open' | 'destroy'>>;
};

let api: AppApi | undefined;
const waiting: ((api: AppApi) => void)[] = [];
const wanters = new Set<() => void>();
let wanted = false;

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const w of wanters) w();
}

function call(show: (api: AppApi) => void): void {
  if (api) show(api);
  else {
    waiting.push(show);
    want();
  }
}

/** Called by the loaded holders with the themed API: runs what was asked meanwhile. */
export function provideFeedback(next: AppApi | undefined): void {
  api = next;
  if (!next) return;
  for (const show of waiting.splice(0)) show(next);
}

function forward<K extends keyof Feedback>(part: K, names: readonly string[]): Feedback[K] {
  return Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => call((a) => (a[part] as unknown as Record<string, (...x: unknown[]) => unknown>)[name]!(...args))]),
  ) as Feedback[K];
}

/** The page's feedback (stable; usable outside React too, e.g. by the request client's notifier). */
export const feedback: Feedback = {
  message: forward('message', ['success', 'error', 'warning', 'info', 'loading', 'open', 'destroy']),
  modal: forward('modal', ['confirm', 'info', 'success', 'error', 'warning']),
  notification: forward('notification', ['success', 'error', 'warning', 'info', 'open', 'destroy']),
};

/** The page's feedback, for components. */
export function useFeedback(): Feedback {
  return feedback;
}

const Holders = lazy(() => import('./FeedbackHolders'));

/** Rendered once by KitProvider inside the ConfigProvider: loads the holders when first wanted. */
export function FeedbackHost() {
  const [load, setLoad] = useState(wanted);
  useEffect(() => {
    const start = () => setLoad(true);
    wanters.add(start);
    if (wanted) start();
    // The first press anywhere fetches the code, so the confirmation its click may open is ready.
    const early = () => want();
    window.addEventListener('pointerdown', early, { capture: true, once: true });
    window.addEventListener('keydown', early, { capture: true, once: true });
    return () => {
      wanters.delete(start);
      window.removeEventListener('pointerdown', early, { capture: true });
      window.removeEventListener('keydown', early, { capture: true });
    };
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <Holders />
    </Suspense>
  ) : null;
}
