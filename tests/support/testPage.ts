/**
 * Builds test pages of the kit (module folders under `<root>/modules/<id>/` with their index.html) with
 * Vite into a temporary folder, for a browser test to serve with `startServer({ distDir })`.
 *
 * @example
 *   const distDir = await buildTestPage(resolve(import.meta.dirname, 'listPage'), 'kitlist');
 *   // … finally: rmSync(distDir, { recursive: true, force: true })
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export async function buildTestPage(root: string, ...ids: [string, ...string[]]): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `urbanops-${ids[0]}-`));
  await build({
    configFile: false,
    root,
    base: '/',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: Object.fromEntries(ids.map((id) => [id, join(root, `modules/${id}/index.html`)])) } },
  });
  return outDir;
}
