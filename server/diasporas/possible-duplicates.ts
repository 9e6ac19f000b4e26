import { type Kysely, sql } from 'kysely';
import { normaliseIdNumber } from '../../src/domain/identity';
import type { Database } from '../db/schema';

/** What an enrolment shares with a record that already exists. */
export type DuplicateField = 'idNumber' | 'accountNumber' | 'email';

/** One existing record an enrolment may duplicate: stored with the enrolment, read by staff only. */
export interface DuplicateMatch {
  kind: 'diaspora' | 'customer';
  id: string;
  matchedOn: DuplicateField[];
}

export interface EnrolledPerson {
  idType: number;
  idNumber: string;
  accountNumber: string;
  email: string;
}

/** Enough for staff to look into; the id number matches come first, then account numbers, then emails. */
const MOST_MATCHES = 10;

/**
 * The live diasporas and customers that share an id number (same document type), an account number
 * or an email with the person, compared as they are stored (id number through the one normaliser,
 * email lower-cased, account number as given). It is one statement whatever it finds, so a public enrolment that matches
 * costs the same as one that does not.
 */
export async function findPossibleDuplicates(
  db: Kysely<Database>,
  person: EnrolledPerson,
  except?: string,
): Promise<DuplicateMatch[]> {
  const idNumber = normaliseIdNumber(person.idNumber);
  const accountNumber = person.accountNumber;
  const email = person.email.trim().toLowerCase();
  const notThis = except ? sql`AND id <> ${except}::uuid` : sql``;
  const { rows } = await sql<{
    kind: 'diaspora' | 'customer';
    id: string;
    id_number: boolean;
    account_number: boolean;
    email: boolean;
  }>`
    SELECT 'diaspora' AS kind, id,
        (id_type = ${person.idType} AND id_number = ${idNumber}) AS id_number,
        account_number = ${accountNumber} AS account_number,
        email = ${email} AS email
      FROM diasporas
      WHERE deleted_at IS NULL ${notThis}
        AND ((id_type = ${person.idType} AND id_number = ${idNumber})
          OR account_number = ${accountNumber} OR email = ${email})
    UNION ALL
    SELECT 'customer' AS kind, id,
        (id_type = ${person.idType} AND id_number = ${idNumber}) AS id_number,
        FALSE AS account_number,
        email = ${email} AS email
      FROM customers
      WHERE deleted_at IS NULL
        AND ((id_type = ${person.idType} AND id_number = ${idNumber}) OR email = ${email})
    ORDER BY id_number DESC, account_number DESC, kind DESC, id
    LIMIT ${MOST_MATCHES}`.execute(db);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    matchedOn: (['idNumber', 'accountNumber', 'email'] as const).filter(
      (field) =>
        ({ idNumber: row.id_number, accountNumber: row.account_number, email: row.email })[field] === true,
    ),
  }));
}

/** True when one of the matches is a live diaspora holding the same id number. */
export const sharesDiasporaIdNumber = (matches: readonly DuplicateMatch[]): boolean =>
  matches.some((match) => match.kind === 'diaspora' && match.matchedOn.includes('idNumber'));

/** The matches as the contract shows them to staff, with each matched record's name and status. */
export async function describeDuplicates(
  db: Kysely<Database>,
  stored: unknown,
): Promise<
  {
    kind: 'diaspora' | 'customer';
    recordId: string;
    name: string;
    status: 'in-progress' | 'covered' | 'uncovered';
    matchedOn: DuplicateField[];
  }[]
> {
  const matches = parseStoredMatches(stored);
  if (matches.length === 0) return [];
  const ids = matches.map((match) => match.id);
  const [diasporas, customers] = await Promise.all([
    db
      .selectFrom('diasporas')
      .select(['id', 'first_name', 'last_name', 'status'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('customers')
      .select(['id', 'first_name', 'last_name', 'status'])
      .where('id', 'in', ids)
      .execute(),
  ]);
  const rows = new Map([
    ...diasporas.map((row) => [`diaspora:${row.id}`, row] as const),
    ...customers.map((row) => [`customer:${row.id}`, row] as const),
  ]);
  return matches.flatMap((match) => {
    const row = rows.get(`${match.kind}:${match.id}`);
    return row
      ? [
          {
            kind: match.kind,
            recordId: match.id,
            name: `${row.first_name} ${row.last_name}`,
            status: row.status,
            matchedOn: match.matchedOn,
          },
        ]
      : [];
  });
}

const FIELDS: readonly DuplicateField[] = ['idNumber', 'accountNumber', 'email'];

/** The stored JSON column back as matches; whatever does not fit the shape is left out. */
function parseStoredMatches(stored: unknown): DuplicateMatch[] {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { kind, id, matchedOn } = (item ?? {}) as Record<string, unknown>;
    if ((kind !== 'diaspora' && kind !== 'customer') || typeof id !== 'string' || !Array.isArray(matchedOn))
      return [];
    return [{ kind, id, matchedOn: FIELDS.filter((field) => matchedOn.includes(field)) }];
  });
}
