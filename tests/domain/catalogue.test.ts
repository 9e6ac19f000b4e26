import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { sw } from '@/i18n/sw';

/** Words that stay the same in every language: names, codes and units. */
const NAMES = ['BancAssurance', 'Diaspora Cover', 'TSh', 'TZS', 'Tsh', 'CSV', 'PDF', 'NIDA', 'ID', 'OK'];
const LANGUAGE_NAMES = ['English', 'Kiswahili'];

/** Common English words that never appear in a Kiswahili sentence. */
const ENGLISH_WORDS = [
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
];

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

/** A text with its placeholders, tags, names, numbers and punctuation taken out: what is left to translate. */
function wordsOf(text: string): string {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?\w+>/g, ' ');
  for (const name of [...NAMES, ...LANGUAGE_NAMES]) rest = rest.split(name).join(' ');
  rest = rest.replace(/\S+@\S+/g, ' ');
  return rest.replace(/[\d\s\p{P}\p{S}]+/gu, ' ').trim();
}

const english = leaves(en as Tree);
const swahili = leaves(sw as Tree);

describe('the Kiswahili catalogue', () => {
  it('has every English key, and no key English lacks', () => {
    expect([...swahili.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !swahili.has(key))).toEqual([]);
  });

  it('leaves no text in English, outside names', () => {
    const same = [...english].filter(([key, text]) => wordsOf(text) !== '' && swahili.get(key) === text);
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('uses no English words', () => {
    const pattern = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');
    const leftovers = [...swahili].filter(([, text]) => pattern.test(wordsOf(text)));
    expect(leftovers.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('keeps every placeholder and tag of the English text', () => {
    const changed = [...english].filter(([key, text]) => {
      const other = swahili.get(key) ?? '';
      return (
        placeholders(text).join() !== placeholders(other).join() || tags(text).join() !== tags(other).join()
      );
    });
    expect(changed.map(([key]) => key)).toEqual([]);
  });

  it('finds English left behind (the check itself can fail)', () => {
    const pattern = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');
    expect(pattern.test(wordsOf('Please provide valid {{field}}'))).toBe(true);
    expect(wordsOf('{{status}} | {{data}}')).toBe('');
    expect(wordsOf('© 2024 BancAssurance.')).toBe('');
  });
});
