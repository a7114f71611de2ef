import { MESSAGES } from '../../../../../common/messages';
import { AnonymousBanner } from '../../../components/anonymous-banner';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { BookIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { usePublishedSessions } from '../api/use-published-sessions';
import { SessionCard } from '../components/session-card';
import { SessionCardSkeleton } from '../components/session-card-skeleton';

const SKELETONS = 6;

/** SPEC §2 /sessions: the public catalogue of published sessions, oldest first. */
export function SessionsRoute() {
  const { status, items, nextCursor, loadingMore, loadMoreFailed, retry, loadMore } =
    usePublishedSessions('oldest');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <Head
        title="Sessions"
        description="Le catalogue des sessions de formation Tremplin : idéation, développement produit, stratégie commerciale, financement."
      />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Programme de formation</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          Sessions de formation
        </h1>
        <p className="mt-3 text-lg text-stone-700">
          Parcourez les sessions publiées du programme, de l&apos;idéation au financement, avec leurs modèles,
          guides et présentations.
        </p>
      </header>

      <div className="mt-8">
        <AnonymousBanner />
      </div>

      <section aria-label="Sessions publiées" aria-busy={status === 'loading'} className="mt-8">
        {status === 'loading' ? (
          <>
            <p className="sr-only" role="status">
              Chargement des sessions
            </p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <SessionCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : null}

        {status === 'error' ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-800 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-medium">{MESSAGES.failedToLoadSessions}</p>
            <button type="button" onClick={retry} className={buttonClasses('secondary', 'sm')}>
              Réessayer
            </button>
          </div>
        ) : null}

        {status === 'ready' && items.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <BookIcon className="size-10 text-stone-400" />
            <p className="mt-4 text-lg font-semibold text-stone-800">{MESSAGES.emptyPublishedSessions}</p>
            <p className="mt-1 text-sm text-stone-600">
              Revenez bientôt : de nouvelles sessions sont en préparation.
            </p>
          </div>
        ) : null}

        {status === 'ready' && items.length > 0 ? (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((session, index) => (
                <li key={session.id} className="flex">
                  <SessionCard session={session} priority={index < 3} />
                </li>
              ))}
            </ul>
            {loadMoreFailed ? (
              <p
                role="alert"
                className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                {MESSAGES.failedToLoadSessions}
              </p>
            ) : null}
            {nextCursor ? (
              <div className="mt-10 flex justify-center">
                <button
                  type="button"
                  onClick={loadMore}
                  disabled={loadingMore}
                  className={buttonClasses('secondary', 'lg')}
                >
                  {loadingMore ? <Spinner size="sm" label="Chargement de sessions supplémentaires" /> : null}
                  Charger plus
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
