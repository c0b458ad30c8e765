// The side menu's first level shows icons only when collapsed: each entry of a system needs an icon of
// its own there, and no manifest may name an icon the shell does not have. A page is named once per system.
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { loadManifests } from '../../server/services/menus';
import { hasMenuIcon } from '../../host/pages/layout/menuIcons';
import type { ModuleMenuEntry } from '../../kit/manifest';

describe('menu icons', () => {
  it('gives every first-level entry of a system (a shared group once) a distinct icon the shell knows', async () => {
    const manifests = await loadManifests(resolve(import.meta.dirname, '../../modules'));
    const systems = new Set(manifests.flatMap((m) => m.systems));
    for (const system of systems) {
      // Top-level groups of one key in several modules are one entry of the menu (menus.ts mergeSharedGroups).
      const entries = manifests.filter((m) => m.systems.includes(system)).flatMap((m) => m.menu.map((e) => ({ id: e.route === undefined ? e.key : `${m.id}.${e.key}`, icon: e.icon ?? '' })));
      const top = [...new Map(entries.map((e) => [e.id, `${e.id}:${e.icon}`])).values()];
      const icons = top.map((e) => e.split(':')[1]!);
      expect(icons.filter((i) => !hasMenuIcon(i)), `${system}: ${top.join(' ')}`).toEqual([]);
      expect(new Set(icons).size, `${system}: ${top.join(' ')}`).toBe(icons.length);
    }
  });

  it('names no page twice in a system’s menu (车辆管理 once had 运营分析 twice)', async () => {
    const manifests = await loadManifests(resolve(import.meta.dirname, '../../modules'));
    const leaves = (entries: ModuleMenuEntry[]): string[] => entries.flatMap((e) => (e.children ? leaves(e.children) : [e.title['zh-CN']]));
    for (const system of new Set(manifests.flatMap((m) => m.systems))) {
      const names = manifests.filter((m) => m.systems.includes(system)).flatMap((m) => leaves(m.menu));
      expect(names.filter((n, i) => names.indexOf(n) !== i), system).toEqual([]);
    }
  });

  it('knows every icon a manifest names at any depth', async () => {
    const manifests = await loadManifests(resolve(import.meta.dirname, '../../modules'));
    const names = (entries: ModuleMenuEntry[]): string[] => entries.flatMap((e) => [...(e.icon ? [e.icon] : []), ...names(e.children ?? [])]);
    expect(manifests.flatMap((m) => names(m.menu)).filter((n) => !hasMenuIcon(n))).toEqual([]);
  });
});
