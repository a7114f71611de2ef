import { startTransition, useCallback, useEffect, useState } from 'react';
import type { DocumentItem, Session, SessionNeighbours } from '../../../../../common/api-types';
import { isApiError } from '../../../lib/api-client';
import { getPublishedSessionTitles } from '../../../api/published-sessions';
import { getPublishedSession, getSessionDocuments, getSessionNeighbours } from './get-session-detail';

type SessionState =
  | { id: string; status: 'ready'; session: Session }
  | { id: string; status: 'not-found' | 'error'; session: null };

/** An id the API refuses (400) or does not know as published (404): the not-found page. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The published session of /session/{id}, fetched once per visit (each fetch counts a view).
 * `status` is 'loading' until the answer for THIS id arrives, so moving to the next session
 * shows the skeleton rather than the previous session.
 */
export function usePublishedSession(sessionId: string) {
  const [state, setState] = useState<SessionState | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getPublishedSession(sessionId)
      .then((session) => {
        // A transition: the page renders in slices that leave the main thread free between them.
        if (current) startTransition(() => setState({ id: sessionId, status: 'ready', session }));
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (!isNotFound(error)) console.error('[session] could not load the session', error);
        setState({ id: sessionId, status: isNotFound(error) ? 'not-found' : 'error', session: null });
      });
    // No abort: a request another effect run shares (React's development re-run) must finish.
    return () => {
      current = false;
    };
  }, [sessionId, attempt]);

  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);

  const settled = state?.id === sessionId ? state : null;
  return {
    status: settled?.status ?? 'loading',
    session: settled?.session ?? null,
    retry,
  } as const;
}

type DocumentsState =
  { id: string; status: 'ready'; documents: DocumentItem[] } | { id: string; status: 'error'; documents: [] };

/** The session's documents, newest first, with their download counts kept up to date. */
export function useSessionDocuments(sessionId: string) {
  const [state, setState] = useState<DocumentsState | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getSessionDocuments(sessionId, controller.signal)
      .then((documents) => setState({ id: sessionId, status: 'ready', documents }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A session that is not there has no documents to list: the not-found page says so.
        if (!isNotFound(error)) console.error('[session] could not load the documents', error);
        setState({ id: sessionId, status: 'error', documents: [] });
      });
    return () => controller.abort();
  }, [sessionId, attempt]);

  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);

  const updateDownloads = useCallback((documentId: string, count: number) => {
    setState((prev) =>
      prev?.status === 'ready'
        ? {
            ...prev,
            documents: prev.documents.map((d) =>
              d.id === documentId ? { ...d, downloads_count: count } : d,
            ),
          }
        : prev,
    );
  }, []);

  const settled = state?.id === sessionId ? state : null;
  return {
    status: settled?.status ?? 'loading',
    documents: settled?.documents ?? [],
    retry,
    updateDownloads,
  } as const;
}

/** Previous and next published sessions; null while loading or if they could not be read. */
export function useSessionNeighbours(sessionId: string) {
  const [state, setState] = useState<{ id: string; neighbours: SessionNeighbours | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getSessionNeighbours(sessionId, controller.signal)
      .then((neighbours) => setState({ id: sessionId, neighbours }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isNotFound(error)) console.error('[session] could not load the neighbours', error);
        setState({ id: sessionId, neighbours: null });
      });
    return () => controller.abort();
  }, [sessionId]);

  const settled = state?.id === sessionId ? state : null;
  return { loading: settled === null, neighbours: settled?.neighbours ?? null } as const;
}

type TitlesState =
  { status: 'ready'; titles: { id: string; title: string }[] } | { status: 'error'; titles: [] };

/** Every published session's title, read the first time `enabled` is true (the selector opens). */
export function usePublishedSessionTitles(enabled: boolean) {
  const [state, setState] = useState<TitlesState | null>(null);
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Once asked for, the list is kept even when the selector closes.
  if (enabled && !requested) setRequested(true);

  useEffect(() => {
    if (!requested) return;
    const controller = new AbortController();
    getPublishedSessionTitles(controller.signal)
      .then((titles) => setState({ status: 'ready', titles }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[session] could not load the session titles', error);
        setState({ status: 'error', titles: [] });
      });
    return () => controller.abort();
  }, [requested, attempt]);

  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);

  return { status: state?.status ?? 'loading', titles: state?.titles ?? [], retry } as const;
}
