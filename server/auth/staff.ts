import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { StaffTokenCache, TokenHolder } from './token-cache';
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
 * The user behind a live (unexpired, unrevoked) staff token, by the token's hash, with its expiry.
 * One query: token, user and permissions together.
 */
async function holderOfToken(db: Db, tokenHash: string): Promise<TokenHolder | undefined> {
  const row = await staffUsers(db)
    .innerJoin('auth_tokens as t', 't.user_id', 'u.id')
    .select('t.expires_at')
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { user: toStaffUser(row), expiresAt: row.expires_at } : undefined;
}

/** The user behind a live staff token: remembered by `tokens`, else read (one query). */
export function userForToken(db: Db, tokens: StaffTokenCache, token: string): Promise<StaffUser | undefined> {
  const tokenHash = hashToken(token);
  return tokens.user(tokenHash, () => holderOfToken(db, tokenHash));
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
