import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, Page } from '@common/api-types';
import { LIMITS } from '@common/limits';
import { VALIDATION_MESSAGES } from '@common/messages';
import type { NotificationPage } from '@common/notifications';
import { readMailbox, type MailMessage } from '../../infra/local/mailbox';
import { startOwnCloud, type OwnCloud } from './own-cloud';

/**
 * Administration → "Annonces" on the local cloud, through the real pipeline: the admin's POST stores
 * the announcement once, the table's stream queues its fan-out, `notify-jobs` reads the opted-in
 * index page by page and writes the bells, e-mails go as each person's frequency says. Its own cloud:
 * the opted-in index and the mailbox hold only this file's people.
 */
let own: OwnCloud;
const people = {
  admin: { email: '', sub: '', token: '' },
  editor: { email: '', sub: '', token: '' },
  /** Opted in, e-mails "Immédiatement". */
  quick: { email: '', sub: '', token: '' },
  /** Opted in, "Une fois par jour" (the default). */
  daily: { email: '', sub: '', token: '' },
  /** Opted in, e-mails "Jamais": the bell only. */
  never: { email: '', sub: '', token: '' },
  /** Never opted in (the default). */
  off: { email: '', sub: '', token: '' },
  /** Opted in, then turned the switch off again. */
  changed: { email: '', sub: '', token: '' },
};
type Who = keyof typeof people;

const settings = (marketing: boolean, frequency: string) => ({
  new_documents: true,
  session_status_changes: true,
  document_downloads: false,
  marketing_emails: marketing,
  email_frequency: frequency,
});

async function save(who: Who, marketing: boolean, frequency = 'daily') {
  const saved = await own.api('/api/me/notification-preferences', {
    method: 'PUT',
    token: people[who].token,
    body: settings(marketing, frequency),
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

const recipients = (who: Who = 'admin') =>
  own.api('/api/admin/announcements/recipients', { token: people[who].token });
const send = (body: unknown, who: Who = 'admin') =>
  own.api('/api/admin/announcements', { method: 'POST', token: people[who].token, body });
const bell = async (who: Who) => {
  const response = await own.api('/api/notifications', { token: people[who].token });
  expect(response.status).toBe(200);
  return (response.json as NotificationPage).items.filter((n) => n.kind === 'announcement');
};
const announcementMail = (who: Who): MailMessage[] =>
  readMailbox(own.cloud.mailboxFile, people[who].email).filter((m) =>
    m.headers?.some((h) => h.name === 'List-Unsubscribe'),
  );

beforeAll(async () => {
  own = await startOwnCloud();
  for (const who of Object.keys(people) as Who[]) {
    const { email, sub } = await own.signUp();
    people[who] = { email, sub, token: (await own.signIn(email)).accessToken };
  }
  expect((await own.api('/api/bootstrap-admin', { method: 'POST', token: people.admin.token })).status).toBe(
    200,
  );
  await save('quick', true, 'immediate');
  await save('daily', true, 'daily');
  await save('never', true, 'never');
  await save('changed', true, 'immediate');
  await save('changed', false, 'immediate');
  await own.cloud.pipeline.settled();
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

describe('who may announce', () => {
  it('only an admin counts, sends and lists announcements', async () => {
    for (const who of ['editor', 'quick'] as const) {
      expect((await recipients(who)).status).toBe(403);
      expect((await send({ request_id: randomUUID(), subject: 'Pas moi', text: 'Refusé' }, who)).status).toBe(
        403,
      );
      expect((await own.api('/api/admin/announcements', { token: people[who].token })).status).toBe(403);
    }
    expect((await own.api('/api/admin/announcements/recipients')).status).toBe(401);
  });

  it('refuses an empty or too long subject or text in French, and stores nothing', async () => {
    const empty = await send({ request_id: randomUUID(), subject: '  ', text: 'Bonjour' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain(VALIDATION_MESSAGES.announcementSubjectRequired);
    const long = await send({
      request_id: randomUUID(),
      subject: 'Sujet',
      text: 'a'.repeat(LIMITS.announcementTextMaxLength + 1),
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain(
      `Le texte ne doit pas dépasser ${LIMITS.announcementTextMaxLength} caractères`,
    );
    const list = await own.api('/api/admin/announcements', { token: people.admin.token });
    expect((list.json as Page<Announcement>).items).toEqual([]);
  });
});

describe('an announcement', () => {
  let sent: Announcement;

  it('counts exactly the people who opted in', async () => {
    const count = await recipients();
    expect(count.status).toBe(200);
    expect(count.json).toEqual({ recipients: 3 });
  });

  it('sends once when the admin double-clicks (the same request twice at once)', async () => {
    const body = {
      request_id: randomUUID(),
      subject: 'Demo Day le 12 mars',
      text: 'Inscrivez-vous.\n\nÀ bientôt !',
    };
    const [a, b] = await Promise.all([send(body), send(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json).toEqual(b.json);
    sent = a.json as Announcement;
    expect(sent).toMatchObject({ id: body.request_id, subject: body.subject, recipients: 3 });
    // The same id with other words is not a replay.
    expect((await send({ ...body, subject: 'Autre chose' })).status).toBe(409);
    await own.cloud.pipeline.settled();
    const list = await own.api('/api/admin/announcements', { token: people.admin.token });
    expect((list.json as Page<Announcement>).items).toEqual([sent]);
  });

  it("reaches every opted-in person's bell once, and nobody else's", async () => {
    for (const who of ['quick', 'daily', 'never'] as const) {
      const items = await bell(who);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ text: 'Annonce : Demo Day le 12 mars', read: false });
    }
    for (const who of ['off', 'changed', 'admin', 'editor'] as const) expect(await bell(who)).toEqual([]);
  });

  it('is e-mailed at once to "Immédiatement", with the one-click unsubscribe of its category', () => {
    const mails = announcementMail('quick');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Demo Day le 12 mars');
    expect(mails[0]?.text).toContain('Inscrivez-vous.');
    expect(mails[0]?.headers).toContainEqual({
      name: 'List-Unsubscribe-Post',
      value: 'List-Unsubscribe=One-Click',
    });
    for (const who of ['daily', 'never', 'off', 'changed'] as const)
      expect(announcementMail(who)).toEqual([]);
  });

  it('goes in the daily digest of "Une fois par jour", never to "Jamais"', async () => {
    expect((await fetch(`${own.cloud.url}/_local/schedules/daily-digest`, { method: 'POST' })).status).toBe(
      200,
    );
    await own.cloud.pipeline.settled();
    const digest = readMailbox(own.cloud.mailboxFile, people.daily.email).filter((m) => m.headers?.length);
    expect(digest).toHaveLength(1);
    expect(digest[0]?.text).toContain('Annonce : Demo Day le 12 mars');
    expect(readMailbox(own.cloud.mailboxFile, people.never.email).filter((m) => m.headers?.length)).toEqual(
      [],
    );
  });

  it('stops reaching someone the moment they turn the switch off', async () => {
    await save('quick', false, 'immediate');
    expect((await recipients()).json).toEqual({ recipients: 2 });
    const second = await send({ request_id: randomUUID(), subject: 'Deuxième annonce', text: 'Texte' });
    expect(second.status).toBe(201);
    expect(second.json).toMatchObject({ recipients: 2 });
    await own.cloud.pipeline.settled();
    expect(await bell('quick')).toHaveLength(1);
    expect(announcementMail('quick')).toHaveLength(1);
    expect(await bell('never')).toHaveLength(2);
  });
});
