import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { abandonConfirms } from '@/app/confirm-store';
import { dismissSignInFailed } from '@/features/auth/sign-in-toast';
import { forgetEnrolmentToken } from '@/features/onboarding/enrolment-session';
import { loadCatalogue, switchLanguage } from '@/i18n/index';
import { toaster } from '@/ui/primitives/toaster';
import { loadComponentStyles } from '@/ui/theme/theme';
import { detachRouters } from './detach-routers';
import './label-lookup';

// A worker's test files share one window and the app's modules (`isolate: false` in
// vitest.config.ts), so each file starts as a new tab would: no dialog, toast or enrolment of an
// earlier file, nothing stored, no cookie, at the root, an empty page, in English.
abandonConfirms();
dismissSignInFailed();
forgetEnrolmentToken();
toaster.remove();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: expiring whatever cookie an earlier file set.
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.body.replaceChildren();
// The router plugin's hot-update code, run when a route module is first loaded, gives an app
// route the options of the route with its id in the last router built: an earlier file's own
// test router would lend the app its pages.
Reflect.deleteProperty(window, '__TSR_ROUTER__');
await switchLanguage('en');

// Screens rendered on their own, outside their routes, need the words and styles their route would load.
await Promise.all([
  loadCatalogue('staff'),
  loadCatalogue('onboarding'),
  loadComponentStyles('forms', 'onboarding', 'backOffice'),
]);

// jsdom lacks the layout and observer APIs that Chakra UI and the router reach for.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

// The suite shares two cores with the browser tests: give the screen time to answer, never a race.
// A ceiling for `findBy*` and `waitFor`, not a wait: they return as soon as the screen shows it.
configure({ asyncUtilTimeout: 15_000 });

vi.stubGlobal('ResizeObserver', ResizeObserverStub);
vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo = (() => {}) as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  detachRouters();
  // Toasts live in one store for the whole file: a test must not see the previous test's.
  toaster.remove();
});
