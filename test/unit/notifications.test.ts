import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { nextDay, notificationLink, notificationText } from '@common/notifications';
import { nextRun } from '../../infra/local/scheduler';
import { jobsOf } from '../../lambdas/notifications/stream-handler';
import { checkUnsubscribeLink, signUnsubscribeLink } from '../../lambdas/notifications/unsubscribe-links';

const NOW = new Date('2026-11-27T10:00:00.000Z');

describe('unsubscribe links', () => {
  const secret = 'a-secret-of-the-deployment';
  const token = signUnsubscribeLink(secret, 'user-1', 'new_documents', NOW);

  it('name the person and what to stop while signed and not expired', () => {
    expect(checkUnsubscribeLink(secret, token, NOW)).toEqual({
      ok: true,
      userId: 'user-1',
      action: 'new_documents',
    });
  });

  it('refuse a changed payload, another key and an expired link', () => {
    const [payload = '', signature = ''] = token.split('.');
    const other = Buffer.from(JSON.stringify({ u: 'user-2', a: 'all', e: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(checkUnsubscribeLink(secret, `${other}.${signature}`, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkUnsubscribeLink('another-key', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkUnsubscribeLink(secret, `${payload}.`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const later = new Date(NOW.getTime() + 91 * 86_400_000);
    expect(checkUnsubscribeLink(secret, token, later)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('the local scheduler reads the schedules’ cron times as EventBridge does (UTC)', () => {
  it('daily at 06:00: today when before, tomorrow when after', () => {
    expect(nextRun('cron(0 6 * * ? *)', new Date('2026-11-27T05:59:00Z')).toISOString()).toBe(
      '2026-11-27T06:00:00.000Z',
    );
    expect(nextRun('cron(0 6 * * ? *)', new Date('2026-11-27T06:00:00Z')).toISOString()).toBe(
      '2026-11-28T06:00:00.000Z',
    );
  });

  it('weekly on Mondays, and refuses a form it cannot read', () => {
    // 2026-11-27 is a Friday.
    expect(nextRun('cron(0 6 ? * MON *)', NOW).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(() => nextRun('rate(5 minutes)', NOW)).toThrow();
  });
});

function record(
  eventName: 'INSERT' | 'MODIFY',
  after: Record<string, unknown>,
  before?: Record<string, unknown>,
): DynamoDBRecord {
  return {
    eventID: 'evt-1',
    eventName,
    dynamodb: {
      ApproximateCreationDateTime: NOW.getTime() / 1000,
      SequenceNumber: '100',
      NewImage: marshall(after) as never,
      ...(before ? { OldImage: marshall(before) as never } : {}),
    },
  };
}

describe('the stream handler turns changes into jobs', () => {
  const document = {
    PK: 'DOC#d1',
    SK: 'META',
    id: 'd1',
    title: 'Guide',
    session_id: 's1',
    session_title: 'Pitch',
    session_status: 'published',
    session_owner: 'owner',
    uploader_id: 'editor',
  };
  const session = {
    PK: 'SESSION#s1',
    SK: 'META',
    id: 's1',
    title: 'Pitch',
    user_id: 'owner',
    documents_count: 3,
  };

  it('a document added to a published session, not to a draft', () => {
    expect(jobsOf(record('INSERT', document))).toEqual([
      {
        type: 'new-document',
        event: { key: 'evt-1', at: NOW.toISOString() },
        session: { id: 's1', title: 'Pitch', owner: 'owner' },
        document: { id: 'd1', title: 'Guide' },
        actor: 'editor',
      },
    ]);
    expect(jobsOf(record('INSERT', { ...document, session_status: 'draft' }))).toEqual([]);
  });

  it('a status that changed, with who changed it; not an edit that kept it', () => {
    const [job] = jobsOf(
      record(
        'MODIFY',
        { ...session, status: 'published', updated_by: 'editor' },
        { ...session, status: 'draft' },
      ),
    );
    expect(job).toMatchObject({ type: 'session-status', status: 'published', documents: 3, actor: 'editor' });
    expect(
      jobsOf(record('MODIFY', { ...session, status: 'draft' }, { ...session, status: 'draft' })),
    ).toEqual([]);
  });

  it("a role changed by an admin, not one's own doing", () => {
    const user = { PK: 'USER#u1', SK: 'PROFILE', id: 'u1' };
    expect(
      jobsOf(
        record('MODIFY', { ...user, role: 'editor', role_changed_by: 'admin' }, { ...user, role: 'user' }),
      ),
    ).toEqual([
      {
        type: 'role-changed',
        event: { key: 'evt-1', at: NOW.toISOString() },
        userId: 'u1',
        role: 'editor',
        actor: 'admin',
      },
    ]);
    expect(
      jobsOf(record('MODIFY', { ...user, role: 'admin', role_changed_by: 'u1' }, { ...user, role: 'user' })),
    ).toEqual([]);
  });

  it('someone joining a cohort (their membership put), not a change to it', () => {
    const member = { PK: 'COHORT#c1', SK: 'MEMBER#u1', cohort_id: 'c1', user_id: 'u1', role: 'participant' };
    expect(jobsOf(record('INSERT', member))).toEqual([
      { type: 'cohort-joined', cohortId: 'c1', userId: 'u1' },
    ]);
    expect(jobsOf(record('MODIFY', { ...member, role: 'mentor' }, member))).toEqual([]);
  });

  it("a person's parcours changed — an opening or a session done put, a mark deleted or expired — for their cohorts' grids", () => {
    const done = { PK: 'PARCOURS#u1', SK: 'DONE#s1', session_id: 's1', user_id: 'u1' };
    const opened = { PK: 'PARCOURS#u1', SK: 'OPENED#d1', session_id: 's1', user_id: 'u1' };
    expect(jobsOf(record('INSERT', done))).toEqual([{ type: 'progress-changed', userId: 'u1' }]);
    expect(jobsOf(record('INSERT', opened))).toEqual([{ type: 'progress-changed', userId: 'u1' }]);
    // A deletion's record has its old image only.
    const removed: DynamoDBRecord = {
      eventID: 'evt-2',
      eventName: 'REMOVE',
      dynamodb: { SequenceNumber: '101', OldImage: marshall(done) as never },
    };
    expect(jobsOf(removed)).toEqual([{ type: 'progress-changed', userId: 'u1' }]);
    // The grid's own copy changing (the member item) is no new job: no loop.
    const member = { PK: 'COHORT#c1', SK: 'MEMBER#u1', cohort_id: 'c1', user_id: 'u1', role: 'participant' };
    expect(
      jobsOf(record('MODIFY', { ...member, progress: { s1: { opened: 1, done: true } } }, member)),
    ).toEqual([]);
  });
});

describe('a reviewed deliverable (issue 31)', () => {
  const version = {
    PK: 'COHORT#c1',
    SK: 'SUB#u1#d1#V002',
    cohort_id: 'c1',
    user_id: 'u1',
    deliverable_id: 'd1',
    deliverable_title: 'Business Model Canvas',
    version: 2,
    state: 'pending',
  };

  it('tells the participant of a version decided, once: not its head, not a new version', () => {
    const decided = { ...version, state: 'changes_requested', reviewed_by: 'm1' };
    expect(jobsOf(record('MODIFY', decided, version))).toEqual([
      {
        type: 'deliverable-reviewed',
        event: { key: 'evt-1', at: NOW.toISOString() },
        userId: 'u1',
        cohortId: 'c1',
        deliverableId: 'd1',
        deliverableTitle: 'Business Model Canvas',
        version: 2,
        decision: 'changes_requested',
        actor: 'm1',
      },
    ]);
    expect(jobsOf(record('INSERT', version))).toEqual([]);
    const { version: _number, ...rest } = version;
    const head = { ...rest, SK: 'SUB#u1#d1#HEAD', latest_version: 2 };
    expect(jobsOf(record('MODIFY', { ...head, state: 'accepted' }, head))).toEqual([]);
    expect(jobsOf(record('MODIFY', decided, decided))).toEqual([]);
  });

  it('says "validé" or "à revoir", and leads to Mon parcours', () => {
    const content = {
      kind: 'deliverable-reviewed' as const,
      cohort_id: 'c1',
      deliverable_id: 'd1',
      deliverable_title: 'Pitch deck',
      version: 1,
    };
    expect(notificationText({ ...content, decision: 'accepted' }, NOW)).toBe(
      'Votre livrable « Pitch deck » est validé',
    );
    expect(notificationText({ ...content, decision: 'changes_requested' }, NOW)).toBe(
      'Votre livrable « Pitch deck » est à revoir : lisez le commentaire dans Mon parcours',
    );
    expect(notificationLink({ ...content, decision: 'accepted' })).toBe('/dashboard/parcours');
  });
});

describe('what the bell says, in French, and where it leads', () => {
  it('each kind of notification', () => {
    const base = { session_id: 's1', session_title: 'Pitch' };
    expect(notificationText({ kind: 'new-document', ...base, document_title: 'Guide' }, NOW)).toBe(
      'Nouveau document « Guide » dans la session « Pitch »',
    );
    const status = { kind: 'session-status' as const, ...base, documents: 12, own: false };
    expect(notificationText({ ...status, status: 'published' }, NOW)).toBe(
      'La session « Pitch » est publiée, avec 12 documents',
    );
    expect(notificationText({ ...status, status: 'draft', own: true }, NOW)).toBe(
      'Votre session « Pitch » est repassée en brouillon',
    );
    expect(notificationText({ ...status, status: 'review' }, NOW)).toBe(
      'La session « Pitch » est passée en révision',
    );
    expect(notificationText({ kind: 'downloads', count: 12, day: '2026-11-26' }, NOW)).toBe(
      '12 téléchargements de vos documents hier',
    );
    expect(notificationText({ kind: 'downloads', count: 1, day: '2026-11-26' }, NOW)).toBe(
      '1 téléchargement de vos documents hier',
    );
    expect(notificationText({ kind: 'role-changed', role: 'editor' }, NOW)).toBe(
      'Votre rôle est désormais « Éditeur »',
    );
  });

  it('a session of one’s cohort: « demain » the evening before, its date when read later; to Mon parcours', () => {
    const reminder = {
      kind: 'session-reminder' as const,
      cohort_id: 'c1',
      cohort_name: 'Promotion Atlas',
      session_id: 's1',
      session_title: 'Pitch',
      day: nextDay(NOW),
    };
    expect(notificationText(reminder, NOW)).toBe(
      'Rappel : la session « Pitch » de la cohorte « Promotion Atlas » a lieu demain',
    );
    expect(notificationText({ ...reminder, day: '2026-12-03' }, NOW)).toBe(
      'Rappel : la session « Pitch » de la cohorte « Promotion Atlas » a lieu le 3 décembre 2026',
    );
    expect(notificationLink(reminder)).toBe('/dashboard/parcours');
  });

  it('a session sent back to draft leads its followers to their list, its owner to the session', () => {
    const status = {
      kind: 'session-status' as const,
      session_id: 's1',
      session_title: 'Pitch',
      documents: 0,
    };
    expect(notificationLink({ ...status, status: 'draft', own: false })).toBe('/dashboard/followed-sessions');
    expect(notificationLink({ ...status, status: 'draft', own: true })).toBe('/dashboard/sessions/s1');
    expect(notificationLink({ ...status, status: 'published', own: false })).toBe('/session/s1');
    // A day's downloads lead to the owner's documents in the dashboard.
    expect(notificationLink({ kind: 'downloads', count: 3, day: '2026-11-26' })).toBe('/dashboard/documents');
  });
});
