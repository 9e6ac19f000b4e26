import { type ReactNode, useEffect } from 'react';

/** Runs `then` once its children are on screen: after the first render, or once hydrated. */
export function WhenRendered({ then, children }: { then: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit only.
  useEffect(then, []);
  return children;
}
