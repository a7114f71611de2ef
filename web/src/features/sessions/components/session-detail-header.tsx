import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowLeftIcon, ListIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** The session page's own slim header (SPEC §2: no navigation bar on /session/*). */
export function SessionDetailHeader({ onOpenSelector }: { onOpenSelector?: () => void }) {
  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          {onOpenSelector ? (
            <button
              type="button"
              onClick={onOpenSelector}
              aria-haspopup="dialog"
              className={buttonClasses('ghost', 'sm')}
            >
              <ListIcon className="size-4" />
              <span className="hidden sm:inline">Aller à la session</span>
              <span className="sm:hidden">Sessions</span>
            </button>
          ) : null}
          <Link to={paths.sessions} className={buttonClasses('ghost', 'sm', 'min-w-11')}>
            <ArrowLeftIcon className="size-4" />
            <span className="hidden sm:inline">Toutes les sessions</span>
            <span className="sr-only sm:hidden">Toutes les sessions</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
