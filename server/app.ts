/**
 * Builds the server: database (created, migrated and seeded when new), services, the HTTP layer
 * (parsers, envelope and errors, CORS, routes, resource engine, pages).
 *
 * @example
 *   const app = await buildServer(loadConfig());
 *   await app.listen({ port: 8080, host: '0.0.0.0' });
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from './config';
import { refreshPlannerStatistics } from './db/planner';
import { openDatabase, type Db } from './db';
import { seed } from './db/seed';
import { HttpError } from './core/errors';
import { frameworkErrors, installErrorHandling } from './http/envelope';
import { loggerOptions, requestId } from './http/logging';
import { messages } from './core/messages';
import { casRoutes } from './http/routes/cas';
import { shellRoutes } from './http/routes/shell';
import { managementRoutes } from './http/routes/management';
import { orgRoutes } from './http/routes/org';
import { publicRoutes } from './http/routes/public';
import { fileRoutes } from './http/routes/files';
import { deviceRoutes } from './http/routes/devices';
import { videoRoutes } from './http/routes/video';
import { seedDemoVideo } from './services/demoVideo';
import { videoFileRefs } from './services/video';
import { chatFileRefs } from './services/chat';
import { chatRoutes } from './http/routes/chat';
import { seedDemoDevices } from './services/demoSeed';
import { healthRoutes } from './http/routes/health';
import { installRouteAccess } from './http/routeAccess';
import { pagesPlugin } from './http/pages';
import { createServices } from './services';
import { loadManifests } from './services/menus';
import { hashPassword, loadOrCreateKeyPair } from './services/secrets';
import { GrantService } from './services/grants';
import { adminRoutes } from './http/routes/admin';
import { messagingRoutes } from './http/routes/messaging';
import { incomeRoutes } from './http/routes/income';
import { ccxRoutes } from './http/routes/ccx';
import { noticeRoutes } from './http/routes/notices';
import { resourcesPlugin } from './http/routes/resources';
import { functionCheckOf } from './resources/index';
import { loadModules } from './resources/modules';
import { tableName } from './resources/tables';
import { operationNames, tableRowNames } from './services/operationNames';
import { fileSweeper } from './resources/fileSweep';
import { openapiRoutes } from './http/routes/openapi';

/** Drops `__proto__` keys while parsing JSON, so no parsed body can reach an object's prototype. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
}

/** Builds the server for a configuration; the caller listens (main.ts) or injects (tests). */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  mkdirSync(config.dataDir, { recursive: true });
  let onDbError: (error: Error) => void = () => undefined;
  const store = await openDatabase(config.databaseUrl || join(config.dataDir, 'urbanops.db'), (error) => onDbError(error), config.dbPoolSize);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logStream),
    bodyLimit: config.bodyLimit,
    genReqId: requestId,
    // Request lines are logged at debug (below): the default level 'info' stays quiet.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // A first start creates every module's tables and seeds the demo data: on PostgreSQL, one round
    // trip per statement, far longer than the default 10 s on a loaded machine.
    pluginTimeout: 300_000,
  });
  onDbError = (error) => app.log.warn({ err: error }, 'a pooled database connection broke; it is replaced on the next query');
  try {
    const seeded = await seed(store.db, config.now(), hashPassword);
    if (seeded) app.log.info('database was empty: demo data seeded');
    const keys = await loadOrCreateKeyPair(store.db, config.dataDir, config.now());
    const manifests = await loadManifests(config.modulesDir, (msg) => app.log.warn(msg), config.modules);
    app.decorate('services', createServices(store.db, config, keys, manifests));
    await app.services.files.check();
    // Demo devices and cameras when there are none yet, as a module's demo rows when its tables are
    // empty: a first start, or a database seeded without them (DEMO_DEVICES=false, the tests' template).
    // Two instances starting together: the one that writes the first demo device seeds them all.
    if (config.demoDevices && !(await store.db.selectFrom('devices').select('id').limit(1).executeTakeFirst())) {
      const readings = await seedDemoDevices(store.db, app.services.devices, config.now());
      if (readings === null) app.log.info('demo devices are being seeded by another instance');
      else {
        app.log.info({ readings }, 'demo devices seeded');
        app.log.info({ clips: await seedDemoVideo(store.db, app.services.video, app.services.files, config.now()) }, 'demo cameras seeded');
      }
    }
    app.decorateRequest('auth', null as never);
    app.addHook('onClose', async () => store.close());

    installErrorHandling(app, config.bodyLimit);
    // Every route from here on declares who may call it, or the server does not start.
    installRouteAccess(app);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJson(String(body)));
      } catch {
        done(new HttpError('BAD_REQUEST', messages.badJson), undefined);
      }
    });
    await app.register(formbody, { bodyLimit: config.bodyLimit });
    await app.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: 20 * 1024 * 1024, files: 5, fields: 200, fieldSize: 1024 * 1024, parts: 250 },
    });
    await app.register(cookie);

    app.addHook('onRequest', async (request) => {
      request.log.debug({ req: request }, 'incoming request');
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug({ res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    });

    const corsOrigins = new Set([...config.portalOrigins, ...config.moduleOrigins]);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('access-control-expose-headers', 'access-token, x-request-id');
      const origin = request.headers.origin;
      if (origin && corsOrigins.has(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
        reply.header('vary', 'Origin');
        if (request.method === 'OPTIONS') {
          reply
            .header('access-control-allow-methods', 'GET, POST, OPTIONS')
            .header('access-control-allow-headers', 'authorization, access_token, content-type, x-xsrf-token, x-request-id')
            .header('access-control-max-age', '600');
          return reply.code(204).send();
        }
      }
      return undefined;
    });

    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    await app.register(async (api) => {
      await healthRoutes(api, { ping: store.ping, closing: () => closing });
      await publicRoutes(api, config);
      await casRoutes(api);
      await shellRoutes(api);
      await managementRoutes(api);
      await orgRoutes(api);
      await fileRoutes(api);
      await deviceRoutes(api, config);
      await videoRoutes(api);
    });
    const modules = await loadModules(config.modulesDir, config.modules);
    // The history names what the engine's entries are about (module, record, values): only the server holds every module's definitions.
    app.services.log.nameWith(
      operationNames(
        modules.map((m) => ({ resources: m.resources, title: manifests.find((x) => x.id === m.resources.module)?.title })),
        { rowNames: tableRowNames(store.db, tableName), departments: (tenantId) => app.services.org.departments(tenantId) },
      ),
    );
    // Workflow roles held by platform functions: the caller's functions through their roles, read
    // through the database the engine hands over (inside an action's transaction, that transaction).
    const functionCheck = functionCheckOf((caller, db) => new GrantService(db as Db).functionsOf({ tenantId: caller.tenantId, userId: caller.userId, isSuper: false }));
    await app.register(async (api) => {
      await adminRoutes(api, modules);
      await noticeRoutes(api);
      await messagingRoutes(api);
      await incomeRoutes(api);
      await ccxRoutes(api);
      await chatRoutes(api, config);
    });
    await app.register(resourcesPlugin, { db: store.db, modules, files: app.services.files, functionCheck, imports: config.imports, devices: { now: config.now, offlineSeconds: config.deviceOfflineSeconds } });
    // Every module folder's rows count as references, served here (MODULES) or not.
    const everyModule = config.modules.length ? await loadModules(config.modulesDir) : modules;
    // Besides module rows, videos' and chat messages' files are referenced.
    const platformRefs = async (db: Db) => {
      const keys = await videoFileRefs(db);
      for (const key of await chatFileRefs(db)) keys.add(key);
      return keys;
    };
    const sweeper = fileSweeper(app.services.files, everyModule, config.fileOrphanHours * 3600_000, platformRefs);
    app.decorate('sweepFiles', sweeper.run);
    const stopSweep = sweeper.every(3600_000, (deleted, error) => {
      if (error) app.log.error({ err: error }, 'file sweep failed');
      else if (deleted.length) app.log.info({ deleted: deleted.length }, 'unreferenced files deleted');
    });
    app.addHook('onClose', async () => stopSweep());
    const pruneReadings = setInterval(() => {
      app.services.devices.prune().catch((error: unknown) => app.log.error({ err: error }, 'device readings prune failed'));
      app.services.live.prune().catch((error: unknown) => app.log.error({ err: error }, 'live events prune failed'));
    }, 3600_000);
    pruneReadings.unref();
    app.addHook('onClose', async () => clearInterval(pruneReadings));
    // Planner statistics for every table at start, then for the tables that changed enough, every 10 minutes.
    await refreshPlannerStatistics(store.db, true);
    const statistics = setInterval(() => {
      refreshPlannerStatistics(store.db).catch((error: unknown) => app.log.error({ err: error }, 'planner statistics failed'));
    }, 600_000);
    statistics.unref();
    app.addHook('onClose', async () => clearInterval(statistics));
    await app.register(async (pages) => pagesPlugin(pages, config));
    // The calls' description (/openapi.json, /docs/api/): last, so it lists every route; built on its first request.
    await openapiRoutes(app, modules);
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw error;
  }
}
