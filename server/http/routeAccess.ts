/**
 * What every route needs, declared once beside the route (`config: { access }`) and enforced for all
 * of them by one hook (`installRouteAccess`): a route that declares nothing stops the server at start,
 * so no route can be served without someone deciding who may call it. The checks run in the route's
 * first preHandler, before the handler reads or validates anything: a refused caller learns nothing
 * from field messages.
 *
 * | declaration | who may call |
 * | --- | --- |
 * | `{ public: 'why' }` | anyone, no token (sign-in, probes, pages, device ingest by its own key) |
 * | `{ read: true }` | a signed-in user; the call only reads inside the caller's tenant |
 * | `{ own: 'what' }` | a signed-in user; changes only the caller's own things (password, photo, read marks) |
 * | `{ fn: 'code', systems? }` | a signed-in user holding platform function `code` (and one of `systems`) |
 * | `{ module, need }` | the resource engine's calls: the module's system and the call's function |
 *
 * @example
 *   app.route({ method: 'POST', url: `${NP}/constant/update`, config: { access: { fn: ADMIN_FUNCTIONS.param } }, handler });
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { requireAuth } from './auth';
import type { DeclaredInput } from './input';

/** The input a route's function may depend on (an upsert without an id creates). */
export type AccessInput = Record<string, unknown>;

/** The function an engine call needs: a code, null when it only reads, or decided by the request. */
export type Need = string | null | ((input: AccessInput) => string | null);

/** What a route needs; see the table above. */
export type RouteAccess =
  | { readonly public: string }
  | { readonly read: true }
  | { readonly own: string }
  | { readonly fn: string; readonly systems?: readonly string[] }
  | { readonly module: string; readonly need: Need; readonly inputOf?: (request: FastifyRequest) => AccessInput };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (./routeAccess.ts); every route declares it. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route served, with what it needs (installRouteAccess); tests sweep it. */
    routeTable: readonly AccessRow[];
    /** Set by {@link publicPages} on a context whose GET routes (a static plugin's) are public. */
    publicPagesReason?: string;
  }
}

/** One row of the route table: a method and path, with what it needs and the input it declares (./input.ts). */
export type AccessRow = { method: string; url: string; access: RouteAccess; input?: DeclaredInput };

/** Whether a declaration lets a caller change data (own things, a function, or an engine call with one). */
export function changesData(access: RouteAccess): boolean {
  return 'own' in access || 'fn' in access || ('module' in access && access.need !== null);
}

/** Refuses unless the caller holds platform function `code` (and, when named, one of `systems`). */
export async function checkFunction(request: FastifyRequest, code: string, systems?: readonly string[]): Promise<void> {
  await request.server.services.access.require(request.auth, systems, code);
}

function checkerOf(access: RouteAccess): preHandlerAsyncHookHandler[] {
  if ('public' in access) return [];
  if ('read' in access || 'own' in access) return [requireAuth];
  if ('fn' in access) {
    const { fn, systems } = access;
    return [requireAuth, async (request) => checkFunction(request, fn, systems)];
  }
  const { module, need, inputOf } = access;
  return [
    requireAuth,
    async (request) => {
      let input: AccessInput = {};
      // Fields the route cannot read are its handler's refusal to make, after this check.
      if (typeof need === 'function' && inputOf) {
        try {
          input = inputOf(request);
        } catch {
          input = {};
        }
      }
      const code = typeof need === 'function' ? need(input) : need;
      await request.server.services.access.check(request.auth, module, code);
    },
  ];
}

/** Method names of a route, upper case, as a list. */
function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
}

/**
 * Declares the GET and HEAD routes registered in `context` and below public unless they say
 * otherwise: for a plugin that registers its own routes (@fastify/static's files and assets), which
 * cannot carry a declaration. Any other method registered there must still declare its access.
 */
export function publicPages(context: FastifyInstance, why: string): void {
  context.decorate('publicPagesReason', why);
}

/**
 * Installs the rule on `app` (call before any route is registered): every route must declare its
 * access, or registering it throws (and the server does not start); the declaration's checks become
 * the route's first preHandlers. `app.routeTable` lists every route with its declaration.
 * HEAD routes fastify adds beside GET ones inherit their GET's declaration.
 */
export function installRouteAccess(app: FastifyInstance): void {
  const table: AccessRow[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    let access = route.config?.access;
    if (!access && this.publicPagesReason && methodsOf(route).every((m) => m === 'GET' || m === 'HEAD')) {
      access = { public: this.publicPagesReason };
      route.config = { ...route.config, access };
    }
    if (!access) {
      throw new Error(`route ${methodsOf(route).join(',')} ${route.url} declares no access (config.access, server/http/routeAccess.ts)`);
    }
    const input = route.config?.input;
    for (const method of methodsOf(route)) table.push({ method, url: route.url, access, ...(input ? { input } : {}) });
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    // requireAuth may already be in the route's own list; it runs once.
    route.preHandler = [...checkerOf(access), ...own.filter((h) => h !== requireAuth)];
  });
}
