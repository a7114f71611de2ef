import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deliverable, DeliverablesList } from '@common/api-types';
import type { DeliverableCreateInput, DeliverableUpdateInput } from '@common/schemas/deliverable';
import { api } from '@/lib/api-client';
import { cohortKeys } from './cohorts-api';

const enc = encodeURIComponent;

export const deliverablesKey = (cohortId: string) => [...cohortKeys.all, 'deliverables', cohortId] as const;

/** GET /api/cohorts/{cohortId}/deliverables — the cohort's deliverables, by due date. */
export function deliverablesQueryOptions(cohortId: string) {
  return queryOptions({
    queryKey: deliverablesKey(cohortId),
    queryFn: ({ signal }) =>
      api<DeliverablesList>(`/cohorts/${enc(cohortId)}/deliverables`, { auth: 'required', signal }),
  });
}

/** "Ajouter un livrable", its edit, its deletion: the list is read again after each. */
export function useSaveDeliverable(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { id: null; body: DeliverableCreateInput } | { id: string; body: DeliverableUpdateInput },
    ) =>
      change.id === null
        ? api<Deliverable>(`/cohorts/${enc(cohortId)}/deliverables`, {
            method: 'POST',
            auth: 'required',
            body: change.body,
          })
        : api<Deliverable>(`/cohorts/${enc(cohortId)}/deliverables/${enc(change.id)}`, {
            method: 'PUT',
            auth: 'required',
            body: change.body,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: deliverablesKey(cohortId) }),
  });
}

export function useDeleteDeliverable(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliverableId: string) =>
      api<undefined>(`/cohorts/${enc(cohortId)}/deliverables/${enc(deliverableId)}`, {
        method: 'DELETE',
        auth: 'required',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: deliverablesKey(cohortId) }),
  });
}
