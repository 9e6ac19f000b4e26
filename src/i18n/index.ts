import { setDateLocale } from '@/domain/date-locale';
import { isLanguage, type Language, preferredLanguage } from '@/domain/language';
import { core } from './en/core';
import { keepLanguageChoice, keepLanguageCookie, storedLanguage } from './language-choice';
import { setRuleMessageBook } from './rule-messages';
import { setServerMessageBook } from './server-messages';
import {
  mergeWords,
  type Section,
  type SectionKey,
  sectionOf,
  type TranslationKey,
  translate,
  type Values,
  type Words,
} from './translate';

export type { TranslationKey } from './translate';

/** Each language's words loaded so far; English's core comes with the first download. */
const books: Record<Language, Record<string, string | Words>> = { en: {}, sw: {} };
mergeWords(books.en, core);
/** The language last asked for; its words may still be on their way. */
let current: Language = 'en';
/** The language on screen: it changes once its words are in. */
let shown: Language = 'en';

/** Where each language looks for a text: its own words, then English's. Parts merge into these objects. */
const SEARCH: Record<Language, readonly { language: Language; words: Words }[]> = {
  en: [{ language: 'en', words: books.en }],
  sw: [
    { language: 'sw', words: books.sw },
    { language: 'en', words: books.en },
  ],
};

export type Translate = (key: TranslationKey, values?: Values) => string;

const translators = new Map<Language, Translate>();
/** One function per language, so a screen's `t` changes exactly when the language does. */
export function translatorOf(language: Language): Translate {
  let translator = translators.get(language);
  if (!translator) {
    translator = (key, values) => translate(SEARCH[language], key, values);
    translators.set(language, translator);
  }
  return translator;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The portal's words now: `t` gives a text, `section` a table of texts, `language` the one shown.
 * Screens use `useTranslation`, which draws them again when the language changes.
 */
export const i18n = {
  get language(): Language {
    return shown;
  },
  t(key: TranslationKey, values?: Values): string {
    return translatorOf(shown)(key, values);
  },
  section<K extends SectionKey>(key: K): Section<K> {
    // The English catalogue's type describes every language's (the catalogue test holds them equal).
    return (sectionOf(SEARCH[shown], key) ?? {}) as Section<K>;
  },
  /** Called after each language change, once its words are in. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Each language's first words: English comes with the first download, Kiswahili when chosen. */
const CORE: Record<Language, () => Promise<Words>> = {
  en: async () => core,
  // The server's messages come with the first words: a sign-in refusal needs them too.
  sw: () =>
    Promise.all([import('./sw/core'), import('./sw/server-messages')]).then(([part, server]) => {
      setServerMessageBook(server.serverMessageBook);
      return part.core;
    }),
};

const AREAS = {
  onboarding: {
    en: () => import('./en/onboarding-area').then((part) => part.onboardingArea),
    // Every form lives in an area that loads these words, so the rules' messages come with them.
    sw: () =>
      Promise.all([import('./sw/onboarding-area'), import('./sw/rule-messages')]).then(([part, rules]) => {
        setRuleMessageBook({
          messages: rules.RULE_MESSAGES,
          fields: rules.FIELD_NAMES,
          expectations: rules.EXPECTATIONS,
          provideValid: rules.provideValid,
        });
        return part.onboardingArea;
      }),
  },
  staff: {
    en: () => import('./en/staff').then((part) => part.staff),
    sw: () => import('./sw/staff').then((part) => part.staff),
  },
} satisfies Record<string, Record<Language, () => Promise<Words>>>;

export type CatalogueArea = keyof typeof AREAS;

const loading = new Map<string, Promise<void>>();
/** The areas some page has asked for: a language switch brings their words in the new language. */
const wanted = new Set<CatalogueArea>();

function loadPart(language: Language, part: CatalogueArea | 'core'): Promise<void> {
  const key = `${language}:${part}`;
  let done = loading.get(key);
  if (!done) {
    const words = part === 'core' ? CORE[language]() : AREAS[part][language]();
    done = words.then((each) => {
      mergeWords(books[language], each);
    });
    // A failed download may be retried on the next navigation.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}
loading.set('en:core', Promise.resolve());

/** Adds an area's words to the catalogue, once; a route awaits it before its screens render. */
export function loadCatalogue(area: CatalogueArea): Promise<void> {
  wanted.add(area);
  return loadPart(current, area);
}

/** The language the portal shows now. */
export const currentLanguage = (): Language => current;

/**
 * Shows the portal in `language`: its words for every area opened so far arrive first, then
 * every screen changes at once, with dates in that language and `<html lang>` set for readers.
 */
export async function switchLanguage(language: Language): Promise<void> {
  current = language;
  await Promise.all([loadPart(language, 'core'), ...[...wanted].map((area) => loadPart(language, area))]);
  // A later choice won the race: leave the screen to it.
  if (current !== language) return;
  setDateLocale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  shown = language;
  for (const listener of listeners) listener();
}

/** The visitor chose a language: kept in this browser for their next visit, and shown at once. */
export function chooseLanguage(language: Language): Promise<void> {
  // The server sends the public pages already in the language chosen.
  keepLanguageChoice(language);
  return switchLanguage(language);
}

/** Before the first render: the language chosen before, else the browser's; resolves once its words are in. */
export function startLanguage(): Promise<void> {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const stored = storedLanguage();
  // A choice stored before the cookie existed, or whose cookie expired, reaches the server again.
  if (isLanguage(stored)) keepLanguageCookie(stored);
  return switchLanguage(preferredLanguage(stored, browser));
}

/** The SPEC §8 catalogue texts the API error helpers fall back on. */
export function errorText(key: 'errors.network' | 'errors.unexpected'): string {
  return i18n.t(key);
}
