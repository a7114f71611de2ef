/**
 * Deliverables (issue 31) on the shared local cloud, as the people using them meet them: a manager
 * attaches a "Livrable" to a session of the cohort's programme; its participants hand in files
 * ("Déposer mon livrable"), checked against the deliverable's own limit and kinds; managers and the
 * startup's mentor review them from "À relire", once each; the participant reads the decision and its
 * comment, and is told in the bell.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Cohort,
  Deliverable,
  MyDeliverablesList,
  ReviewQueue,
  SubmissionFileLink,
  SubmissionVersion,
} from '@common/api-types';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import type { NotificationPage } from '@common/notifications';
import { createCohort, publishedSession, sharedPlatform } from './cohort-support';
import { joinAs, makeMentor, newPerson, stagedUpload, type Person } from './deliverable-support';
import { api, cloud, pdfBytes, setRoleInTable, signIn } from './helpers';

let editor = '';
let cohort: Cohort;
let sessionId = '';
const people = {} as Record<'ada' | 'bakary' | 'mentor' | 'outsider' | 'otherEditor', Person>;

/** `who` invited under `startup`, then joining through the e-mailed link. */
const join = (who: Person, startup: string, fullName: string) =>
  joinAs(cohort, editor, who, startup, fullName);

const deliverableBody = (overrides: Record<string, unknown> = {}) => ({
  request_id: randomUUID(),
  session_id: sessionId,
  title: 'Business Model Canvas',
  instructions: 'Remplissez les neuf blocs du canevas.',
  due_on: '2027-02-01',
  kinds: ['pdf'],
  max_size_mb: 1,
  ...overrides,
});

async function addDeliverable(overrides: Record<string, unknown> = {}): Promise<Deliverable> {
  const response = await api(`/api/cohorts/${cohort.id}/deliverables`, {
    method: 'POST',
    token: editor,
    body: deliverableBody(overrides),
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Deliverable;
}

const submissions = (deliverableId: string) =>
  `/api/cohorts/${cohort.id}/deliverables/${deliverableId}/submissions`;

async function submit(who: Person, deliverableId: string, note: string | null = null, bytes = pdfBytes()) {
  const upload_key = await stagedUpload(who.token, 'canevas.pdf', bytes, 'application/pdf');
  return api(submissions(deliverableId), {
    method: 'POST',
    token: who.token,
    body: { upload_key, file_name: 'canevas.pdf', note },
  });
}

const review = (token: string, deliverableId: string, userId: string, version: number, body: unknown) =>
  api(`${submissions(deliverableId)}/${userId}/${version}/review`, { method: 'PUT', token, body });

async function mine(who: Person) {
  const response = await api(`/api/me/cohorts/${cohort.id}/deliverables`, { token: who.token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return (response.json as MyDeliverablesList).items;
}

async function queue(token: string): Promise<ReviewQueue> {
  const response = await api('/api/me/reviews', { token });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as ReviewQueue;
}

/** The queue's entries of this cohort, as « participant · deliverable · vN ». */
async function entries(token: string): Promise<string[]> {
  return (await queue(token)).items
    .filter((item) => item.cohort.id === cohort.id)
    .map((item) => `${item.participant.name} · ${item.deliverable.title} · v${item.version}`);
}

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  sessionId = await publishedSession(editor, 'Modèle économique');
  cohort = await createCohort(sharedPlatform(), editor, 'Livrables', [
    { session_id: sessionId, planned_on: '2027-01-11', place: null, link: null },
  ]);
  for (const key of ['ada', 'bakary', 'mentor', 'outsider', 'otherEditor'] as const)
    people[key] = await newPerson();
  await setRoleInTable(people.otherEditor.id, 'editor');
  people.otherEditor.token = (await signIn(people.otherEditor.email)).accessToken;
  await join(people.ada, 'Jokko Agri', 'Ada Diallo');
  await join(people.bakary, 'Sahel Solar', 'Bakary Traoré');
  await join(people.mentor, 'Jokko Agri', 'Mariama Mentor');
  await makeMentor(cohort.id, editor, people.mentor, ['Jokko Agri']);
}, 180_000);

describe('a manager sets deliverables', () => {
  it('adds one to a session of the programme, once per form, and its participants see it', async () => {
    const body = deliverableBody({ kinds: ['word', 'pdf', 'pdf'], required: false });
    const first = await api(`/api/cohorts/${cohort.id}/deliverables`, {
      method: 'POST',
      token: editor,
      body,
    });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json).toMatchObject({
      id: body.request_id,
      session_id: sessionId,
      kinds: ['pdf', 'word'],
      max_size_mb: 1,
      required: false,
      submissions_count: 0,
      version: 1,
    });
    const again = await api(`/api/cohorts/${cohort.id}/deliverables`, {
      method: 'POST',
      token: editor,
      body,
    });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const listed = await api(`/api/cohorts/${cohort.id}/deliverables`, { token: editor });
    expect(
      (listed.json as { items: Deliverable[] }).items.filter((d) => d.id === body.request_id),
    ).toHaveLength(1);
    const seen = (await mine(people.ada)).find((d) => d.id === body.request_id);
    expect(seen).toMatchObject({ title: 'Business Model Canvas', state: null, versions: [] });
  });

  it('is required by default, refuses a session outside the programme, no kind, or a size over the cap', async () => {
    expect((await addDeliverable()).required).toBe(true);
    const refusals = await Promise.all(
      [{ session_id: randomUUID() }, { kinds: [] }, { max_size_mb: 51 }, { title: '  ' }].map((change) =>
        api(`/api/cohorts/${cohort.id}/deliverables`, {
          method: 'POST',
          token: editor,
          body: deliverableBody(change),
        }),
      ),
    );
    expect(refusals.map((r) => [r.status, (r.json as { error: { message: string } }).error.message])).toEqual(
      [
        [400, COHORT_MESSAGES.sessionNotInProgramme],
        [400, M.kindsRequired],
        [400, M.invalidMaxSize],
        [400, M.titleRequired],
      ],
    );
  });

  it('is saved at the version read, and deleted only while nobody handed it in', async () => {
    const deliverable = await addDeliverable({ title: 'Pitch' });
    const path = `/api/cohorts/${cohort.id}/deliverables/${deliverable.id}`;
    const { request_id: _id, ...fields } = deliverableBody({
      title: 'Pitch deck',
      kinds: ['powerpoint', 'pdf'],
    });
    const saved = await api(path, { method: 'PUT', token: editor, body: { ...fields, version: 1 } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ title: 'Pitch deck', kinds: ['pdf', 'powerpoint'], version: 2 });
    const stale = await api(path, { method: 'PUT', token: editor, body: { ...fields, version: 1 } });
    expect(stale).toMatchObject({ status: 409, json: { error: { message: M.deliverableChanged } } });
    expect((await submit(people.bakary, deliverable.id)).status).toBe(201);
    const refused = await api(path, { method: 'DELETE', token: editor });
    expect(refused).toMatchObject({ status: 409, json: { error: { message: M.deliverableHasSubmissions } } });
    const unused = await addDeliverable({ title: 'Inutile' });
    const removed = await api(`/api/cohorts/${cohort.id}/deliverables/${unused.id}`, {
      method: 'DELETE',
      token: editor,
    });
    expect(removed.status).toBe(204);
    expect((await mine(people.ada)).map((d) => d.id)).not.toContain(unused.id);
  });

  it('is the managers’ alone: other editors learn nothing of it, participants and mentors are refused', async () => {
    const answers = await Promise.all(
      [people.otherEditor, people.ada, people.mentor].map(
        async (who) =>
          (
            await api(`/api/cohorts/${cohort.id}/deliverables`, {
              method: 'POST',
              token: who.token,
              body: deliverableBody(),
            })
          ).status,
      ),
    );
    expect(answers).toEqual([404, 403, 403]);
  });
});

describe('participants hand in, reviewers decide', () => {
  let deliverable: Deliverable;
  beforeAll(async () => {
    deliverable = await addDeliverable({ title: `Canevas ${randomUUID().slice(0, 4)}` });
  });

  it('hands in a PDF with a note: version 1, waiting; the manager and the startup’s mentor see it to review', async () => {
    const sent = await submit(people.ada, deliverable.id, 'Première version');
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json).toMatchObject({
      version: 1,
      file_name: 'canevas.pdf',
      note: 'Première version',
      state: 'pending',
      content_type: 'application/pdf',
    });
    expect((await submit(people.bakary, deliverable.id)).status).toBe(201);
    const line = (who: string) => `${who} · ${deliverable.title} · v1`;
    expect(await entries(editor)).toEqual(
      expect.arrayContaining([line('Ada Diallo'), line('Bakary Traoré')]),
    );
    // The mentor of Jokko Agri sees Ada's, not Bakary's (Sahel Solar); a participant and an outsider nothing.
    expect((await entries(people.mentor.token)).filter((e) => e.includes(deliverable.title))).toEqual([
      line('Ada Diallo'),
    ]);
    expect(await queue(people.ada.token)).toEqual({ items: [], count: 0 });
    expect(await queue(people.outsider.token)).toEqual({ items: [], count: 0 });
    const entry = (await queue(people.mentor.token)).items.find(
      (item) => item.deliverable.id === deliverable.id,
    );
    expect(entry).toMatchObject({
      cohort: { id: cohort.id, name: cohort.name },
      session: { id: sessionId },
      participant: { id: people.ada.id, name: 'Ada Diallo', startup: 'Jokko Agri' },
      note: 'Première version',
    });
  });

  it('refuses a file of another kind, or over the deliverable’s own limit, and anyone but a participant', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = await stagedUpload(people.bakary.token, 'canevas.png', png, 'image/png');
    const wrong = await api(submissions(deliverable.id), {
      method: 'POST',
      token: people.bakary.token,
      body: { upload_key: image, file_name: 'canevas.png' },
    });
    expect(wrong).toMatchObject({ status: 400, json: { error: { message: M.wrongKind('PDF') } } });
    const big = pdfBytes('x'.repeat(1024 * 1024 + 10));
    const large = await submit(people.bakary, deliverable.id, null, big);
    expect(large).toMatchObject({ status: 413, json: { error: { message: M.fileTooLarge(1) } } });
    const byMentor = await submit(people.mentor, deliverable.id);
    expect(byMentor).toMatchObject({ status: 403, json: { error: { message: M.participantsOnly } } });
    expect((await submit(people.outsider, deliverable.id)).status).toBe(404);
    const editorKey = await stagedUpload(editor, 'canevas.pdf', pdfBytes(), 'application/pdf');
    const byManager = await api(submissions(deliverable.id), {
      method: 'POST',
      token: editor,
      body: { upload_key: editorKey, file_name: 'canevas.pdf' },
    });
    expect(byManager.status).toBe(404);
  });

  it('opens the file for the participant, the manager and the mentor alone, in the reader when a PDF', async () => {
    const file = `${submissions(deliverable.id)}/${people.ada.id}/1/file`;
    const statuses = await Promise.all(
      [people.ada, people.mentor, people.bakary, people.outsider, people.otherEditor].map(
        async (who) => (await api(file, { token: who.token })).status,
      ),
    );
    expect(statuses).toEqual([200, 200, 404, 404, 404]);
    const inline = await api(`${file}?disposition=inline`, { token: editor });
    expect(inline.status, JSON.stringify(inline.json)).toBe(200);
    const fetched = await fetch((inline.json as SubmissionFileLink).url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect((await fetched.text()).startsWith('%PDF-')).toBe(true);
  });

  it('asks for changes with a comment (required, limited), once; the participant reads it and is told', async () => {
    const noComment = await review(people.mentor.token, deliverable.id, people.ada.id, 1, {
      decision: 'changes_requested',
    });
    expect(noComment).toMatchObject({ status: 400, json: { error: { message: M.commentRequired } } });
    const tooLong = await review(people.mentor.token, deliverable.id, people.ada.id, 1, {
      decision: 'changes_requested',
      comment: 'x'.repeat(2001),
    });
    expect(tooLong).toMatchObject({ status: 400, json: { error: { message: M.commentTooLong } } });
    // Bakary is not Ada's reviewer, nor is Ada her own; the mentor of another startup neither.
    expect(
      (await review(people.bakary.token, deliverable.id, people.ada.id, 1, { decision: 'accepted' })).status,
    ).toBe(404);
    expect(
      (await review(people.ada.token, deliverable.id, people.ada.id, 1, { decision: 'accepted' })).status,
    ).toBe(404);
    expect(
      (await review(people.mentor.token, deliverable.id, people.bakary.id, 1, { decision: 'accepted' }))
        .status,
    ).toBe(404);
    const comment = 'Le segment de clientèle est trop large : précisez-le.';
    const done = await review(people.mentor.token, deliverable.id, people.ada.id, 1, {
      decision: 'changes_requested',
      comment,
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toMatchObject({ state: 'changes_requested', comment });
    expect(typeof (done.json as SubmissionVersion).reviewer_name).toBe('string');
    const again = await review(editor, deliverable.id, people.ada.id, 1, { decision: 'accepted' });
    expect(again).toMatchObject({ status: 409, json: { error: { message: M.alreadyReviewed } } });
    const [seen] = (await mine(people.ada)).filter((d) => d.id === deliverable.id);
    expect(seen).toMatchObject({ state: 'changes_requested', versions: [{ version: 1, comment }] });
    expect(
      (await entries(editor)).filter((e) => e.startsWith('Ada Diallo') && e.includes(deliverable.title)),
    ).toEqual([]);
    // The bell, through the pipeline.
    const text = `Votre livrable « ${deliverable.title} » est à revoir : lisez le commentaire dans Mon parcours`;
    const deadline = Date.now() + 20_000;
    let texts: string[] = [];
    while (Date.now() < deadline) {
      const page = (await api('/api/notifications', { token: people.ada.token })).json as NotificationPage;
      texts = page.items.filter((n) => n.kind === 'deliverable-reviewed').map((n) => `${n.text} → ${n.link}`);
      if (texts.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(texts).toEqual([`${text} → /dashboard/parcours`]);
  });

  it('takes a new version; of reviewers racing on it exactly one decides; then no version more', async () => {
    // Two hand-ins racing: one is version 2, the other is told another came first.
    const racing = await Promise.all([
      submit(people.ada, deliverable.id, 'Version corrigée'),
      submit(people.ada, deliverable.id, 'Version corrigée'),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    // The earlier version is no longer the one to review.
    expect((await review(editor, deliverable.id, people.ada.id, 1, { decision: 'accepted' })).status).toBe(
      409,
    );
    const reviewers = [editor, people.mentor.token, editor, people.mentor.token, editor, people.mentor.token];
    const answers = await Promise.all(
      reviewers.map((token) => review(token, deliverable.id, people.ada.id, 2, { decision: 'accepted' })),
    );
    const counts = answers.reduce<Record<number, number>>(
      (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ 200: 1, 409: 5 });
    const [seen] = (await mine(people.ada)).filter((d) => d.id === deliverable.id);
    expect(seen?.state).toBe('accepted');
    expect(seen?.versions.map((v: SubmissionVersion) => [v.version, v.state])).toEqual([
      [2, 'accepted'],
      [1, 'changes_requested'],
    ]);
    const after = await submit(people.ada, deliverable.id);
    expect(after).toMatchObject({ status: 409, json: { error: { message: M.alreadyAccepted } } });
    expect(cloud().url).toBeTruthy();
  });
});

describe('the demo', () => {
  it('has a hand-in of the demo cohort waiting in the demo editor’s "À relire"', async () => {
    const waiting = (await queue(editor)).items.map(
      (item) => `${item.participant.name} · ${item.deliverable.title} · v${item.version}`,
    );
    expect(waiting).toContain('Youssef El Amrani · Énoncé du problème · v1');
  });
});
