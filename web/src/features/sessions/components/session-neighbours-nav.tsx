import { Link } from 'react-router-dom';
import type { SessionNeighbours } from '@common/api-types';
import { ArrowLeftIcon, ArrowRightIcon, GridIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

/** Previous and next published sessions by creation date, and the whole catalogue (SPEC §2). */
export function SessionNeighboursNav({
  loading,
  neighbours,
}: {
  loading: boolean;
  neighbours: SessionNeighbours | null;
}) {
  const card =
    'flex min-h-20 flex-1 flex-col justify-center gap-1 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:shadow-md';
  return (
    <nav
      aria-label="Navigation entre les sessions"
      className="flex flex-col gap-3 sm:flex-row sm:items-stretch"
    >
      {loading ? (
        <>
          <Skeleton className="h-20 flex-1 rounded-2xl" />
          <Skeleton className="h-20 flex-1 rounded-2xl" />
        </>
      ) : (
        <>
          {neighbours?.previous ? (
            <Link to={paths.session(neighbours.previous.id)} rel="prev" className={card}>
              <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                <ArrowLeftIcon className="size-4" />
                Session précédente
              </span>
              <span className="font-semibold text-stone-900">{neighbours.previous.title}</span>
            </Link>
          ) : (
            <div className="hidden flex-1 sm:block" />
          )}
          <Link
            to={paths.sessions}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-2xl border border-stone-200 bg-white px-4 text-sm font-semibold text-brand-700 shadow-sm hover:border-brand-600 sm:order-none"
          >
            <GridIcon className="size-4" />
            Toutes les sessions
          </Link>
          {neighbours?.next ? (
            <Link to={paths.session(neighbours.next.id)} rel="next" className={`${card} sm:text-right`}>
              <span className="inline-flex items-center gap-1 text-xs font-semibold tracking-wide text-stone-600 uppercase sm:justify-end">
                Session suivante
                <ArrowRightIcon className="size-4" />
              </span>
              <span className="font-semibold text-stone-900">{neighbours.next.title}</span>
            </Link>
          ) : (
            <div className="hidden flex-1 sm:block" />
          )}
        </>
      )}
    </nav>
  );
}
