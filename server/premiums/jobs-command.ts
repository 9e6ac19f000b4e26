import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dayOf, todayIso } from '../../src/domain/utc-calendar';
import { ConfigError, readConfig, type ServerConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/connect';
import { type CoverJobCounts, runCoverJobs } from './cover-jobs';

const USAGE = `Usage: npm run jobs -- [--as-of YYYY-MM-DD]

Runs the cover jobs once, for the given day (today, UTC, when left out): writes the premiums
due, lapses covers unpaid beyond grace, renews or ends covers whose term is over. Safe to run
while servers run the same jobs on the database: each change is applied once. With the embedded
database (no DATABASE_URL), stop the server first: only one process can open its data folder.`;

export class UsageError extends Error {}

export function readAsOf(argv: string[], today: string = todayIso()): string {
  let values: { 'as-of'?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { 'as-of': { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const asOf = values['as-of'] ?? today;
  if (dayOf(asOf) === undefined)
    throw new UsageError(`--as-of must be a date written YYYY-MM-DD, got '${asOf}'`);
  return asOf;
}

/** The operator's command: one run of the jobs for a chosen day. */
export async function runJobsCommand(argv: string[], config: ServerConfig): Promise<CoverJobCounts> {
  const asOf = readAsOf(argv);
  const { db } = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
  });
  try {
    await migrateToLatest(db);
    const counts = await runCoverJobs(db, { asOf, letters: config.mail });
    console.log(
      `Cover jobs as of ${asOf}: ${counts.premiumsWritten} premiums written, ${counts.lapsed} covers lapsed, ` +
        `${counts.renewed} renewed, ${counts.expired} ended at expiry`,
    );
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
      else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
      else console.error(error);
      process.exit(1);
    });
}
