import { DOCUMENT_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import type { Page } from '@common/api-types';
import type { InfiniteList } from '@/hooks/use-infinite-list';

/** 'Charger plus' under a paged list, with its own failure message. */
export function LoadMore({
  list,
}: {
  list: Pick<
    InfiniteList<Page<{ id: string }>>,
    'status' | 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'
  >;
}) {
  if (!list.hasMore || list.status === 'error') return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      {list.loadMoreFailed ? (
        <p role="alert" className="text-sm text-red-800">
          {DOCUMENT_MESSAGES.failedToLoad}
        </p>
      ) : null}
      <button
        type="button"
        onClick={list.loadMore}
        disabled={list.loadingMore}
        className={buttonClasses('secondary')}
      >
        {list.loadingMore ? 'Chargement…' : 'Charger plus'}
      </button>
    </div>
  );
}
