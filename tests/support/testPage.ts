/**
 * Builds a test page of the kit (a module folder under `<root>/modules/<id>/` with its index.html) with
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

export async function buildTestPage(root: string, id: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `urbanops-${id}-`));
  await build({
    configFile: false,
    root,
    base: '/',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: { [id]: join(root, `modules/${id}/index.html`) } } },
  });
  return outDir;
}
