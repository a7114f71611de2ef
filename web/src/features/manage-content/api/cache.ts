import type { InfiniteData, QueryClient, QueryFilters } from '@tanstack/react-query';
import type { DashboardSessionPage, DocumentItem, DocumentListPage, Page, Session } from '@common/api-types';
import { dashboardKeys } from '@/api/dashboard';
import { queryKeys } from '@/api/query-keys';
import { withoutSession } from '@/features/manage-content/utils/session-list';

type Pages<P> = InfiniteData<P, string | null>;

/** Every loaded page's items, changed by `change`; nothing when the list is not cached. */
function mapItems<T, P extends Page<T>>(data: Pages<P> | undefined, change: (items: T[]) => T[]) {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/**
 * A deleted record's entries: dropped where no screen shows them; the screen that deleted it keeps
 * its copy while it leaves (no refetch of what is gone), and any later visit asks the API again.
 */
function forget(client: QueryClient, filters: QueryFilters): void {
  client.removeQueries({ ...filters, type: 'inactive' });
  void client.invalidateQueries({ ...filters, refetchType: 'none' });
}

function replaced<T extends { id: string }>(item: T) {
  return (items: T[]) => items.map((other) => (other.id === item.id ? item : other));
}

/**
 * After a session is created (`before` null), edited, or deleted (`after` null): the saved session
 * is put in its own entry and in the lists that hold it, and what else shows it is fetched again —
 * the lists of sessions (order, filters, totals); the figures when a session comes, goes or changes
 * status; the documents' lists when their session's title or status changed or it is gone (they
 * show both); the public catalogue, library and shared sessions when the session is, or was,
 * published.
 */
export function sessionChanged(client: QueryClient, before: Session | null, after: Session | null): void {
  const id = after?.id ?? before?.id;
  if (!id) return;
  // Each of its documents' own entry (they carry their session's title and status).
  const itsDocuments: QueryFilters = {
    queryKey: dashboardKeys.all,
    predicate: (query) => (query.state.data as Partial<DocumentItem> | undefined)?.session_id === id,
  };
  if (after) {
    client.setQueryData(dashboardKeys.session(id), after);
    client.setQueriesData<Pages<DashboardSessionPage>>({ queryKey: dashboardKeys.sessions }, (data) =>
      mapItems(data, replaced(after)),
    );
  } else {
    forget(client, { queryKey: dashboardKeys.session(id) });
    forget(client, itsDocuments); // deleted with it
    // Off every list at once, counts included; the refetch below then confirms it.
    client.setQueriesData<Pages<DashboardSessionPage>>(
      { queryKey: dashboardKeys.sessions },
      (data) => data && { ...data, pages: withoutSession(data.pages, id) },
    );
  }
  void client.invalidateQueries({ queryKey: dashboardKeys.sessions });

  const statusChanged = !before || !after || before.status !== after.status;
  const documentsShown = before !== null && (statusChanged || before.title !== after?.title);
  const published = before?.status === 'published' || after?.status === 'published';
  if (statusChanged) void client.invalidateQueries({ queryKey: dashboardKeys.stats });
  if (documentsShown) void client.invalidateQueries({ queryKey: dashboardKeys.documents });
  if (documentsShown && after) void client.invalidateQueries(itsDocuments);
  if (published) {
    void client.invalidateQueries({ queryKey: queryKeys.catalogue });
    void client.invalidateQueries({ queryKey: queryKeys.sharedSessions });
  }
  if (published && documentsShown) void client.invalidateQueries({ queryKey: queryKeys.library });
}

/**
 * After a document is created (`before` null), edited, or deleted (`after` null): the saved document
 * goes into its own entry and the lists that hold it; the lists of documents are fetched again, the
 * figures when one comes or goes, and the public library, catalogue and shared sessions when its
 * session is published.
 */
export function documentChanged(
  client: QueryClient,
  before: DocumentItem | null,
  after: DocumentItem | null,
): void {
  const document = after ?? before;
  if (!document) return;
  if (after) {
    client.setQueryData(dashboardKeys.document(after.id), after);
    client.setQueriesData<Pages<DocumentListPage>>({ queryKey: dashboardKeys.documents }, (data) =>
      mapItems(data, replaced(after)),
    );
  } else {
    forget(client, { queryKey: dashboardKeys.document(document.id) });
    client.setQueriesData<Pages<DocumentListPage>>({ queryKey: dashboardKeys.documents }, (data) =>
      mapItems(data, (items) => items.filter((item) => item.id !== document.id)),
    );
  }
  void client.invalidateQueries({ queryKey: dashboardKeys.documents });
  if (!before || !after) void client.invalidateQueries({ queryKey: dashboardKeys.stats });
  if (document.session.status === 'published') {
    void client.invalidateQueries({ queryKey: queryKeys.library });
    void client.invalidateQueries({ queryKey: queryKeys.catalogue });
    void client.invalidateQueries({ queryKey: queryKeys.sharedSessions });
  }
}
