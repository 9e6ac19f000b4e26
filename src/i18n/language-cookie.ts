import { LANGUAGE_COOKIE, type Language, languageCookie } from '@/domain/language';

/** Keeps the choice in this browser's cookie for the server; true when the browser took it. */
export function keepLanguageCookie(language: Language): boolean {
  if (typeof document === 'undefined') return false;
  // The Cookie Store API is missing from the older phones the public pages must serve.
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed, escaped-free value, built above.
  document.cookie = languageCookie(language, location.protocol === 'https:');
  return document.cookie.split(';').some((pair) => pair.trim() === `${LANGUAGE_COOKIE}=${language}`);
}
