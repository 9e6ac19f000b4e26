import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { sourceAlias } from './build/source-alias.ts';
import { TARGET_INDEPENDENT_API_TESTS } from './tests/api/target-independent.ts';

const apiTests = ['tests/api/**/*.test.ts'];
/** Migrates and seeds the API tests' database once per run; each test server gets a copy. */
const API_TEMPLATE = 'tests/api/global-setup.ts';
// Ceilings that only a hang reaches, never a busy machine: a test waits for events, not for time.
const ceilings = { testTimeout: 240_000, hookTimeout: 240_000 };
/**
 * The node-side suites share each worker's loaded modules from file to file instead of importing
 * the server afresh for every file (about 3 s of an API file's 4 on an idle machine). Each file
 * still starts its own servers on its own databases; none mocks modules or changes globals. The
 * screen suite shares them too, with its window: tests/ui/setup.ts resets what a file may leave.
 */
const sharedModules = { isolate: false };
/** API tests run again with one thing changed by the environment (the database, the storage). */
const apiVariant = (
  name: string,
  include: string[],
  env: Record<string, string>,
  exclude: string[] = [],
): TestProjectConfiguration => ({
  resolve: { alias: sourceAlias },
  test: {
    name,
    include,
    exclude,
    environment: 'node',
    env,
    globalSetup: [API_TEMPLATE],
    ...sharedModules,
    ...ceilings,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;
// The API suite runs on PGlite always, and again on a PostgreSQL server when one is given.
const postgresProject: TestProjectConfiguration[] = postgresUrl
  ? [apiVariant('api-postgres', apiTests, { API_TEST_TARGET: 'postgres' }, TARGET_INDEPENDENT_API_TESTS)]
  : [];
if (!postgresUrl) {
  console.log(
    'Skipping the PostgreSQL API suite and the browser tests on PostgreSQL: TEST_DATABASE_URL is not set (bash .ci/run sets it).',
  );
}

/**
 * The API tests that store or read documents, again with documents in an S3-compatible object
 * store (a real S3 protocol server on loopback, started by each file's harness) instead of the
 * local folder. On PGlite: the storage backend is what changes.
 */
const documentTests = [
  'abuse-limits',
  'claims',
  'diasporas',
  'enrolment-and-files',
  'enrolment-upload-allowance',
  'groups',
  'health-checks',
  'record-details',
  'streamed-uploads',
  'unreferenced-file-sweeper',
].map((file) => `tests/api/${file}.test.ts`);

const e2eProject = (name: string, include: string[]): TestProjectConfiguration => ({
  // Real browser against the real server: one server for the whole project (global setup).
  resolve: { alias: sourceAlias },
  test: {
    name,
    include,
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // Ceilings only a hang reaches: a journey on a busy two-core machine may take a minute or more.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    // `expect.poll` right after a reload or a navigation waits for the app, not for an idle machine.
    expect: { poll: { timeout: 30_000 } },
  },
});

/**
 * The browser tests that also run with the server on PostgreSQL: every area that writes or reads
 * records (sign-in, the three registrations, public enrolment, cover and claims, four eyes, lists,
 * history). Left on PGlite only: what the database cannot change (headers, error and public pages,
 * the wizards' own navigation and drafts in the browser).
 */
const e2eOnPostgres = [
  'approvals-inbox',
  'cover-lifecycle',
  'cover-status-paths',
  'diaspora-enrolment',
  'diasporas-area',
  'enrolment-history',
  'group-registration',
  'id-number-taken',
  'individual-registration',
  'individuals-area',
  'pending-change',
  'staff-enrolment',
  'staff-sign-in',
].map((file) => `tests/e2e/${file}.e2e.test.ts`);
const e2ePostgresProject = postgresUrl ? [e2eProject('e2e-postgres', e2eOnPostgres)] : [];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the browser tests mostly wait on Chromium and
    // the server, so a second worker runs the other projects meanwhile.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: sourceAlias },
        test: {
          name: 'node',
          include: [
            ...apiTests,
            'tests/build/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/domain/**/*.test.ts',
            'tests/machines/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: [API_TEMPLATE],
          ...sharedModules,
          ...ceilings,
        },
      },
      ...postgresProject,
      apiVariant('api-s3', documentTests, { API_TEST_STORAGE: 's3' }),
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // One window and one load of the app per worker, not per file; the setup file starts
          // each file as a new tab would (README, "Where the test time goes").
          ...sharedModules,
          ...ceilings,
        },
      },
      e2eProject('e2e', ['tests/e2e/**/*.e2e.test.ts']),
      ...e2ePostgresProject,
    ],
  },
});
