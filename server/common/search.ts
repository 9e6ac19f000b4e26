import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { normaliseIdNumber } from '../../src/domain/identity';

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
