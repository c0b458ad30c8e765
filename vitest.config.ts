// One runner for every test: unit (node or jsdom), integration over real HTTP against the real server
// on a temporary database, and browser tests driving Debian's Chromium through playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}', '{host,modules,kit,bridge,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser page on a loaded 2-core machine can take seconds to show its data: expect.poll waits up
    // to 10 s by default (vitest's own default is 1 s), which only slows a test that fails anyway.
    expect: { poll: { timeout: 10_000 } },
    // Under CI (CI set, as .ci/run does) a failed test runs once more before it counts as failed: a browser
    // test on a loaded 2-core machine now and then outwaits a step. The report names each retried test
    // (vitest prints "retry x1"); a test that fails twice fails the run. Locally a failure is final.
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
    // One seeded SQLite database per run, copied for each test server (tests/support/server.ts).
    globalSetup: ['tests/support/sqliteGlobalSetup.ts'],
    maxWorkers: 2,
    typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
