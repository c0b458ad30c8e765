// `npm run test:pg`: the server, resource-engine and module server suites again, each server on a fresh
// database in one throwaway PostgreSQL cluster (tests/support/pgGlobalSetup.ts). Browser suites and
// unit tests run only in `npm test`; the suites left out here are listed with the reason.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/server/**/*.test.ts',
      'tests/kit/*.server.test.ts',
      'tests/modules/**/*.server.test.ts',
      'tests/structures/*.server.test.ts',
      'tests/devices/*.server.test.ts',
      'tests/deploy/**/*.test.ts',
      // A 1/100 city played for a minute on two instances (issue 28's smoke test; the hour is bench:city).
      'tests/scale/*.test.ts',
    ],
    exclude: [
      // Reads SQLite's file and its migration bookkeeping directly: a SQLite-only subject.
      'tests/server/fileChunksMigration.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0, // as in vitest.config.ts
    pool: 'forks',
    maxWorkers: 2,
    globalSetup: ['tests/support/pgGlobalSetup.ts'],
    env: { URBANOPS_TEST_DB: 'postgres' },
  },
});
