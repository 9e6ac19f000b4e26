import { describe, expect, it } from 'vitest';
import { acceptedLanguages, cookieLanguage, languageCookie, preferredLanguage } from '@/domain/language';

describe('the language a visitor first sees', () => {
  it('is the one they chose before, whatever the browser says', () => {
    expect(preferredLanguage('sw', ['en-GB'])).toBe('sw');
    expect(preferredLanguage('en', ['sw-TZ'])).toBe('en');
  });

  it('is the first of the browser languages the portal speaks', () => {
    expect(preferredLanguage(null, ['sw-TZ', 'en'])).toBe('sw');
    expect(preferredLanguage(null, ['fr-FR', 'SW', 'en'])).toBe('sw');
    expect(preferredLanguage(null, ['fr-FR', 'en-US', 'sw'])).toBe('en');
  });

  it('is English when nothing matches, or the stored choice is not a language', () => {
    expect(preferredLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(preferredLanguage('klingon', [])).toBe('en');
  });
});

describe('the language as the server sees it', () => {
  it('reads the browser languages from Accept-Language, most wanted first', () => {
    expect(acceptedLanguages('sw-TZ,sw;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['sw-TZ', 'sw', 'en-US', 'en']);
    expect(acceptedLanguages('en;q=0.5, sw;q=0.9, fr')).toEqual(['fr', 'sw', 'en']);
    expect(preferredLanguage(null, acceptedLanguages('fr-FR, sw;q=0.4, en;q=0.3'))).toBe('sw');
  });

  it('leaves out refused, wildcard and malformed entries', () => {
    expect(acceptedLanguages('sw;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('*, sw;q=abc, ,en;q=0.1')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('reads the chosen language from its cookie, and nothing else', () => {
    expect(cookieLanguage('theme=dark; language=sw; other=1')).toBe('sw');
    expect(cookieLanguage('language=en')).toBe('en');
    expect(cookieLanguage('language=klingon')).toBeNull();
    expect(cookieLanguage('preferred-language=sw')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });

  it('writes the cookie for every page of the site, for a year, Secure over HTTPS', () => {
    expect(languageCookie('sw', false)).toBe('language=sw; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toMatch(/^language=en; .*; Secure$/);
    expect(cookieLanguage(languageCookie('sw', true).split(';')[0])).toBe('sw');
  });
});
