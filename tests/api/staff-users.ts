import { hashPassword } from '../../server/auth/passwords';
import type { RoleName } from '../../server/db/seed';
import type { TestServer } from './harness';

/** A staff user added to the test database and signed in: their headers and their id. */
export interface SignedInStaff {
  headers: Record<string, string>;
  userId: string;
}

/**
 * Adds one more staff user of a role (the seed makes one per role) and signs them in, so a test
 * has as many makers and checkers as its four-eyes case needs. `name` must be unique in the run.
 */
export async function addStaffUser(server: TestServer, name: string, role: RoleName): Promise<SignedInStaff> {
  const email = `${name.toLowerCase()}@bancassurance.local`;
  const password = `${name}-password-123`;
  const { id } = await server.db
    .insertInto('users')
    .values({
      email,
      first_name: name,
      last_name: 'Staff',
      role_name: role,
      password_hash: await hashPassword(password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return { headers: { authorization: `Bearer ${response.json().data.token}` }, userId: id };
}
