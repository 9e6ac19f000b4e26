import type { Language } from '@/domain/language';

/** The visitor as the app finds them once the first route has loaded. */
export interface FirstVisit {
  /** The address the router settled on (after any redirect). */
  pathname: string;
  language: Language;
  /** Drafts, a wizard's step or a staff session in this browser's storage. */
  hasStoredDrafts: boolean;
}

/** A page the build prerendered (build/prerendered-pages.ts): its route and its language. */
export interface PrerenderedPage {
  route: string | undefined;
  language: string;
}

/**
 * Whether the page's prerendered markup is what this visitor's first render would be, so React
 * may adopt it instead of drawing the page again. It was rendered for a newcomer in its language
 * with nothing stored, on this very address. Anyone else gets a fresh render, because React keeps
 * a mismatched attribute (a ticked box, a filled field) as the server wrote it.
 */
export function mayHydrate(page: PrerenderedPage, visit: FirstVisit): boolean {
  return page.route === visit.pathname && visit.language === page.language && !visit.hasStoredDrafts;
}
