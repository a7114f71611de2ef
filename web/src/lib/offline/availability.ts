import { CACHES, PDF_INDEX_PATH } from './caches';
import { parseIndex } from './pdf-budget';

/** What this browser can show without a network: sessions read before, PDFs kept from the reader. */
export interface OfflineAvailability {
  sessions: ReadonlySet<string>;
  documents: ReadonlySet<string>;
}

/** /api/sessions/{id} → the id (a session the offline catalogue can mark as readable). */
export function sessionIdOfApiPath(pathname: string): string | null {
  const match = /^\/api\/sessions\/([^/]+)$/.exec(pathname);
  return match?.[1] && match[1] !== 'tags' ? decodeURIComponent(match[1]) : null;
}

/**
 * Reads the service worker's caches (never creating one): the sessions whose page read is cached,
 * and, for a signed-in person (`userId`), the documents whose PDF is kept for them.
 */
export async function readOfflineAvailability(userId: string | null): Promise<OfflineAvailability> {
  if (typeof caches === 'undefined') return { sessions: new Set(), documents: new Set() };
  const sessions = new Set<string>();
  if (await caches.has(CACHES.publicApi)) {
    for (const request of await (await caches.open(CACHES.publicApi)).keys()) {
      const id = sessionIdOfApiPath(new URL(request.url).pathname);
      if (id) sessions.add(id);
    }
  }
  const documents = new Set<string>();
  if (userId) {
    const index = await caches.match(new URL(PDF_INDEX_PATH, location.origin).href, {
      cacheName: CACHES.pdfs,
    });
    const files = index ? parseIndex(await index.json().catch(() => null)) : [];
    for (const file of files) if (file.owner === userId) documents.add(file.documentId);
  }
  return { sessions, documents };
}
