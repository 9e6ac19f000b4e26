import { sql, type Transaction } from 'kysely';
import { premiumReference } from '../../src/domain/premiums';
import { type AuditEntry, auditAll } from '../cover/audit';
import type { Database } from '../db/schema';
import { judgeRow, type LedgerPremium } from './results-checks';
import { ledgerPremiums } from './results-ledger';
import { type BatchRow, nextRows, type RowDecision, writeDecisions } from './results-rows';
import { summarise } from './results-summary';

/** The file being applied, as every record's history names it: who uploaded it, who approved it. */
export interface ApprovedFile {
  id: string;
  fileName: string;
  uploadedBy: { userId: string; name: string };
  approvedBy: { userId: string; name: string };
}

/** Marks the paid rows' premiums paid, in one statement. */
async function markPaid(trx: Transaction<Database>, rows: readonly BatchRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) => sql`(${row.premiumId}::bigint, ${row.date}::date, ${row.bankReference}::text)`,
  );
  await sql`UPDATE premiums p SET status = 'paid', paid_on = v.day, bank_reference = v.bank_reference,
      updated_at = now()
    FROM (VALUES ${sql.join(values)}) AS v(id, day, bank_reference) WHERE p.id = v.id`.execute(trx);
}

/** Marks the failed rows' premiums failed, with the bank's reason, in one statement. */
async function markFailed(trx: Transaction<Database>, rows: readonly BatchRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) => sql`(${row.premiumId}::bigint, ${row.date}::date, ${row.failureReason}::text)`,
  );
  await sql`UPDATE premiums p SET status = 'failed', failed_on = v.day, failed_reason = v.reason,
      updated_at = now()
    FROM (VALUES ${sql.join(values)}) AS v(id, day, reason) WHERE p.id = v.id`.execute(trx);
}

/**
 * The history entry of one applied row, on the premium's record: the approver acted, and the
 * entry names the file and its uploader too, who count as makers of the record (makers.ts).
 */
function historyEntry(file: ApprovedFile, row: BatchRow, premium: LedgerPremium): AuditEntry {
  const resultsFile = {
    from: null,
    to: {
      fileId: file.id,
      fileName: file.fileName,
      uploadedBy: file.uploadedBy,
      approvedBy: file.approvedBy,
    },
  };
  const common = {
    entity: premium.recordKind,
    entityId: premium.recordId,
    actorId: file.approvedBy.userId,
  };
  const premiumMove = { from: premium.status, to: premiumReference(premium.id) };
  if (row.result === 'paid')
    return {
      ...common,
      action: 'premium.paid',
      changes: {
        premium: premiumMove,
        amount: { from: null, to: row.amount },
        paidOn: { from: null, to: row.date },
        bankReference: { from: null, to: row.bankReference },
        resultsFile,
      },
    };
  return {
    ...common,
    action: 'premium.failed',
    reason: row.failureReason,
    changes: {
      premium: premiumMove,
      amount: { from: null, to: row.amount },
      failedOn: { from: premium.failedOn, to: row.date },
      resultsFile,
    },
  };
}

/**
 * Applies the approved file's next batch of accepted rows, in one transaction: each premium locked
 * and checked again against the ledger as it is now (one paid or waived meanwhile is refused,
 * never overwritten), then marked, with its record's history. Answers whether rows remain; once
 * none does, the file is applied and its summary says what changed.
 */
export async function applyBatch(
  trx: Transaction<Database>,
  file: ApprovedFile,
  options: { batchRows: number; today: string },
): Promise<'more' | 'done'> {
  const rows = await nextRows(trx, file.id, 'accepted', options.batchRows);
  if (rows.length > 0) {
    const premiums = await ledgerPremiums(trx, [...new Set(rows.map((row) => row.premiumId))], true);
    const decisions: RowDecision[] = [];
    const applied: { row: BatchRow; premium: LedgerPremium }[] = [];
    for (const row of rows) {
      const premium = premiums.get(row.premiumId);
      const verdict = judgeRow(row, premium, 'apply', options.today);
      const record = premium ? { kind: premium.recordKind, id: premium.recordId } : null;
      decisions.push({ line: row.line, ...verdict, record });
      if (verdict.outcome === 'applied' && premium) applied.push({ row, premium });
    }
    await markPaid(
      trx,
      applied.filter((a) => a.row.result === 'paid').map((a) => a.row),
    );
    await markFailed(
      trx,
      applied.filter((a) => a.row.result === 'failed').map((a) => a.row),
    );
    await auditAll(
      trx,
      applied.map((a) => historyEntry(file, a.row, a.premium)),
    );
    await writeDecisions(trx, file.id, decisions);
    if (rows.length === options.batchRows) return 'more';
  }
  const summary = await summarise(trx, file.id);
  await trx
    .updateTable('premium_result_files')
    .set({ status: 'applied', applied_at: new Date(), summary: JSON.stringify(summary) })
    .where('id', '=', file.id)
    .where('status', '=', 'applying')
    .execute();
  return 'done';
}
