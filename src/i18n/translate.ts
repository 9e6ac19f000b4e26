import type { en } from './en';

/** A catalogue part as loaded: nested objects whose leaves are texts. */
export type Words = { readonly [key: string]: string | Words };

/** A plural text is stored as `key_one`, `key_other` (CLDR categories) and asked for as `key`. */
type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${PluralBase<K>}`
    : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type BranchKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | BranchKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type At<T, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : Path extends keyof T
    ? T[Path]
    : never;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every text a screen may ask for, by its dotted path in the English catalogue. */
export type TranslationKey = LeafKeys<typeof en>;
/** A part of the catalogue a screen may take whole (a table of labels). */
export type SectionKey = BranchKeys<typeof en>;
/** The words under a section, in whichever language. */
export type Section<K extends SectionKey> = Widen<At<typeof en, K>>;

/** What `{{name}}` placeholders are filled with; `count` also picks the plural form. */
export type Values = Readonly<Record<string, string | number>>;

function find(words: Words, path: string): string | Words | undefined {
  let node: string | Words | undefined = words;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function textAt(words: Words, language: string, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const plural = find(words, `${key}_${pluralCategory(language, count)}`) ?? find(words, `${key}_other`);
    if (typeof plural === 'string') return plural;
  }
  const text = find(words, key);
  return typeof text === 'string' ? text : undefined;
}

/** Fills each `{{name}}` with its value; a placeholder with no value stays as written. */
export function interpolate(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The text of `key` in the first book that has it (the language shown, then English), with its
 * placeholders filled; the key itself when no book has it, so a gap shows rather than a blank.
 */
export function translate(
  books: readonly { language: string; words: Words }[],
  key: string,
  values?: Values,
): string {
  for (const { language, words } of books) {
    const text = textAt(words, language, key, values?.count);
    if (text !== undefined) return interpolate(text, values);
  }
  return key;
}

/** The words under `key` in the first book that has them, for a screen that takes a table whole. */
export function sectionOf(books: readonly { words: Words }[], key: string): Words | undefined {
  for (const { words } of books) {
    const section = find(words, key);
    if (section !== undefined && typeof section !== 'string') return section;
  }
  return undefined;
}

/** Adds `source` into `target` in place, keeping what `target` already has (parts never overlap). */
export function mergeWords(target: Record<string, string | Words>, source: Words): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value !== 'string' && existing !== undefined && typeof existing !== 'string') {
      const copy: Record<string, string | Words> = { ...existing };
      mergeWords(copy, value);
      target[key] = copy;
    } else if (existing === undefined) {
      target[key] = value;
    }
  }
}
