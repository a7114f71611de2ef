import { DOCUMENT_MESSAGES } from '../../../../../common/messages';
import { buttonClasses } from '../../../components/ui/button-styles';
import type { InfiniteListView } from '../../../lib/infinite-list';

/** 'Charger plus' under a paged list, with its own failure message. */
export function LoadMore({
  list,
}: {
  list: Pick<InfiniteListView<unknown>, 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore' | 'failed'>;
}) {
  if (!list.hasMore || list.failed) return null;
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
