/**
 * Which captcha the sign-in shows: a new round draws a fresh widget, since a token is used once
 * (the auth statechart's `resetCaptcha`). Shaped for React's useSyncExternalStore.
 */
let round = 0;
const listeners = new Set<() => void>();

export const captchaRound = {
  current: (): number => round,
  next(): void {
    round += 1;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
