/**
 * A build-only Vite plugin replacing chosen imports of chosen vendor files with stand-ins, for those
 * importers only (any other importer of the same module gets the real one). Used by lazyAntdParts and
 * echartsParts; tests/lint/vendorParts.test.ts checks that every replaced import still exists.
 */
import type { Plugin } from 'vite';

/** importer (path end, e.g. '/antd/es/table/InternalTable.js') → its import source → stand-in name. */
export type Replacements = Record<string, Record<string, string>>;

export function replaceImports(name: string, replaced: Replacements, standIn: (name: string) => string): Plugin {
  const prefix = `\0${name}:`;
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer) return null;
      const path = importer.replace(/\\/g, '/');
      for (const [end, sources] of Object.entries(replaced)) {
        if (path.endsWith(end) && sources[source]) return prefix + sources[source];
      }
      return null;
    },
    load(id) {
      return id.startsWith(prefix) ? standIn(id.slice(prefix.length)) : null;
    },
  };
}
