/** The Kiswahili words of the shared rules' messages, once the enrolment or back-office words arrive. */
export interface RuleMessageBook {
  messages: Readonly<Record<string, string>>;
  fields: Readonly<Record<string, string>>;
  expectations: Readonly<Record<string, string>>;
  /** SPEC §5's sentence, its field and what is expected already in the language. */
  provideValid: (field: string, expected?: string) => string;
}

let book: RuleMessageBook | null = null;

export function setRuleMessageBook(loaded: RuleMessageBook): void {
  book = loaded;
}

const PROVIDE_VALID = /^Please provide valid (.+?)(?: \((.+)\))?$/;

/**
 * A message of the shared rules (SPEC §5 'Please provide valid {field}', a family or claim rule),
 * given in English by `src/domain` and the server, in the language `language`. A text it does not
 * know (already translated, or a server's own words) comes back as it is.
 */
export function translateRuleMessage(text: string, language: string): string {
  if (language !== 'sw' || !book) return text;
  const known = book.messages[text];
  if (known) return known;
  const match = PROVIDE_VALID.exec(text);
  const field = match?.[1] ? book.fields[match[1]] : undefined;
  if (!match || !field) return text;
  const expected = match[2] ? book.expectations[match[2]] : undefined;
  if (match[2] && !expected) return text;
  return book.provideValid(field, expected);
}
