import { hashPassword } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';

/**
 * Adds a second admin to the seeded database, so the browser tests have two staff who may approve:
 * the record's maker and a checker (the reference seed makes one account per role). Run after the
 * seed and before the server opens the database; takes the email and password as arguments.
 */
async function addSecondApprover(email: string, password: string): Promise<void> {
  const config = readConfig();
  const { db } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await db
      .insertInto('users')
      .values({
        email,
        first_name: 'Rehema',
        last_name: 'Lyimo',
        role_name: 'admin',
        password_hash: await hashPassword(password),
      })
      .onConflict((c) => c.column('email').doNothing())
      .execute();
  } finally {
    await db.destroy();
  }
}

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('usage: second-approver.ts EMAIL PASSWORD');
  process.exit(2);
}
await addSecondApprover(email, password);
