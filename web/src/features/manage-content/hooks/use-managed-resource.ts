import { useEffect, useState } from 'react';
import type { DocumentItem, Session } from '../../../../../common/api-types';
import { isApiError } from '../../../lib/api-client';
import { getManagedDocument, getManagedSession } from '../api/manage-documents';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'not-found' } | { status: 'error' };

/**
 * One record a management screen works on. A record that does not exist and one the caller may
 * not manage are the same 404 for the API (SPEC §6: own sessions only, unless editor or admin),
 * and the same 'not found' page here.
 */
function useManagedResource<T>(
  id: string,
  load: (id: string, signal: AbortSignal) => Promise<T>,
): ResourceState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${id}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: ResourceState<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(id, controller.signal).then(
      (value) => setResult({ key, state: { status: 'ready', value } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
        if (!notFound) console.error('[documents] load failed', error);
        setResult({ key, state: notFound ? { status: 'not-found' } : { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [key, id, load]);

  const state: ResourceState<T> = result?.key === key ? result.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** The session, any status, through the dashboard API. */
export function useManagedSession(sessionId: string) {
  return useManagedResource<Session>(sessionId, getManagedSession);
}

/** The document, with its session's id and title. */
export function useManagedDocument(documentId: string) {
  return useManagedResource<DocumentItem>(documentId, getManagedDocument);
}
