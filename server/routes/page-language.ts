import {
  acceptedLanguages,
  cookieLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguage,
} from '../../src/domain/language';

interface PageRequest {
  query: unknown;
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined };
}

/**
 * The language to send a public page in, by the rule the app itself follows
 * (src/domain/language.ts): the visitor's choice, else the first of the browser's languages the
 * portal speaks. The choice is the `language` cookie the switch writes, or the address's
 * `?language=` where the browser refuses cookies.
 */
export function pageLanguage(request: PageRequest): Language {
  const named =
    typeof request.query === 'object' && request.query !== null
      ? (request.query as Record<string, unknown>)[LANGUAGE_COOKIE]
      : undefined;
  const chosen = isLanguage(named) ? named : cookieLanguage(request.headers.cookie);
  return preferredLanguage(chosen, acceptedLanguages(request.headers['accept-language']));
}
