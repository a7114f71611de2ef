import type {
  DashboardDocumentPage,
  DocumentItem,
  DocumentListPage,
  Session,
} from '../../../../../common/api-types';
import type { DocumentCategory } from '../../../../../common/documents';
import type { DocumentCreateInput, DocumentUpdateInput } from '../../../../../common/schemas/document';
import { api } from '../../../lib/api-client';
import type { DocumentSort } from '../../../api/library';

export interface DocumentListQuery {
  search?: string;
  category?: DocumentCategory | null;
  sort?: DocumentSort;
  cursor?: string | null;
  limit?: number;
  signal?: AbortSignal;
}

function listQuery(query: DocumentListQuery) {
  return {
    search: query.search?.trim() || undefined,
    category: query.category ?? undefined,
    sort: query.sort,
    cursor: query.cursor,
    limit: query.limit,
  };
}

const enc = encodeURIComponent;

/** GET /api/dashboard/sessions/{id} — any status, for its owner, editors and admins (404 otherwise). */
export function getManagedSession(sessionId: string, signal?: AbortSignal): Promise<Session> {
  return api<Session>(`/dashboard/sessions/${enc(sessionId)}`, { auth: 'required', signal });
}

/** GET /api/dashboard/sessions/{id}/documents — one session's documents, for those who manage it. */
export function listSessionDocuments(sessionId: string, query: DocumentListQuery): Promise<DocumentListPage> {
  return api<DocumentListPage>(`/dashboard/sessions/${enc(sessionId)}/documents`, {
    auth: 'required',
    query: listQuery(query),
    signal: query.signal,
  });
}

/**
 * GET /api/dashboard/documents — every document for editors and admins, those of one's own sessions
 * for users, with the totals over that same set.
 */
export function listDashboardDocuments(query: DocumentListQuery): Promise<DashboardDocumentPage> {
  return api<DashboardDocumentPage>('/dashboard/documents', {
    auth: 'required',
    query: listQuery(query),
    signal: query.signal,
  });
}

/** GET /api/documents/{id} — for its session's owner, editors and admins. */
export function getManagedDocument(documentId: string, signal?: AbortSignal): Promise<DocumentItem> {
  return api<DocumentItem>(`/documents/${enc(documentId)}`, { auth: 'required', signal });
}

export function createDocument(sessionId: string, input: DocumentCreateInput): Promise<DocumentItem> {
  return api<DocumentItem>(`/sessions/${enc(sessionId)}/documents`, {
    method: 'POST',
    auth: 'required',
    body: input,
  });
}

/** PUT /api/documents/{id} — without `upload_key` the file stays; with one it is replaced. */
export function updateDocument(documentId: string, input: DocumentUpdateInput): Promise<DocumentItem> {
  return api<DocumentItem>(`/documents/${enc(documentId)}`, { method: 'PUT', auth: 'required', body: input });
}

export function deleteDocument(documentId: string): Promise<{ deleted: string }> {
  return api<{ deleted: string }>(`/documents/${enc(documentId)}`, { method: 'DELETE', auth: 'required' });
}
