/** Names, codes and units that stay the same in every language. */
export const NAMES = [
  'BancAssurance',
  'Diaspora Cover',
  'TSh',
  'TZS',
  'Tsh',
  'CSV',
  'PDF',
  'NIDA',
  'ID',
  'OK',
];
export const LANGUAGE_NAMES = ['English', 'Kiswahili'];

/** Common English words that never appear in a Kiswahili sentence. */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'your',
  'please',
  'with',
  'for',
  'is',
  'are',
  'you',
  'this',
  'to',
  'from',
  'not',
  'will',
  'has',
  'have',
  'enter',
  'select',
  'click',
  'cover',
  'claim',
  'policy',
  'member',
  'details',
  'male',
  'female',
  'married',
  'single',
  'view',
  'search',
  'name',
  'spouse',
  'child',
  'notifications',
];

const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');

/** A text with its placeholders, tags, names, addresses, numbers and punctuation taken out. */
export function wordsOf(text: string, names: readonly string[] = []): string {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?\w+>/g, ' ');
  for (const name of [...NAMES, ...LANGUAGE_NAMES, ...names]) rest = rest.split(name).join(' ');
  rest = rest.replace(/\S+@\S+/g, ' ');
  return rest.replace(/[\d\s\p{P}\p{S}]+/gu, ' ').trim();
}

/** Whether a text, names taken out, still holds a common English word. */
export const hasEnglish = (text: string, names: readonly string[] = []): boolean =>
  ENGLISH.test(wordsOf(text, names));
