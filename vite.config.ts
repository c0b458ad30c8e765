// Builds the host shell and every module as separate pages into dist/, sharing hashed vendor chunks.
// Module pages are found from the folders under modules/ (each with an index.html), never listed by hand.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/vite/compressAssets';
import { echartsParts } from './scripts/vite/echartsParts';
import { lazyAntdParts } from './scripts/vite/lazyAntdParts';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = import.meta.dirname;

/**
 * Every page of the suite: the host, plus modules/<id>/index.html for each module folder.
 * URBANOPS_PAGES=ljfl,jlzs builds the host and just those modules (a quicker build while working on them).
 */
export function pageEntries(): Record<string, string> {
  const entries: Record<string, string> = { host: resolve(root, 'host/index.html') };
  const only = (process.env.URBANOPS_PAGES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const dir of readdirSync(resolve(root, 'modules'), { withFileTypes: true })) {
    if (only.length > 0 && !only.includes(dir.name)) continue;
    const html = resolve(root, 'modules', dir.name, 'index.html');
    if (dir.isDirectory() && existsSync(html)) entries[`modules/${dir.name}`] = html;
  }
  return entries;
}

/**
 * React with its DOM is a hand-made vendor chunk: every page runs it, so it is cached once for all; the
 * router is another, the host's alone (module pages route with kit/ui/hashRoutes). antd and ECharts are left to the bundler's own splitting: antd 6 is ESM and
 * tree-shakes, so a page gets the components its code imports, in chunks shared (same URL) by the pages
 * that import the same ones; ECharts (kit/charts/echartsCore) is a lazy chunk of the chart screens. One
 * big vendor-antd chunk made every page pay ~380 KB for components it never rendered.
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'vendor-react';
  if (/node_modules\/react-router\//.test(id)) return 'vendor-router';
  return undefined;
}

/**
 * Files whose top level does nothing but define: kit/<part>/index.ts and bridge/index.ts (they only
 * re-export), the indexes of @rc-component/tree and @rc-component/table, and rc-table's VirtualTable
 * (it builds its default export at the top, a call the bundler would otherwise keep): a table without
 * `virtual` no longer brings the virtual table and @rc-component/virtual-list (scripts/vite/lazyAntdParts).
 */
const SIDE_EFFECT_FREE =
  /\/(kit\/[^/]+|bridge)\/index\.tsx?$|\/node_modules\/@rc-component\/(tree|table)\/es\/index\.js$|\/node_modules\/@rc-component\/table\/es\/VirtualTable\/index\.js$/;

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), lazyAntdParts(), echartsParts(), compressAssets()],
  build: {
    // URBANOPS_DIST lets parallel builds (e.g. two checkouts testing at once) use their own folder.
    outDir: process.env.URBANOPS_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: pageEntries(),
      // SIDE_EFFECT_FREE (above): e.g. a page that imports `lazyScreen` from kit/ui no longer pulls every
      // file kit/ui names (forms, import, workflow dialogs, zod through kit/resource's validation).
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: (id: string) => vendorChunk(id) === 'vendor-react' },
            { name: 'vendor-router', test: (id: string) => vendorChunk(id) === 'vendor-router' },
          ],
        },
      },
    },
  },
});
