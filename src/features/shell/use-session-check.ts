import { useEffect } from 'react';
import { useApi } from '@/api/api-context';
import { call } from '@/api/client';

/**
 * Staff coming back to the tab (after lunch, a night, a sign-out on another tab) have their session
 * asked about at once: a token the server no longer takes ends the session (the client's 401
 * handling), instead of the first save of a half-filled form failing.
 */
export function useSessionCheckOnReturn(): void {
  const api = useApi();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void call(api.GET('/auth/me'));
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [api]);
}
