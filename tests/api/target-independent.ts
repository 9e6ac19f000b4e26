/**
 * API test files that never read which database the run targets: they open PGlite themselves, an
 * unreachable server, or no database at all. On the `api-postgres` project they would run the same
 * code against the same databases a second time, so they run on PGlite only
 * (tests/build/api-projects.test.ts checks that none of them starts reading the target).
 */
export const TARGET_INDEPENDENT_API_TESTS = [
  'background-loops-outage',
  'data-folder-lock',
  'database-unavailable',
  'demo-seed',
  'document-storage',
  'letter-words',
  'server-config',
  'smtp-sink',
  'soak-heap',
  'spa-serving',
].map((name) => `tests/api/${name}.test.ts`);

/** What a file uses when it depends on the run's database: the harness, the target, the server URL. */
export const READS_THE_TARGET =
  /startTestServer|email-harness|\bTARGET\b|API_TEST_TARGET|TEST_DATABASE_URL|freshPostgresDatabase|templateCopy/;
