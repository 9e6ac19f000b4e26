import { type RawBuilder, sql } from 'kysely';
import { requireStaff } from '../auth/guard';
import { loadClaim } from '../claims/claims';
import type { Handlers, Schemas, ServiceContext } from './context';
import { iso } from './paging';

/** How many of each kind the inbox shows at once; the totals say how many wait. */
const INBOX_SIZE = 50;

/** Records waiting for approval, one branch per kind: in progress, made by someone else. */
function waitingBranches(userId: string, permissions: readonly string[]): RawBuilder<unknown>[] {
  const notMine = (alias: string) =>
    sql`(${sql.ref(`${alias}.maker_id`)} IS NULL OR ${sql.ref(`${alias}.maker_id`)} <> ${userId})`;
  const branches: RawBuilder<unknown>[] = [];
  if (permissions.includes('customers.approve')) {
    // A group member's cover is the group's: only the group waits for approval.
    branches.push(sql`SELECT 'customer' AS kind, c.id, c.first_name || ' ' || c.last_name AS name,
      c.maker_id, c.updated_at AS since FROM customers c
      WHERE c.status = 'in-progress' AND c.deleted_at IS NULL AND c.group_id IS NULL AND ${notMine('c')}`);
  }
  if (permissions.includes('diasporas.approve')) {
    branches.push(sql`SELECT 'diaspora' AS kind, d.id, d.first_name || ' ' || d.last_name AS name,
      d.maker_id, d.updated_at AS since FROM diasporas d
      WHERE d.status = 'in-progress' AND d.deleted_at IS NULL AND ${notMine('d')}`);
  }
  if (permissions.includes('groups.approve')) {
    branches.push(sql`SELECT 'group' AS kind, g.id, g.name AS name, g.maker_id, g.updated_at AS since
      FROM groups g WHERE g.status = 'in-progress' AND g.deleted_at IS NULL AND ${notMine('g')}`);
  }
  return branches;
}

interface WaitingRow {
  kind: Schemas['ApprovalRecord']['kind'];
  id: string;
  name: string;
  maker_id: string | null;
  maker_first: string | null;
  maker_last: string | null;
  since: Date | string;
}

/** The approval inbox: what the signed-in user may approve and did not make themselves. */
export function approvalHandlers({ db }: ServiceContext): Handlers {
  return {
    async listApprovals(request) {
      const user = requireStaff(request);
      const branches = waitingBranches(user.userId, user.permissions);
      let records: Schemas['ApprovalRecord'][] = [];
      let totalRecords = 0;
      if (branches.length > 0) {
        const waiting = sql.join(branches, sql` UNION ALL `);
        const [rows, count] = await Promise.all([
          sql<WaitingRow>`SELECT w.*, u.first_name AS maker_first, u.last_name AS maker_last
            FROM (${waiting}) w LEFT JOIN users u ON u.id = w.maker_id
            ORDER BY w.since, w.id LIMIT ${INBOX_SIZE}`.execute(db),
          sql<{ n: number }>`SELECT count(*)::int AS n FROM (${waiting}) w`.execute(db),
        ]);
        totalRecords = Number(count.rows[0]?.n ?? 0);
        records = rows.rows.map((row) => ({
          kind: row.kind,
          id: row.id,
          name: row.name,
          status: 'in-progress',
          maker: row.maker_id ? { userId: row.maker_id, name: `${row.maker_first} ${row.maker_last}` } : null,
          since: iso(row.since),
        }));
      }
      let claims: Schemas['Claim'][] = [];
      let totalClaims = 0;
      if (user.permissions.includes('claims.approve')) {
        const base = db
          .selectFrom('claims')
          .where('status', '=', 'submitted')
          .where((eb) => eb.or([eb('submitted_by', 'is', null), eb('submitted_by', '<>', user.userId)]));
        const [ids, count] = await Promise.all([
          base.select('id').orderBy('created_at').orderBy('id').limit(INBOX_SIZE).execute(),
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        totalClaims = Number(count.n);
        claims = await Promise.all(ids.map((row) => loadClaim(db, row.id)));
      }
      return { records, claims, totalRecords, totalClaims };
    },
  };
}
