import { describe, expect, it } from 'vitest';
import { interpolate, mergeWords, sectionOf, translate, type Words } from '@/i18n/translate';

const en: Words = {
  groups: { count_one: '{{count}} member', count_other: '{{count}} members', title: 'Groups' },
  ui: { close: 'Close', change: { none: 'None', sex: { M: 'Male' } } },
  only: { english: 'Only in English' },
};
const sw: Words = {
  groups: { count_one: 'mwanachama {{count}}', count_other: 'wanachama {{count}}', title: 'Vikundi' },
  ui: { close: 'Funga', change: { none: 'Hakuna', sex: { M: 'Mwanaume' } } },
};
const swahiliFirst = [
  { language: 'sw', words: sw },
  { language: 'en', words: en },
];

describe('translate', () => {
  it('finds a text by its dotted path in the language shown', () => {
    expect(translate(swahiliFirst, 'ui.close')).toBe('Funga');
    expect(translate([{ language: 'en', words: en }], 'ui.close')).toBe('Close');
  });

  it('falls back to English for a text the language lacks, and to the key when no book has it', () => {
    expect(translate(swahiliFirst, 'only.english')).toBe('Only in English');
    expect(translate(swahiliFirst, 'no.such.key')).toBe('no.such.key');
    // A section is not a text.
    expect(translate(swahiliFirst, 'ui.change')).toBe('ui.change');
  });

  it('picks the plural form from count by the language’s rules, and fills it in', () => {
    expect(translate([{ language: 'en', words: en }], 'groups.count', { count: 1 })).toBe('1 member');
    expect(translate([{ language: 'en', words: en }], 'groups.count', { count: 0 })).toBe('0 members');
    expect(translate([{ language: 'en', words: en }], 'groups.count', { count: 12 })).toBe('12 members');
    expect(translate(swahiliFirst, 'groups.count', { count: 1 })).toBe('mwanachama 1');
    expect(translate(swahiliFirst, 'groups.count', { count: 3 })).toBe('wanachama 3');
  });

  it('uses the other form for a category the catalogue does not write', () => {
    // Welsh has a "two" category; the catalogue only has one and other.
    const welsh = [{ language: 'cy', words: en }];
    expect(translate(welsh, 'groups.count', { count: 2 })).toBe('2 members');
  });

  it('does not read inherited properties as texts', () => {
    expect(translate(swahiliFirst, 'ui.toString')).toBe('ui.toString');
    expect(translate(swahiliFirst, 'constructor')).toBe('constructor');
  });
});

describe('interpolate', () => {
  it('fills every placeholder with its value, numbers as written', () => {
    expect(interpolate('{{name}} owes {{amount}} ({{name}})', { name: 'Asha', amount: 12 })).toBe(
      'Asha owes 12 (Asha)',
    );
  });

  it('leaves a placeholder with no value as written, and does not read HTML', () => {
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('{{x}}', { x: '<b>&amp;</b>' })).toBe('<b>&amp;</b>');
  });
});

describe('sectionOf', () => {
  it('gives a table of texts whole, in the first book that has it', () => {
    expect(sectionOf(swahiliFirst, 'ui.change.sex')).toEqual({ M: 'Mwanaume' });
    expect(sectionOf(swahiliFirst, 'only')).toEqual({ english: 'Only in English' });
    expect(sectionOf(swahiliFirst, 'ui.close')).toBeUndefined();
  });
});

describe('mergeWords', () => {
  it('adds a part’s words beside those already loaded, keeping both halves of a shared section', () => {
    const book: Record<string, string | Words> = {};
    mergeWords(book, { ui: { close: 'Close' }, auth: { title: 'Sign in' } });
    mergeWords(book, { ui: { history: { title: 'History' } } });
    expect(book).toEqual({
      ui: { close: 'Close', history: { title: 'History' } },
      auth: { title: 'Sign in' },
    });
  });

  it('does not change the part it was given', () => {
    const part = { ui: { close: 'Close' } };
    const book: Record<string, string | Words> = {};
    mergeWords(book, part);
    mergeWords(book, { ui: { open: 'Open' } });
    expect(part).toEqual({ ui: { close: 'Close' } });
  });
});
