/**
 * The menu of a system (getMenuJson.sa): tree helpers, link building, quick-jump matching. Plain TS.
 */
import type { ModuleContext } from '../../bridge/contract';
import type { MenuNode as MenuRecord } from '../../kit/contract';
import { contextParams, framedParams } from './moduleContext';

/**
 * The shell's reading of a menu record (kit/contract.ts `MenuNode`): the spec's fields, which any
 * platform server sends; the icon when there is one. Our server's extras (title, moduleId,
 * systemCode) are not needed here.
 */
export type MenuNode = Pick<MenuRecord, 'id' | 'key' | 'parentId' | 'name' | 'uri' | 'openModeCode' | 'isWelcomeMenu'> & {
  icon?: string;
  children: MenuNode[];
};

/** One leaf of the menu with the names of its parents, for search and quick jump. */
export type MenuLeaf = MenuNode & { parentNames: string[] };

/** Turns the server's menu answer into tree nodes; anything that is not a menu record is dropped. */
export function normalizeMenu(raw: unknown, parentId: string | null = null): MenuNode[] {
  if (!Array.isArray(raw)) return [];
  const nodes: MenuNode[] = [];
  for (const item of raw as Record<string, unknown>[]) {
    if (!item || (typeof item.id !== 'string' && typeof item.id !== 'number')) continue;
    const id = String(item.id);
    nodes.push({
      id,
      key: id,
      parentId: item.parentId == null || item.parentId === '' ? parentId : String(item.parentId),
      name: typeof item.name === 'string' ? item.name : id,
      uri: typeof item.uri === 'string' ? item.uri : '',
      ...(typeof item.icon === 'string' ? { icon: item.icon } : {}),
      openModeCode: item.openModeCode === 'window' ? 'window' : 'tab',
      isWelcomeMenu: item.isWelcomeMenu === true || item.isWelcomeMenu === 1 || item.isWelcomeMenu === '1',
      children: normalizeMenu(item.children, id),
    });
  }
  return nodes;
}

/** Every node that opens something (has a uri), depth first, with its parents' names. */
export function menuLeaves(tree: readonly MenuNode[], parents: string[] = []): MenuLeaf[] {
  const out: MenuLeaf[] = [];
  for (const node of tree) {
    if (node.uri) out.push({ ...node, parentNames: parents });
    out.push(...menuLeaves(node.children, [...parents, node.name]));
  }
  return out;
}

/** The node with that id and the ids of its ancestors (outermost first), or null. */
export function findMenu(tree: readonly MenuNode[], id: string): { node: MenuNode; ancestors: string[] } | null {
  for (const node of tree) {
    if (node.id === id) return { node, ancestors: [] };
    const inner = findMenu(node.children, id);
    if (inner) return { node: inner.node, ancestors: [node.id, ...inner.ancestors] };
  }
  return null;
}

/** The system's welcome menu: the one marked so, else the first leaf. */
export function welcomeMenu(tree: readonly MenuNode[]): MenuNode | null {
  const leaves = menuLeaves(tree);
  return leaves.find((l) => l.isWelcomeMenu) ?? leaves[0] ?? null;
}

/** Open keys for menuExpandType 'first': the first submenu open; 'all' opens every one; else none. */
export function initialOpenKeys(tree: readonly MenuNode[], expandType: string): string[] {
  const groups = (nodes: readonly MenuNode[]): MenuNode[] => nodes.filter((n) => n.children.length > 0);
  if (expandType === 'all') {
    const all: string[] = [];
    const walk = (nodes: readonly MenuNode[]) => groups(nodes).forEach((n) => (all.push(n.key), walk(n.children)));
    walk(tree);
    return all;
  }
  if (expandType === 'first') {
    const first = groups(tree)[0];
    return first ? [first.key] : [];
  }
  return [];
}

/**
 * Where links are built: the clearcache switch and time, and the page's host and origin. `framed`: the
 * link is a tab's frame address, which carries no token (the frame gets it over the bridge; issue 9).
 */
export type LinkOptions = { clearCache: boolean; now: number; host: string; origin: string; framed?: boolean };

/** Placeholders for the current host that a menu uri may hold. */
const HOST_PLACEHOLDER = /\{\{host\}\}|\$\{host\}|\{host\}/g;

/**
 * Builds the address a menu opens: the host placeholder replaced, then the module context's address
 * parameters set (systemCode, title, menuId, tenantId, userId, token, access_token; see
 * {@link contextParams}; without token and access_token when `framed`), and a clearcache timestamp
 * unless disabled. Parameters go before the hash so
 * they reach the module page's own URL parameters.
 */
export function buildMenuLink(uri: string, context: ModuleContext, options: LinkOptions): string {
  const url = new URL(uri.replace(HOST_PLACEHOLDER, options.host), options.origin);
  for (const [name, value] of Object.entries(options.framed ? framedParams(context) : contextParams(context))) url.searchParams.set(name, value);
  if (options.clearCache) url.searchParams.set('clearcache', String(options.now));
  return url.origin === options.origin ? url.pathname + url.search + url.hash : url.href;
}

/** True when an address may be opened by the shell: http(s) on an allowed origin (never javascript:). */
export function isAllowedAddress(address: string, origin: string, allowedOrigins: readonly string[]): boolean {
  try {
    const url = new URL(address, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.origin === origin || allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/**
 * Fuzzy score of `query` against `text`: every query character must appear in order. Higher is
 * better (consecutive runs and an early start score more); -1 when it does not match.
 */
export function fuzzyScore(query: string, text: string): number {
  const q = query.trim().toLowerCase();
  const s = text.toLowerCase();
  if (!q) return 0;
  const direct = s.indexOf(q);
  if (direct >= 0) return 1000 - direct;
  let score = 0;
  let last = -2;
  let pos = 0;
  for (const ch of q) {
    if (ch === ' ') continue;
    const found = s.indexOf(ch, pos);
    if (found < 0) return -1;
    score += found === last + 1 ? 10 : 1;
    last = found;
    pos = found + 1;
  }
  return score;
}

/** The leaves matching `query`, best first (name, then the parent path). */
export function fuzzyMenu(leaves: readonly MenuLeaf[], query: string, limit = 20): MenuLeaf[] {
  return leaves
    .map((leaf) => ({
      leaf,
      score: Math.max(fuzzyScore(query, leaf.name) * 2, fuzzyScore(query, [...leaf.parentNames, leaf.name].join('/'))),
    }))
    .filter((r) => r.score >= 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.leaf);
}

/** A menu search result (shell.md §3), the fields the shell uses. */
export type MenuSearchResult = {
  key: string;
  name: string;
  uri: string;
  parentNames: string[];
  systemCode: string;
  systemName: string;
  openModeCode: 'tab' | 'window';
};

/** Reads a menu search answer; anything that is not an array gives null (the caller ignores it). */
export function parseMenuSearch(data: unknown): MenuSearchResult[] | null {
  if (!Array.isArray(data)) return null;
  return (data as Record<string, unknown>[])
    .filter((r) => r && (typeof r.key === 'string' || typeof r.key === 'number'))
    .map((r) => {
      const a = (r.attributes ?? {}) as Record<string, unknown>;
      const parents = a.parentNames;
      return {
        key: String(r.key),
        name: typeof r.name === 'string' ? r.name : String(r.key),
        uri: typeof a.uri === 'string' ? a.uri : '',
        parentNames: Array.isArray(parents) ? parents.map(String) : typeof parents === 'string' && parents ? parents.split(/[/,>]/) : [],
        systemCode: typeof a.systemCode === 'string' ? a.systemCode : '',
        systemName: typeof a.systemName === 'string' ? a.systemName : '',
        openModeCode: a.openModeCode === 'window' ? 'window' : 'tab',
      };
    });
}
