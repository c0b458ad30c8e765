/** The message catalogue (zh-CN default, en-US) and the kit's own texts. */
export { defineMessages, translator, catalogueFromPairs } from './catalogue';
export type { Catalogue, Locale, Messages, Translate } from './catalogue';
export { kitMessages } from './kitMessages';
