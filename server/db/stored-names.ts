import { sql } from 'kysely';
import type { Db } from './connect';

/**
 * The contract's MemberName (openapi.yaml: letters and marks, ' . -, a letter first) as far as SQL
 * can say it the same way in every locale: no ASCII digit, symbol or control character, and no
 * separator first. The API checks the exact pattern; this keeps any other writer honest.
 * Migration 0016 ships it: change it only together with a new migration.
 */
export function memberNameCheck(column: string): string {
  return `${column} !~ '[[:cntrl:]!-&(-,/-@[-\`{-~]' AND ${column} !~ '^[ ''.-]'`;
}

export const BENEFICIARY_NAME_COLUMNS = ['first_name', 'middle_name', 'last_name'] as const;

export const beneficiaryNameConstraint = (column: string) => `beneficiaries_${column}_letters`;

export interface StoredNamesReport {
  /** True once every beneficiary name obeys the check and the database enforces it on old rows too. */
  validated: boolean;
  /** Beneficiaries (at most 50) whose stored names break the contract: staff correct them. */
  invalidIds: string[];
}

/**
 * The beneficiary name checks are added NOT VALID (names stored before the contract refused
 * digits stay readable and cannot stop a migration). Once no stored name breaks them, this
 * validates them; until then it names the records to correct.
 */
export async function checkStoredBeneficiaryNames(db: Db): Promise<StoredNamesReport> {
  const names = BENEFICIARY_NAME_COLUMNS.map(beneficiaryNameConstraint);
  const pending = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint
    WHERE conname IN (${sql.join(names)}) AND NOT convalidated`.execute(db);
  if (pending.rows.length === 0) return { validated: true, invalidIds: [] };
  const broken = BENEFICIARY_NAME_COLUMNS.map((column) => `NOT (${memberNameCheck(column)})`).join(' OR ');
  const invalid = await sql<{ id: string }>`
    SELECT id FROM beneficiaries WHERE ${sql.raw(broken)} ORDER BY id LIMIT 50`.execute(db);
  if (invalid.rows.length > 0) return { validated: false, invalidIds: invalid.rows.map((row) => row.id) };
  for (const { conname } of pending.rows) {
    await sql`ALTER TABLE beneficiaries VALIDATE CONSTRAINT ${sql.ref(conname)}`.execute(db);
  }
  return { validated: true, invalidIds: [] };
}
