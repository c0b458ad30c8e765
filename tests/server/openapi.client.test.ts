/**
 * The typed client of docs/api.md, as an integrator makes it: types generated from the running
 * server's /openapi.json by openapi-typescript (the documented command), the example
 * (examples/api-client/listVehicles.ts, openapi-fetch) type-checked against them, then run against
 * the real server: it lists the demo fleet's vehicles, and a filter by type answers only that type.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..', '..');
const bin = (name: string) => resolve(root, 'node_modules', '.bin', name);

/**
 * The example, loaded by its file's address: its types come from the file the first test generates
 * (gitignored), so the suite's own type check (tsc over tests/) must not follow it — the example is
 * type-checked against the generated types by its own tsconfig, in the first test.
 */
type ListVehicles = (baseUrl: string, token: string, filter?: { carType?: string; plateNo?: string; pageSize?: number }) => Promise<{ total: number; vehicles: { plateNo?: unknown; carType?: unknown }[] }>;
const example = async () => ((await import(pathToFileURL(resolve(root, 'examples/api-client/listVehicles.ts')).href)) as { listVehicles: ListVehicles }).listVehicles;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
}, 120_000);
afterAll(() => server?.close());

describe('the typed client generated from the document', () => {
  it('generates with openapi-typescript, and the example type-checks against it', async () => {
    await run(bin('openapi-typescript'), [`${server.url}/openapi.json`, '-o', 'examples/api-client/urbanops-api.d.ts'], { cwd: root, timeout: 240_000 });
    const checked = await run(bin('tsc'), ['-p', 'examples/api-client/tsconfig.json'], { cwd: root, timeout: 240_000 }).catch((e: { stdout: string }) => ({ stdout: `FAILED ${e.stdout}` }));
    expect(checked.stdout).toBe('');
  }, 300_000);

  it('lists the vehicles of the signed-in tenant, and only sweepers when asked for sweepers', async () => {
    const listVehicles = await example();
    const all = await listVehicles(server.url, token);
    expect(all.total).toBeGreaterThan(0);
    expect(all.vehicles[0]).toHaveProperty('plateNo');
    const sweepers = await listVehicles(server.url, token, { carType: 'sweeper' });
    expect(sweepers.total).toBeGreaterThan(0);
    expect(sweepers.total).toBeLessThan(all.total);
    expect(sweepers.vehicles.every((v) => v.carType === 'sweeper')).toBe(true);
  });

  it('throws the server’s message when the token is not valid', async () => {
    const listVehicles = await example();
    await expect(listVehicles(server.url, 'not-a-token')).rejects.toThrow();
  });
});
