/**
 * A document as the table holds it (with its session's title, status and owner copied onto it, which
 * decide the lists it is in), and as the API reads it (with its session's live state). The only place
 * that maps document items.
 */
import * as z from 'zod';
import { SESSION_STATUSES } from '@common/session-status';
import { DOCUMENT_CATEGORIES } from '@common/documents';
import { keys, DOWNLOADS_INDEX_PARTITION } from '../lib/keys';
import { listingEntries } from '../lib/listing';
import { type SessionState } from '../sessions/session-reads';
import { documentListingKeys, isPublic, type IndexedDocument } from './indexing';

export interface StoredDocument extends IndexedDocument {
  file_key: string | null;
  type: string;
  size: number | null;
  downloads_count: number;
  updated_at: string;
  uploader_id: string;
  /** Bumped by every edit of the document itself (not by copies of its session, nor downloads). */
  version: number;
}

/**
 * A document as the API reads it: the stored item, and its session's state read from the session
 * itself. Who may see a document follows `live`, never the copy on the item, which lags a status
 * change until the session's documents are re-synced (and drives only list membership and counts).
 */
export interface LoadedDocument extends StoredDocument {
  live: SessionState;
}

/** Public now: its session, as read at this request, is published and not being deleted. */
export function isPublicNow(doc: LoadedDocument): boolean {
  return doc.live.status === 'published' && !doc.live.deleting;
}

const documentItemSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  session_title: z.string().catch(''),
  session_status: z.enum(SESSION_STATUSES),
  session_owner: z.string(),
  session_deleting: z.literal(true).optional().catch(undefined),
  title: z.string(),
  description: z.string().nullable().catch(null),
  category: z.enum(DOCUMENT_CATEGORIES).nullable().catch(null),
  created_at: z.string(),
  updated_at: z.string(),
  file_key: z.string().nullable().catch(null),
  type: z.string().catch('other'),
  size: z.number().nullable().catch(null),
  downloads_count: z.number().catch(0),
  uploader_id: z.string().catch(''),
  // Items written before versions count as version 0 until their first write.
  version: z.number().catch(0),
});

export function toDocument(item: Record<string, unknown>): StoredDocument {
  const { session_deleting: deleting, ...doc } = documentItemSchema.parse(item);
  return deleting ? { ...doc, session_deleting: true } : doc;
}

/**
 * The item as stored: download-count index keys only where the document belongs in those lists.
 * Exported, with the list entries and counter updates below, for the benchmark's data generator.
 */
export function documentItem(doc: StoredDocument): Record<string, unknown> {
  // A loaded document's `live` state is read from its session, never stored on the document.
  const { live: _live, ...stored } = doc as Partial<LoadedDocument> & StoredDocument;
  return {
    ...keys.document(doc.id),
    type_: 'document',
    ...stored,
    DLALL: DOWNLOADS_INDEX_PARTITION,
    ...(isPublic(doc) ? { DLPUB: DOWNLOADS_INDEX_PARTITION } : {}),
  };
}

/** A document's sorted-list entry items, as written with it. */
export function documentListingItems(doc: StoredDocument): Record<string, unknown>[] {
  return listingEntries(doc.id, documentListingKeys(doc));
}

/** The stored document with its session's state copied onto it (what list entries and counts follow). */
export function withSessionCopy(doc: StoredDocument, state: SessionState): StoredDocument {
  const {
    live: _live,
    session_deleting: _deleting,
    ...stored
  } = doc as Partial<LoadedDocument> & StoredDocument;
  return {
    ...stored,
    session_title: state.title,
    session_status: state.status,
    ...(state.deleting ? { session_deleting: true } : {}),
  };
}

export function copiesSession(doc: StoredDocument, state: SessionState): boolean {
  return (
    doc.session_title === state.title &&
    doc.session_status === state.status &&
    !!doc.session_deleting === state.deleting
  );
}
