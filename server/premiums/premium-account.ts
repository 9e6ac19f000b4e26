import { sql } from 'kysely';

/**
 * The record each premium `p` is debited for, joined beside it: its diaspora customer `d`,
 * individual customer `c` or group `g` (one of the three matches).
 */
export const premiumRecordJoins = sql`
  LEFT JOIN diasporas d ON p.record_kind = 'diaspora' AND d.id = p.record_id
  LEFT JOIN customers c ON p.record_kind = 'customer' AND c.id = p.record_id
  LEFT JOIN groups g ON p.record_kind = 'group' AND g.id = p.record_id`;

/**
 * The account a premium is debited from, beside `premiumRecordJoins`: its record's own. Null while
 * an individual or a group registered before accounts were asked has none: no bank can debit it.
 */
export const premiumAccount = sql<
  string | null
>`COALESCE(d.account_number, c.account_number, g.account_number)`;
