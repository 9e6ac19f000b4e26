import { readDraft } from '../../ui/drafts';
import type { AuthActor, AuthEnvironment } from './auth-session';

/** The staff auth statechart, loaded only when a page needs it or a stored session awaits checking. */
export interface AuthHandle {
  /** Loads and starts the statechart, then resolves once the stored session has been checked. */
  settled(): Promise<AuthActor>;
  /** The statechart, if it has been loaded. */
  current(): AuthActor | undefined;
}

export function createAuthHandle(env: AuthEnvironment): AuthHandle {
  type Session = typeof import('./auth-session');
  let actor: AuthActor | undefined;
  let loading: Promise<{ session: Session; actor: AuthActor }> | undefined;
  const load = () => {
    if (!loading) {
      loading = import('./auth-session').then((session) => {
        actor = session.createAuthActor(env);
        actor.start();
        return { session, actor };
      });
      // A failed download may be retried by the next page that needs it.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  // A visitor with a stored staff session gets it restored at once, as on every page before;
  // a public visitor without one never downloads the statechart.
  if (readDraft<string>('authToken')) void load();
  return {
    settled: async () => {
      const loaded = await load();
      await loaded.session.sessionSettled(loaded.actor);
      return loaded.actor;
    },
    current: () => actor,
  };
}
