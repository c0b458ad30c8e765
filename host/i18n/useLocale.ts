/** The current locale as React state: components re-render when the language changes. */
import { useSyncExternalStore } from 'react';
import { getLocale, onLocaleChange, type Locale } from './index';

export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, getLocale, getLocale);
}
