/**
 * Menus: each system's menu tree is assembled from the module manifests (modules/<id>/manifest.ts),
 * discovered at start, so a module added later brings its entries without a server change. A user
 * sees the entries granted to them (see grants.ts) whose functions they hold.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleManifest, ModuleMenuEntry } from '../../kit/manifest';
import type { Locale, MenuNode, SystemEntry } from '../../kit/contract';
import type { Grant, GrantService, UserRef } from './grants';
import { holdsFunction } from '../../kit/resource/functions';
import type { MenuSetting } from './admin';

export type MenuSearchResult = {
  key: string;
  name: string;
  attributes: { uri: string; parentNames: string[]; systemCode: string; systemName: string; openModeCode: string; menuId: string };
};

/** Reads every modules/<id>/manifest.ts. A module without a valid manifest is skipped. */
export async function loadManifests(
  modulesDir: string,
  warn: (msg: string) => void = () => {},
  only: string[] = [],
): Promise<ModuleManifest[]> {
  if (!existsSync(modulesDir)) return [];
  const manifests: ModuleManifest[] = [];
  for (const dir of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    if (only.length > 0 && !only.includes(dir.name)) continue;
    const file = join(modulesDir, dir.name, 'manifest.ts');
    if (!existsSync(file)) continue;
    try {
      const loaded = (await import(pathToFileURL(file).href)) as { default?: ModuleManifest };
      const manifest = loaded.default;
      if (!manifest || manifest.id !== dir.name || !Array.isArray(manifest.systems) || !Array.isArray(manifest.menu)) {
        warn(`modules/${dir.name}/manifest.ts: no valid default defineModule({...}) with id '${dir.name}'; skipped`);
        continue;
      }
      manifests.push(manifest);
    } catch (error) {
      warn(`modules/${dir.name}/manifest.ts could not be loaded: ${String(error)}`);
    }
  }
  return manifests.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.id.localeCompare(b.id));
}

function buildNode(module: ModuleManifest, entry: ModuleMenuEntry, parentId: string | null, systemCode: string, locale: Locale): MenuNode {
  const id = `${module.id}.${entry.key}`;
  return {
    id,
    key: id,
    parentId,
    name: entry.title[locale] || entry.title['zh-CN'],
    title: entry.title,
    uri: entry.route !== undefined ? `/modules/${module.id}/#${entry.route}` : '',
    icon: entry.icon ?? '',
    isWelcomeMenu: entry.welcome === true,
    openModeCode: entry.openMode ?? 'tab',
    moduleId: module.id,
    systemCode,
    children: (entry.children ?? []).map((child) => buildNode(module, child, id, systemCode, locale)),
  };
}

/** A tenant's own settings of a system's entries (0011 menu_settings), by menu id. */
export type MenuSettingsSource = (tenantId: string, systemCode: string) => Promise<MenuSetting[]>;

export class MenuService {
  constructor(
    private readonly manifests: ModuleManifest[],
    private readonly grants: GrantService,
    private readonly settings: MenuSettingsSource = async () => [],
  ) {}

  /** Every entry of a system with the tenant's order, icons, open modes and welcome entry applied. */
  async tenantTree(tenantId: string, systemCode: string, locale: Locale = 'zh-CN'): Promise<MenuNode[]> {
    return applySettings(this.fullTree(systemCode, locale), await this.settings(tenantId, systemCode));
  }

  /** The ids of the modules with entries in a system (every module with a manifest when none is named). */
  moduleIds(systemCode?: string): string[] {
    return this.manifests.filter((m) => !systemCode || m.systems.includes(systemCode)).map((m) => m.id);
  }

  /** Every entry of a system, before grants; `name` in `locale` (`title` holds both). */
  fullTree(systemCode: string, locale: Locale = 'zh-CN'): MenuNode[] {
    const nodes = this.manifests
      .filter((m) => m.systems.includes(systemCode))
      .flatMap((m) => m.menu.map((entry) => buildNode(m, entry, null, systemCode, locale)));
    return mergeSharedGroups(nodes);
  }

  /** The entries of `fullTree` with their required functions, by id. */
  private functionsById(systemCode: string): Map<string, string[]> {
    const map = new Map<string, string[]>();
    const walk = (moduleId: string, entries: ModuleMenuEntry[]) => {
      for (const e of entries) {
        map.set(`${moduleId}.${e.key}`, e.functions ?? []);
        walk(moduleId, e.children ?? []);
      }
    };
    for (const m of this.manifests.filter((x) => x.systems.includes(systemCode))) walk(m.id, m.menu);
    return map;
  }

  /** The system's menu tree as the user may see it, named in `locale`; null when the system is not theirs. */
  async treeFor(user: UserRef, systemCode: string, locale: Locale = 'zh-CN'): Promise<MenuNode[] | null> {
    const systems = await this.grants.systemsOf(user);
    if (!systems.some((s) => s.code === systemCode)) return null;
    const grants = (await this.grants.grantsOf(user)).filter((g) => g.systemCode === '*' || g.systemCode === systemCode);
    const functions = await this.grants.functionsOf(user);
    const required = this.functionsById(systemCode);
    return filterTree(await this.tenantTree(user.tenantId, systemCode, locale), grants, functions, required, false);
  }

  /**
   * Menu search across the user's systems: entries with a uri whose name contains the keyword. The
   * caller's current system (`systemCode`, as the spec's payload sends it) comes first; the others
   * follow, so an entry of another system is found without switching systems first.
   */
  async search(user: UserRef, keyword: string, systemCode?: string, locale: Locale = 'zh-CN'): Promise<MenuSearchResult[]> {
    const needle = keyword.toLowerCase();
    const held: SystemEntry[] = await this.grants.systemsOf(user);
    const systems = [...held.filter((s) => s.code === systemCode), ...held.filter((s) => s.code !== systemCode)];
    const results: MenuSearchResult[] = [];
    for (const system of systems) {
      const tree = (await this.treeFor(user, system.code, locale)) ?? [];
      const walk = (nodes: MenuNode[], parents: string[]) => {
        for (const node of nodes) {
          const hit = node.title['zh-CN'].toLowerCase().includes(needle) || node.title['en-US'].toLowerCase().includes(needle);
          if (hit && node.uri) {
            results.push({
              key: node.id,
              name: node.name,
              attributes: { uri: node.uri, parentNames: parents, systemCode: system.code, systemName: systemName(system, locale), openModeCode: node.openModeCode, menuId: node.id },
            });
          }
          walk(node.children, [...parents, node.name]);
        }
      };
      walk(tree, []);
    }
    return results;
  }

  /** A menu entry's name in any system, for visit logs ('' when unknown). */
  nameOf(menuId: string): string {
    for (const m of this.manifests) {
      for (const code of m.systems) {
        const found = findNode(this.fullTree(code), menuId);
        if (found) return found.name;
      }
    }
    return '';
  }
}

/** A system's name in `locale` (the systems table holds both). */
export function systemName(system: Pick<SystemEntry, 'name' | 'nameEn'>, locale: Locale): string {
  return locale === 'en-US' && system.nameEn ? system.nameEn : system.name;
}

/**
 * A system made of several modules is grouped as its office works, not by module: top-level groups of
 * different modules with the same key (垃圾分类's 基础数据, 投放与收运, 分类质量, 监管考核, 大屏) are one group,
 * under the first module's id and title, holding each module's entries in module order.
 */
function mergeSharedGroups(nodes: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const groups = new Map<string, MenuNode>();
  for (const node of nodes) {
    const key = node.uri ? null : node.id.slice(node.id.indexOf('.') + 1);
    const first = key === null ? undefined : groups.get(key);
    if (first) {
      first.children.push(...node.children.map((c) => ({ ...c, parentId: first.id })));
      continue;
    }
    if (key !== null) groups.set(key, node);
    out.push(node);
  }
  return out;
}

function findNode(nodes: MenuNode[], id: string): MenuNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return null;
}

function filterTree(nodes: MenuNode[], grants: Grant[], functions: Set<string>, required: Map<string, string[]>, inherited: boolean): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    const needs = required.get(node.id) ?? [];
    if (!needs.every((f) => holdsFunction(functions, f))) continue;
    const granted = inherited || grants.some((g) => g.menuId === '*' || g.menuId === node.id);
    const children = filterTree(node.children, grants, functions, required, granted);
    if (granted || children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/**
 * The tree with a tenant's settings: siblings ordered by their `sort` (an entry without one keeps its
 * manifest position, counted in tens), icons and open modes replaced, and one welcome entry when a
 * setting names one (the manifest's welcome flags then give way).
 */
function applySettings(nodes: MenuNode[], settings: MenuSetting[]): MenuNode[] {
  if (!settings.length) return nodes;
  const byId = new Map(settings.map((s) => [s.menuId, s]));
  const welcomeSet = settings.some((s) => s.isWelcomeMenu === true);
  const walk = (list: MenuNode[]): MenuNode[] =>
    list
      .map((node, index) => {
        const s = byId.get(node.id);
        const next: MenuNode = {
          ...node,
          icon: s?.icon ?? node.icon,
          openModeCode: s?.openModeCode ?? node.openModeCode,
          isWelcomeMenu: welcomeSet ? s?.isWelcomeMenu === true : node.isWelcomeMenu,
          children: walk(node.children),
        };
        return { node: next, order: s?.sort ?? (index + 1) * 10, index };
      })
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((x) => x.node);
  return walk(nodes);
}
