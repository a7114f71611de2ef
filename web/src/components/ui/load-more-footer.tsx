import type { InfiniteList } from '@/hooks/use-infinite-list';
import type { Page } from '@common/api-types';
import { buttonClasses } from './button-styles';
import { Spinner } from './spinner';
import { ErrorBanner } from './status-banner';

type PagedList = Pick<
  InfiniteList<Page<{ id: string }>>,
  'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'
>;

/**
 * Under a paged list: when the next page failed, the list's own failure message with "Réessayer";
 * while there is more, 'Charger plus' (a spinner in it while the page loads, one load at a time).
 */
export function LoadMoreFooter({
  list,
  failedText,
  loadingLabel = 'Chargement de la suite',
  buttonClassName,
  failedClassName,
  buttonRowClassName = 'flex justify-center',
}: {
  list: PagedList;
  /** The list's own failure message (the one its first page shows). */
  failedText: string;
  /** The spinner's accessible name while the next page loads. */
  loadingLabel?: string;
  buttonClassName?: string;
  /** Spacing around the failure banner, e.g. `mt-4`. */
  failedClassName?: string;
  buttonRowClassName?: string;
}) {
  return (
    <>
      {list.loadMoreFailed ? (
        <div className={failedClassName}>
          <ErrorBanner onRetry={list.loadMore}>{failedText}</ErrorBanner>
        </div>
      ) : null}
      {list.hasMore ? (
        <div className={buttonRowClassName}>
          <button
            type="button"
            onClick={list.loadMore}
            disabled={list.loadingMore}
            className={buttonClassName ?? buttonClasses('secondary')}
          >
            {list.loadingMore ? <Spinner size="sm" label={loadingLabel} /> : null}
            Charger plus
          </button>
        </div>
      ) : null}
    </>
  );
}
