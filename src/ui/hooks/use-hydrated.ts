import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a prerendered page is being adopted (and at build time), true from then on, so a
 * part that only the browser can draw (a third-party widget) comes after the markup matches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
