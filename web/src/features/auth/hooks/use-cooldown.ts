import { useCallback, useEffect, useState } from 'react';

/**
 * A wait between two requests for an e-mailed code: the seconds left (0 once over), and restart()
 * when a new code has just been sent. It starts running: the screen opens right after a code was sent.
 */
export function useCooldown(seconds: number): { remaining: number; restart: () => void } {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    // One tick per second while it runs, none after.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [until, now]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), restart };
}
