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
  /** The language chosen on the account, if one was. */
  language?: 'en' | 'sw';
}

/** A staff user with the role's permissions, in one round trip. */
function staffUsers(db: Db) {
  return db.selectFrom('users as u').select([
    'u.id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.role_name',
    'u.language',
    sql<string[]>`coalesce((SELECT array_agg(lower(rp.permission) ORDER BY rp.permission)
        FROM role_permissions rp WHERE rp.role_name = u.role_name), '{}')`.as('permissions'),
  ]);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffUsers>['executeTakeFirstOrThrow']>>;

function toStaffUser(row: StaffRow): StaffUser {
  return {
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: { name: row.role_name, permissions: row.permissions.map((name) => ({ name })) },
    permissions: row.permissions,
    ...(row.language ? { language: row.language } : {}),
  };
}

export async function loadStaffUser(db: Db, userId: string): Promise<StaffUser | undefined> {
  const row = await staffUsers(db).where('u.id', '=', userId).executeTakeFirst();
  return row ? toStaffUser(row) : undefined;
}

/**
 * The user behind a live (unexpired, unrevoked) staff token. Every staff request asks this, so it
 * is one query: token, user and permissions together.
 */
export async function userForToken(db: Db, token: string): Promise<StaffUser | undefined> {
  const row = await staffUsers(db)
    .innerJoin('auth_tokens as t', 't.user_id', 'u.id')
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? toStaffUser(row) : undefined;
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
