import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const defaultNS = 'translation';

export const resources = {
  en: { translation: en },
} as const;

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
