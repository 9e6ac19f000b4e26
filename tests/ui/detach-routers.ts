import type { AnyRouter } from '@tanstack/react-router';

const mounted = new Set<AnyRouter>();

/** Keeps `router` so that the end of the test detaches it from React (`detachRouters`). */
export function trackRouter(router: AnyRouter): void {
  mounted.add(router);
}

/**
 * After a test, once its screens are unmounted: a navigation still loading in a router no longer
 * reaches React. Its pending screen would otherwise be a React update after the test file's
 * window is gone ("window is not defined").
 */
export function detachRouters(): void {
  for (const router of mounted) {
    router.startTransition = async (update) => {
      update();
      return false;
    };
  }
  mounted.clear();
}
