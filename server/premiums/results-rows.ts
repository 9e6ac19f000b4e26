import { sql, type Transaction } from 'kysely';
import type { CoveredKind } from '../cover/status-changes';
import type { Database, ResultRowOutcome } from '../db/schema';
import type { StagedResult } from './results-checks';

/** A staged row that read as a result, with the premium it names. */
export interface BatchRow extends StagedResult {
  reference: string;
  failureReason: string | null;
  bankReference: string | null;
}

/**
 * The file's next rows of one outcome, in line order: `pending` for the check, `accepted` for the
 * application. Rows are only ever taken under the file's own lock, so no two batches share one.
 */
export async function nextRows(
  trx: Transaction<Database>,
  fileId: string,
  outcome: 'pending' | 'accepted',
  limit: number,
): Promise<BatchRow[]> {
  const rows = await trx
    .selectFrom('premium_result_rows')
    .select([
      'line',
      'reference',
      'premium_id',
      'account',
      'amount',
      'day',
      'result',
      'failure_reason',
      'bank_reference',
    ])
    .where('file_id', '=', fileId)
    .where('outcome', '=', outcome)
    .orderBy('line')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    line: row.line,
    reference: row.reference,
    premiumId: Number(row.premium_id),
    account: row.account ?? '',
    amount: Number(row.amount),
    date: row.day ?? '',
    result: row.result ?? 'paid',
    failureReason: row.failure_reason,
    bankReference: row.bank_reference,
  }));
}

/** What a batch decided for one row. */
export interface RowDecision {
  line: number;
  outcome: ResultRowOutcome;
  reason: string | null;
  record: { kind: CoveredKind; id: string } | null;
}

/** Writes a batch's decisions in one statement. */
export async function writeDecisions(
  trx: Transaction<Database>,
  fileId: string,
  decisions: readonly RowDecision[],
): Promise<void> {
  if (decisions.length === 0) return;
  const values = decisions.map(
    (d) =>
      sql`(${d.line}::int, ${d.outcome}::text, ${d.reason}::text, ${d.record?.kind ?? null}::text, ${d.record?.id ?? null}::uuid)`,
  );
  await sql`UPDATE premium_result_rows r
    SET outcome = v.outcome, reason = v.reason, record_kind = v.kind, record_id = v.record_id
    FROM (VALUES ${sql.join(values)}) AS v(line, outcome, reason, kind, record_id)
    WHERE r.file_id = ${fileId}::uuid AND r.line = v.line`.execute(trx);
}
