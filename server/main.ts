/**
 * `npm start` / `npm run serve`: reads the configuration, creates and seeds DATA_DIR/urbanops.db on
 * first start (migrations on later starts), serves pages and API on one port, and prints the
 * address and the demo accounts.
 */
import { loadConfig } from './config';
import { buildServer } from './app';
import { demoAccounts } from './db/seed';

const config = loadConfig();
const app = await buildServer(config);
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
const address = `http://${shown}:${(app.server.address() as { port: number }).port}`;

const lines = [
  '',
  `UrbanOps is running at ${address}`,
  `Data: ${config.dataDir}/urbanops.db    Pages: ${config.distDir}`,
  '',
  'Demo accounts:',
  ...demoAccounts.map((a) => `  ${a.username.padEnd(8)} ${a.password.padEnd(14)} ${a.shows}`),
  '',
];
process.stdout.write(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
