/**
 * Vite plugin: writes `<file>.br` and `<file>.gz` beside every emitted JS and CSS asset (and SVG), so the
 * server sends hashed assets pre-compressed with immutable caching instead of compressing per request.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
/** Below this size compression does not pay for itself. */
const MIN_BYTES = 512;

export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'urbanops:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const path = join(dir, fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
