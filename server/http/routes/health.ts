/**
 * Probes for a load balancer or orchestrator: `GET /healthz` answers 200 while the process serves
 * (liveness); `GET /readyz` answers 200 when the database answers and the server is not shutting
 * down, else 503 (readiness: take this instance out of rotation). Plain JSON, no token, no envelope.
 */
import type { FastifyInstance } from 'fastify';

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
    return { status: 'ok' };
  });
  app.get('/readyz', { config: { access: { public: 'readiness probe' } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.closing()) return reply.code(503).send({ status: 'closing' });
    if (!(await readiness.ping())) return reply.code(503).send({ status: 'database unavailable' });
    return { status: 'ready' };
  });
}
