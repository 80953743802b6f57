import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
};

// Three suites: fast unit tests, API tests against a real server (embedded or, with
// CVFORGE_TEST_DB=postgres, a fresh PostgreSQL database), and browser tests in Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/src/**/*.api.test.ts'],
          // Generous: CI runs this suite on 2 cores beside the browser suite. A job waits up to 90 s
          // (waitForJobs) before a test fails, so the test itself must last longer than that.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          // expect.poll gives up after 1 s by default: too short for a refetch on a loaded machine.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
