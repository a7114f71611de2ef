import { publishedSessionsQuery } from '@/api/published-sessions';

/**
 * The landing page features a dozen sessions at a time (fills 1, 2 or 3 columns evenly and
 * stays light on slow networks); 'Charger plus' brings the next dozen.
 */
export const HOME_PAGE_SIZE = 12;

/**
 * The featured sessions, filtered on the server by text and ALL tags: newest first for visitors
 * (SPEC §7), in the programme's order for signed-in people (issue 28: "Identification du problème"
 * first, not hidden behind 'Charger plus').
 */
export function homeCatalogueQuery(search: string, tags: readonly string[], signedIn: boolean) {
  return publishedSessionsQuery({
    search,
    tags,
    sort: signedIn ? 'programme' : 'newest',
    limit: HOME_PAGE_SIZE,
  });
}
