/**
 * A module's manifest: which systems it belongs to and the menu entries it brings. Plain data, no
 * React: the server reads every `modules/<id>/manifest.ts` to assemble each system's menu tree, so a
 * module added later brings its menu entries with it.
 *
 * @example
 *   export default defineModule({
 *     id: 'clgl',
 *     title: { 'zh-CN': '车辆管理', 'en-US': 'Vehicle management' },
 *     systems: ['clgl'],
 *     menu: [
 *       { key: 'cars', title: { 'zh-CN': '车辆档案', 'en-US': 'Vehicles' }, route: '/cars', icon: 'car' },
 *     ],
 *   });
 */

/** A text in each supported locale; zh-CN is the default. */
export type LocalizedText = { 'zh-CN': string; 'en-US': string };

/** How a menu entry opens: in a shell tab (default) or alone in a new window. */
export type OpenMode = 'tab' | 'window';

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

/** Identity function that types a manifest. */
export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}
