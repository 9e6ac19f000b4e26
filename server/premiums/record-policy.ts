import { type RawBuilder, sql } from 'kysely';
import type { CoveredKind } from '../cover/status-changes';

/** The table of each kind of covered record. */
export const RECORD_TABLES = { customer: 'customers', diaspora: 'diasporas', group: 'groups' } as const;

export const COVERED_KINDS = ['customer', 'diaspora', 'group'] as const satisfies readonly CoveredKind[];

/**
 * A lateral join to the policy of the record aliased `r`, as `pol` (premium, grace_days,
 * reinstatement_days). A diaspora enrolled before policies were recorded is on the one diaspora
 * cover, as its claims are (server/claims/holder.ts).
 */
export function recordPolicyJoin(kind: CoveredKind): RawBuilder<unknown> {
  const fallback = kind === 'diaspora' ? sql`OR (r.policy_id IS NULL AND p.kind = 'diaspora')` : sql``;
  return sql`LEFT JOIN LATERAL (
      SELECT p.premium, p.grace_days, p.reinstatement_days FROM policies p
      WHERE p.id = r.policy_id ${fallback}
      ORDER BY (p.id = r.policy_id) IS TRUE DESC, p.created_at, p.name
      LIMIT 1) pol ON true`;
}

/** Group members are covered by their group's cover: only records with a cover of their own. */
export const ownCover = (kind: CoveredKind): RawBuilder<unknown> =>
  kind === 'customer' ? sql`AND r.group_id IS NULL` : sql``;
