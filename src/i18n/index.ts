import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDateLocale } from '@/domain/date-locale';
import type { en } from './en';
import { core } from './en/core';
import { LANGUAGE_KEY, type Language, preferredLanguage } from './language';
import { setRuleMessageBook } from './rule-messages';
import { setServerMessageBook } from './server-messages';

export const defaultNS = 'translation';

/** The words of every key the screens may ask for; the browser holds the core part at first. */
type Resources = { translation: typeof en };

/*
 * Keys are checked for every direct `t('…')` call. Never pass the typed `t` itself as a value
 * (a parameter, a prop, a callback): checking it against a narrower function type makes
 * TypeScript expand the whole catalogue's key union and, as the catalogue grows, fail with
 * "Type instantiation is excessively deep" (TS2589). i18next's one central remedy,
 * `enableSelector`, replaces the string keys with selector calls (`t(($) => $.ui.modal.close)`)
 * throughout the app, so it is not used. Pass a plain function instead, such as `errorText`
 * below, or a closure over one call: `(count) => t('some.key', { count })`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
  }
}

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: core } },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { i18n };

type Words = Record<string, unknown>;

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
let current: Language = 'en';

function loadPart(language: Language, part: CatalogueArea | 'core'): Promise<void> {
  const key = `${language}:${part}`;
  let done = loading.get(key);
  if (!done) {
    const words = part === 'core' ? CORE[language]() : AREAS[part][language]();
    done = words.then((each) => {
      i18n.addResourceBundle(language, defaultNS, each, true, false);
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
  await i18n.changeLanguage(language);
}

/** The visitor chose a language: kept in this browser for their next visit, and shown at once. */
export function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the choice holds for this visit only.
  }
  return switchLanguage(language);
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Before the first render: the language chosen before, else the browser's; resolves once its words are in. */
export function startLanguage(): Promise<void> {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return switchLanguage(preferredLanguage(storedLanguage(), browser));
}

/** The SPEC §8 catalogue texts the API error helpers need, without the whole typed `t`. */
export function errorText(key: 'errors.network' | 'errors.unexpected'): string {
  return key === 'errors.network' ? i18n.t('errors.network') : i18n.t('errors.unexpected');
}
