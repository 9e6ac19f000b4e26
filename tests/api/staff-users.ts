import { hashPassword } from '../../server/auth/passwords';
import type { TestServer } from './harness';

/** A staff user added to the test database and signed in: their headers and their id. */
export interface SignedInStaff {
  headers: Record<string, string>;
  userId: string;
}

/**
 * Adds one more staff user of a role (the seed makes one per role; a test may add its own role
 * first) and signs them in, so a test has as many makers and checkers as its four-eyes case
 * needs. `name` makes the email: the same name again signs the same user in again.
 */
export async function addStaffUser(
  server: TestServer,
  name: string,
  role: string,
  lastName = 'Staff',
): Promise<SignedInStaff> {
  const email = `${name.toLowerCase()}@bancassurance.local`;
  const password = `${name}-password-123`;
  await server.db
    .insertInto('users')
    .values({
      email,
      first_name: name,
      last_name: lastName,
      role_name: role,
      password_hash: await hashPassword(password),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  const response = await server.request({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const headers = { authorization: `Bearer ${response.json().data.token}` };
  const me = await server.request({ method: 'GET', url: '/api/v1/auth/me', headers });
  return { headers, userId: me.json().data.userId };
}
