import { describe, expect, it } from 'vitest';
import { DIASPORA_TERMS, DIASPORA_TERMS_SW, diasporaTermsIn } from '@/domain/diaspora-terms';
import { en } from '@/i18n/en';
import { sw } from '@/i18n/sw';
import { hasEnglish, wordsOf } from '../support/english-words';

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
    const leftovers = [...swahili].filter(([, text]) => hasEnglish(text));
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
    expect(hasEnglish('Please provide valid {{field}}')).toBe(true);
    expect(hasEnglish('Tafadhali weka {{field}} sahihi')).toBe(false);
    expect(wordsOf('{{status}} | {{data}}')).toBe('');
    expect(wordsOf('© 2024 BancAssurance.')).toBe('');
  });
});

describe('the cover terms in Kiswahili', () => {
  const figures = (text: string) => text.match(/\d[\d,]*/g) ?? [];

  it('are every English term, figure for figure, with no English left', () => {
    expect(DIASPORA_TERMS_SW).toHaveLength(DIASPORA_TERMS.length);
    DIASPORA_TERMS.forEach((term, index) => {
      const swahili = DIASPORA_TERMS_SW[index] ?? '';
      expect(figures(swahili), swahili).toEqual(figures(term));
      expect(hasEnglish(swahili), swahili).toBe(false);
    });
    expect(diasporaTermsIn('sw')).toBe(DIASPORA_TERMS_SW);
    expect(diasporaTermsIn('en')).toBe(DIASPORA_TERMS);
  });
});
