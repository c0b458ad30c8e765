/** The shell's text lookup: `t(key, params)` in the current locale (zh-CN default, en-US switchable). */
import { STORAGE_KEYS } from '../../bridge/contract';
import type { Locale } from '../../kit/contract';
import { catalogue, type MessageKey } from './catalogue';

export type { Locale };
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
/** Where the chosen language is kept; a module page opened alone in a window reads it too. */
export const LOCALE_KEY = STORAGE_KEYS.locale;
export type { MessageKey };

let current: Locale = readLocale();
const listeners = new Set<(locale: Locale) => void>();

function readLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(LOCALE_KEY);
    return saved === 'en-US' ? 'en-US' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

export function getLocale(): Locale {
  return current;
}

/** Switches the language, remembers it, and tells every subscriber (the antd layer, the title). */
export function setLocale(locale: Locale): void {
  current = locale;
  try {
    globalThis.localStorage?.setItem(LOCALE_KEY, locale);
  } catch {
    /* storage may be unavailable */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((fn) => fn(locale));
}

export function onLocaleChange(fn: (locale: Locale) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The message in the current locale, with `{name}` placeholders filled. */
export function t(key: MessageKey, params: Record<string, string | number> = {}, locale: Locale = current): string {
  const text: string = catalogue[key][locale];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
