import { useSyncExternalStore } from 'react';
import { i18n, translatorOf } from './index';

const shownLanguage = () => i18n.language;

/**
 * The words for a screen. `t` changes identity when the language changes, so the screen, and any
 * memo that depends on `t`, draws again in the new language.
 */
export function useTranslation() {
  const language = useSyncExternalStore(i18n.subscribe, shownLanguage, shownLanguage);
  return { t: translatorOf(language), i18n };
}
