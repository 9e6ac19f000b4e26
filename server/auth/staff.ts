import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { hashToken } from './tokens';

export interface StaffUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: { name: string; permissions: { name: string }[] };
  permissions: string[];
}

export async function loadStaffUser(db: Db, userId: string): Promise<StaffUser | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission')
    .where('role_name', '=', user.role_name)
    .orderBy('permission')
    .execute();
  const permissions = rows.map((r) => r.permission.toLowerCase());
  return {
    userId: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    role: { name: user.role_name, permissions: permissions.map((name) => ({ name })) },
    permissions,
  };
}

/** The user behind a live (unexpired, unrevoked) staff token. */
export async function userForToken(db: Db, token: string): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? loadStaffUser(db, row.user_id) : undefined;
}

/** The id of a live enrolment session. */
export async function enrolmentSessionForToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('enrolment_sessions')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.id;
}
