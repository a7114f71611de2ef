import { useCallback, useEffect, useState } from 'react';
import type { ContactMessage } from '../../../../../common/api-types';
import { ADMIN_MESSAGES } from '../../../../../common/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ChevronDownIcon, MailIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorBanner } from '../../../components/ui/status-banner';
import { formatDateTime } from '../../../lib/format';
import { listContactMessages } from '../api/admin-api';
import { isForbidden, serverTextOr } from '../utils/admin-messages';

interface State {
  status: 'loading' | 'ready' | 'error';
  items: ContactMessage[];
  nextCursor: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
  error: string | null;
}

const INITIAL: State = {
  status: 'loading',
  items: [],
  nextCursor: null,
  loadingMore: false,
  moreFailed: false,
  error: null,
};

/** The messages sent from the help page's contact form, newest first, for admins to read. */
export function ContactMessages({ onForbidden }: { onForbidden: () => void }) {
  const [state, setState] = useState<State>(INITIAL);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listContactMessages({ signal: controller.signal })
      .then((page) =>
        setState({ ...INITIAL, status: 'ready', items: page.items, nextCursor: page.next_cursor }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[admin] could not list contact messages', error);
        if (isForbidden(error)) onForbidden();
        else
          setState({
            ...INITIAL,
            status: 'error',
            error: serverTextOr(error, ADMIN_MESSAGES.contactMessagesFailed),
          });
      });
    return () => controller.abort();
  }, [reloadKey, onForbidden]);

  const { nextCursor, loadingMore } = state;
  const loadMore = useCallback(() => {
    if (!nextCursor || loadingMore) return;
    setState((previous) => ({ ...previous, loadingMore: true, moreFailed: false }));
    listContactMessages({ cursor: nextCursor })
      .then((page) =>
        setState((previous) => {
          const seen = new Set(previous.items.map((item) => item.id));
          return {
            ...previous,
            items: [...previous.items, ...page.items.filter((item) => !seen.has(item.id))],
            nextCursor: page.next_cursor,
            loadingMore: false,
          };
        }),
      )
      .catch((error: unknown) => {
        console.error('[admin] could not load more contact messages', error);
        setState((previous) => ({ ...previous, loadingMore: false, moreFailed: true }));
      });
  }, [nextCursor, loadingMore]);

  return (
    <section aria-labelledby="contact-messages-title" className="space-y-4">
      <div>
        <h2 id="contact-messages-title" className="text-xl font-semibold text-stone-900">
          Messages de contact
        </h2>
        <p className="text-sm text-stone-600">
          Envoyés depuis la page Aide &amp; Support, du plus récent au plus ancien.
        </p>
      </div>

      {state.status === 'error' ? (
        <ErrorBanner
          onRetry={() => {
            setState(INITIAL);
            setReloadKey((key) => key + 1);
          }}
        >
          {state.error}
        </ErrorBanner>
      ) : null}

      {state.status === 'loading' ? (
        <div aria-hidden="true" className="space-y-2">
          {[0, 1, 2].map((index) => (
            <div key={index} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          ))}
        </div>
      ) : null}

      {state.status === 'ready' && state.items.length === 0 ? (
        <EmptyState icon={<MailIcon className="size-8" />} title="Aucun message pour le moment" />
      ) : null}

      {state.items.length > 0 ? (
        <ul className="space-y-2" aria-label="Messages reçus">
          {state.items.map((item) => (
            <li key={item.id} data-testid="contact-message">
              <details className="group rounded-xl border border-stone-200 bg-white shadow-sm open:ring-1 open:ring-brand-200">
                <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold break-words text-stone-900">{item.subject}</span>
                    <span className="mt-0.5 block text-sm text-stone-600">
                      {item.name} · <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
                    </span>
                    <span className="mt-1 line-clamp-1 block text-sm text-stone-700 group-open:hidden">
                      {item.message}
                    </span>
                  </span>
                  <ChevronDownIcon className="mt-1 size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180" />
                </summary>
                <div className="space-y-3 border-t border-stone-100 px-4 pt-3 pb-4 text-sm">
                  <p className="text-stone-700">
                    De : {item.name} —{' '}
                    <a
                      href={`mailto:${item.email}`}
                      className="font-medium break-all text-brand-700 underline hover:text-brand-900"
                    >
                      {item.email}
                    </a>
                    {item.user_id ? <span className="text-stone-600"> (compte inscrit)</span> : null}
                  </p>
                  <p className="leading-relaxed whitespace-pre-wrap text-stone-900">{item.message}</p>
                  <a
                    href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    <MailIcon className="size-4" />
                    Répondre
                  </a>
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : null}

      {state.moreFailed ? (
        <ErrorBanner onRetry={loadMore}>{ADMIN_MESSAGES.contactMessagesFailed}</ErrorBanner>
      ) : null}
      {state.nextCursor ? (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={state.loadingMore}
            className={buttonClasses('secondary')}
          >
            {state.loadingMore ? <Spinner size="sm" /> : null}
            Charger plus
          </button>
        </div>
      ) : null}
    </section>
  );
}
