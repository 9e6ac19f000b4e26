/**
 * Code or a value fetched the first time it is asked for, then kept: a page downloads what it
 * uses, when it uses it. Asked again while loading, it gives the same promise. A failed load is
 * forgotten, so the next ask tries again: a download dropped on a phone's network does not break
 * the page for good. (Here rather than in src/ui because src/api uses it too.)
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** The value once loaded, else undefined. */
  current(): T | undefined;
  /** Whether a load has started and not failed. */
  started(): boolean;
  /**
   * Calls `listener` once the value has come (after `current()` holds it); returns the
   * unsubscribe. Shaped for React's useSyncExternalStore.
   */
  subscribe(listener: () => void): () => void;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const get = (): Promise<T> => {
    pending ??= load().then(
      (loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return Object.assign(get, { current: () => value, started: () => pending !== undefined, subscribe });
}
