import { isLanguage, LANGUAGE_COOKIE } from '@/domain/language';
import { keepLanguageChoice, storedLanguage } from '@/i18n/language-choice';

/**
 * The landing page's only script. The page is sent as finished HTML in the visitor's language
 * (build/prerender.ts, server/routes/spa-pages.ts) without the app, so that a phone's first
 * download stays small; its links are plain links. What is left to do in the page is the
 * language switch: keep the choice where the app and the server read it, and ask for the page
 * again, which the server then sends in that language.
 */

/** Set once this tab has asked for the page again in the stored language, so it never loops. */
const RELOADED_FOR = 'landing-reloaded-for';

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR);
  } catch {
    return null;
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-language-choice]')) {
  button.addEventListener('click', () => {
    const language = button.dataset.languageChoice;
    if (!isLanguage(language)) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    if (keepLanguageChoice(language)) {
      location.reload();
    } else {
      // Cookies refused: the address names the language instead.
      const address = new URL(location.href);
      address.searchParams.set(LANGUAGE_COOKIE, language);
      location.assign(address);
    }
  });
}

// A choice the app stored before the server knew of it: the page comes again in that language,
// once per tab at most, whatever the server answers.
const choice = storedLanguage();
if (
  isLanguage(choice) &&
  choice !== document.documentElement.lang &&
  reloadedFor() === null &&
  keepLanguageChoice(choice)
) {
  try {
    sessionStorage.setItem(RELOADED_FOR, choice);
    location.reload();
  } catch {
    // No session storage: no reload, rather than risk asking again and again.
  }
}
