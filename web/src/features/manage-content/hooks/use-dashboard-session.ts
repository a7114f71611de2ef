import { useCallback, useEffect, useState } from 'react';
import type { Session } from '../../../../../common/api-types';
import { isApiError } from '../../../lib/api-client';
import { getDashboardSession } from '../api/sessions-api';

type Result =
  | { key: string; kind: 'ready'; session: Session }
  | { key: string; kind: 'not-found' }
  | { key: string; kind: 'error' };

/**
 * One session of the dashboard, any status (GET /api/dashboard/sessions/{id}). Editors and
 * admins read any session — never filtered to the current owner (the SPEC §6 bug, fixed);
 * a 400/403/404 becomes the 'Session not found or you do not have permission' page.
 */
export function useDashboardSession(sessionId: string | undefined) {
  const [reloads, setReloads] = useState(0);
  const key = `${sessionId ?? ''}#${reloads}`;
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    getDashboardSession(sessionId, controller.signal)
      .then((session) => setResult({ key, kind: 'ready', session }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && [400, 403, 404].includes(error.status)) {
          setResult({ key, kind: 'not-found' });
          return;
        }
        console.error('[manage-sessions] could not load the session', error);
        setResult({ key, kind: 'error' });
      });
    return () => controller.abort();
  }, [key, sessionId]);

  const retry = useCallback(() => setReloads((n) => n + 1), []);
  const current = !sessionId ? ({ key, kind: 'not-found' } as const) : result?.key === key ? result : null;
  return { result: current, retry };
}
