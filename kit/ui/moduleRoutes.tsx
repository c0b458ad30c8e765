/**
 * A module page's routes from its manifest: every menu entry with a route renders the screen the page
 * names for its key, or else — a resource's page — the resource's list page (with its tabs), under
 * the entry's title. A screen named for no entry, or an entry with neither, stops the page at once
 * with the key in the message: menu and routes cannot drift apart. Entries sharing a route (a menu
 * shortcut) are one route: the first entry's.
 *
 * @example
 *   moduleRoutes(manifest, { kanban: <KanbanBoard />, weighing: <WeighingScreen /> })
 */
import type { ReactNode } from 'react';
import { menuEntries, type ModuleManifest } from '../manifest';
import { ResourcePage } from './ResourcePage';

export type ModuleRoute = { path: string; element: ReactNode };

export function moduleRoutes(manifest: ModuleManifest, screens: Record<string, ReactNode> = {}): ModuleRoute[] {
  const entries = menuEntries(manifest);
  const unknown = Object.keys(screens).filter((key) => !entries.some((e) => e.key === key));
  if (unknown.length) throw new Error(`${manifest.id}: screens for no menu entry: ${unknown.join(', ')}`);
  const first = entries.filter((e, i) => entries.findIndex((x) => x.route === e.route) === i);
  return first.map((e) => {
    const own = screens[e.key];
    if (own !== undefined) return { path: e.route!, element: own };
    if (!e.page) throw new Error(`${manifest.id}: menu entry "${e.key}" has no screen`);
    const title = typeof e.titleKey === 'string' ? e.titleKey : undefined;
    return { path: e.route!, element: <ResourcePage key={e.key} def={e.page.resource} tabs={e.page.tabs} counts={e.page.counts} refreshEvery={e.page.refreshEvery} title={title} /> };
  });
}
