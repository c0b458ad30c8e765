// The resource engine's entry point: serves every resource route from the module definitions.
// Placeholder until the module-kit issue builds the engine; app.ts registers it already.
import type { FastifyPluginAsync } from 'fastify';

export type ResourcesPluginOptions = { db: unknown };

export const resourcesPlugin: FastifyPluginAsync<ResourcesPluginOptions> = async () => {};
