import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../infra/local/mailbox';
import { PIPELINE_FUNCTIONS, type PipelineFunction, type PipelineFunctionName } from '../../lambdas/routes';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * The notification pipeline's functions are held to the IAM policies CDK synthesizes from their
 * declarations (lambdas/routes.ts PIPELINE_FUNCTIONS), as the API's are: here two lose one grant each,
 * and the calls those grants covered are refused as AWS would refuse them.
 */
const pipelineFunctions: Record<PipelineFunctionName, PipelineFunction> = {
  ...PIPELINE_FUNCTIONS,
  // No ses:SendEmail: the e-mail never leaves.
  'send-email': {
    ...PIPELINE_FUNCTIONS['send-email'],
    permissions: { ...PIPELINE_FUNCTIONS['send-email'].permissions, email: [] },
  },
  // No BatchWriteItem: the bell's item is written, the mark for the digest is not. No GSI1: the
  // reminders' run cannot list the cohorts under way.
  'notify-jobs': {
    ...PIPELINE_FUNCTIONS['notify-jobs'],
    permissions: {
      ...PIPELINE_FUNCTIONS['notify-jobs'].permissions,
      table: PIPELINE_FUNCTIONS['notify-jobs'].permissions.table?.filter(
        (action) => action !== 'BatchWriteItem',
      ),
      indexes: PIPELINE_FUNCTIONS['notify-jobs'].permissions.indexes?.filter((index) => index !== 'GSI1'),
    },
  },
  // No PutItem: SES's bounce cannot put the address on the suppression list.
  'record-email-feedback': {
    ...PIPELINE_FUNCTIONS['record-email-feedback'],
    permissions: { ...PIPELINE_FUNCTIONS['record-email-feedback'].permissions, table: [] },
  },
};

let own: OwnCloud;
const tokens = { admin: '', quick: '', daily: '' };
const emails = { quick: '', daily: '' };
let sessionId = '';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  own = await startOwnCloud({ pipelineFunctions });
  for (const who of ['admin', 'quick', 'daily'] as const) {
    const { email } = await own.signUp();
    if (who !== 'admin') emails[who] = email;
    tokens[who] = (await own.signIn(email)).accessToken;
  }
  expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: tokens.admin })).status).toBe(200);
  const created = await own.api('/api/sessions', {
    method: 'POST',
    token: tokens.admin,
    body: { title: 'Finances', status: 'published', tags: [] },
  });
  sessionId = (created.json as { id: string }).id;
  await own.api('/api/me/notification-preferences', {
    method: 'PUT',
    token: tokens.quick,
    body: {
      new_documents: true,
      session_status_changes: true,
      document_downloads: true,
      marketing_emails: false,
      email_frequency: 'immediate',
    },
  });
  for (const who of ['quick', 'daily'] as const) {
    expect(
      (await own.api(`/api/sessions/${sessionId}/follow`, { method: 'PUT', token: tokens[who] })).status,
    ).toBe(200);
  }
  const ticket = await own.api('/api/uploads', {
    method: 'POST',
    token: tokens.admin,
    body: { kind: 'document', file_name: 'plan.pdf', content_type: 'application/pdf', size: PDF.length },
  });
  const issued = ticket.json as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [field, value] of Object.entries(issued.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'plan.pdf');
  expect((await fetch(issued.url, { method: 'POST', body: form })).status).toBe(204);
  const document = await own.api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: tokens.admin,
    body: { title: 'Plan de trésorerie', category: 'guide', upload_key: issued.key },
  });
  expect(document.status).toBe(201);
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

async function refused(principal: string, action: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = own.cloud
      .iamChecks()
      .find((c) => c.principal === principal && c.action === action && c.decision === 'implicit-deny');
    if (found) return;
    if (Date.now() > deadline) throw new Error(`${principal} was never refused ${action}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a pipeline function whose policy lacks a grant its code needs', () => {
  it('send-email without ses:SendEmail: SES refuses it, and nothing reaches the mailbox', async () => {
    await refused('send-email', 'ses:SendEmail');
    expect(readMailbox(own.cloud.mailboxFile, emails.quick).filter((m) => m.headers?.length)).toEqual([]);
    expect(own.cloud.iamChecks()).toContainEqual(
      expect.objectContaining({
        principal: 'send-email',
        action: 'ses:SendEmail',
        resource: 'arn:aws:ses:eu-west-3:000000000000:identity/no-reply@tremplin.test',
        decision: 'implicit-deny',
      }),
    );
  });

  it('notify-jobs without dynamodb:BatchWriteItem: the bell still gets its item, the digest mark is refused', async () => {
    await refused('notify-jobs', 'dynamodb:BatchWriteItem');
    const unread = await own.api('/api/notifications/unread', { token: tokens.daily });
    expect(unread.json).toEqual({ unread: 1 });
  });

  it('notify-jobs without the Query on GSI1: the reminders’ run cannot list the cohorts under way', async () => {
    await own.cloud.pipeline.invoke('notify-schedule', {
      run: 'session-reminders',
      at: new Date().toISOString(),
    });
    const deadline = Date.now() + 60_000;
    const refusedQuery = () =>
      own.cloud
        .iamChecks()
        .some(
          (c) =>
            c.principal === 'notify-jobs' &&
            c.action === 'dynamodb:Query' &&
            c.resource.endsWith('/index/GSI1') &&
            c.decision === 'implicit-deny',
        );
    while (!refusedQuery() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(refusedQuery()).toBe(true);
  });

  it('record-email-feedback without dynamodb:PutItem: the bounce is refused, and SNS is told it failed', async () => {
    const bounce = {
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: emails.daily }] },
    };
    await expect(
      own.cloud.pipeline.invoke('record-email-feedback', {
        Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(bounce) } }],
      }),
    ).rejects.toThrow();
    await refused('record-email-feedback', 'dynamodb:PutItem');
  });
});
