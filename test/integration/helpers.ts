import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { keys } from '../../lambdas/lib/keys';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BUCKETS } from '../../infra/definitions/storage';

export const DEMO_PASSWORD = 'Tremplin!2026';

export const cloud = () => inject('cloud');

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** A call to Cognito's JSON API through the edge's /cognito path, as aws-amplify makes it. */
export async function cognitoCall(
  target: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${cloud().url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const { status, json } = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: cloud().userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(json)}`);
  const result = json.AuthenticationResult as Record<string, string>;
  return {
    accessToken: result.AccessToken ?? '',
    idToken: result.IdToken ?? '',
    refreshToken: result.RefreshToken ?? '',
  };
}

/** The e-mails Cognito sent to `email`, newest first, as the local mailbox (/_local/mail) shows them. */
export async function mailTo(email: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${cloud().url}/_local/mail.json?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`Mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** The 6-digit code of the newest e-mail to `email`. */
export async function lastCode(email: string): Promise<string> {
  const [newest] = await mailTo(email);
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the mailbox for ${email}`);
  return code;
}

/** Cognito SignUp only: the account then waits for the code e-mailed to it. */
export async function startSignUp(email = `u-${randomUUID()}@exemple.ma`, password = DEMO_PASSWORD) {
  const { status, json } = await cognitoCall('SignUp', {
    ClientId: cloud().userPoolClientId,
    Username: email,
    Password: password,
  });
  if (status !== 200) throw new Error(`Sign-up failed: ${JSON.stringify(json)}`);
  return { email, sub: String(json.UserSub), confirmed: json.UserConfirmed === true };
}

/** A new account as a person makes one: sign-up, then the code from the mailbox (ConfirmSignUp). */
export async function signUp(email = `u-${randomUUID()}@exemple.ma`, password = DEMO_PASSWORD) {
  const started = await startSignUp(email, password);
  const { status, json } = await cognitoCall('ConfirmSignUp', {
    ClientId: cloud().userPoolClientId,
    Username: email,
    ConfirmationCode: await lastCode(email),
  });
  if (status !== 200) throw new Error(`Confirmation failed: ${JSON.stringify(json)}`);
  return { email, sub: started.sub };
}

export async function api(
  path: string,
  options: { method?: string; token?: string; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  const response = await fetch(`${cloud().url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.rawBody !== undefined
      ? { body: options.rawBody }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

export function documentClient(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud().dynamodb,
      region: 'eu-west-3',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

/** What the browser does: a ticket from the API, then a multipart POST straight to S3. Returns the staging key. */
export async function uploadFile(
  token: string,
  kind: 'document' | 'session-image' | 'avatar' | 'deliverable',
  fileName: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<string> {
  const ticket = await api('/api/uploads', {
    method: 'POST',
    token,
    body: { kind, file_name: fileName, content_type: contentType, size: bytes.byteLength },
  });
  if (ticket.status !== 201) throw new Error(`Upload ticket refused: ${JSON.stringify(ticket.json)}`);
  const issued = ticket.json as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(issued.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), fileName);
  const response = await fetch(issued.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`S3 refused the upload: ${response.status} ${await response.text()}`);
  return issued.key;
}

/** A small but real PDF. */
export function pdfBytes(text = 'Tremplin'): Uint8Array<ArrayBuffer> {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/** A loopback address no other test uses (the whole 127.0.0.0/8 reaches the edge). */
export function freshLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A POST /api/contact sent from a given loopback address, so that the address the edge sees, and
 * hands on as the viewer's, is that one (per-address limits).
 */
export function postContactFrom(
  address: string,
  body: unknown,
  token?: string,
  /** More request headers, as a client may send any (a forged x-viewer-ip, say). */
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { error?: { code: string; message: string } }; retryAfter?: string }> {
  const { port } = new URL(cloud().url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: address,
        path: '/api/contact',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(text) as { error?: { code: string; message: string } },
            ...(res.headers['retry-after'] ? { retryAfter: String(res.headers['retry-after']) } : {}),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The limits count per clock hour: a test that sends a batch starts clear of the hour's end. */
export async function clearOfHourEnd(marginMs = 20_000): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

/** Sets a user's role straight in the table (which the API reads on every request), as a role change would leave it. */
export function setRoleInTable(sub: string, role: string) {
  return documentClient().send(
    new UpdateCommand({
      TableName: 'tremplin',
      Key: keys.user(sub),
      UpdateExpression: 'SET #r = :r',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':r': role },
    }),
  );
}

/** Whether the documents bucket holds `key` (S3 asked directly, as the operator would). */
export async function documentFileExists(key: string): Promise<boolean> {
  const s3 = new S3Client({
    endpoint: cloud().s3,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
  });
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKETS.documents, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound') return false;
    throw error;
  } finally {
    s3.destroy();
  }
}
