/*
 * The language dates are written in, kept apart from Luxon so that the language switch, on every
 * page, does not bring Luxon to pages that show no date.
 */
let locale = 'en';

/** The language dates are written in: the one the portal shows. */
export const dateLocale = (): string => locale;

export function setDateLocale(language: string): void {
  locale = language;
}
