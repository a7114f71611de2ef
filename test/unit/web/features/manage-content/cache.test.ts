import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type {
  CatalogPage,
  DashboardStats,
  DashboardDocumentPage,
  DashboardSessionPage,
  DocumentItem,
  LibraryPage,
  Session,
} from '@common/api-types';
import { dashboardDocumentsQueryOptions, dashboardSessionsQueryOptions } from '@/api/dashboard';
import { libraryQuery } from '@/api/library';
import { publishedSessionQuery, publishedSessionsQuery } from '@/api/published-sessions';
import { dashboardStatsQueryOptions } from '@/features/dashboard/api/dashboard-home';
import { documentChanged, sessionChanged } from '@/features/manage-content/api/cache';
import { managedSessionQueryOptions } from '@/features/manage-content/api/sessions-api';
import { sharedSessionsQuery } from '@/features/shared-sessions/api/shared-sessions-api';
import { createQueryClient } from '@/lib/query-client';

function session(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    title: 'Pitch',
    description: null,
    status: 'published',
    image_url: null,
    tags: [],
    user_id: 'user-1',
    views_count: 3,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function document(overrides: Partial<DocumentItem> = {}): DocumentItem {
  return {
    id: 'd1',
    session_id: 's1',
    title: 'Grille',
    description: null,
    type: 'pdf',
    size: 10,
    category: 'guide',
    downloads_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    has_file: true,
    session: { id: 's1', title: 'Pitch', status: 'published', user_id: 'user-1' },
    ...overrides,
  };
}

const pages = <P>(page: P) => ({ pages: [page], pageParams: [null] });
const totals = { all: 2, draft: 1, review: 0, published: 1 };
const figures: DashboardStats = {
  sessions: 2,
  publishedSessions: 1,
  documents: 1,
  downloads: 0,
  totalViews: 3,
  globalDownloads: 0,
  changes: { sessions: null, documents: null, downloads: null, totalViews: null, globalDownloads: null },
};

/** A cache holding what the dashboard and the public pages show of session s1 and its document d1. */
function cacheShowing(s: Session) {
  const client = createQueryClient();
  const keys = {
    managed: managedSessionQueryOptions('s1').queryKey,
    managedList: dashboardSessionsQueryOptions({ status: null, search: '', sort: 'updated' }).queryKey,
    documents: dashboardDocumentsQueryOptions({ search: '', category: null, sort: 'newest' }).queryKey,
    stats: dashboardStatsQueryOptions().queryKey,
    catalogue: publishedSessionsQuery({ search: '', tags: [], sort: 'oldest' }).queryKey,
    publicSession: publishedSessionQuery('s1').queryKey,
    library: libraryQuery({ search: '', category: null, sort: 'oldest' }).queryKey,
    shared: sharedSessionsQuery('', []).queryKey,
  };
  client.setQueryData(keys.managed, s);
  const managedPage: DashboardSessionPage = {
    items: [s, session({ id: 's2', status: 'draft' })],
    next_cursor: null,
    matched: null,
    totals,
  };
  client.setQueryData(keys.managedList, pages(managedPage));
  const documentsPage: DashboardDocumentPage = {
    items: [document()],
    next_cursor: null,
    matched: null,
    totals: {
      documents: 1,
      downloads: 0,
      byCategory: { presentation: 0, guide: 1, exercise: 0, other: 0, none: 0 },
    },
  };
  client.setQueryData(keys.documents, pages(documentsPage));
  client.setQueryData(keys.stats, figures);
  const catalogue: CatalogPage = { items: [s], next_cursor: null, total: 1, matched: 1 };
  client.setQueryData(keys.catalogue, pages(catalogue));
  client.setQueryData(keys.publicSession, s);
  const library: LibraryPage = {
    items: [document()],
    next_cursor: null,
    total: 1,
    matched: 1,
    by_category: { presentation: 0, guide: 1, exercise: 0, other: 0 },
  };
  client.setQueryData(keys.library, pages(library));
  client.setQueryData(keys.shared, pages({ items: [], next_cursor: null, total: 1, matched: 1 }));
  const refreshed = () =>
    (Object.keys(keys) as (keyof typeof keys)[]).filter(
      (name) => client.getQueryState(keys[name] as QueryKey)?.isInvalidated,
    );
  return { client, keys, refreshed };
}

describe('what a write refreshes', () => {
  it('a published session renamed: shown at once where it is listed, and every screen that shows it asks again', () => {
    const before = session();
    const { client, keys, refreshed } = cacheShowing(before);
    const after = session({ title: 'Pitch revu' });
    sessionChanged(client, before, after);

    expect(client.getQueryData(keys.managed)).toEqual(after);
    expect(client.getQueryData(keys.managedList)?.pages[0]?.items[0]?.title).toBe('Pitch revu');
    // The figures do not depend on a title.
    expect(refreshed().sort()).toEqual(
      ['catalogue', 'documents', 'library', 'managedList', 'publicSession', 'shared'].sort(),
    );
  });

  it('a draft edited without changing its status or title leaves the public pages and figures alone', () => {
    const before = session({ status: 'draft' });
    const { client, refreshed } = cacheShowing(before);
    sessionChanged(client, before, session({ status: 'draft', description: 'Nouveau déroulé' }));
    expect(refreshed()).toEqual(['managedList']);
  });

  it('a deleted session leaves the lists at once, its totals counted down, and the figures ask again', () => {
    const before = session();
    const { client, keys, refreshed } = cacheShowing(before);
    sessionChanged(client, before, null);

    const list = client.getQueryData(keys.managedList)?.pages[0];
    expect(list?.items.map((s) => s.id)).toEqual(['s2']);
    expect(list?.totals).toEqual({ all: 1, draft: 1, review: 0, published: 0 });
    expect(refreshed()).toEqual(expect.arrayContaining(['managedList', 'stats', 'documents', 'catalogue']));
  });

  it('a document added to a published session: the document lists, the figures and the public pages ask again', () => {
    const { client, keys, refreshed } = cacheShowing(session());
    documentChanged(client, null, document({ id: 'd2', title: 'Modèle' }));

    expect(client.getQueryData(keys.stats)).toEqual(figures);
    expect(refreshed().sort()).toEqual(
      ['catalogue', 'documents', 'library', 'publicSession', 'shared', 'stats'].sort(),
    );
  });

  it('a document edited: the lists show it at once', () => {
    const { client, keys } = cacheShowing(session());
    documentChanged(client, document(), document({ title: 'Grille revue' }));
    expect(client.getQueryData(keys.documents)?.pages[0]?.items[0]?.title).toBe('Grille revue');
  });
});
