import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './en';
import { core } from './en/core';

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

const AREAS = {
  onboarding: () => import('./en/onboarding-area').then((part) => part.onboardingArea),
  staff: () => import('./en/staff').then((part) => part.staff),
};

export type CatalogueArea = keyof typeof AREAS;

const loading = new Map<CatalogueArea, Promise<void>>();

/** Adds an area's words to the catalogue, once; a route awaits it before its screens render. */
export function loadCatalogue(area: CatalogueArea): Promise<void> {
  let done = loading.get(area);
  if (!done) {
    done = AREAS[area]().then((words) => {
      i18n.addResourceBundle('en', defaultNS, words, true, false);
    });
    // A failed download may be retried on the next navigation.
    done.catch(() => loading.delete(area));
    loading.set(area, done);
  }
  return done;
}

/** The SPEC §8 catalogue texts the API error helpers need, without the whole typed `t`. */
export function errorText(key: 'errors.network' | 'errors.unexpected'): string {
  return key === 'errors.network' ? i18n.t('errors.network') : i18n.t('errors.unexpected');
}
