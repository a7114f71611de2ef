import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  Attendance,
  Cohort,
  CohortInvitation,
  CohortInvitationsPage,
  CohortParticipantsPage,
  CohortParticipant,
  CohortProgressPage,
  MenteesProgress,
  ParticipantProgress,
  CohortSummary,
  InviteParticipantsResult,
  Page,
} from '@common/api-types';
import { NO_PROGRESS } from '@common/cohort-progress';
import { COHORT_LIMITS } from '@common/cohorts';
import type {
  AttendanceInput,
  CohortCreateInput,
  CohortUpdateInput,
  InvitationsCreateInput,
  MemberRoleInput,
} from '@common/schemas/cohort';
import { api } from '@/lib/api-client';

const enc = encodeURIComponent;

/** The cohorts' keys: the list apart from each cohort, so a save refreshes the list and fills its own entry. */
export const cohortKeys = {
  all: ['cohorts'] as const,
  list: ['cohorts', 'list'] as const,
  cohort: (cohortId: string) => ['cohorts', 'cohort', cohortId] as const,
  /** Apart from the cohort's own entry: inviting refreshes the list, not the cohort. */
  invitations: (cohortId: string) => ['cohorts', 'invitations', cohortId] as const,
  participants: (cohortId: string) => ['cohorts', 'participants', cohortId] as const,
  progress: (cohortId: string) => ['cohorts', 'progress', cohortId] as const,
  participant: (cohortId: string, userId: string) => ['cohorts', 'progress', cohortId, userId] as const,
  /** A mentor's rows of their startups in one cohort. */
  mentees: (cohortId: string) => ['cohorts', 'mentoring', cohortId] as const,
};

/** GET /api/cohorts — the cohorts the caller manages (admins: all), newest start first. */
export function getCohorts(cursor: string | null, signal?: AbortSignal): Promise<Page<CohortSummary>> {
  return api<Page<CohortSummary>>('/cohorts', {
    auth: 'required',
    query: { limit: COHORT_LIMITS.cohortsPageSize, cursor },
    signal,
  });
}

/** "Cohortes", page by page ('Charger plus'). */
export function cohortsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: cohortKeys.list,
    queryFn: ({ pageParam, signal }) => getCohorts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function getCohort(cohortId: string, signal?: AbortSignal): Promise<Cohort> {
  return api<Cohort>(`/cohorts/${enc(cohortId)}`, { auth: 'required', signal });
}

export function cohortQueryOptions(cohortId: string) {
  return queryOptions({
    queryKey: cohortKeys.cohort(cohortId),
    queryFn: ({ signal }) => getCohort(cohortId, signal),
  });
}

export function createCohort(body: CohortCreateInput): Promise<Cohort> {
  return api<Cohort>('/cohorts', { method: 'POST', auth: 'required', body });
}

export function updateCohort(cohortId: string, body: CohortUpdateInput): Promise<Cohort> {
  return api<Cohort>(`/cohorts/${enc(cohortId)}`, { method: 'PUT', auth: 'required', body });
}

export async function deleteCohort(cohortId: string): Promise<void> {
  await api<undefined>(`/cohorts/${enc(cohortId)}`, { method: 'DELETE', auth: 'required' });
}

type CohortPages = InfiniteData<Page<CohortSummary>, string | null>;

function summaryOf(cohort: Cohort): CohortSummary {
  const { id, name, organisation, starts_on, ends_on, archived, sessions_count, participants_count } = cohort;
  return { id, name, organisation, starts_on, ends_on, archived, sessions_count, participants_count };
}

/** A created or saved cohort: its own entry is the answer, the list shows it at once and is read again. */
function cohortSaved(client: ReturnType<typeof useQueryClient>, cohort: Cohort): void {
  client.setQueryData(cohortKeys.cohort(cohort.id), cohort);
  client.setQueryData<CohortPages>(
    cohortKeys.list,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === cohort.id ? summaryOf(cohort) : item)),
        })),
      },
  );
  void client.invalidateQueries({ queryKey: cohortKeys.list });
}

export function useCreateCohort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCohort,
    onSuccess: (cohort) => cohortSaved(client, cohort),
  });
}

export function useSaveCohort(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CohortUpdateInput) => updateCohort(cohortId, body),
    onSuccess: (cohort) => cohortSaved(client, cohort),
  });
}

/** Deletes the cohort: off the list at once, its own entry forgotten once its page has gone. */
export function useDeleteCohort(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCohort(cohortId),
    onSuccess: () => {
      client.setQueryData<CohortPages>(
        cohortKeys.list,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.id !== cohortId),
            })),
          },
      );
      // The page that deleted it keeps its copy while it leaves (no read of what is gone).
      client.removeQueries({ queryKey: cohortKeys.cohort(cohortId), type: 'inactive' });
      void client.invalidateQueries({ queryKey: cohortKeys.cohort(cohortId), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: cohortKeys.list });
    },
  });
}

// Invitations (issue 30, point 2): the "Participants" section of the cohort's page.

export function getInvitations(
  cohortId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CohortInvitationsPage> {
  return api<CohortInvitationsPage>(`/cohorts/${enc(cohortId)}/invitations`, {
    auth: 'required',
    query: { limit: COHORT_LIMITS.invitationsPageSize, cursor },
    signal,
  });
}

/** The cohort's invitations by address, page by page ('Charger plus'). */
export function invitationsQueryOptions(cohortId: string) {
  return infiniteQueryOptions({
    queryKey: cohortKeys.invitations(cohortId),
    queryFn: ({ pageParam, signal }) => getInvitations(cohortId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

type InvitationPages = InfiniteData<CohortInvitationsPage, string | null>;

/** A cached paged list with each page's items changed by `change` (nothing cached: nothing). */
function mapPageItems<TPage extends { items: unknown[] }>(
  data: InfiniteData<TPage, string | null> | undefined,
  change: (items: TPage['items']) => TPage['items'],
): InfiniteData<TPage, string | null> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/** "Envoyer les invitations": the list is read again (new rows land in address order). */
export function useInviteParticipants(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationsCreateInput) =>
      api<InviteParticipantsResult>(`/cohorts/${enc(cohortId)}/invitations`, {
        method: 'POST',
        auth: 'required',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cohortKeys.invitations(cohortId) }),
  });
}

/** "Renvoyer": a new link, valid 14 days again; the row shows the answer at once. */
export function useResendInvitation(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api<CohortInvitation>(`/cohorts/${enc(cohortId)}/invitations/${enc(invitationId)}/resend`, {
        method: 'POST',
        auth: 'required',
      }),
    onSuccess: (fresh) =>
      client.setQueryData<InvitationPages>(cohortKeys.invitations(cohortId), (data) =>
        mapPageItems(data, (items) => items.map((item) => (item.id === fresh.id ? fresh : item))),
      ),
    // Refused (already accepted meanwhile): the list shows where it stands.
    onError: () => client.invalidateQueries({ queryKey: cohortKeys.invitations(cohortId) }),
  });
}

/** "Révoquer": the link stops working; the row leaves the list at once. */
export function useRevokeInvitation(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) => {
      await api<undefined>(`/cohorts/${enc(cohortId)}/invitations/${enc(invitationId)}`, {
        method: 'DELETE',
        auth: 'required',
      });
    },
    onSuccess: (_answer, invitationId) => {
      client.setQueryData<InvitationPages>(cohortKeys.invitations(cohortId), (data) =>
        mapPageItems(data, (items) => items.filter((item) => item.id !== invitationId)),
      );
    },
    onError: () => client.invalidateQueries({ queryKey: cohortKeys.invitations(cohortId) }),
  });
}

// Participants (issue 30, point 2): who joined, and "Retirer".

export function getParticipants(
  cohortId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CohortParticipantsPage> {
  return api<CohortParticipantsPage>(`/cohorts/${enc(cohortId)}/participants`, {
    auth: 'required',
    query: { limit: COHORT_LIMITS.participantsPageSize, cursor },
    signal,
  });
}

/** The cohort's participants, page by page ('Charger plus'). */
export function participantsQueryOptions(cohortId: string) {
  return infiniteQueryOptions({
    queryKey: cohortKeys.participants(cohortId),
    queryFn: ({ pageParam, signal }) => getParticipants(cohortId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

type ParticipantPages = InfiniteData<CohortParticipantsPage, string | null>;

/**
 * "Retirer": the row leaves the list at once; the cohort (its count) and the invitations (theirs is
 * gone) are read again.
 */
export function useRemoveParticipant(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await api<undefined>(`/cohorts/${enc(cohortId)}/participants/${enc(userId)}`, {
        method: 'DELETE',
        auth: 'required',
      });
    },
    onSuccess: (_answer, userId) => {
      client.setQueryData<ParticipantPages>(cohortKeys.participants(cohortId), (data) =>
        mapPageItems(data, (items) => items.filter((item) => item.id !== userId)),
      );
      void client.invalidateQueries({ queryKey: cohortKeys.cohort(cohortId) });
      void client.invalidateQueries({ queryKey: cohortKeys.invitations(cohortId) });
      void client.invalidateQueries({ queryKey: cohortKeys.list });
    },
    // Refused (removed meanwhile by another manager): the list shows where it stands.
    onError: () => client.invalidateQueries({ queryKey: cohortKeys.participants(cohortId) }),
  });
}

// Progress (issue 30, point 4): the grid, a participant's page, attendance, the export.

/** The grid, page by page ('Charger plus'): each page carries the programme's sessions too. */
export function progressQueryOptions(cohortId: string) {
  return infiniteQueryOptions({
    queryKey: cohortKeys.progress(cohortId),
    queryFn: ({ pageParam, signal }) =>
      api<CohortProgressPage>(`/cohorts/${enc(cohortId)}/progress`, {
        auth: 'required',
        query: { limit: COHORT_LIMITS.progressPageSize, cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function participantProgressQueryOptions(cohortId: string, userId: string) {
  return queryOptions({
    queryKey: cohortKeys.participant(cohortId, userId),
    queryFn: ({ signal }) =>
      api<ParticipantProgress>(`/cohorts/${enc(cohortId)}/participants/${enc(userId)}`, {
        auth: 'required',
        signal,
      }),
  });
}

/** The participant's page with one session's attendance changed (a session not yet read: as not started). */
function withAttendance(
  data: ParticipantProgress | undefined,
  sessionId: string,
  attendance: Attendance | null,
): ParticipantProgress | undefined {
  if (!data) return data;
  const current = data.progress[sessionId] ?? NO_PROGRESS;
  return { ...data, progress: { ...data.progress, [sessionId]: { ...current, attendance } } };
}

/**
 * "Présent", "Absent", "Excusé" (null clears it): the page shows the choice at once and goes back to
 * what it was if the server refuses; the grid is read again after.
 */
export function useRecordAttendance(cohortId: string, userId: string) {
  const client = useQueryClient();
  const key = cohortKeys.participant(cohortId, userId);
  return useMutation({
    mutationFn: ({ sessionId, attendance }: { sessionId: string } & AttendanceInput) =>
      api<undefined>(`/cohorts/${enc(cohortId)}/participants/${enc(userId)}/attendance/${enc(sessionId)}`, {
        method: 'PUT',
        auth: 'required',
        body: { attendance } satisfies AttendanceInput,
      }),
    onMutate: async ({ sessionId, attendance }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ParticipantProgress>(key)?.progress[sessionId]?.attendance ?? null;
      client.setQueryData<ParticipantProgress>(key, (data) => withAttendance(data, sessionId, attendance));
      return { before };
    },
    // Only this session's attendance goes back: another session's, taken meanwhile, stays.
    onError: (_error, { sessionId }, context) => {
      if (!context) return;
      client.setQueryData<ParticipantProgress>(key, (data) =>
        withAttendance(data, sessionId, context.before),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: cohortKeys.progress(cohortId), exact: true }),
  });
}

/** "Exporter (CSV)": the file's bytes as the server wrote them (its byte-order mark kept). */
export function exportProgress(cohortId: string): Promise<Blob> {
  return api<Blob>(`/cohorts/${enc(cohortId)}/progress/export`, { auth: 'required', as: 'blob' });
}

// Mentors (issue 30, point 2): a manager makes a member "Mentor" of some startups; the mentor's page.

/**
 * "Mentor" of these startups, or participant again: the row shows the answer at once; the grid is
 * read again (a mentor's row says so).
 */
export function useSetMemberRole(cohortId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string } & MemberRoleInput) =>
      api<CohortParticipant>(`/cohorts/${enc(cohortId)}/participants/${enc(userId)}/role`, {
        method: 'PUT',
        auth: 'required',
        body: body satisfies MemberRoleInput,
      }),
    onSuccess: (saved) => {
      client.setQueryData<ParticipantPages>(cohortKeys.participants(cohortId), (data) =>
        mapPageItems(data, (items) => items.map((item) => (item.id === saved.id ? saved : item))),
      );
      void client.invalidateQueries({ queryKey: cohortKeys.progress(cohortId) });
    },
    // Refused (removed meanwhile, a startup gone): the list shows where it stands.
    onError: () => client.invalidateQueries({ queryKey: cohortKeys.participants(cohortId) }),
  });
}

/** GET /api/cohorts/{cohortId}/mentees — the mentor's startups' rows, all at once. */
export function menteesQueryOptions(cohortId: string) {
  return queryOptions({
    queryKey: cohortKeys.mentees(cohortId),
    queryFn: ({ signal }) =>
      api<MenteesProgress>(`/cohorts/${enc(cohortId)}/mentees`, { auth: 'required', signal }),
  });
}
