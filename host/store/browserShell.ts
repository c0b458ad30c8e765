/**
 * The one shell store of the page, wired to the browser: local and session storage, the router's
 * navigate, antd's confirm, window.open, and the shell's calls with the 401 hook.
 */
import { useStore } from 'zustand';
import { createShell, type Shell } from './shellStore';
import { createShellApi } from '../core/shellApi';
import { kitTransport } from '../core/kitTransport';
import { notify } from '../core/notifier';
import { requestSession } from '../core/moduleContext';
import { readTheme, THEME_KEY } from '../core/theme';
import { getLocale } from '../i18n';
import type { ShellState } from './types';

type Ui = {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  confirm(title: string, content: string): Promise<boolean>;
};

const ui: Ui = {
  navigate: (to) => {
    window.location.hash = `#${to}`;
  },
  confirm: (title, content) => Promise.resolve(window.confirm(`${title}\n${content}`)),
};

/** The React layer hands over the router's navigate and antd's confirm once mounted. */
export function bindUi(next: Partial<Ui>): void {
  Object.assign(ui, next);
}

let shell: Shell | null = null;

/** Every call of the shell goes through the kit's request client; a 401 starts the expired-login countdown. */
function shellTransport() {
  return kitTransport({
    getSession: () => (shell ? requestSession(shell.moduleContext()) : {}),
    onUnauthorized: () => shell?.tokenInvalid(),
    redirect: () => shell?.tokenInvalid(),
  });
}

export function getShell(): Shell {
  shell ??= createShell({
    api: createShellApi(shellTransport()),
    local: window.localStorage,
    session: window.sessionStorage,
    origin: window.location.origin,
    host: window.location.host,
    now: () => Date.now(),
    notify,
    navigate: (to, options) => ui.navigate(to, options),
    assign: (url) => window.location.assign(url),
    openWindow: (url) => window.open(url, '_blank') !== null,
    confirm: (title, content) => ui.confirm(title, content),
    locale: getLocale,
    theme: () => readTheme(localStorage.getItem(THEME_KEY)),
  });
  return shell;
}

/** Reads a slice of the shell state. */
export function useShell<T>(selector: (state: ShellState) => T): T {
  return useStore(getShell().store, selector);
}
