import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadOnce } from '@/domain/load-once';
import { ConfirmContext, type ConfirmFn } from '@/ui/primitives/confirm-dialog';

// The dialog, its statechart and its focus trap load with the first question, not with every page.
type ConfirmStore = typeof import('./confirm-store');
const loadStore = loadOnce((): Promise<ConfirmStore> => import('./confirm-store'));
const ConfirmHost = lazy(() => import('./confirm-host').then((host) => ({ default: host.ConfirmHost })));

const isHostWanted = () => loadStore.current() !== undefined;

/**
 * Opens a confirmation dialog (SPEC §4, §8) and answers true on confirm, false on cancel,
 * close or Escape; also usable outside React (e.g. in a mutation callback). The dialog shows
 * once a ConfirmProvider is mounted.
 */
export const confirm: ConfirmFn = async (options) => (await loadStore()).openConfirm(options);

/**
 * Provides `useConfirm()` and shows the active confirmation dialog; AppProviders mounts it once.
 * Requests opened while one is showing wait their turn.
 */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const hostWanted = useSyncExternalStore(loadStore.subscribe, isHostWanted, isHostWanted);
  // Nobody can answer a dialog once its host is gone: settle what is left as closed.
  useEffect(() => () => loadStore.current()?.abandonConfirms(), []);
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ConfirmHost />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}
