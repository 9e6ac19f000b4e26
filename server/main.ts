import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { migrateToLatest, openDatabase } from './db/connect';
import { createdAccountLine, seedReferenceData } from './db/seed';
import { checkStoredBeneficiaryNames } from './db/stored-names';
import { diskStorage } from './files/storage';
import { startUnreferencedFileSweeper } from './files/unreferenced-files';

async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = readConfig();
  const { db, kind } = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
  });
  await migrateToLatest(db);
  const created = await seedReferenceData(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    staffPassword: config.staffPassword,
  });
  const storedNames = await checkStoredBeneficiaryNames(db);
  const storage = diskStorage(config.filesDir);
  const app = await buildApp({ db, config, storage, validateResponses: config.nodeEnv !== 'production' });
  await app.listen({ port: config.port, host: config.host });
  const fileSweeper = startUnreferencedFileSweeper({
    db,
    storage,
    settings: config.unreferencedFiles,
    log: app.log,
  });

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Bancassurance portal is running at ${url}`,
    `  Database: ${kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
    `  Staff sign-in: ${url}/login`,
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

  const shutdown = async () => {
    await fileSweeper.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
