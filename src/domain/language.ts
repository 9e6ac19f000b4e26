/** The languages the portal speaks; English is the default and the fallback. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** Where this browser keeps the visitor's choice. */
export const LANGUAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language to show: the one chosen before, else the first of the browser's languages the
 * portal speaks ('sw-TZ' is Kiswahili), else English.
 */
export function preferredLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * The cookie that carries the same choice to the server, which sends each public page already
 * in the visitor's language (server/routes/spa-pages.ts); the landing page has no app to ask.
 */
export const LANGUAGE_COOKIE = 'language';

/** A year: the choice outlives the visit, as the stored one does. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `Set-Cookie`-style line that keeps `language` for this site's pages. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The language a `Cookie` header names, if it names one the portal speaks. */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * An `Accept-Language` header's tags, most wanted first ('sw-TZ,en;q=0.8' gives ['sw-TZ', 'en']):
 * the server's view of the browser's languages. Tags refused with q=0 are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params
        .map((param) => /^\s*q=(.*?)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0 && Number.isFinite(weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}
