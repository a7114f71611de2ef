/**
 * Helpers shared by the end-to-end specs: demo accounts, signing in through the real form,
 * and calling the real API (through the edge) to arrange data a test needs.
 */
import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page, type Request as PlaywrightRequest } from '@playwright/test';
import type { DocumentItem } from '@common/api-types';
import { DEMO_SESSIONS } from '../../infra/local/demo-content';

export const DEMO_PASSWORD = 'Tremplin!2026';
export const DEMO = {
  admin: 'admin@tremplin.test',
  editor: 'editor@tremplin.test',
  user: 'user@tremplin.test',
} as const;

/** A short random suffix so parallel tests never collide on titles or e-mails. */
export function unique(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 6)}`;
}

/** Signs in through the /login form and waits until the user menu shows. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  from = '/login',
): Promise<void> {
  await page.goto(from);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // A sign-in runs the pool's triggers and the first API reads: on a fresh second platform of a busy
  // machine, cold functions took over 10 s.
  await expect(page.getByRole('button', { name: /Menu de/ })).toBeVisible({ timeout: 30_000 });
}

async function cognito(baseURL: string, target: string, body: unknown): Promise<Response> {
  return fetch(`${baseURL}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
}

async function clientId(baseURL: string): Promise<string> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as { userPoolClientId: string };
  return config.userPoolClientId;
}

/** Signs in through the edge's Cognito proxy, as the web app does, and returns the access token. */
export async function accessToken(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await cognito(baseURL, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: await clientId(baseURL),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

/** Cognito SignUp through the edge's proxy, as the web app makes it: the account then waits for its code. */
export async function cognitoSignUp(
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Response> {
  return cognito(baseURL, 'SignUp', {
    ClientId: await clientId(baseURL),
    Username: email,
    Password: password,
  });
}

/** The e-mails the local Cognito sent to `email`, newest first (the mailbox at /_local/mail). */
export async function mailTo(baseURL: string, email: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${baseURL}/_local/mail.json?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** The 6-digit code of the newest e-mail to `email`. */
export async function lastCode(baseURL: string, email: string): Promise<string> {
  const [newest] = await mailTo(baseURL, email);
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the mailbox for ${email}`);
  return code;
}

/**
 * Reads the code of the newest e-mail to `email` as a person would: the local mailbox page
 * (/_local/mail) in a tab of its own. Waits until `count` e-mails have reached that address.
 */
export async function codeFromMailbox(context: BrowserContext, email: string, count = 1): Promise<string> {
  const mailbox = await context.newPage();
  try {
    const messages = mailbox.getByRole('article');
    await expect(async () => {
      await mailbox.goto(`/_local/mail?to=${encodeURIComponent(email)}`);
      await expect(messages).toHaveCount(count, { timeout: 1000 });
    }).toPass();
    const text = await messages.first().innerText();
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the newest e-mail to ${email}: ${text}`);
    return code;
  } finally {
    await mailbox.close();
  }
}

/** Creates a fresh, confirmed account (sign-up, then the code from the mailbox) and returns its e-mail. */
export async function createAccount(baseURL: string, prefix = 'e2e'): Promise<string> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
  const response = await cognitoSignUp(baseURL, email);
  if (!response.ok) throw new Error(`sign-up failed: ${await response.text()}`);
  const confirmed = await cognito(baseURL, 'ConfirmSignUp', {
    ClientId: await clientId(baseURL),
    Username: email,
    ConfirmationCode: await lastCode(baseURL, email),
  });
  if (!confirmed.ok) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  // The first sign-in creates nothing more, but proves the account works.
  await accessToken(baseURL, email);
  return email;
}

/** Matches aws-amplify's calls to Cognito through the edge (it posts to the endpoint as configured). */
export const isCognitoUrl = (url: URL): boolean =>
  url.pathname === '/cognito' || url.pathname === '/cognito/';

/** The Cognito operation a request calls, from its X-Amz-Target header ('' for other requests). */
export function cognitoOperation(request: PlaywrightRequest): string {
  return request.headers()['x-amz-target']?.split('.').pop() ?? '';
}

/**
 * Makes every `operation` call the page sends to Cognito carry `changes` in its body: a way past the
 * form's own checks, so what the user sees is the server's answer.
 */
export async function rewriteCognitoCall(page: Page, operation: string, changes: Record<string, unknown>) {
  await page.route(isCognitoUrl, async (route) => {
    const request = route.request();
    if (cognitoOperation(request) !== operation) return route.continue();
    const body = request.postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, ...changes }) });
  });
}

/** Calls /api{path} with an optional bearer token; returns status and parsed JSON. */
export async function callApi<T = unknown>(
  baseURL: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** What the browser does: an upload ticket, the file straight to storage, then the document. */
export async function addPdf(
  baseURL: string,
  token: string,
  sessionId: string,
  title: string,
  bytes: Buffer,
  category: 'guide' | 'presentation' | 'exercise' | 'other' = 'guide',
) {
  const ticket = await callApi<{ url: string; fields: Record<string, string>; key: string }>(
    baseURL,
    '/uploads',
    {
      method: 'POST',
      token,
      body: { kind: 'document', file_name: 'guide.pdf', content_type: 'application/pdf', size: bytes.length },
    },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'guide.pdf');
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).ok).toBe(true);
  const created = await callApi<DocumentItem>(baseURL, `/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { title, category, upload_key: ticket.body.key },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** What the demo seed publishes: its published sessions and their documents (guide, presentation, exercise). */
const DEMO_PUBLISHED = DEMO_SESSIONS.filter((s) => (s.status ?? 'published') === 'published');
const DEMO_PUBLIC_DOCUMENTS = DEMO_PUBLISHED.reduce((n, s) => n + (s.exercise ? 3 : 2), 0);

/**
 * The platform answers (config.json) before the demo content is fully seeded on a first
 * start: specs that read demo sessions call this in beforeAll. Resolves once every published
 * demo session and its public documents are readable.
 */
export async function waitForDemoContent(baseURL: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const sessions = await callApi<{ total?: number }>(baseURL, '/sessions?limit=1');
      const documents = await callApi<{ total?: number }>(baseURL, '/documents?limit=1');
      if (
        (sessions.body.total ?? 0) >= DEMO_PUBLISHED.length &&
        (documents.body.total ?? 0) >= DEMO_PUBLIC_DOCUMENTS
      ) {
        return;
      }
    } catch {
      // Not answering yet: try again.
    }
    if (Date.now() > deadline) throw new Error('the demo content was not seeded in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Opens a public page and waits until the app has taken over its prerendered first screen:
 * until then the screen is inert (shell.ts), and a key typed into it goes nowhere.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 30_000 });
}

/** The invitation link's token in the newest e-mail to `email`, once it has come. */
export async function invitationToken(origin: string, email: string): Promise<string> {
  let token = '';
  await expect(async () => {
    const response = await fetch(`${origin}/_local/mail.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; html: string }[] };
    const mail = messages.find((m) => m.subject.includes('invitation à rejoindre'));
    token = /href="[^"]*\/invitation\?token=([\w.-]+)"/.exec(mail?.html ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return token;
}
