import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS } from '@common/limits';
import { QUERY } from '@/config/paths';

/** Keep looking for the anchor for up to 3 s (30 × 100 ms) while the page loads its data. */
const ANCHOR_MAX_ATTEMPTS = 30;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * SPEC §2: every route change starts at the top of the page (a page load starts where the browser
 * puts it); with `?session={id}` the page
 * then scrolls smoothly to the element `session-{id}` after 100 ms (the time for the list or
 * modal to render).
 */
export function ScrollManager() {
  const { pathname, search } = useLocation();
  const sessionId = new URLSearchParams(search).get(QUERY.session);

  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    // Not on the app's first render: the page keeps where the browser put it, as a visitor may have
    // scrolled the prerendered first screen before the app started (app/shell.ts).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!sessionId) return;
    let attempts = 0;
    let timer = 0;
    const tryScroll = () => {
      const target = document.getElementById(`session-${sessionId}`);
      if (target) {
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      } else if (++attempts < ANCHOR_MAX_ATTEMPTS) {
        // On a slow network the list may not be there yet: look again a little later.
        timer = window.setTimeout(tryScroll, LIMITS.modalScrollDelayMs);
      }
    };
    timer = window.setTimeout(tryScroll, LIMITS.modalScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, sessionId]);

  return null;
}
