import { sql } from 'kysely';

/** Sum of the claims against a customer or diaspora customer, as a correlated sub-query. */
export const claimTotal = (column: 'customer_id' | 'diaspora_id' | 'group_id', idRef: string) =>
  sql<number>`(select coalesce(sum(amount), 0)::bigint from claims where claims.${sql.ref(column)} = ${sql.ref(idRef)} and claims.status <> 'rejected')`;

/** Sum of a group's claims: its own and its members', as a correlated sub-query. */
export const groupClaimTotal = (idRef: string) =>
  sql<number>`(select coalesce(sum(cl.amount), 0)::bigint from claims cl where cl.status <> 'rejected' and (cl.group_id = ${sql.ref(idRef)} or cl.customer_id in (select m.id from customers m where m.group_id = ${sql.ref(idRef)})))`;
