// One runner for every test: unit (node or jsdom), integration over real HTTP against the real server
// on a temporary database, and browser tests driving Debian's Chromium through playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}', '{host,modules,kit,bridge,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
