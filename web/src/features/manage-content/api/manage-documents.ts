import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentItem, DocumentListPage } from '@common/api-types';
import type { DocumentCreateInput, DocumentUpdateInput } from '@common/schemas/document';
import { dashboardKeys, documentListParams, type DocumentListFilters } from '@/api/dashboard';
import { api, isApiError } from '@/lib/api-client';
import { documentChanged } from './cache';

const enc = encodeURIComponent;

/** GET /api/dashboard/sessions/{id}/documents — one session's documents, for those who manage it. */
export function getSessionDocuments(
  sessionId: string,
  query: DocumentListFilters & { cursor?: string | null; signal?: AbortSignal },
): Promise<DocumentListPage> {
  return api<DocumentListPage>(`/dashboard/sessions/${enc(sessionId)}/documents`, {
    auth: 'required',
    query: documentListParams(query),
    signal: query.signal,
  });
}

/** One session's documents page by page ('Charger plus'): its page, and its overview (newest first). */
export function sessionDocumentsQueryOptions(sessionId: string, filters: DocumentListFilters) {
  const params = { ...filters, search: filters.search.trim() };
  return infiniteQueryOptions({
    queryKey: [...dashboardKeys.documents, 'session', sessionId, params] as const,
    queryFn: ({ pageParam, signal }) =>
      getSessionDocuments(sessionId, { ...params, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** GET /api/documents/{id} — with its session's id and title, for its session's owner, editors and admins. */
export function getManagedDocument(documentId: string, signal?: AbortSignal): Promise<DocumentItem> {
  return api<DocumentItem>(`/documents/${enc(documentId)}`, { auth: 'required', signal });
}

export function managedDocumentQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: dashboardKeys.document(documentId),
    queryFn: ({ signal }) => getManagedDocument(documentId, signal),
  });
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

/** What the document form sends: a new document for its session, or an existing one's changes. */
export type DocumentSave =
  | { create: { sessionId: string; input: DocumentCreateInput } }
  | { update: { documentId: string; input: DocumentUpdateInput } };

/** Adds a document, or saves the changes of `document` (as it was loaded); the cache follows. */
export function useSaveDocument(document: DocumentItem | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: DocumentSave) =>
      'create' in save
        ? createDocument(save.create.sessionId, save.create.input)
        : updateDocument(save.update.documentId, save.update.input),
    onSuccess: (saved) => documentChanged(client, document ?? null, saved),
  });
}

/** The document was already deleted (elsewhere, meanwhile). */
export function isGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Deletes a document (and its file); a document already gone counts as deleted. */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: DocumentItem) => deleteDocument(document.id),
    onSettled: (_, error, document) => {
      if (!error || isGone(error)) documentChanged(client, document, null);
    },
  });
}
