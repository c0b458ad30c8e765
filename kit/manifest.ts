/**
 * A module's manifest: which systems it belongs to and the pages it brings, each declared once. A
 * page of a resource (`page(carInfo, { icon: 'car' })`) gives its menu entry, its hash route and its
 * title (the definition's title key, read from the module's catalogue in both locales); the module
 * page renders it as the resource's list page (kit/ui `ModuleApp`) unless it names a screen of its
 * own for the entry's key. Plain data, no React: the server reads every `modules/<id>/manifest.ts` to
 * assemble each system's menu tree, so a module added later brings its menu entries with it.
 *
 * @example
 *   export default defineModule({
 *     id: 'ljszy', title: 'ljszy.module', messages: ljszyMessages, systems: ['hwyy'],
 *     menu: [
 *       group('basics', { title: 'ljszy.menu.basics', icon: 'database' }, [
 *         page(carInfo, { key: 'cars', icon: 'car' }),            // /cars, titled 收运车辆 / Collection vehicles
 *         page(weighing, { key: 'weighing', icon: 'printer' }),    // a screen of its own: ModuleApp screens.weighing
 *       ]),
 *       screen('kanban', { title: 'ljszy.menu.kanban', icon: 'dashboard' }),
 *     ],
 *   });
 */
import type { Catalogue } from './i18n/catalogue';
import type { ApiCall, ResourceDef } from './resource/types';

/** A text in each supported locale; zh-CN is the default. */
export type LocalizedText = { 'zh-CN': string; 'en-US': string };

/** A title as declared: a catalogue key, keys shown one after another (['clgl.car', 'clgl.classic.suffix']), or both texts. */
export type Title = string | readonly string[] | LocalizedText;

/** How a menu entry opens: in a shell tab (default) or alone in a new window. */
export type OpenMode = 'tab' | 'window';

/** Tab key → a view of the page's resource (one list), or another definition (a page each). */
export type PageTabs = Record<string, ResourceDef>;

/** What the module page renders at an entry's route when it has no screen of its own. */
export type PageContent = {
  resource: ResourceDef;
  tabs?: PageTabs;
  /** Rows per tab: a call answering `{ [tab key]: count }`, or true for each tab's total. */
  counts?: ApiCall | true;
  /** Reloads the list (and its counts) every so many seconds while the page is visible (live-ish lists). */
  refreshEvery?: number;
};

export type ModuleMenuEntry = {
  /** Unique within the module; the server derives the stable menu id `<moduleId>.<key>`. */
  key: string;
  title: LocalizedText;
  /** Hash route inside the module page, e.g. '/cars' → /modules/clgl/#/cars. Omitted on groups. */
  route?: string;
  /** antd icon name (e.g. 'car', 'dashboard'); the host maps it to a component. */
  icon?: string;
  openMode?: OpenMode;
  /** The system's welcome menu (opened when multi-tab mode is off). At most one per system. */
  welcome?: boolean;
  /** Functions (permission codes) a user needs to see the entry; empty means every user of the system. */
  functions?: string[];
  children?: ModuleMenuEntry[];
  /** The title's catalogue key(s), for the page's heading (absent when declared as text). */
  titleKey?: string | readonly string[];
  /** A resource's page (from `page(...)`); a screen's entry has none. */
  page?: PageContent;
};

export type ModuleManifest = {
  /** The module's folder name under modules/, which is also its page path /modules/<id>/. */
  id: string;
  title: LocalizedText;
  /** Codes of the systems whose menu holds this module's entries. */
  systems: string[];
  /**
   * The areas of ../shared/spec/endpoints.json this module implements (e.g. ['ljszy']). A module is
   * complete when every entry of its areas is served at its path and used by a screen; the spec
   * coverage test checks exactly that for every module that names its areas.
   */
  specAreas?: string[];
  /** Position among the modules of a system's menu (lower first). */
  order?: number;
  menu: ModuleMenuEntry[];
};

type EntryOptions = Pick<ModuleMenuEntry, 'icon' | 'openMode' | 'welcome' | 'functions'>;

/** An entry as a module declares it (titles not yet read from the catalogue). */
export type DeclaredEntry = EntryOptions & {
  key: string;
  title: Title;
  route?: string;
  page?: PageContent;
  children?: DeclaredEntry[];
};

/**
 * A resource's page: menu entry, route and title from the definition. Key default: the resource id;
 * route default: `/<key>`; title default: the definition's title.
 */
export function page(
  resource: ResourceDef,
  o: EntryOptions & { key?: string; route?: string; title?: Title; tabs?: PageTabs; counts?: ApiCall | true; refreshEvery?: number } = {},
): DeclaredEntry {
  const { key = resource.id, route = `/${key}`, title = resource.title, tabs, counts, refreshEvery, ...rest } = o;
  return { ...rest, key, route, title, page: { resource, ...(tabs ? { tabs } : {}), ...(counts !== undefined ? { counts } : {}), ...(refreshEvery ? { refreshEvery } : {}) } };
}

/** A special screen (a board, a workbench): the module page names its element by this key. */
export function screen(key: string, o: EntryOptions & { title: Title; route?: string }): DeclaredEntry {
  const { route = `/${key}`, ...rest } = o;
  return { ...rest, key, route };
}

/** A menu group (no route) holding entries. */
export function group(key: string, o: Omit<EntryOptions, 'welcome' | 'openMode'> & { title: Title }, children: DeclaredEntry[]): DeclaredEntry {
  return { ...o, key, children };
}

const isText = (t: Title): t is LocalizedText => typeof t === 'object' && !Array.isArray(t);

/** Reads a title from the catalogue in both locales; throws on a key the catalogue lacks. */
function titleText(where: string, title: Title, messages: Catalogue | undefined): LocalizedText {
  if (isText(title)) return title;
  const keys: readonly string[] = typeof title === 'string' ? [title] : title;
  const text = (locale: keyof Catalogue) =>
    keys
      .map((k) => {
        const v = messages?.[locale][k];
        if (v === undefined) throw new Error(`${where}: no ${locale} text for "${k}" in the module's messages`);
        return v;
      })
      .join('');
  return { 'zh-CN': text('zh-CN'), 'en-US': text('en-US') };
}

export type ModuleDeclaration = Omit<ModuleManifest, 'title' | 'menu'> & {
  title: Title;
  /** The module's catalogue: titles given as keys are read from it. */
  messages?: Catalogue;
  menu: DeclaredEntry[];
};

/**
 * Checks a module's declaration and resolves its titles: every key used once, at most one welcome
 * entry, every title key present in both locales. Answers the manifest the server reads. (Two entries
 * may share a route: a shortcut at the top of the menu and the same page in its group.)
 */
export function defineModule(m: ModuleDeclaration): ModuleManifest {
  const keys = new Set<string>();
  const resolve = (e: DeclaredEntry): ModuleMenuEntry => {
    const where = `${m.id}.${e.key}`;
    if (keys.has(e.key)) throw new Error(`${where}: menu key used twice`);
    keys.add(e.key);
    const { children, title, ...rest } = e;
    return {
      ...rest,
      title: titleText(where, title, m.messages),
      ...(isText(title) ? {} : { titleKey: title }),
      ...(children ? { children: children.map(resolve) } : {}),
    };
  };
  const { messages, title, menu, ...manifest } = m;
  const resolved: ModuleManifest = { ...manifest, title: titleText(m.id, title, messages), menu: menu.map(resolve) };
  if (menuEntries(resolved).filter((e) => e.welcome).length > 1) throw new Error(`${m.id}: more than one welcome entry`);
  return resolved;
}

/** Every entry with a route, depth first in menu order. */
export function menuEntries(m: ModuleManifest): ModuleMenuEntry[] {
  const walk = (entries: ModuleMenuEntry[]): ModuleMenuEntry[] => entries.flatMap((e) => [...(e.route !== undefined ? [e] : []), ...walk(e.children ?? [])]);
  return walk(m.menu);
}
