import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonClasses } from '@/components/ui/button-styles';
import { ChevronDownIcon, MailIcon } from '@/components/ui/icons';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { formatDateTime } from '@/lib/format';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { contactMessagesQueryOptions } from '@/features/admin/api/admin-api';
import { ADMIN_MESSAGES } from '@common/messages';
import { isForbidden, serverTextOr } from '@/features/admin/utils/admin-messages';

/** The messages sent from the help page's contact form, newest first, for admins to read. */
export function ContactMessages({ onForbidden }: { onForbidden: (error: unknown) => void }) {
  const options = contactMessagesQueryOptions();
  const list = useInfiniteList(options);
  // Read as this render reads the list: the failure that made it an error, if any.
  const error = useQueryClient().getQueryState(options.queryKey)?.error;
  const forbidden = list.status === 'error' && isForbidden(error);
  const { items } = list;

  useEffect(() => {
    if (forbidden) onForbidden(error);
  }, [forbidden, onForbidden, error]);

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

      {list.status === 'error' && !forbidden ? (
        <ErrorBanner onRetry={list.retry}>
          {serverTextOr(error, ADMIN_MESSAGES.contactMessagesFailed)}
        </ErrorBanner>
      ) : null}

      {list.status === 'loading' ? (
        <div aria-hidden="true" className="space-y-2">
          {[0, 1, 2].map((index) => (
            <div key={index} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          ))}
        </div>
      ) : null}

      {list.status === 'ready' && items.length === 0 ? (
        <EmptyState icon={<MailIcon className="size-8" />} title="Aucun message pour le moment" />
      ) : null}

      {items.length > 0 ? (
        <ul className="space-y-2" aria-label="Messages reçus">
          {items.map((item) => (
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

      <LoadMoreFooter
        list={list}
        failedText={ADMIN_MESSAGES.contactMessagesFailed}
        loadingLabel="Chargement"
      />
    </section>
  );
}
