import { sql, type Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Database } from '../db/schema';
import { judgeRow } from './results-checks';
import { ledgerPremiums } from './results-ledger';
import { nextRows, type RowDecision, writeDecisions } from './results-rows';
import { summarise } from './results-summary';

/** The premiums an earlier line of the file already claims (accepted, or already so in the ledger). */
async function claimedEarlier(
  trx: Transaction<Database>,
  fileId: string,
  premiumIds: readonly number[],
  beforeLine: number,
): Promise<Set<number>> {
  if (premiumIds.length === 0) return new Set();
  const { rows } = await sql<{ premium_id: number | string }>`SELECT DISTINCT premium_id
    FROM premium_result_rows
    WHERE file_id = ${fileId}::uuid AND premium_id = ANY(${sql.val([...premiumIds])}::bigint[])
      AND line < ${beforeLine} AND outcome IN ('accepted', 'already-applied')`.execute(trx);
  return new Set(rows.map((row) => Number(row.premium_id)));
}

/**
 * Checks the file's next batch of rows against the ledger, in line order, and answers whether
 * rows remain. Once none does, the file's summary is written and it waits for a second staff
 * member, or, with nothing to apply, is done.
 */
export async function checkBatch(
  trx: Transaction<Database>,
  fileId: string,
  options: { batchRows: number; today: string },
): Promise<'more' | 'done'> {
  const rows = await nextRows(trx, fileId, 'pending', options.batchRows);
  const [first] = rows;
  if (first) {
    const premiumIds = [...new Set(rows.map((row) => row.premiumId))];
    const premiums = await ledgerPremiums(trx, premiumIds, false);
    const claimed = await claimedEarlier(trx, fileId, premiumIds, first.line);
    const decisions: RowDecision[] = rows.map((row) => {
      const premium = premiums.get(row.premiumId);
      const record = premium ? { kind: premium.recordKind, id: premium.recordId } : null;
      if (claimed.has(row.premiumId))
        return { line: row.line, outcome: 'refused', reason: SERVER_MESSAGES.resultEarlierLine, record };
      const verdict = judgeRow(row, premium, 'check', options.today);
      // A refused row leaves its premium free: a later, correct line may still pay it.
      if (verdict.outcome !== 'refused') claimed.add(row.premiumId);
      return { line: row.line, ...verdict, record };
    });
    await writeDecisions(trx, fileId, decisions);
    if (rows.length === options.batchRows) return 'more';
  }
  const summary = await summarise(trx, fileId);
  await trx
    .updateTable('premium_result_files')
    .set({
      status: summary.accepted > 0 ? 'waiting' : 'nothing-to-apply',
      checked_at: new Date(),
      summary: JSON.stringify(summary),
    })
    .where('id', '=', fileId)
    .where('status', '=', 'checking')
    .execute();
  return 'done';
}
