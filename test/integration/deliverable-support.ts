/**
 * What the deliverables' and certificates' tests share on the shared cloud: a new person signed in,
 * one joining a cohort under a name and a startup, and a file put in staging as the browser does.
 */
import { expect } from 'vitest';
import { joinCohort, sharedPlatform } from './cohort-support';
import { api, signIn, signUp } from './helpers';

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
