// A local ESLint rule for the architecture's import boundaries (GUIDE.md, "The architecture").
// Layers: bridge ← kit ← host, modules, server.
//   bridge/        imports nothing of the app (and no React)
//   kit/           imports itself and bridge/ only
//   host/          imports itself, kit/ and bridge/; never modules/ (it loads them by URL)
//   modules/<id>/  imports itself, kit/ and bridge/ only; never another module
//   server/        imports itself, bridge/ and kit's plain parts; never host/, modules/ (it finds them
//                  by folder at run time) or kit's browser parts (ui, charts, bridge hooks, client)
//   browser code   (host, modules, bridge, kit) never imports server/
// Imports are resolved against the file's folder, so relative paths of any depth are judged by where
// they land, not by how they are spelled.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** kit/ folders that run only in the browser (React, antd, ECharts, axios-bound clients). */
export const kitBrowserParts = ['ui', 'charts', 'bridge', 'client', 'map'];

/**
 * Area of a file inside the repository: 'bridge', 'host', 'server', 'kit', 'kit-ui' (kit's browser
 * parts), 'module:<id>', or null (tests, scripts, bench: free to import anything).
 */
export function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'bridge' || rel[0] === 'host' || rel[0] === 'server') return rel[0];
  if (rel[0] === 'kit') return rel.length > 2 && kitBrowserParts.includes(rel[1]) ? 'kit-ui' : 'kit';
  if (rel[0] === 'modules' && rel.length > 2) return `module:${rel[1]}`;
  return null;
}

const isKit = (to) => to === 'kit' || to === 'kit-ui';

const allowed = {
  bridge: (to) => to === 'bridge',
  kit: (to) => isKit(to) || to === 'bridge',
  'kit-ui': (to) => isKit(to) || to === 'bridge',
  host: (to) => isKit(to) || to === 'bridge',
  server: (to) => to === 'kit' || to === 'bridge',
  module: (to) => isKit(to) || to === 'bridge',
};

const browserPackagesBannedInBridge = ['react', 'react-dom', 'antd'];

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [], messages: { crossing: '{{from}} may not import {{to}} (GUIDE.md boundaries).' } },
      create(context) {
        const from = areaOf(context.filename);
        if (!from) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          if (!source.startsWith('.')) {
            const pkg = source.split('/')[0];
            if (from === 'bridge' && browserPackagesBannedInBridge.includes(pkg)) {
              context.report({ node, messageId: 'crossing', data: { from, to: source } });
            }
            return;
          }
          const to = areaOf(path.resolve(path.dirname(context.filename), source));
          if (!to || to === from) return;
          const rule = from.startsWith('module:') ? allowed.module : allowed[from];
          if (!rule(to)) context.report({ node, messageId: 'crossing', data: { from, to } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
