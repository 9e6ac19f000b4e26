import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { MEMBER_ID_TYPES, normaliseIdNumber } from '../../src/domain/identity';

/** A LIKE pattern that matches the term anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A part of a number as people type it in groups: "+971", "50", "(0)", "123-4507". */
const NUMBER_PART = /^\+?(?=[()-]*\d)[\d()-]+$/;

/**
 * The words of a search, lower-cased, each to be found on its own and in any order, so
 * "msuya esther" finds Esther Neema Msuya. Number parts typed one after another stay one phrase:
 * "+971 50 123 4507" is one mobile, as typed, not four numbers found anywhere in a record.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  let afterNumber = false;
  for (const token of text
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)) {
    if (!token) continue;
    const isNumber = NUMBER_PART.test(token);
    if (isNumber && afterNumber) words.push(`${words.pop()} ${token}`);
    else words.push(token);
    afterNumber = isNumber;
  }
  return words;
}

/**
 * Every word of the search found in `column`, a lower-cased text with a trigram index: one
 * LIKE per word, all of them answered by one scan of that index.
 */
export function everyWordIn(column: string, search: string): RawBuilder<SqlBool> {
  const words = searchWords(search);
  if (words.length === 0) return sql<SqlBool>`true`;
  const found = words.map((word) => sql`${sql.ref(column)} LIKE ${containsPattern(word)}`);
  const every = sql<SqlBool>`(${sql.join(found, sql` AND `)})`;
  // An id number typed with dashes or spaces ("TZ-123 4567") is found as it is stored, without them.
  const typedId = idNumberTyped(search);
  return typedId ? sql<SqlBool>`(${every} OR ${sql.ref(column)} LIKE ${containsPattern(typedId)})` : every;
}

/**
 * The search as an id number is stored (src/domain/identity.ts), when it reads as one typed with
 * dashes or spaces: letters and digits, at least one digit, six characters or more.
 */
function idNumberTyped(search: string): string | undefined {
  if (!/[-\s]/.test(search.trim())) return undefined;
  const compact = normaliseIdNumber(search);
  return /^[A-Z0-9]{6,}$/.test(compact) && /\d/.test(compact) ? compact : undefined;
}

/** A search that is one whole number, in the forms it is stored in (see `wholeNumber`). */
export interface WholeNumber {
  /** Its digits, when it is all digits: a mobile's (without its '+') or an account number. */
  digits?: string;
  /** As an id number is stored. */
  idNumber: string;
}

/**
 * A search that is one whole mobile, account or id number as people type it ("+971 50 123 4507",
 * "0152345678903", "AB1234567"): found by equality, on an index, before any "contains" search.
 * Names, and part of a number, are not one.
 */
export function wholeNumber(search: string): WholeNumber | undefined {
  const typed = search.trim();
  const digits = typed.replace(/[\s()+-]/g, '');
  if (/^\+?[\d\s()-]+$/.test(typed) && /^\d{9,20}$/.test(digits)) {
    return { digits, idNumber: normaliseIdNumber(typed) };
  }
  const idNumber = normaliseIdNumber(typed);
  const isId = /^[A-Z0-9]{9,20}$/.test(idNumber) && /\d/.test(idNumber) && /[A-Z]/.test(idNumber);
  return isId ? { idNumber } : undefined;
}

const ID_TYPES = Object.keys(MEMBER_ID_TYPES).map(Number);

/** A mobile as `wholeNumber` compares it: its digits only (the expression its index is built on). */
const mobileDigits = (column: string) => sql<string>`regexp_replace(${sql.ref(column)}, '[^0-9]', '', 'g')`;

/**
 * The records holding this whole number: a mobile or an account number equal to its digits, or an
 * id number equal to it. Each is one index lookup; the id's index leads with the id type, so every
 * type (the members' types include the others) is named.
 */
export function holdsNumber(
  alias: string,
  number: WholeNumber,
  columns: { mobile: boolean; account: boolean },
): RawBuilder<SqlBool> {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const found: RawBuilder<unknown>[] = [
    sql`(${ref('id_type')} IN (${sql.join(ID_TYPES.map((type) => sql.lit(type)))}) AND ${ref('id_number')} = ${number.idNumber})`,
  ];
  if (number.digits && columns.mobile) found.push(sql`${mobileDigits(`${alias}.mobile`)} = ${number.digits}`);
  if (number.digits && columns.account) found.push(sql`${ref('account_number')} = ${number.digits}`);
  return sql<SqlBool>`(${sql.join(found, sql` OR `)})`;
}
