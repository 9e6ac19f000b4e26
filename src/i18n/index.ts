import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const defaultNS = 'translation';

export const resources = {
  en: { translation: en },
} as const;

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
    resources: (typeof resources)['en'];
  }
}

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { i18n };

/** The SPEC §8 catalogue texts the API error helpers need, without the whole typed `t`. */
export function errorText(key: 'errors.network' | 'errors.unexpected'): string {
  return key === 'errors.network' ? i18n.t('errors.network') : i18n.t('errors.unexpected');
}
