import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';

/** The time now, read again every minute, so "due in 5 h" keeps counting down on an open page. */
export function useNow(everyMs = 60_000): DateTime {
  const [now, setNow] = useState(() => DateTime.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(DateTime.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
