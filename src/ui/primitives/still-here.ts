import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Marks where the user is now; the check it answers says whether they are still there. A closing
 * modal or panel asks it before leaving, so a user who went on meanwhile is not pulled back.
 */
export function useStillHere(): () => () => boolean {
  // Panels are also rendered outside a router (screen tests): the browser's own location then.
  const router = useRouter({ warn: false }) as AnyRouter | undefined;
  return useCallback(() => {
    const here = () => router?.history.location.href ?? window.location.href;
    const marked = here();
    return () => here() === marked;
  }, [router]);
}
