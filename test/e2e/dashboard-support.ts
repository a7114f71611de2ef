/**
 * Helpers of the dashboard and settings specs: account ids, onboarding flags, test images,
 * and a fresh editor with content of their own (arranged through the real API).
 */
import { test as base } from '@playwright/test';
import { accessToken, callApi, createAccount, DEMO } from './support';
import { pngImage as pngBytes } from '../smoke/png';

/** Playwright's test with `origin`: the app's base URL as a plain string. */
export const test = base.extend<{ origin: string }>({
  origin: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not configured');
    await use(baseURL);
  },
});

export interface Me {
  id: string;
  email: string;
  role: string;
  full_name: string | null;
  avatar_url: string | null;
  profile_completed: boolean;
}

export async function me(baseURL: string, token: string): Promise<Me> {
  const { status, body } = await callApi<Me>(baseURL, '/me', { token });
  if (status !== 200) throw new Error(`GET /api/me answered ${status}`);
  return body;
}

/** Answers the dashboard's profile prompt for this account, as the app does (remembered on its profile). */
export async function skipOnboarding(baseURL: string, token: string): Promise<void> {
  const { status } = await callApi(baseURL, '/me', {
    method: 'PATCH',
    token,
    body: { profile_prompt_dismissed: true },
  });
  if (status !== 200) throw new Error(`the profile prompt could not be answered: ${status}`);
}

/** A real PNG, as Playwright's file chooser takes it (one builder for every test: test/smoke/png.ts). */
export const pngImage = (size?: number): Buffer => Buffer.from(pngBytes(size));

/** A fresh account promoted to editor by the demo admin; returns its e-mail, id and token. */
export async function createEditor(baseURL: string): Promise<{ email: string; id: string; token: string }> {
  const email = await createAccount(baseURL, 'editeur');
  let token = await accessToken(baseURL, email);
  const { id } = await me(baseURL, token);
  const admin = await accessToken(baseURL, DEMO.admin);
  const promoted = await callApi(baseURL, `/admin/users/${id}/role`, {
    method: 'PUT',
    token: admin,
    body: { role: 'editor' },
  });
  if (promoted.status !== 200) throw new Error(`promotion failed: ${promoted.status}`);
  token = await accessToken(baseURL, email);
  return { email, id, token };
}

export async function createSession(
  baseURL: string,
  token: string,
  input: { title: string; status: 'draft' | 'review' | 'published'; description?: string },
): Promise<{ id: string; title: string }> {
  const { status, body } = await callApi<{ id: string; title: string }>(baseURL, '/sessions', {
    method: 'POST',
    token,
    body: { description: 'Session créée par les tests du tableau de bord.', tags: [], ...input },
  });
  if (status !== 201) throw new Error(`session creation failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Uploads a small PDF through an upload ticket and attaches it as a guide of the session. */
export async function createDocument(
  baseURL: string,
  token: string,
  sessionId: string,
  title: string,
): Promise<{ id: string; title: string }> {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const ticket = await callApi<{ url: string; fields: Record<string, string>; key: string }>(
    baseURL,
    '/uploads',
    {
      method: 'POST',
      token,
      body: {
        kind: 'document',
        file_name: 'guide-test.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
      },
    },
  );
  if (ticket.status !== 201) throw new Error(`upload ticket refused: ${ticket.status}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'guide-test.pdf');
  const sent = await fetch(new URL(ticket.body.url, baseURL), { method: 'POST', body: form });
  if (!sent.ok) throw new Error(`upload failed: ${sent.status} ${await sent.text()}`);
  const created = await callApi<{ id: string; title: string }>(baseURL, `/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { title, category: 'guide', upload_key: ticket.body.key },
  });
  if (created.status !== 201) throw new Error(`document creation failed: ${created.status}`);
  return created.body;
}
