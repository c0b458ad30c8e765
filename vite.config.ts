// Builds the host shell and every module as separate pages into dist/, sharing hashed vendor chunks.
// Module pages are found from the folders under modules/ (each with an index.html), never listed by hand.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/vite/compressAssets';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = import.meta.dirname;

/** Every page of the suite: the host, plus modules/<id>/index.html for each module folder . */
export function pageEntries(): Record<string, string> {
  const entries: Record<string, string> = { host: resolve(root, 'host/index.html') };
  for (const dir of readdirSync(resolve(root, 'modules'), { withFileTypes: true })) {
    const html = resolve(root, 'modules', dir.name, 'index.html');
    if (dir.isDirectory() && existsSync(html)) entries[`modules/${dir.name}`] = html;
  }
  return entries;
}

/** Vendor code shared by every page goes into a few long-lived chunks, so pages share the cache. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(echarts|zrender)\//.test(id)) return 'vendor-echarts';
  if (/node_modules\/(antd|@ant-design|rc-[\w-]+|@rc-component)\//.test(id)) return 'vendor-antd';
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'vendor-react';
  return undefined;
}

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), compressAssets()],
  build: {
    // URBANOPS_DIST lets parallel builds (e.g. two checkouts testing at once) use their own folder.
    outDir: process.env.URBANOPS_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: pageEntries(),
      output: {
        // One group per vendor chunk, React first: a group takes its modules' dependencies along, and with
        // a single manualChunks group react-dom ended up in vendor-antd (every page, login too, loaded antd).
        codeSplitting: {
          groups: ['vendor-react', 'vendor-echarts', 'vendor-antd'].map((name, i, all) => ({
            name,
            test: (id: string) => vendorChunk(id) === name,
            priority: all.length - i,
          })),
        },
      },
    },
  },
});
