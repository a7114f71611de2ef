/** Cohorts as a manager and an invited person meet them: the invitation's e-mail, and joining. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Cohort } from '@common/api-types';
import { api, cloud } from './helpers';

/** A local cloud reached over HTTP: the shared one (`sharedPlatform()`) or a test's own. */
export interface Platform {
  url: string;
  api: (
    path: string,
    options?: { method?: string; token?: string; body?: unknown },
  ) => Promise<{ status: number; json: unknown }>;
}

export const sharedPlatform = (): Platform => ({ url: cloud().url, api });

/** A session the editor publishes on the shared cloud, its title made unique: its id. */
export async function publishedSession(editorToken: string, title: string): Promise<string> {
  const created = await api('/api/sessions', {
    method: 'POST',
    token: editorToken,
    body: { title: `${title} ${randomUUID().slice(0, 6)}`, status: 'published' },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return (created.json as { id: string }).id;
}

/** The invitation's link token from the e-mail about `cohortName` sent to `email`, once it has come. */
export async function invitationToken(
  platform: Platform,
  email: string,
  cohortName: string,
): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${platform.url}/_local/mail.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; html: string }[] };
    const mail = messages.find((m) => m.subject.includes(cohortName));
    const token = /href="[^"]*\/invitation\?token=([\w.-]+)"/.exec(mail?.html ?? '')?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`No invitation e-mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `person` invited by `managerToken` (by name and startup, if given), then joining through the e-mailed link. */
export async function joinCohort(
  platform: Platform,
  managerToken: string,
  cohort: { id: string; name: string },
  person: { email: string; token: string },
  invitee: { full_name?: string | null; startup?: string | null } = {},
): Promise<void> {
  const invited = await platform.api(`/api/cohorts/${cohort.id}/invitations`, {
    method: 'POST',
    token: managerToken,
    body: {
      invitees: [
        { email: person.email, full_name: invitee.full_name ?? null, startup: invitee.startup ?? null },
      ],
    },
  });
  expect(invited.status, JSON.stringify(invited.json)).toBe(200);
  const accepted = await platform.api('/api/invitations/accept', {
    method: 'POST',
    token: person.token,
    body: { invitation_token: await invitationToken(platform, person.email, cohort.name) },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
}

/** A programme entry as the cohort's page saves it. */
export interface ProgrammeEntryBody {
  session_id: string;
  planned_on: string;
  place: string | null;
  link: string | null;
}

/**
 * A new cohort (4 January – 26 April 2027, Technopark Casablanca) created by `managerToken`, with its
 * default programme or, given one, that programme saved over it.
 */
export async function createCohort(
  platform: Platform,
  managerToken: string,
  name: string,
  programme?: ProgrammeEntryBody[],
): Promise<Cohort> {
  const created = await platform.api('/api/cohorts', {
    method: 'POST',
    token: managerToken,
    body: {
      request_id: randomUUID(),
      name: `${name} ${randomUUID().slice(0, 8)}`,
      organisation: 'Technopark Casablanca',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const draft = created.json as Cohort;
  if (!programme) return draft;
  const saved = await platform.api(`/api/cohorts/${draft.id}`, {
    method: 'PUT',
    token: managerToken,
    body: {
      name: draft.name,
      organisation: draft.organisation,
      starts_on: draft.starts_on,
      ends_on: draft.ends_on,
      description: draft.description,
      co_managers: [],
      programme,
      archived: false,
      version: draft.version,
    },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return saved.json as Cohort;
}

/** The body of the cohort's page saving `current` as it was read (no co-managers), with `changes`. */
export function cohortSaveBody(
  current: Cohort,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: current.name,
    organisation: current.organisation,
    starts_on: current.starts_on,
    ends_on: current.ends_on,
    description: current.description,
    co_managers: [],
    programme: current.programme.map(({ session_id, planned_on, place, link }) => ({
      session_id,
      planned_on,
      place,
      link,
    })),
    archived: current.archived,
    attendance_threshold: current.attendance_threshold,
    version: current.version,
    ...changes,
  };
}
