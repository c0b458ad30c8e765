/**
 * `npm start` / `npm run serve`: reads the configuration, creates and seeds DATA_DIR/urbanops.db on
 * first start (migrations on later starts), serves pages and API on one port, and prints the
 * address and the demo accounts. Once it listens it watches its event loop for the probes
 * (core/eventLoop.ts) and, under `npm start`, sends the supervisor its heartbeat (supervised.ts).
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from './config';
import { buildServer } from './app';
import { DatabaseStartError, safeUrl } from './db';
import { demoAccounts } from './db/seed';
import { READY_HOLD_MS, watchEventLoop } from './core/eventLoop';
import { talkToSupervisor } from './supervised';

/** Ends the start with one line naming the cause: no stack trace for the operator to read through. */
function stop(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  stop(`Bad configuration: ${(error as Error).message}`);
}
let app: FastifyInstance;
try {
  app = await buildServer(config);
} catch (error) {
  stop(error instanceof DatabaseStartError ? error.message : `Cannot start: ${(error as Error).message ?? String(error)}`);
}
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as { code?: string }).code;
  process.stderr.write(
    code === 'EADDRINUSE' ? `Port ${config.port} is already in use: stop the other server or set PORT.\n` : `Cannot listen on ${config.host}:${config.port}: ${String(error)}\n`,
  );
  await app.close();
  process.exit(1);
}
// Watched from here on, not during the start: a first start seeds for a while, and the supervisor
// arms its watchdog with the first heartbeat.
watchEventLoop({ stallMs: config.eventLoop.watchdogSeconds * 1000, lagMs: config.eventLoop.readyMaxLagMs, holdMs: READY_HOLD_MS });
talkToSupervisor(config);
const address = `http://${shown}:${(app.server.address() as { port: number }).port}`;

const lines = [
  '',
  `UrbanOps is running at ${address}`,
  `Data: ${config.databaseUrl ? safeUrl(config.databaseUrl) : `${config.dataDir}/urbanops.db`}    Pages: ${config.distDir}`,
  '',
  'Demo accounts:',
  ...demoAccounts.map((a) => `  ${a.username.padEnd(8)} ${a.password.padEnd(14)} ${a.shows}`),
  '',
];
process.stdout.write(lines.join('\n') + '\n');

// Graceful shutdown: /readyz answers 503 at once, the port stops taking connections, requests in
// flight finish (and their writes commit), then the database closes. A second signal ends at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.once(signal, () => process.exit(1));
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
