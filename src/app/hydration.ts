import type { Language } from '@/i18n/language';

/** The visitor as the app finds them once the first route has loaded. */
export interface FirstVisit {
  /** The address the router settled on (after any redirect). */
  pathname: string;
  language: Language;
  /** Drafts, a wizard's step or a staff session in this browser's storage. */
  hasStoredDrafts: boolean;
}

/** The language the build prerenders in. */
export const PRERENDER_LANGUAGE: Language = 'en';

/**
 * Whether the page's prerendered markup is what this visitor's first render would be, so React
 * may adopt it instead of drawing the page again. It was rendered for a newcomer: English,
 * nothing stored, on this very address. Anyone else gets a fresh render, because React keeps
 * a mismatched attribute (a ticked box, a filled field) as the server wrote it.
 */
export function mayHydrate(prerenderedFor: string | undefined, visit: FirstVisit): boolean {
  return prerenderedFor === visit.pathname && visit.language === PRERENDER_LANGUAGE && !visit.hasStoredDrafts;
}
