/**
 * What the deliverables' and certificates' tests share on the shared cloud: a new person signed in,
 * one joining a cohort under a name and a startup, and a file put in staging as the browser does.
 */
import { expect } from 'vitest';
import { joinCohort, sharedPlatform } from './cohort-support';
import { api, pdfBytes, signIn, signUp } from './helpers';

export interface Person {
  id: string;
  email: string;
  token: string;
}

/** A new account, signed in. */
export async function newPerson(): Promise<Person> {
  const account = await signUp();
  return { id: account.sub, email: account.email, token: (await signIn(account.email)).accessToken };
}

/** `who` invited by the manager under `fullName` and `startup`, then joining through the e-mailed link. */
export function joinAs(
  cohort: { id: string; name: string },
  managerToken: string,
  who: Person,
  startup: string,
  fullName: string,
): Promise<void> {
  return joinCohort(sharedPlatform(), managerToken, cohort, who, { full_name: fullName, startup });
}

/** A file put in staging with a `deliverable` ticket (a presigned POST, as the browser's upload does): its key. */
export async function stagedUpload(
  token: string,
  fileName: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  const ticket = await api('/api/uploads', {
    method: 'POST',
    token,
    body: { kind: 'deliverable', file_name: fileName, content_type: contentType, size: bytes.byteLength },
  });
  expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
  const issued = ticket.json as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(issued.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const response = await fetch(issued.url, { method: 'POST', body: form });
  expect(response.ok, await response.text()).toBe(true);
  return issued.key;
}

/** The manager makes `who` "Mentor" of these startups of the cohort. */
export async function makeMentor(
  cohortId: string,
  managerToken: string,
  who: Person,
  startups: string[],
): Promise<void> {
  const made = await api(`/api/cohorts/${cohortId}/participants/${who.id}/role`, {
    method: 'PUT',
    token: managerToken,
    body: { role: 'mentor', startups },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
}

/** `who` hands in a PDF (their first version) and the reviewer accepts it. */
export async function acceptedHandIn(
  cohortId: string,
  deliverableId: string,
  who: Person,
  reviewerToken: string,
): Promise<void> {
  const upload_key = await stagedUpload(who.token, 'canevas.pdf', pdfBytes(), 'application/pdf');
  const submissions = `/api/cohorts/${cohortId}/deliverables/${deliverableId}/submissions`;
  const handedIn = await api(submissions, {
    method: 'POST',
    token: who.token,
    body: { upload_key, file_name: 'canevas.pdf', note: null },
  });
  expect(handedIn.status, JSON.stringify(handedIn.json)).toBe(201);
  const reviewed = await api(`${submissions}/${who.id}/1/review`, {
    method: 'PUT',
    token: reviewerToken,
    body: { decision: 'accepted', comment: null },
  });
  expect(reviewed.status, JSON.stringify(reviewed.json)).toBe(200);
}
