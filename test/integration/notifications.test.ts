import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowState } from '@common/api-types';
import type { NotificationPage } from '@common/notifications';
import type { UploadTicketResponse } from '@common/schemas/upload';
import { readMailbox, type MailMessage } from '../../infra/local/mailbox';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * The notification pipeline on the local cloud, end to end through its real parts: a change in the
 * table reaches the stream's mapping, `notify-stream` queues a job, `notify-jobs` writes the bell's
 * items and queues e-mails, `send-email` sends them through the local SES into the mailbox, and the
 * schedules' digests go out when run. Its own cloud: the pipeline's queues and mailbox are its alone.
 */
let own: OwnCloud;
const people = {
  admin: { email: '', sub: '', token: '' },
  /** Follows, e-mails "Immédiatement". */
  quick: { email: '', sub: '', token: '' },
  /** Follows, e-mails "Une fois par jour" (the default). */
  daily: { email: '', sub: '', token: '' },
  /** Follows, with "Nouveaux documents…" off. */
  off: { email: '', sub: '', token: '' },
};
let sessionId = '';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SESSION_TITLE = 'Proposition de valeur';

async function addDocument(title: string) {
  const ticket = await own.api('/api/uploads', {
    method: 'POST',
    token: people.admin.token,
    body: { kind: 'document', file_name: 'guide.pdf', content_type: 'application/pdf', size: PDF.length },
  });
  expect(ticket.status).toBe(201);
  const issued = ticket.json as UploadTicketResponse;
  const form = new FormData();
  for (const [field, value] of Object.entries(issued.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'guide.pdf');
  expect((await fetch(issued.url, { method: 'POST', body: form })).status).toBe(204);
  const created = await own.api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token: people.admin.token,
    body: { title, category: 'guide', upload_key: issued.key },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
}

const notifications = async (token: string) => {
  const response = await own.api('/api/notifications', { token });
  expect(response.status).toBe(200);
  return response.json as NotificationPage;
};
const unread = async (token: string) =>
  ((await own.api('/api/notifications/unread', { token })).json as { unread: number }).unread;
/** What SES delivered to this person (Cognito's codes, in the same mailbox, carry no headers). */
const mailTo = (email: string): MailMessage[] =>
  readMailbox(own.cloud.mailboxFile, email).filter((m) => m.headers?.length);

const preferences = (overrides: Record<string, unknown>) => ({
  new_documents: true,
  session_status_changes: true,
  document_downloads: true,
  marketing_emails: false,
  ...overrides,
});

beforeAll(async () => {
  own = await startOwnCloud();
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    const { email, sub } = await own.signUp();
    people[key] = { email, sub, token: (await own.signIn(email)).accessToken };
  }
  expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: people.admin.token })).status).toBe(
    200,
  );
  const session = await own.api('/api/sessions', {
    method: 'POST',
    token: people.admin.token,
    body: { title: SESSION_TITLE, status: 'published', tags: [] },
  });
  expect(session.status, JSON.stringify(session.json)).toBe(201);
  sessionId = (session.json as { id: string }).id;
  for (const [who, settings] of [
    ['quick', preferences({ email_frequency: 'immediate' })],
    ['off', preferences({ new_documents: false, session_status_changes: false })],
  ] as const) {
    const saved = await own.api('/api/me/notification-preferences', {
      method: 'PUT',
      token: people[who].token,
      body: settings,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
  await own.cloud.pipeline.settled();
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

describe('following a session', () => {
  it('counts each follower once, however many times they click at once', async () => {
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        own.api(`/api/sessions/${sessionId}/follow`, { method: 'PUT', token: people.quick.token }),
      ),
    );
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    for (const who of ['daily', 'off'] as const) {
      expect(
        (await own.api(`/api/sessions/${sessionId}/follow`, { method: 'PUT', token: people[who].token }))
          .status,
      ).toBe(200);
    }
    const lookup = await own.api(`/api/me/follows?sessions=${sessionId}`, { token: people.admin.token });
    expect((lookup.json as { items: FollowState[] }).items).toEqual([
      { session_id: sessionId, following: false, followers_count: 3 },
    ]);
    // A participant sees whether they follow, not how many do.
    const mine = await own.api(`/api/me/follows?sessions=${sessionId}`, { token: people.quick.token });
    expect((mine.json as { items: FollowState[] }).items).toEqual([
      { session_id: sessionId, following: true },
    ]);
    const followed = await own.api('/api/me/followed-sessions', { token: people.quick.token });
    expect((followed.json as { items: { id: string; title: string }[] }).items).toMatchObject([
      { id: sessionId, title: SESSION_TITLE },
    ]);
  });
});

describe('a document added to a followed session', () => {
  beforeAll(async () => {
    await addDocument('Guide du pitch');
    await own.cloud.pipeline.settled();
  }, 120_000);

  it("shows in each follower's bell whose switch is on, with a sentence and a link, and not to its author", async () => {
    const expected = {
      kind: 'new-document',
      text: `Nouveau document « Guide du pitch » dans la session « ${SESSION_TITLE} »`,
      link: `/session/${sessionId}`,
      read: false,
    };
    for (const who of ['quick', 'daily'] as const) {
      const page = await notifications(people[who].token);
      expect(page.items).toMatchObject([expected]);
      expect(page.unread).toBe(1);
    }
    expect(await unread(people.off.token)).toBe(0);
    expect(await unread(people.admin.token)).toBe(0);
  });

  it('is e-mailed at once to who chose "Immédiatement", with the one-click unsubscribe headers, and to nobody else yet', () => {
    const [mail, ...more] = mailTo(people.quick.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      `Tremplin : Nouveau document « Guide du pitch » dans la session « ${SESSION_TITLE} »`,
    );
    const header = (name: string) => mail?.headers?.find((h) => h.name === name)?.value;
    expect(header('List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=[\w.-]+>$/);
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(
      "Ne plus recevoir d'e-mails « Nouveaux documents dans les sessions suivies » (en un clic)",
    );
    expect(mailTo(people.daily.email)).toEqual([]);
    expect(mailTo(people.off.email)).toEqual([]);
  });

  it('notifies once when the same stream batch is delivered twice', async () => {
    const before = { bell: await unread(people.quick.token), mail: mailTo(people.quick.email).length };
    const record = {
      eventID: 'replayed-record-1',
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
        SequenceNumber: '900000000000000000001',
        NewImage: {
          PK: { S: 'DOC#replayed' },
          SK: { S: 'META' },
          id: { S: 'replayed' },
          title: { S: 'Modèle de budget' },
          session_id: { S: sessionId },
          session_title: { S: SESSION_TITLE },
          session_status: { S: 'published' },
          session_owner: { S: people.admin.sub },
          uploader_id: { S: people.admin.sub },
        },
      },
    };
    for (let delivery = 0; delivery < 2; delivery++) {
      expect(await own.cloud.pipeline.invoke('notify-stream', { Records: [record] })).toEqual({
        batchItemFailures: [],
      });
    }
    await own.cloud.pipeline.settled();
    expect(await unread(people.quick.token)).toBe(before.bell + 1);
    expect(mailTo(people.quick.email)).toHaveLength(before.mail + 1);
    expect(await unread(people.daily.token)).toBe(2);
  });
});

describe('the daily digest', () => {
  it('sends everything since the last one to who chose "Une fois par jour", then nothing when nothing is new', async () => {
    const run = await fetch(`${own.cloud.url}/_local/schedules/daily-digest`, { method: 'POST' });
    expect(run.status).toBe(200);
    await own.cloud.pipeline.settled();
    const [digest, ...more] = mailTo(people.daily.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Tremplin : votre résumé du jour (2 notifications)');
    expect(digest?.text).toContain(
      `Nouveau document « Guide du pitch » dans la session « ${SESSION_TITLE} »`,
    );
    expect(digest?.text).toContain(
      `Nouveau document « Modèle de budget » dans la session « ${SESSION_TITLE} »`,
    );
    // The immediate e-mails are not repeated in a digest.
    expect(mailTo(people.quick.email).filter((m) => m.subject.includes('résumé'))).toEqual([]);

    expect((await fetch(`${own.cloud.url}/_local/schedules/daily-digest`, { method: 'POST' })).status).toBe(
      200,
    );
    await own.cloud.pipeline.settled();
    expect(mailTo(people.daily.email)).toHaveLength(1);
  });
});

describe('the bell', () => {
  it('marks one read when opened, then all with "Tout marquer comme lu"', async () => {
    const page = await notifications(people.daily.token);
    expect(page.unread).toBe(2);
    const [first] = page.items;
    expect(
      (await own.api(`/api/notifications/${first?.id}/read`, { method: 'PUT', token: people.daily.token }))
        .status,
    ).toBe(200);
    // Someone else's notification is not theirs to mark: it is looked for in their own list only.
    expect(
      (await own.api(`/api/notifications/${first?.id}/read`, { method: 'PUT', token: people.off.token }))
        .status,
    ).toBe(404);
    expect(await unread(people.daily.token)).toBe(1);
    expect(
      (await own.api('/api/notifications/read-all', { method: 'POST', token: people.daily.token })).status,
    ).toBe(200);
    const after = await notifications(people.daily.token);
    expect(after.unread).toBe(0);
    expect(after.items.map((n) => n.read)).toEqual([true, true]);
  });
});

describe('a role changed by an admin', () => {
  it('tells the person in their bell (not the admin who changed it)', async () => {
    const changed = await own.api(`/api/admin/users/${people.off.sub}/role`, {
      method: 'PUT',
      token: people.admin.token,
      body: { role: 'editor' },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    await own.cloud.pipeline.settled();
    const page = await notifications(people.off.token);
    expect(page.items).toMatchObject([
      { kind: 'role-changed', text: 'Votre rôle est désormais « Éditeur »', link: '/dashboard' },
    ]);
    expect(await unread(people.admin.token)).toBe(0);
  });
});

describe('the unsubscribe link', () => {
  it('turns the switch off in one click without signing in (RFC 8058), and nothing is sent afterwards', async () => {
    const [mail] = mailTo(people.quick.email);
    const url =
      /^<(.+)>$/.exec(mail?.headers?.find((h) => h.name === 'List-Unsubscribe')?.value ?? '')?.[1] ?? '';
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ turned_off: 'new_documents' });
    expect((await post()).status).toBe(200);
    const settings = await own.api('/api/me/notification-preferences', { token: people.quick.token });
    expect(settings.json).toMatchObject({ new_documents: false, email_frequency: 'immediate' });

    // A forged or altered link changes nothing.
    const forged = await fetch(
      url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { method: 'POST' },
    );
    expect(forged.status).toBe(400);

    const before = { bell: await unread(people.quick.token), mail: mailTo(people.quick.email).length };
    await addDocument('Fiche client');
    await own.cloud.pipeline.settled();
    expect(await unread(people.quick.token)).toBe(before.bell);
    expect(mailTo(people.quick.email)).toHaveLength(before.mail);
    // The others' switches were left as they were.
    expect(await unread(people.daily.token)).toBe(1);
  });
});

describe('SES throttling', () => {
  it('retries a throttled e-mail from the queue until it goes, and sends it once', async () => {
    // Back to e-mails for the quick follower, then an account allowed no e-mail at all for a moment.
    await own.api('/api/me/notification-preferences', {
      method: 'PUT',
      token: people.quick.token,
      body: preferences({ email_frequency: 'immediate' }),
    });
    const before = mailTo(people.quick.email).length;
    const { ses } = own.cloud.pipeline;
    const throttledBefore = ses.counts().throttled;
    ses.setMaxSendRate(0);
    await addDocument('Étude de marché');
    const deadline = Date.now() + 60_000;
    while (ses.counts().throttled === throttledBefore) {
      if (Date.now() > deadline) throw new Error('SES never throttled');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mailTo(people.quick.email)).toHaveLength(before);
    ses.setMaxSendRate(14);
    await own.cloud.pipeline.settled(60_000);
    const sent = mailTo(people.quick.email).filter((m) => m.subject.includes('Étude de marché'));
    expect(sent).toHaveLength(1);
    expect(own.cloud.pipeline.sqs.depth(own.cloud.pipeline.queueNames['send-dead-letters'])).toBe(0);
  }, 120_000);
});
