import { translateRuleMessage } from './rule-messages';

/** Words for a message with values in it: the values as read from the English, or undefined. */
export type PatternWords = (...values: string[]) => string | undefined;

/** The Kiswahili words of the server's messages, keyed by the English the server sends. */
export interface ServerMessageBook {
  byText: ReadonlyMap<string, string>;
  patterns: readonly (readonly [RegExp, PatternWords])[];
}

// Set when a Kiswahili page loads its words; the English pages never download the book.
let book: ServerMessageBook | null = null;

export function setServerMessageBook(loaded: ServerMessageBook): void {
  book = loaded;
}

/**
 * A message the server sent (SPEC §8), in `language`: its own words from the server's book, a
 * shared rule's from the rules' book, or, for a text neither knows, the text as it came.
 */
export function translateServerMessage(text: string, language: string): string {
  if (language === 'en') return text;
  const known = book?.byText.get(text);
  if (known) return known;
  for (const [pattern, words] of book?.patterns ?? []) {
    const match = pattern.exec(text);
    const said = match ? words(...match.slice(1)) : undefined;
    if (said) return said;
  }
  return translateRuleMessage(text, language);
}
