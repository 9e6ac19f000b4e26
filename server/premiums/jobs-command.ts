import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dayOf, todayIso } from '../../src/domain/utc-calendar';
import { ConfigError, readConfig, type ServerConfig } from '../config';
import { type Db, migrateToLatest, openDatabase, pendingMigrations } from '../db/connect';
import { DataFolderInUse } from '../db/data-folder-lock';
import type { LetterSettings } from '../mail/outbox';
import { type CoverJobCounts, runCoverJobs } from './cover-jobs';
import { simulateCoverJobs } from './simulated-jobs';

const USAGE = `Usage: npm run jobs -- [--as-of YYYY-MM-DD] [--simulate]

Runs the cover jobs once, for the given day (today, UTC, when left out): writes the premiums
due, lapses covers unpaid beyond grace, renews or ends covers whose term is over, and queues the
customers' emails. Safe to run while servers run the same jobs on a PostgreSQL database: each
change is applied once. A day after today is refused: it would lapse covers whose premiums are not
yet late and tell their customers so.

  --simulate   a dry run, for any day, today's and later ones included: the jobs run as of that
               day inside one transaction that is rolled back, and the command prints what they
               would have done. Nothing is kept and nothing reaches a customer.

With the embedded database (no DATABASE_URL) only one process may open the data folder: stop the
server first. The running server runs the jobs itself, at start and every
COVER_JOBS_INTERVAL_MINUTES.`;

export class UsageError extends Error {}

/** A run the database's state forbids; said without the usage. */
export class RunRefused extends Error {}

/** What the operator asked for. */
export interface JobsRequest {
  asOf: string;
  /** Run and roll back: report, keep nothing. */
  simulate: boolean;
}

export function readJobsRequest(argv: string[], today: string = todayIso()): JobsRequest {
  let values: { 'as-of'?: string | undefined; simulate?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'as-of': { type: 'string' }, simulate: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const asOf = values['as-of'] ?? today;
  const day = dayOf(asOf);
  if (day === undefined) throw new UsageError(`--as-of must be a date written YYYY-MM-DD, got '${asOf}'`);
  const simulate = values.simulate === true;
  if (!simulate && day > (dayOf(today) as number)) {
    throw new UsageError(
      `--as-of ${asOf} is after today (${today}, UTC): nothing was run. A run for a later day would ` +
        'write premiums not yet due, lapse covers whose premiums are not yet late and email their ' +
        'customers, with no undo. Add --simulate to see what it would do without keeping anything.',
    );
  }
  return { asOf, simulate };
}

/** The jobs as asked, on an open database: for real, or simulated and rolled back. */
export function runJobs(db: Db, request: JobsRequest, letters: LetterSettings): Promise<CoverJobCounts> {
  const options = { asOf: request.asOf, letters };
  return request.simulate ? simulateCoverJobs(db, options) : runCoverJobs(db, options);
}

/** The line the command prints: what the run did, or what a simulation would have done. */
export function describeJobs(request: JobsRequest, counts: CoverJobCounts): string {
  const done =
    `${counts.premiumsWritten} premiums written, ${counts.lapsed} covers lapsed, ${counts.renewed} renewed, ` +
    `${counts.expired} ended at expiry, ${counts.lettersQueued} emails to customers queued`;
  return request.simulate
    ? `Simulated cover jobs as of ${request.asOf}, all rolled back (nothing kept, no email queued). ` +
        `A real run would have had: ${done}`
    : `Cover jobs as of ${request.asOf}: ${done}`;
}

/** The operator's command: one run of the jobs for a chosen day, or a simulation of one. */
export async function runJobsCommand(
  argv: string[],
  config: ServerConfig,
  log: (line: string) => void = console.log,
): Promise<CoverJobCounts> {
  // Read before the database is opened: a refused request touches nothing.
  const request = readJobsRequest(argv);
  const { db } = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
  });
  try {
    if (request.simulate) {
      // A simulation changes nothing, the schema included.
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        throw new RunRefused(
          `The database has not had the migrations ${pending.join(', ')}: a simulation would have to ` +
            'apply them, and it keeps nothing. Start the server once (it applies them), then simulate.',
        );
      }
    } else {
      await migrateToLatest(db);
    }
    const counts = await runJobs(db, request, config.mail);
    log(describeJobs(request, counts));
    return counts;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  Promise.resolve()
    .then(() => runJobsCommand(process.argv.slice(2), readConfig()))
    .catch((error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
      else if (error instanceof DataFolderInUse || error instanceof RunRefused) console.error(error.message);
      else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
      else console.error(error);
      process.exit(1);
    });
}
