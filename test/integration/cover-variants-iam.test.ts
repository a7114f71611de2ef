import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@common/api-types';
import type { UploadTicketResponse } from '@common/schemas/upload';
import { BUCKETS } from '../../infra/definitions/storage';
import { demoCoverPng, demoCoverVariants } from '../../infra/local/demo-covers';
import { ROUTES } from '../../lambdas/routes';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * The functions that attach covers (create-session, update-session) hold exactly the S3 grants
 * their code uses: on a platform of its own (its IAM checks are read here), a session is created
 * with a cover and its variants, a missing upload is refused, and the cover is replaced with new
 * variants (the old files deleted). Every S3 call is allowed, and the calls update-session made
 * cover its declared grants one for one: no grant is missing, and none is there unused.
 */
let own: OwnCloud;
let token = '';

async function upload(name: string, bytes: Buffer, type: string, post = true): Promise<string> {
  const ticket = await own.api('/api/uploads', {
    method: 'POST',
    token,
    body: { kind: 'session-image', file_name: name, content_type: type, size: bytes.length },
  });
  expect(ticket.status).toBe(201);
  const issued = ticket.json as UploadTicketResponse;
  if (post) {
    const form = new FormData();
    for (const [field, value] of Object.entries(issued.fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    expect((await fetch(issued.url, { method: 'POST', body: form })).status).toBe(204);
  }
  return issued.key;
}

async function coverWithVariants(index: number) {
  return {
    image_upload_key: await upload('couverture.png', demoCoverPng(index), 'image/png'),
    image_variant_uploads: await Promise.all(
      demoCoverVariants(index).map(async (v) => ({
        width: v.width,
        upload_key: await upload(`v${v.width}.webp`, v.bytes, 'image/webp'),
      })),
    ),
  };
}

/** `s3:Action on bucket-kind/pattern`, for calls and grants alike. */
function s3Uses(principal: string): Set<string> {
  const bucketKind = Object.fromEntries(Object.entries(BUCKETS).map(([kind, name]) => [name, kind]));
  const route = ROUTES.find((r) => r.name === principal);
  const patterns = (route?.permissions.objects ?? []).map((grant) => ({
    bucket: grant.bucket,
    keys: grant.keys,
    test: new RegExp(
      `^${grant.keys
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
    ),
  }));
  const uses = new Set<string>();
  for (const call of own.cloud.iamChecks()) {
    if (call.principal !== principal || !call.action.startsWith('s3:')) continue;
    expect(call, `${call.action} on ${call.resource}`).toMatchObject({ decision: 'allowed' });
    const [bucket = '', ...key] = call.resource.replace(/^arn:aws:s3:::/, '').split('/');
    const kind = bucketKind[bucket] ?? bucket;
    if (key.length === 0) {
      uses.add(`${call.action} on ${kind}`);
      continue;
    }
    const grant = patterns.find((p) => p.bucket === kind && p.test.test(key.join('/')));
    uses.add(`${call.action} on ${kind}/${grant?.keys ?? `(no grant) ${key.join('/')}`}`);
  }
  return uses;
}

function declared(principal: string): Set<string> {
  const permissions = ROUTES.find((r) => r.name === principal)?.permissions;
  return new Set([
    ...(permissions?.objects ?? []).flatMap((grant) =>
      grant.actions.map((action) => `s3:${action} on ${grant.bucket}/${grant.keys}`),
    ),
    ...(permissions?.listBucket ?? []).map((bucket) => `s3:ListBucket on ${bucket}`),
  ]);
}

beforeAll(async () => {
  own = await startOwnCloud({ routes: ROUTES });
  const { email } = await own.signUp();
  token = (await own.signIn(email)).accessToken;
  expect((await own.api('/api/bootstrap-admin', { method: 'POST', token })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await own?.stop();
});

describe('the functions that attach a cover and its variants', () => {
  it('use exactly the S3 grants they declare, every call allowed', async () => {
    const created = await own.api('/api/sessions', {
      method: 'POST',
      token,
      body: { title: 'Pitch', status: 'draft', ...(await coverWithVariants(0)) },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const session = created.json as Session;
    expect(session.image_variants).toHaveLength(3);

    // A ticket whose file never reached storage: S3 says so (404) only to a function that may list the bucket.
    const missing = await own.api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token,
      body: {
        title: 'Pitch',
        status: 'draft',
        image_upload_key: await upload('absente.png', demoCoverPng(1), 'image/png', false),
      },
    });
    expect(missing.status).toBe(400);

    const replaced = await own.api(`/api/sessions/${session.id}`, {
      method: 'PUT',
      token,
      body: { title: 'Pitch', status: 'draft', ...(await coverWithVariants(1)) },
    });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);

    expect(s3Uses('update-session')).toEqual(declared('update-session'));
    // Creating never replaces a cover: its DeleteObject on covers is for a save that fails after attaching.
    expect([...s3Uses('create-session')].sort()).toEqual(
      [...declared('create-session')]
        .filter(
          (grant) =>
            grant !== 's3:DeleteObject on media/media/images/*' && grant !== 's3:ListBucket on media',
        )
        .sort(),
    );
  });
});
