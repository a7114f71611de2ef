import { useSyncExternalStore, type RefObject } from 'react';
import { ChevronUpIcon } from '@/components/ui/icons';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Below this scroll depth the top is in view: the button would only hide content. */
const SHOW_AFTER_PX = 400;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * 'Retour en haut' (SPEC §2 /sessions, past 9 results, once the visitor has scrolled down): scrolls to the top and moves keyboard focus to
 * `focusTarget` (the page heading), so keyboard users restart from the top too.
 */
export function BackToTopButton({ focusTarget }: { focusTarget: RefObject<HTMLElement | null> }) {
  const scrolled = useSyncExternalStore(
    subscribe,
    () => window.scrollY > SHOW_AFTER_PX,
    () => false,
  );
  if (!scrolled) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        focusTarget.current?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:ring-offset-2 focus-visible:outline-none sm:right-6 sm:bottom-6"
    >
      <ChevronUpIcon className="size-5" />
      Retour en haut
    </button>
  );
}
