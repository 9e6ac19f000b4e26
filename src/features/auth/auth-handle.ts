import { loadOnce } from '@/domain/load-once';
import { readDraft } from '@/ui/wizard/drafts';
import type { AuthActor, AuthEnvironment } from './auth-session';

/** The staff auth statechart, loaded only when a page needs it or a stored session awaits checking. */
export interface AuthHandle {
  /** Loads and starts the statechart, then resolves once the stored session has been checked. */
  settled(): Promise<AuthActor>;
  /** The statechart, if it has been loaded. */
  current(): AuthActor | undefined;
  /**
   * Calls `listener` once the statechart has loaded and on each of its changes, without
   * loading it; returns the unsubscribe. Shaped for React's useSyncExternalStore.
   */
  subscribe(listener: () => void): () => void;
}

export function createAuthHandle(env: AuthEnvironment): AuthHandle {
  // A failed download is retried by the next page that needs it.
  const load = loadOnce(() =>
    import('./auth-session').then((session) => {
      const actor = session.createAuthActor(env);
      actor.start();
      return { session, actor };
    }),
  );
  // A visitor with a stored staff session gets it restored at once, as on every page before;
  // a public visitor without one never downloads the statechart.
  if (readDraft<string>('authToken')) void load();
  return {
    settled: async () => {
      const loaded = await load();
      await loaded.session.sessionSettled(loaded.actor);
      return loaded.actor;
    },
    current: () => load.current()?.actor,
    subscribe: (listener) => {
      let changes: { unsubscribe(): void } | undefined;
      const follow = () => {
        changes ??= load.current()?.actor.subscribe(listener);
      };
      follow();
      const stopWaiting = load.subscribe(() => {
        follow();
        listener();
      });
      return () => {
        stopWaiting();
        changes?.unsubscribe();
      };
    },
  };
}
