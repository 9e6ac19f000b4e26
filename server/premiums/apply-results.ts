import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { premiumReference } from '../../src/domain/premiums';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import type { StaffUser } from '../auth/staff';
import type { Schemas } from '../contract-types';
import { audit } from '../cover/audit';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { type ParsedRow, parseResultsFile, type ResultRow, ResultsFileError } from './results-file';

export type ResultsReport = Schemas['PremiumResultsResponse']['data'];
type Outcome = Schemas['PremiumResultRow'];

const money = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;

/** Applies one row to its premium, locked; says what happened. */
async function applyRow(
  trx: Transaction<Database>,
  user: StaffUser,
  row: ResultRow,
  fallbackReference: string,
): Promise<Omit<Outcome, 'line' | 'reference'>> {
  const refused = (reason: string) => ({ outcome: 'refused' as const, reason });
  const premium = await trx
    .selectFrom('premiums as p')
    .leftJoin('diasporas as d', (join) =>
      join.onRef('d.id', '=', 'p.record_id').on('p.record_kind', '=', 'diaspora'),
    )
    .select([
      'p.id',
      'p.record_kind',
      'p.record_id',
      'p.amount',
      'p.status',
      'p.paid_on',
      'p.failed_on',
      'p.failed_reason',
      'd.account_number',
    ])
    .where('p.id', '=', row.premiumId)
    .forUpdate('p')
    .executeTakeFirst();
  if (!premium) return refused(SERVER_MESSAGES.resultUnknownReference);
  if (premium.account_number && premium.account_number !== row.account)
    return refused(SERVER_MESSAGES.resultAccountMismatch);
  if (Number(premium.amount) !== row.amount)
    return refused(serverMessage.resultAmountMismatch(money(Number(premium.amount))));
  if (premium.status === 'waived') return refused(SERVER_MESSAGES.resultWaived);
  if (premium.status === 'paid')
    return row.result === 'paid'
      ? { outcome: 'already-applied', reason: serverMessage.resultPaidOn(String(premium.paid_on)) }
      : refused(SERVER_MESSAGES.resultAlreadyPaid);
  if (row.result === 'failed' && premium.status === 'failed' && premium.failed_on === row.date)
    return { outcome: 'already-applied', reason: serverMessage.resultFailedOn(String(premium.failed_on)) };
  const reference = premiumReference(Number(premium.id));
  const kind = premium.record_kind;
  if (row.result === 'paid') {
    const bankReference = row.bankReference ?? fallbackReference;
    await trx
      .updateTable('premiums')
      .set({ status: 'paid', paid_on: row.date, bank_reference: bankReference, updated_at: new Date() })
      .where('id', '=', premium.id)
      .execute();
    await audit(trx, {
      entity: kind,
      entityId: premium.record_id,
      action: 'premium.paid',
      actorId: user.userId,
      changes: {
        premium: { from: premium.status, to: reference },
        amount: { from: null, to: row.amount },
        paidOn: { from: null, to: row.date },
        bankReference: { from: null, to: bankReference },
      },
    });
  } else {
    await trx
      .updateTable('premiums')
      .set({ status: 'failed', failed_on: row.date, failed_reason: row.reason, updated_at: new Date() })
      .where('id', '=', premium.id)
      .execute();
    await audit(trx, {
      entity: kind,
      entityId: premium.record_id,
      action: 'premium.failed',
      actorId: user.userId,
      reason: row.reason,
      changes: {
        premium: { from: premium.status, to: reference },
        amount: { from: null, to: row.amount },
        failedOn: { from: premium.failed_on, to: row.date },
      },
    });
  }
  return { outcome: 'applied', reason: null };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function storedReport(db: Db, sha256: string): Promise<ResultsReport | null> {
  const stored = await db
    .selectFrom('premium_result_files')
    .select('report')
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return stored ? { ...(stored.report as ResultsReport), alreadyApplied: true } : null;
}

/**
 * Applies a results file from the core banking system: every row checked, the good ones applied in
 * one transaction with the file's report. A file already applied (same SHA-256, even sent at the
 * same moment by two staff) changes nothing and answers its first report.
 */
export async function applyResultsFile(
  db: Db,
  user: StaffUser,
  file: { name: string; content: Buffer },
): Promise<ResultsReport> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const before = await storedReport(db, sha256);
  if (before) return before;
  let parsed: ParsedRow[];
  try {
    parsed = parseResultsFile(file.content);
  } catch (error) {
    if (error instanceof ResultsFileError) throw badRequest({ file: error.message });
    throw error;
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const { id, applied_at } = await trx
        .insertInto('premium_result_files')
        .values({ sha256, file_name: file.name, applied_by: user.userId, report: '{}' })
        .returning(['id', 'applied_at'])
        .executeTakeFirstOrThrow();
      const rows: Outcome[] = [];
      const seen = new Set<number>();
      for (const row of parsed) {
        if ('malformed' in row) {
          rows.push({ line: row.line, reference: row.reference, outcome: 'refused', reason: row.malformed });
        } else if (seen.has(row.premiumId)) {
          rows.push({
            line: row.line,
            reference: row.reference,
            outcome: 'refused',
            reason: SERVER_MESSAGES.resultEarlierLine,
          });
        } else {
          const fallback = `${sha256.slice(0, 12)}:${row.line}`;
          const outcome = await applyRow(trx, user, row, fallback);
          // A refused row leaves its premium as it was: a later, correct row may still apply to it.
          if (outcome.outcome !== 'refused') seen.add(row.premiumId);
          rows.push({ line: row.line, reference: row.reference, ...outcome });
        }
      }
      const count = (outcome: Outcome['outcome']) => rows.filter((row) => row.outcome === outcome).length;
      const report: ResultsReport = {
        resultFileId: id,
        fileName: file.name,
        appliedAt: new Date(applied_at).toISOString(),
        alreadyApplied: false,
        applied: count('applied'),
        alreadyAppliedRows: count('already-applied'),
        refused: count('refused'),
        rows,
      };
      await trx
        .updateTable('premium_result_files')
        .set({ report: JSON.stringify(report) })
        .where('id', '=', id)
        .execute();
      return report;
    });
  } catch (error) {
    // The same file sent at the same moment: the other request applied it.
    if (isUniqueViolation(error)) {
      const other = await storedReport(db, sha256);
      if (other) return other;
    }
    throw error;
  }
}

/** A stored report, for its CSV download. */
export async function reportOf(db: Db, resultFileId: string): Promise<ResultsReport | null> {
  const stored = await db
    .selectFrom('premium_result_files')
    .select('report')
    .where('id', '=', resultFileId)
    .executeTakeFirst();
  return stored ? (stored.report as ResultsReport) : null;
}
