import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadCatalogue } from '@/i18n/index';
import { toaster } from '@/ui/primitives/toaster';
import { loadComponentStyles } from '@/ui/theme/theme';
import { detachRouters } from './detach-routers';

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
