// A local ESLint rule for the architecture's import boundaries (GUIDE.md, "The architecture"):
//   bridge/        imports nothing of the app (and no React)
//   host/          never imports a business module (modules/kit is the shared toolkit, allowed)
//   modules/kit/   never imports host/ or a business module
//   modules/<id>/  imports itself, modules/kit and bridge/ only
//   browser code   (host, modules, bridge) never imports server/
// Imports are resolved against the file's folder, so relative paths of any depth are judged by where
// they land, not by how they are spelled.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Area of a file inside the repository: 'bridge', 'host', 'server', 'kit', 'module:<id>', or null. */
export function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'bridge' || rel[0] === 'host' || rel[0] === 'server') return rel[0];
  if (rel[0] === 'modules' && rel.length > 2) return rel[1] === 'kit' ? 'kit' : `module:${rel[1]}`;
  return null;
}

const allowed = {
  bridge: (to) => to === 'bridge',
  host: (to) => to === 'host' || to === 'kit' || to === 'bridge',
  kit: (to) => to === 'kit' || to === 'bridge',
  server: (to) => to !== 'host',
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
          const ok = from.startsWith('module:') ? to === 'kit' || to === 'bridge' : allowed[from]?.(to) ?? true;
          const serverFromBrowser = to === 'server' && from !== 'server';
          if (!ok || serverFromBrowser) context.report({ node, messageId: 'crossing', data: { from, to } });
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
