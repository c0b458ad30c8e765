/**
 * Probes for a load balancer or orchestrator, plain JSON, no token, no envelope:
 * - `GET /healthz` (liveness) answers 200 while the process serves, and 503 once its event loop was
 *   blocked for the supervisor's watchdog time (WATCHDOG_SECONDS): the supervisor restarts such a
 *   process, and an orchestrator acting on this probe does the same.
 * - `GET /readyz` (readiness) answers 200 when the database answers, the server is not shutting down
 *   and its event loop keeps up; else 503 (take this instance out of rotation): also for 10 s after a
 *   block longer than READY_MAX_LAG_MS (1 s), so new calls go elsewhere while it recovers.
 * A blocked loop answers neither probe until the block ends (a probe's own timeout catches that); the
 * loop's figures come from the process's watch (server/core/eventLoop.ts), started by server/main.ts.
 */
import type { FastifyInstance } from 'fastify';
import { eventLoopWatch } from '../../core/eventLoop';

export type Readiness = {
  /** Whether the database answers a trivial query now. */
  ping(): Promise<boolean>;
  /** Set once a graceful shutdown has begun. */
  closing(): boolean;
};

/** Registers /healthz and /readyz. */
export async function healthRoutes(app: FastifyInstance, readiness: Readiness): Promise<void> {
  app.get('/healthz', { config: { access: { public: 'liveness probe' } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const loop = eventLoopWatch()?.report();
    if (loop && !loop.live) return reply.code(503).send({ status: 'event loop blocked', eventLoop: loop });
    return loop ? { status: 'ok', eventLoop: loop } : { status: 'ok' };
  });
  app.get('/readyz', { config: { access: { public: 'readiness probe' } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const loop = eventLoopWatch()?.report();
    if (readiness.closing()) return reply.code(503).send({ status: 'closing' });
    if (loop && !loop.ready) return reply.code(503).send({ status: loop.live ? 'event loop lagging' : 'event loop blocked', eventLoop: loop });
    if (!(await readiness.ping())) return reply.code(503).send({ status: 'database unavailable' });
    return { status: 'ready' };
  });
}
