import fs from 'node:fs';
import { buildApp } from './app';
import { listenedStaffTokens } from './auth/token-cache';
import type { RepeatingTurns } from './common/repeating-turns';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/connect';
import { DataFolderInUse } from './db/data-folder-lock';
import { prepareDatabase } from './db/prepare';
import { createdAccountLine } from './db/seed';
import { openStorage } from './files/open-storage';
import { startUnreferencedFileSweeper } from './files/unreferenced-files';
import { startLetterDelivery } from './mail/delivery-loop';
import { letterSender } from './mail/sender';
import { startCoverJobs } from './premiums/job-loop';
import { startResultsWork } from './premiums/results-work';

async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = readConfig();
  const { db, kind, poolStats, listen } = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  const { created, storedNames } = await prepareDatabase(db, kind, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    staffPassword: config.staffPassword,
  });
  const storage = openStorage(config);
  const lifecycle = { draining: false };
  const { staffTokens, stopListening } = await listenedStaffTokens(listen);
  // Results files are checked and applied off the request path, a batch at a time; an upload or an
  // approval wakes the loop, which starts once the app (and its log) is there.
  let resultsWork: RepeatingTurns | undefined;
  const app = await buildApp({
    db,
    config,
    storage,
    lifecycle,
    poolStats,
    staffTokens,
    resultsWork: { wake: () => resultsWork?.wake() },
    validateResponses: config.nodeEnv !== 'production',
  });
  await app.listen({ port: config.port, host: config.host });
  const fileSweeper = startUnreferencedFileSweeper({
    db,
    storage,
    settings: config.unreferencedFiles,
    log: app.log,
  });
  const sender = letterSender(config.mail, app.log);
  const letterDelivery = startLetterDelivery({
    db,
    sender,
    log: app.log,
    intervalMs: config.mail.pollSeconds * 1000,
    // A turn holds its connection while it sends: PGlite has only one, which requests wait for.
    policy: { batchSize: kind === 'pglite' ? 1 : 10 },
  });
  resultsWork = startResultsWork({ db, settings: config.premiumResults, log: app.log });
  const coverJobs = startCoverJobs({
    db,
    letters: config.mail,
    log: app.log,
    intervalMs: config.coverJobsIntervalMinutes * 60_000,
  });

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Bancassurance portal is running at ${url}`,
    `  Database: ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
    `  Staff sign-in: ${url}/login`,
    `  Emails to customers: ${config.mail.smtpUrl ? 'sent by SMTP (SMTP_URL)' : 'written to the log, not sent (no SMTP_URL)'}`,
  ];
  if (created.length > 0) {
    lines.push('  Staff accounts created now (passwords are shown only this once):');
    for (const account of created) lines.push(`    ${createdAccountLine(account)}`);
  } else {
    lines.push('  Sign in with the accounts printed at first start (or ADMIN_EMAIL / ADMIN_PASSWORD).');
  }
  console.log(lines.join('\n'));
  if (!storedNames.validated) {
    app.log.warn(
      { diasporaBeneficiaryIds: storedNames.invalidIds },
      'Stored beneficiary names that break the contract (digits or symbols): correct them; the database checks them once none is left',
    );
  }

  // SIGTERM drains: readiness fails at once, no new connection is taken, requests in flight
  // finish (within the drain timeout), then the pool closes and the process exits 0.
  const shutdown = async (signal: NodeJS.Signals) => {
    lifecycle.draining = true;
    app.log.info({ signal }, 'Draining: finishing the requests in flight');
    const deadline = setTimeout(() => {
      app.log.error('Requests still in flight at the drain timeout: exiting without them');
      process.exit(1);
    }, config.drainTimeoutSeconds * 1000);
    deadline.unref();
    await fileSweeper.stop();
    await letterDelivery.stop();
    await coverJobs.stop();
    await resultsWork?.stop();
    sender.close();
    await app.close();
    await stopListening();
    await db.destroy();
    clearTimeout(deadline);
    app.log.info('Drained: exiting');
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataFolderInUse) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
