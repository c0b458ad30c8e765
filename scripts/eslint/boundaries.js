// A local ESLint rule for the architecture's import boundaries (GUIDE.md, "The architecture").
// Layers: bridge ← kit ← host, modules, server.
//   bridge/        imports nothing of the app (and no React)
//   kit/           imports itself and bridge/ only
//   host/          imports itself, kit/ and bridge/; never modules/ (it loads them by URL)
//   modules/<id>/  imports itself, kit/ and bridge/ only; never another module
//   server/        imports itself, bridge/ and kit's plain parts; never host/, modules/ (it finds them
//                  by folder at run time) or kit's browser parts (ui, charts, bridge hooks, client)
//   browser code   (host, modules, bridge, kit) never imports server/
// Inside server/, layers point one way (GUIDE.md): http → services, resources → db → core.
//   server/app.ts, main.ts  the composition root: any layer
//   server/http/       routes, envelope, the one error handler: services, resources, db, core
//   server/services/   services, db, core (never http, never the resource engine)
//   server/resources/  the resource engine: resources, db, core (never http, never services)
//   server/db/         core only
//   server/core/       the error type and the message catalogue (and config.ts): nothing of the server
// A folder of server/ not in this list is not judged inside the server (place it here when adding it).
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

/**
 * Layer of a file inside server/: 'app' (app.ts, main.ts), 'http', 'services', 'resources', 'db',
 * 'core' (core/ and config.ts), or null (not in server/, or a folder not placed in a layer).
 */
export function serverLayerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] !== 'server') return null;
  // Imports name files without extension and folders by their index: 'server/app', 'server/resources'.
  const name = (rel[1] ?? '').replace(/\.[cm]?[jt]sx?$/, '');
  if (rel.length === 2 && (name === 'app' || name === 'main')) return 'app';
  if (rel.length === 2 && name === 'config') return 'core';
  return serverLayers.includes(name) ? name : null;
}

const serverLayers = ['http', 'services', 'resources', 'db', 'core'];

/** What each server layer may import besides itself. */
const serverAllowed = {
  app: () => true,
  http: (to) => to !== 'app',
  services: (to) => to === 'db' || to === 'core',
  resources: (to) => to === 'db' || to === 'core',
  db: (to) => to === 'core',
  core: () => false,
};

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
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          crossing: '{{from}} may not import {{to}} (GUIDE.md boundaries).',
          layer: 'server/{{from}} may not import server/{{to}}: server layers point one way, http → services, resources → db → core (GUIDE.md).',
        },
      },
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
          const target = path.resolve(path.dirname(context.filename), source);
          const to = areaOf(target);
          if (to === 'server' && from === 'server') {
            const [fromLayer, toLayer] = [serverLayerOf(context.filename), serverLayerOf(target)];
            if (fromLayer && toLayer && fromLayer !== toLayer && !serverAllowed[fromLayer](toLayer)) {
              context.report({ node, messageId: 'layer', data: { from: fromLayer, to: toLayer } });
            }
            return;
          }
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
