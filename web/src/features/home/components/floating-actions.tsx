import { useSyncExternalStore, type ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useScrolledPast } from '@/hooks/use-scrolled-past';

export const SESSIONS_SECTION_ID = 'sessions';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True until the sessions section reaches the middle of the screen (then the shortcut is pointless). */
function sessionsStillBelow(): boolean {
  const section = document.getElementById(SESSIONS_SECTION_ID);
  return section ? section.getBoundingClientRect().top > window.innerHeight / 2 : true;
}

/** On phones the buttons wait until the hero (with its own buttons and counters) scrolls away. */
const PHONE_SHOW_AFTER_PX = 320;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The floating buttons of the home page, bottom right: the session picker and
 * 'Voir toutes les sessions' (smooth scroll to #sessions). Round icon buttons on phones so
 * they hide little, and only once the hero has scrolled away; labelled pills from the small
 * breakpoint up.
 */
export function FloatingActions({ picker }: { picker: ReactNode }) {
  const showScrollButton = useSyncExternalStore(subscribe, sessionsStillBelow, () => true);
  const scrolled = useScrolledPast(PHONE_SHOW_AFTER_PX);
  return (
    <div
      data-testid="floating-actions"
      className={`${scrolled ? '' : 'max-sm:hidden'} pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 sm:flex-row-reverse sm:items-center [&>*]:pointer-events-auto`}
    >
      {picker}
      {showScrollButton ? (
        <button
          type="button"
          onClick={() => {
            const section = document.getElementById(SESSIONS_SECTION_ID);
            section?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
            // Keyboard users land in the section, not back at the top.
            section?.focus({ preventScroll: true });
          }}
          className="inline-flex size-12 items-center justify-center gap-2 rounded-full bg-amber-400 text-stone-950 shadow-lg hover:bg-amber-300 sm:size-auto sm:min-h-11 sm:px-4"
        >
          <ArrowRightIcon className="size-5 rotate-90" />
          <span className="sr-only sm:not-sr-only sm:text-sm sm:font-semibold">Voir toutes les sessions</span>
        </button>
      ) : null}
    </div>
  );
}
