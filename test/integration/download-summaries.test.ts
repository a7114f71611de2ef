import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@common/notifications';
import type { UploadTicketResponse } from '@common/schemas/upload';
import { readMailbox, type MailMessage } from '../../infra/local/mailbox';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * E-mails that stop: the owners' daily download summaries, and SES's bounces and complaints.
 *
 * The owners' daily download summaries (`document_downloads`) on the local cloud: downloads recorded
 * through the API, the morning's schedule run by the local EventBridge Scheduler, the notifications in
 * the bell and the e-mails in the local mailbox. Its own cloud: the pipeline and mailbox are its alone.
 */
let own: OwnCloud;
const people = {
  /** Owns a session and a document; switch on, e-mails "Immédiatement". */
  admin: { email: '', sub: '', token: '' },
  /** Editor with a document; switch on, e-mails "Une fois par jour". */
  editor: { email: '', sub: '', token: '' },
  /** Editor with a document; the switch left off (its default). Downloads the admin's document. */
  quiet: { email: '', sub: '', token: '' },
  /** Downloads others' documents. */
  reader: { email: '', sub: '', token: '' },
};
const documents = { admin: '', editor: '', quiet: '' };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DAY_SENTENCE = (count: string) =>
  new RegExp(`^${count} de vos documents le \\d{1,2} [a-zéû]+ \\d{4}$`, 'u');

async function addSession(token: string, title: string): Promise<string> {
  const session = await own.api('/api/sessions', {
    method: 'POST',
    token,
    body: { title: `Session de ${title}`, status: 'published', tags: [] },
  });
  expect(session.status, JSON.stringify(session.json)).toBe(201);
  return (session.json as { id: string }).id;
}

async function addDocument(token: string, title: string, session?: string): Promise<string> {
  const sessionId = session ?? (await addSession(token, title));
  const ticket = await own.api('/api/uploads', {
    method: 'POST',
    token,
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
    token,
    body: { title, category: 'guide', upload_key: issued.key },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return (created.json as { id: string }).id;
}

async function download(who: keyof typeof people, documentId: string) {
  const response = await own.api(`/api/documents/${documentId}/download`, {
    method: 'POST',
    token: people[who].token,
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
}

const downloadNotifications = async (who: keyof typeof people) => {
  const response = await own.api('/api/notifications', { token: people[who].token });
  expect(response.status).toBe(200);
  return (response.json as NotificationPage).items.filter((n) => n.kind === 'downloads');
};
const mailTo = (email: string): MailMessage[] =>
  readMailbox(own.cloud.mailboxFile, email).filter((m) => m.headers?.length);

/** The morning's run, as EventBridge Scheduler starts it the day after the downloads. */
async function runTomorrowMorning() {
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(5, 30, 0, 0);
  await own.cloud.pipeline.scheduler.runNow('daily-downloads', tomorrow);
  await own.cloud.pipeline.settled();
}

beforeAll(async () => {
  own = await startOwnCloud();
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    const { email, sub } = await own.signUp();
    people[key] = { email, sub, token: (await own.signIn(email)).accessToken };
  }
  expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: people.admin.token })).status).toBe(
    200,
  );
  people.admin.token = (await own.signIn(people.admin.email)).accessToken;
  for (const who of ['editor', 'quiet'] as const) {
    const changed = await own.api(`/api/admin/users/${people[who].sub}/role`, {
      method: 'PUT',
      token: people.admin.token,
      body: { role: 'editor' },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    people[who].token = (await own.signIn(people[who].email)).accessToken;
  }
  for (const [who, frequency] of [
    ['admin', 'immediate'],
    ['editor', 'daily'],
  ] as const) {
    const saved = await own.api('/api/me/notification-preferences', {
      method: 'PUT',
      token: people[who].token,
      body: {
        new_documents: true,
        session_status_changes: true,
        document_downloads: true,
        marketing_emails: false,
        email_frequency: frequency,
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
  documents.admin = await addDocument(people.admin.token, 'Guide du pitch');
  documents.editor = await addDocument(people.editor.token, 'Modèle de budget');
  documents.quiet = await addDocument(people.quiet.token, 'Fiche client');
  // At once, as on a busy morning: every one counted (atomic ADD).
  await Promise.all([
    download('reader', documents.admin),
    download('reader', documents.admin),
    download('quiet', documents.admin),
    download('reader', documents.editor),
    download('reader', documents.quiet),
    // Their own downloads: nobody is notified of their own action.
    download('admin', documents.admin),
    download('editor', documents.editor),
    download('editor', documents.editor),
  ]);
  await own.cloud.pipeline.settled();
  await runTomorrowMorning();
}, 300_000);

afterAll(async () => {
  await own?.stop();
});

describe("the owners' download summary of the day", () => {
  it("counts others' downloads of one's documents, not one's own, in one notification linking to one's documents", async () => {
    const [admin, ...more] = await downloadNotifications('admin');
    expect(more).toEqual([]);
    expect(admin).toMatchObject({ link: '/dashboard/documents', read: false });
    expect(admin?.text).toMatch(DAY_SENTENCE('3 téléchargements'));
    const [editor] = await downloadNotifications('editor');
    // One download: the singular.
    expect(editor?.text).toMatch(DAY_SENTENCE('1 téléchargement'));
  });

  it('tells nobody whose switch is off, and nobody who only downloaded', async () => {
    expect(await downloadNotifications('quiet')).toEqual([]);
    expect(await downloadNotifications('reader')).toEqual([]);
  });

  it('e-mails it at once to who chose "Immédiatement", and in the daily digest to the others', async () => {
    const [mail, ...more] = mailTo(people.admin.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Tremplin : 3 téléchargements de vos documents le /);
    expect(mail?.text).toContain(
      "Ne plus recevoir d'e-mails « Téléchargements de mes documents » (en un clic)",
    );
    expect(mailTo(people.editor.email)).toEqual([]);
    await own.cloud.pipeline.scheduler.runNow('daily-digest');
    await own.cloud.pipeline.settled();
    const [digest] = mailTo(people.editor.email);
    expect(digest?.subject).toBe('Tremplin : votre résumé du jour (1 notification)');
    expect(digest?.text).toMatch(/1 téléchargement de vos documents le /);
  });

  it('notifies once when the run is done twice', async () => {
    const before = mailTo(people.admin.email).length;
    await runTomorrowMorning();
    expect(await downloadNotifications('admin')).toHaveLength(1);
    expect(await downloadNotifications('editor')).toHaveLength(1);
    expect(mailTo(people.admin.email)).toHaveLength(before);
  });
});

describe("SES's bounces and complaints", () => {
  /** What SES publishes to the configuration set's SNS topic, as SNS hands it to the function. */
  const feedback = (message: Record<string, unknown>) => ({
    Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(message) } }],
  });
  const unread = async (who: keyof typeof people) =>
    ((await own.api('/api/notifications/unread', { token: people[who].token })).json as { unread: number })
      .unread;

  it('stop every later e-mail to that address, even when the event comes twice, and the bell still works', async () => {
    const sessionId = await addSession(people.quiet.token, 'Levée de fonds');
    for (const who of ['admin', 'editor'] as const) {
      expect(
        (await own.api(`/api/sessions/${sessionId}/follow`, { method: 'PUT', token: people[who].token }))
          .status,
      ).toBe(200);
    }
    const bounce = feedback({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: people.admin.email.toUpperCase() }],
      },
      mail: { destination: [people.admin.email] },
    });
    const complaint = feedback({
      eventType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: people.editor.email }] },
      mail: { destination: [people.editor.email] },
    });
    // A transient bounce (a full mailbox) stops nothing.
    const transient = feedback({
      eventType: 'Bounce',
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: people.reader.email }] },
    });
    // SNS delivers at least once: each comes twice.
    for (const event of [bounce, complaint, transient, bounce, complaint]) {
      await own.cloud.pipeline.invoke('record-email-feedback', event);
    }
    const before = {
      admin: { mail: mailTo(people.admin.email).length, bell: await unread('admin') },
      editor: { mail: mailTo(people.editor.email).length, bell: await unread('editor') },
    };

    await addDocument(people.quiet.token, 'Tableau de financement', sessionId);
    await own.cloud.pipeline.settled();
    await own.cloud.pipeline.scheduler.runNow('daily-digest');
    await own.cloud.pipeline.settled();

    // In the bell as before; by e-mail, neither at once nor in the digest.
    expect(await unread('admin')).toBe(before.admin.bell + 1);
    expect(await unread('editor')).toBe(before.editor.bell + 1);
    expect(mailTo(people.admin.email)).toHaveLength(before.admin.mail);
    expect(mailTo(people.editor.email)).toHaveLength(before.editor.mail);
  });
});
