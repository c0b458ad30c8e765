/**
 * The message catalogue: every user-facing text, keyed, in zh-CN (default) and en-US. Plain data and a
 * formatter, used by the browser and by the server (validation messages are the same on both sides).
 *
 * @example
 *   const t = translator('en-US', kitMessages, ljszyMessages);
 *   t('kit.validation.required', { label: t('ljszy.carInfo.carCode') }); // 'Vehicle code is required'
 */
import type { Locale } from '../contract';

export type { Locale };

/** One locale's texts, flat: key → text with `{name}` placeholders. */
export type Messages = Record<string, string>;
export type Catalogue = { 'zh-CN': Messages; 'en-US': Messages };

/** Identity function that types a catalogue; the en-US side must name the same keys. */
export function defineMessages<const Z extends Messages>(c: { 'zh-CN': Z; 'en-US': { [K in keyof Z]: string } }): Catalogue {
  return c;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Replaces `{name}` placeholders; a missing key is shown as itself, so gaps are visible, never blank. */
export function translator(locale: Locale, ...catalogues: Catalogue[]): Translate {
  const merged: Messages = {};
  for (const c of catalogues) Object.assign(merged, c['zh-CN'], c[locale]);
  return (key, params) => {
    const text = merged[key] ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m)) : text;
  };
}

/**
 * A catalogue from `key: [zh-CN, en-US]` pairs, so a text and its translation sit on one line.
 * @example catalogueFromPairs({ 'ljszy.carInfo': ['收运车辆', 'Collection vehicles'] })
 */
export function catalogueFromPairs(...groups: Record<string, readonly [string, string]>[]): Catalogue {
  const c: Catalogue = { 'zh-CN': {}, 'en-US': {} };
  for (const g of groups) {
    for (const [key, [zh, en]] of Object.entries(g)) {
      c['zh-CN'][key] = zh;
      c['en-US'][key] = en;
    }
  }
  return c;
}
