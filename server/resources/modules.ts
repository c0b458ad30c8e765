/**
 * Finds the modules that bring resources: every `modules/<id>/resources/index.ts` (default export of
 * defineModuleResources) with its optional `modules/<id>/server.ts` (defineModuleServer). Nothing is
 * listed by hand: a new module folder is picked up at the next start.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleResources, ModuleServer } from './kit';

export type LoadedModule = { resources: ModuleResources; server: ModuleServer };

export const modulesRoot = resolve(import.meta.dirname, '..', '..', 'modules');

/** Loads the modules under `root`; `only`, when not empty, names the module ids to load. */
export async function loadModules(root = modulesRoot, only: string[] = []): Promise<LoadedModule[]> {
  const out: LoadedModule[] = [];
  for (const dir of readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    if (only.length > 0 && !only.includes(dir.name)) continue;
    const index = ['index.ts', 'index.js'].map((f) => join(root, dir.name, 'resources', f)).find(existsSync);
    if (!index) continue;
    const resources = ((await import(pathToFileURL(index).href)) as { default: ModuleResources }).default;
    const serverFile = ['server.ts', 'server.js'].map((f) => join(root, dir.name, f)).find(existsSync);
    const server = serverFile ? ((await import(pathToFileURL(serverFile).href)) as { default: ModuleServer }).default : {};
    out.push({ resources, server });
  }
  return out;
}
