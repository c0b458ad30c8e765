/**
 * The calls' description for integrators: `GET /openapi.json` (./../openapi.ts, generated on the
 * first request from the route table and the module definitions, then kept: the routes do not change
 * while the server runs) and the browsable reference at `/docs/api/` (swagger-ui-dist, served from
 * node_modules, no CDN). Both are public: they describe the calls and hold no data, and an integrator
 * or a client generator fetches the description before it has a token (every call described still
 * needs what it declares). The reference's "Try it out" sends the token the shell keeps in this
 * origin's local storage (`access_token`), so a signed-in administrator tries calls as themself.
 *
 * @example
 *   await openapiRoutes(app, modules);   // in server/app.ts, after every other route is registered
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoadedModule } from '../../resources/modules';
import { openapiDocument } from '../openapi';

const WHY = 'the description of the calls, no data: integrators and client generators read it before they hold a token';
const uiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>UrbanOps API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="./swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="./swagger-ui-bundle.js"></script>
<script src="./start.js"></script>
</body>
</html>
`;

// The signed-in session: the shell keeps its token in this origin's local storage (bridge/contract.ts STORAGE_KEYS.accessToken).
const START = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#api',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  tryItOutEnabled: false,
  requestInterceptor: function (request) {
    var token = null;
    try { token = window.localStorage.getItem('access_token'); } catch (e) { token = null; }
    if (token && !request.headers.Authorization && !request.headers.authorization) request.headers.Authorization = 'Bearer ' + token;
    return request;
  },
});
`;

const HEADERS = {
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

/** Registers `/openapi.json` and `/docs/api/` on `app`; call after every other route (the document lists the route table). */
export async function openapiRoutes(app: FastifyInstance, modules: readonly LoadedModule[]): Promise<void> {
  let document: string | null = null;
  const access = { public: WHY };
  app.get('/openapi.json', { config: { access } }, async (_request, reply) => {
    document ??= JSON.stringify(openapiDocument(app.routeTable, modules));
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get('/docs/api', { config: { access } }, async (_request, reply) => reply.redirect('/docs/api/'));
  app.get('/docs/api/', { config: { access } }, async (_request, reply) => reply.headers(HEADERS).type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/api/start.js', { config: { access } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START));
  const files: Record<string, string> = { 'swagger-ui.css': 'text/css; charset=utf-8', 'swagger-ui-bundle.js': 'text/javascript; charset=utf-8' };
  for (const [file, type] of Object.entries(files)) {
    let body: Buffer | null = null;
    app.get(`/docs/api/${file}`, { config: { access } }, async (_request, reply) => {
      body ??= await readFile(join(uiDir, file));
      return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
    });
  }
}
