// The suite's build (vite.config.ts) with the vendor groups completed for this module's browser test:
// the root config leaves dayjs (and its plugins), @babel/runtime, tslib and zrender out of the vendor
// chunks, so they land in a shared app chunk that imports vendor-antd/vendor-echarts while those import
// it back — a chunk cycle that stops every kit page at start ("require_weekday is not a function").
// Here they join the vendor chunk that needs them. Build: npx vite build --config tests/modules/wtsb/vite.config.ts
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import base from '../../../vite.config';

function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules\/(echarts|zrender|tslib)\//.test(id)) return 'vendor-echarts';
  if (/node_modules\/(antd|@ant-design|rc-[\w-]+|@rc-component|dayjs|@babel\/runtime)\//.test(id)) return 'vendor-antd';
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'vendor-react';
  return null;
}

const config = base as UserConfig;
export default defineConfig({
  ...config,
  build: {
    ...config.build,
    rollupOptions: {
      ...config.build?.rollupOptions,
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: (id: string) => vendorChunk(id) }] } } as never,
    },
  },
});
void mergeConfig;
