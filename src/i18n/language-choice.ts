import { LANGUAGE_COOKIE, LANGUAGE_KEY, type Language, languageCookie } from '@/domain/language';

/**
 * Where this browser keeps the visitor's choice of language: storage for the app, a cookie for
 * the server (which sends the public pages in it). Small and free of the catalogues, so the
 * landing page's own script uses it too.
 */

/** The choice stored before, if storage can be read. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the choice in this browser's cookie for the server; true when the browser took it. */
export function keepLanguageCookie(language: Language): boolean {
  if (typeof document === 'undefined') return false;
  // The Cookie Store API is missing from the older phones the public pages must serve.
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, escaped-free value, built above.
  document.cookie = languageCookie(language, location.protocol === 'https:');
  return document.cookie.split(';').some((pair) => pair.trim() === `${LANGUAGE_COOKIE}=${language}`);
}

/** Keeps the choice for the app and the server; true when the server will hear of it. */
export function keepLanguageChoice(language: Language): boolean {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the choice holds for this visit, and in the cookie.
  }
  return keepLanguageCookie(language);
}
