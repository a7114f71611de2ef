import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Parcours } from '@common/api-types';
import { withSessionDone } from '@common/parcours';
import { parcoursQuery, setSessionDone } from '@/api/parcours';
import { useAuth } from '@/lib/auth/use-auth';

/** The signed-in person's parcours (nothing is asked for a visitor). */
export function useParcours() {
  const { status } = useAuth();
  return useQuery({ ...parcoursQuery(), enabled: status === 'authenticated' });
}

/**
 * Whether the signed-in person marked this session done (the tick on cards and pages); undefined
 * while unknown (a visitor, or the parcours not read yet). Re-renders only when that answer changes.
 */
export function useSessionDone(sessionId: string): boolean | undefined {
  const { status } = useAuth();
  const { data } = useQuery({
    ...parcoursQuery(),
    enabled: status === 'authenticated',
    select: (parcours: Parcours) => parcours.done_session_ids.includes(sessionId),
  });
  return data;
}

/**
 * "J'ai terminé cette session", pressed (done) or pressed again (not done): the parcours and every
 * tick change at once, go back if the API refuses, and are read again once it answered.
 */
export function useSessionDoneToggle() {
  const client = useQueryClient();
  const { queryKey } = parcoursQuery();
  return useMutation({
    mutationFn: ({ sessionId, done }: { sessionId: string; done: boolean }) =>
      setSessionDone(sessionId, done),
    onMutate: async ({ sessionId, done }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      if (previous) client.setQueryData(queryKey, withSessionDone(previous, sessionId, done));
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
