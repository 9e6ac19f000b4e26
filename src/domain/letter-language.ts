/** The languages the bank writes to a customer in (DESIGN decision 13). */
export const LETTER_LANGUAGES = ['en', 'sw'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

/** A saved value's or a draft's letter language: English when missing or unknown, as the server defaults. */
export const formLetterLanguage = (value: unknown): LetterLanguage => (value === 'sw' ? 'sw' : 'en');
