import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '@/i18n/language';

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
