import { sql } from 'kysely';
import { iso, isoOrNull } from '../common/timestamps';
import type { Schemas } from '../contract-types';
import type { Db } from '../db/connect';
import type { ResultFileStatus, ResultRowOutcome } from '../db/schema';
import type { ResultsSummary } from './results-summary';

type ResultFile = Schemas['PremiumResultFile'];
type ResultRowOut = Schemas['PremiumResultRow'];

interface FileRow {
  id: string;
  file_name: string;
  status: Exclude<ResultFileStatus, 'receiving'>;
  row_count: number;
  uploaded_by: string;
  uploader: string;
  uploaded_at: Date | string;
  checked_at: Date | string | null;
  decided_by: string | null;
  decider: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
  applied_at: Date | string | null;
  summary: ResultsSummary | null;
  micros: string;
}

/** The files as staff see them, with their uploader's and decider's names; never one still arriving. */
const files = (where: ReturnType<typeof sql>) => sql<FileRow>`SELECT f.id, f.file_name, f.status, f.row_count,
    f.uploaded_by, u.first_name || ' ' || u.last_name AS uploader, f.uploaded_at, f.checked_at,
    f.decided_by, d.first_name || ' ' || d.last_name AS decider, f.decided_at, f.decision_reason,
    f.applied_at, f.summary, (extract(epoch FROM f.uploaded_at) * 1000000)::bigint::text AS micros
  FROM premium_result_files f
  JOIN users u ON u.id = f.uploaded_by
  LEFT JOIN users d ON d.id = f.decided_by
  WHERE f.status <> 'receiving' AND ${where}`;

function toResultFile(row: FileRow): ResultFile {
  return {
    resultFileId: row.id,
    fileName: row.file_name,
    status: row.status,
    rowCount: Number(row.row_count),
    uploadedBy: { userId: row.uploaded_by, name: row.uploader },
    uploadedAt: iso(row.uploaded_at),
    checkedAt: isoOrNull(row.checked_at),
    decidedBy: row.decided_by ? { userId: row.decided_by, name: row.decider ?? '' } : null,
    decidedAt: isoOrNull(row.decided_at),
    decisionReason: row.decision_reason,
    appliedAt: isoOrNull(row.applied_at),
    summary: row.summary,
  };
}

/** One results file with its status and summary; undefined when there is none. */
export async function readResultFile(db: Db, fileId: string): Promise<ResultFile | undefined> {
  const { rows } = await files(sql`f.id = ${fileId}::uuid`).execute(db);
  return rows[0] ? toResultFile(rows[0]) : undefined;
}

/** The files received, newest first, a page after the cursor (`micros.id` of the last one read). */
export async function listResultFiles(
  db: Db,
  after: string | undefined,
  perPage: number,
): Promise<{ data: ResultFile[]; nextCursor: string | null }> {
  const [micros, id] = after ? after.split('.') : [];
  const from =
    micros && id
      ? sql`((extract(epoch FROM f.uploaded_at) * 1000000)::bigint, f.id) < (${micros}::bigint, ${id}::uuid)`
      : sql`TRUE`;
  const { rows } =
    await sql<FileRow>`${files(from)} ORDER BY f.uploaded_at DESC, f.id DESC LIMIT ${perPage + 1}`.execute(
      db,
    );
  const page = rows.slice(0, perPage);
  const last = page[page.length - 1];
  return {
    data: page.map(toResultFile),
    nextCursor: rows.length > perPage && last ? `${last.micros}.${last.id}` : null,
  };
}

interface RowRow {
  line: number;
  reference: string;
  result: 'paid' | 'failed' | null;
  amount: number | string | null;
  day: string | null;
  outcome: ResultRowOutcome;
  reason: string | null;
  record_kind: 'customer' | 'diaspora' | 'group' | null;
  record_id: string | null;
  record_name: string | null;
}

/** A file's rows in line order, a page after a line, with the record each premium belongs to. */
export async function resultRowsPage(
  db: Db,
  fileId: string,
  options: { outcome?: ResultRowOutcome | undefined; after?: number | undefined; perPage: number },
): Promise<{ data: ResultRowOut[]; nextAfter: number | null }> {
  const outcome = options.outcome ? sql`AND r.outcome = ${options.outcome}` : sql``;
  const { rows } =
    await sql<RowRow>`SELECT r.line, r.reference, r.result, r.amount, r.day, r.outcome, r.reason,
      r.record_kind, r.record_id,
      COALESCE(g.name, concat_ws(' ', COALESCE(c.first_name, d.first_name), COALESCE(c.last_name, d.last_name)))
        AS record_name
    FROM premium_result_rows r
    LEFT JOIN diasporas d ON r.record_kind = 'diaspora' AND d.id = r.record_id
    LEFT JOIN customers c ON r.record_kind = 'customer' AND c.id = r.record_id
    LEFT JOIN groups g ON r.record_kind = 'group' AND g.id = r.record_id
    WHERE r.file_id = ${fileId}::uuid ${outcome} AND r.line > ${options.after ?? 0}
    ORDER BY r.line LIMIT ${options.perPage + 1}`.execute(db);
  const page = rows.slice(0, options.perPage);
  const last = page[page.length - 1];
  return {
    data: page.map((row) => ({
      line: row.line,
      reference: row.reference,
      result: row.result,
      amount: row.amount === null ? null : Number(row.amount),
      date: row.day,
      outcome: row.outcome,
      reason: row.reason,
      record:
        row.record_kind && row.record_id
          ? { kind: row.record_kind, id: row.record_id, name: row.record_name ?? '' }
          : null,
    })),
    nextAfter: rows.length > options.perPage && last ? last.line : null,
  };
}

/** The report's header: the same four columns as ever. */
export const REPORT_HEADER = ['line', 'reference', 'outcome', 'reason'] as const;

interface ReportRow {
  id: string;
  line: number;
  reference: string;
  outcome: ResultRowOutcome;
  reason: string | null;
}

export const reportCells = (row: ReportRow) => [row.line, row.reference, row.outcome, row.reason];

/** The report's rows a chunk at a time, after a line (the CSV stream's cursor). */
export function reportChunk(db: Db, fileId: string) {
  return async (after: { id: string } | null, limit: number): Promise<ReportRow[]> => {
    const rows = await db
      .selectFrom('premium_result_rows')
      .select(['line', 'reference', 'outcome', 'reason'])
      .where('file_id', '=', fileId)
      .where('line', '>', after ? Number(after.id) : 0)
      .orderBy('line')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, id: String(row.line) }));
  };
}
