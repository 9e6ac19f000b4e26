import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const apiTests = ['tests/api/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
// The API suite runs on PGlite always, and again on a PostgreSQL server when one is given.
const postgresProject: TestProjectConfiguration[] = postgresUrl
  ? [
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          environment: 'node',
          env: { API_TEST_TARGET: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ]
  : [];
if (!postgresUrl) {
  console.log('Skipping the PostgreSQL API suite: TEST_DATABASE_URL is not set (bash .ci/run sets it).');
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the browser tests mostly wait on Chromium and
    // the server, so a second worker runs the other projects meanwhile.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          include: [
            ...apiTests,
            'tests/contract/**/*.test.ts',
            'tests/domain/**/*.test.ts',
            'tests/machines/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...postgresProject,
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Real browser against the real server: one server for the whole project (global setup).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
