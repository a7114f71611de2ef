/**
 * Every route × every kind of caller → the status the server answers. A route added to
 * lambdas/routes.ts without a row here fails the last test. Beside the roles: a participant (a user
 * who joined the fixture cohort), a mentor (a user who joined it and was made "Mentor" by its manager)
 * and a co-manager (an editor the cohort's manager named).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Cohort,
  Deliverable,
  DeliverablesList,
  DocumentItem,
  MentoredCohortsList,
  Parcours,
  Session,
  SubmissionVersion,
} from '@common/api-types';
import { ROUTES } from '../../lambdas/routes';
import { certificateItem } from '../../lambdas/certificates/certificate-item';
import { memberItem } from '../../lambdas/cohorts/member-item';
import { joinCohort, sharedPlatform } from './cohort-support';
import {
  api,
  documentClient,
  pdfBytes,
  signIn,
  signUp,
  uploadFile,
  setRoleInTable as setRole,
} from './helpers';

const CALLERS = [
  'visitor',
  'user',
  'ownerUser',
  'participant',
  'mentor',
  'editor',
  'otherEditor',
  'coManager',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

const tokens = {} as Record<Exclude<Caller, 'visitor'>, string>;
const ids = {} as Record<Exclude<Caller, 'visitor'>, string>;
const fixtures = {
  published: '',
  draft: '',
  owned: '',
  document: '',
  ownedDocument: '',
  cohort: '',
  deliverable: '',
};
const emails = { participant: '', mentor: '', coManager: '' };

const cohortBody = () => ({
  request_id: randomUUID(),
  name: `Matrice ${randomUUID().slice(0, 8)}`,
  organisation: 'Incubateur Matrice',
  starts_on: '2027-01-04',
  ends_on: '2027-04-26',
  co_managers: [emails.coManager],
});

/** A cohort the editor manages, with the co-manager. */
async function cohort(): Promise<string> {
  const response = await api('/api/cohorts', { method: 'POST', token: tokens.editor, body: cohortBody() });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return (response.json as Cohort).id;
}

/** A new invitation to the fixture cohort, made by its manager: its address under /api. */
async function invitation(): Promise<string> {
  const email = `matrice-${randomUUID().slice(0, 8)}@exemple.ma`;
  const response = await api(`/api/cohorts/${fixtures.cohort}/invitations`, {
    method: 'POST',
    token: tokens.editor,
    body: { invitees: [{ email }] },
  });
  expect(response.json).toEqual({ invited: 1, skipped: 0 });
  return `/api/cohorts/${fixtures.cohort}/invitations/${Buffer.from(email).toString('base64url')}`;
}

/** A member of the fixture cohort, as accepting an invitation puts one (put by the operator): their user id. */
async function member(): Promise<string> {
  const userId = randomUUID();
  await documentClient().send(
    new PutCommand({
      TableName: 'tremplin',
      Item: memberItem({
        cohortId: fixtures.cohort,
        userId,
        startsOn: '2027-01-04',
        email: `membre-${userId.slice(0, 8)}@exemple.ma`,
        fullName: 'Membre Matrice',
        startup: null,
        role: 'participant',
        joinedAt: new Date().toISOString(),
      }),
    }),
  );
  // Counted as accepting counts them: the removals the matrix makes leave the cohort's count true.
  await documentClient().send(
    new UpdateCommand({
      TableName: 'tremplin',
      Key: { PK: `COHORT#${fixtures.cohort}`, SK: 'META' },
      UpdateExpression: 'ADD participants_count :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  return userId;
}

/** A member of the fixture cohort holding a certificate, as issuing puts one: their user id and its code. */
async function certified(): Promise<{ userId: string; code: string }> {
  const userId = await member();
  const code = randomUUID()
    .replace(/[^a-f]/g, '')
    .toUpperCase()
    .padEnd(12, 'H')
    .slice(0, 12);
  await documentClient().send(
    new PutCommand({
      TableName: 'tremplin',
      Item: certificateItem({
        code,
        cohort_id: fixtures.cohort,
        user_id: userId,
        holder_name: 'Membre Matrice',
        cohort_name: 'Matrice',
        organisation: 'Incubateur Matrice',
        starts_on: '2027-01-04',
        ends_on: '2027-04-26',
        manager_name: 'Éditrice Matrice',
        issued_at: new Date().toISOString(),
      }),
    }),
  );
  return { userId, code };
}

/** Well formed, signed with no key of ours. */
const FORGED_INVITATION = `${Buffer.from('{"c":"x","e":"y@exemple.ma","n":"z"}').toString('base64url')}.${'A'.repeat(43)}`;

/** A session of the fixture cohort's programme (its default: the published programme). */
async function programmeSession(): Promise<string> {
  const current = (await api(`/api/cohorts/${fixtures.cohort}`, { token: tokens.editor })).json as Cohort;
  const first = current.programme[0];
  if (!first) throw new Error('The fixture cohort has no programme');
  return first.session_id;
}

/** The fixture cohort as its page would save it, at its current version. */
async function cohortSave(): Promise<RequestSpec> {
  const current = (await api(`/api/cohorts/${fixtures.cohort}`, { token: tokens.editor })).json as Cohort;
  return {
    path: `/api/cohorts/${fixtures.cohort}`,
    body: {
      name: current.name,
      organisation: current.organisation,
      starts_on: current.starts_on,
      ends_on: current.ends_on,
      description: 'Enregistrée par la matrice',
      co_managers: current.managers.slice(1).map((manager) => manager.email),
      programme: current.programme.map(({ session_id, planned_on, place, link }) => ({
        session_id,
        planned_on,
        place,
        link,
      })),
      archived: false,
      version: current.version,
    },
  };
}

async function session(token: string, status = 'published'): Promise<string> {
  const response = await api('/api/sessions', {
    method: 'POST',
    token,
    body: { title: `Matrice ${randomUUID()}`, status },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return (response.json as Session).id;
}

async function document(token: string, sessionId: string): Promise<string> {
  const upload_key = await uploadFile(token, 'document', 'matrice.pdf', pdfBytes(), 'application/pdf');
  const response = await api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { title: 'Matrice', category: 'guide', upload_key },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return (response.json as DocumentItem).id;
}

/** A deliverable of the fixture cohort, set by its manager (a PDF, 1 MB): its id. */
async function deliverable(): Promise<string> {
  const response = await api(`/api/cohorts/${fixtures.cohort}/deliverables`, {
    method: 'POST',
    token: tokens.editor,
    body: {
      request_id: randomUUID(),
      session_id: await programmeSession(),
      title: 'Matrice',
      due_on: '2027-02-01',
      kinds: ['pdf'],
      max_size_mb: 1,
    },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return (response.json as Deliverable).id;
}

/** The deliverable as its form saves it, at its current version. */
async function deliverableSave(): Promise<RequestSpec> {
  const list = (await api(`/api/cohorts/${fixtures.cohort}/deliverables`, { token: tokens.editor }))
    .json as DeliverablesList;
  const current = list.items.find((d) => d.id === fixtures.deliverable);
  if (!current) throw new Error('The fixture deliverable is gone');
  return {
    path: `/api/cohorts/${fixtures.cohort}/deliverables/${current.id}`,
    body: {
      session_id: current.session_id,
      title: `Matrice ${randomUUID().slice(0, 4)}`,
      due_on: current.due_on,
      kinds: current.kinds,
      max_size_mb: current.max_size_mb,
      version: current.version,
    },
  };
}

/** A new version of the participant's hand-in of the fixture deliverable: its number. */
async function handIn(): Promise<number> {
  const upload_key = await uploadFile(
    tokens.participant,
    'deliverable',
    'livrable.pdf',
    pdfBytes(),
    'application/pdf',
  );
  const response = await api(
    `/api/cohorts/${fixtures.cohort}/deliverables/${fixtures.deliverable}/submissions`,
    {
      method: 'POST',
      token: tokens.participant,
      body: { upload_key, file_name: 'livrable.pdf' },
    },
  );
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return (response.json as SubmissionVersion).version;
}

const submissionPath = (version: number) =>
  `/api/cohorts/${fixtures.cohort}/deliverables/${fixtures.deliverable}/submissions/${ids.participant}/${version}`;

beforeAll(async () => {
  tokens.editor = (await signIn('editor@tremplin.test')).accessToken;
  tokens.admin = (await signIn('admin@tremplin.test')).accessToken;
  tokens.user = (await signIn('user@tremplin.test')).accessToken;
  for (const role of ['admin', 'editor', 'user'] as const) {
    ids[role] = (await api('/api/me', { token: tokens[role] }).then((r) => r.json as { id: string })).id;
  }
  for (const role of ['ownerUser', 'otherEditor', 'participant', 'mentor', 'coManager'] as const) {
    const account = await signUp();
    ids[role] = account.sub;
    if (role === 'participant' || role === 'mentor' || role === 'coManager') emails[role] = account.email;
    tokens[role] = (await signIn(account.email)).accessToken;
  }
  await setRole(ids.otherEditor, 'editor');
  await setRole(ids.coManager, 'editor');
  // A user who owns a session: created while an editor, then demoted (SPEC §6: users manage what they own).
  await setRole(ids.ownerUser, 'editor');
  fixtures.owned = await session(tokens.ownerUser, 'draft');
  fixtures.ownedDocument = await document(tokens.ownerUser, fixtures.owned);
  await setRole(ids.ownerUser, 'user');
  fixtures.published = await session(tokens.editor);
  fixtures.draft = await session(tokens.editor, 'draft');
  fixtures.document = await document(tokens.editor, fixtures.published);
  fixtures.cohort = await cohort();
  // The participant invited by the editor, joining through the e-mailed link.
  const { name } = (await api(`/api/cohorts/${fixtures.cohort}`, { token: tokens.editor })).json as Cohort;
  await joinCohort(
    sharedPlatform(),
    tokens.editor,
    { id: fixtures.cohort, name },
    { email: emails.participant, token: tokens.participant },
  );
  // The mentor joins the same way, then its manager makes them "Mentor" (of no startup yet).
  await joinCohort(
    sharedPlatform(),
    tokens.editor,
    { id: fixtures.cohort, name },
    { email: emails.mentor, token: tokens.mentor },
  );
  const made = await api(`/api/cohorts/${fixtures.cohort}/participants/${ids.mentor}/role`, {
    method: 'PUT',
    token: tokens.editor,
    body: { role: 'mentor', startups: [] },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  fixtures.deliverable = await deliverable();
}, 180_000);

type RequestSpec = { path: string; body?: unknown };

const MB = 1024 * 1024;

/** A new upload in parts of the editor's: what its routes name. */
async function editorUpload(): Promise<{ upload_key: string; upload_id: string }> {
  const started = await api('/api/uploads/multipart', {
    method: 'POST',
    token: tokens.editor,
    body: { kind: 'document', file_name: 'guide.pdf', content_type: 'application/pdf', size: 6 * MB },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { key, upload_id } = started.json as { key: string; upload_id: string };
  return { upload_key: key, upload_id };
}

interface Row {
  route: string;
  expect: Record<Caller, number>;
  /** Path and body for one caller; may create a throwaway fixture first (for writes that destroy). */
  request: (caller: Caller) => RequestSpec | Promise<RequestSpec>;
  /** Another token of the caller's kind, for a route that would spoil the shared ones (ending sessions). */
  token?: (caller: Exclude<Caller, 'visitor'>) => Promise<string>;
}

const ROLE_OF = {
  user: 'user',
  ownerUser: 'user',
  participant: 'user',
  mentor: 'user',
  editor: 'editor',
  otherEditor: 'editor',
  coManager: 'editor',
  admin: 'admin',
} as const;

/** A throwaway account with the caller's role, signed in. */
async function throwawayToken(caller: Exclude<Caller, 'visitor'>): Promise<string> {
  const account = await signUp();
  if (ROLE_OF[caller] !== 'user') await setRole(account.sub, ROLE_OF[caller]);
  return (await signIn(account.email)).accessToken;
}

const same = (status: number, visitor = 401): Record<Caller, number> => ({
  visitor,
  user: status,
  ownerUser: status,
  participant: status,
  mentor: status,
  editor: status,
  otherEditor: status,
  coManager: status,
  admin: status,
});
const adminOnly = (ok = 200) => ({ ...same(403), admin: ok });
const editors = (ok: number, denied = 403) => ({
  ...same(denied),
  editor: ok,
  otherEditor: ok,
  coManager: ok,
  admin: ok,
});
const path = (p: string) => () => ({ path: p });

const ROWS: Row[] = [
  { route: 'GET /api/me', expect: same(200), request: path('/api/me') },
  { route: 'GET /api/sessions', expect: same(200, 200), request: path('/api/sessions') },
  { route: 'GET /api/sessions/tags', expect: same(200, 200), request: path('/api/sessions/tags') },
  {
    route: 'GET /api/sessions/{sessionId}',
    expect: same(200, 200),
    request: () => ({ path: `/api/sessions/${fixtures.published}` }),
  },
  {
    route: 'GET /api/sessions/{sessionId}/neighbours',
    expect: same(200, 200),
    request: () => ({ path: `/api/sessions/${fixtures.published}/neighbours` }),
  },
  {
    route: 'POST /api/sessions',
    expect: editors(201),
    request: () => ({ path: '/api/sessions', body: { title: 'Matrice', status: 'draft' } }),
  },
  {
    route: 'PUT /api/sessions/{sessionId}',
    expect: editors(200),
    request: () => ({
      path: `/api/sessions/${fixtures.draft}`,
      body: { title: `Brouillon ${randomUUID()}`, status: 'draft' },
    }),
  },
  {
    route: 'DELETE /api/sessions/{sessionId}',
    expect: editors(200),
    request: async () => ({ path: `/api/sessions/${await session(tokens.editor, 'draft')}` }),
  },
  {
    route: 'GET /api/dashboard/sessions',
    expect: same(200),
    request: path('/api/dashboard/sessions'),
  },
  {
    // A draft of someone else is not disclosed: 404, as for a missing session.
    route: 'GET /api/dashboard/sessions/{sessionId}',
    expect: editors(200, 404),
    request: () => ({ path: `/api/dashboard/sessions/${fixtures.draft}` }),
  },
  {
    route: 'GET /api/dashboard/sessions/{sessionId}/documents',
    expect: { ...editors(200, 404), ownerUser: 404 },
    request: () => ({ path: `/api/dashboard/sessions/${fixtures.published}/documents` }),
  },
  { route: 'GET /api/dashboard/stats', expect: same(200), request: path('/api/dashboard/stats') },
  { route: 'GET /api/shared-sessions', expect: same(200), request: path('/api/shared-sessions') },
  { route: 'GET /api/documents', expect: same(200, 200), request: path('/api/documents') },
  {
    route: 'GET /api/sessions/{sessionId}/documents',
    expect: same(200, 200),
    request: () => ({ path: `/api/sessions/${fixtures.published}/documents` }),
  },
  {
    route: 'POST /api/sessions/{sessionId}/documents',
    // Refused before the upload is looked at; allowed callers get as far as the (missing) upload.
    expect: { ...editors(400), user: 403, ownerUser: 403, visitor: 401 },
    request: (caller) => ({
      path: `/api/sessions/${fixtures.published}/documents`,
      body: {
        title: 'Matrice',
        category: 'guide',
        upload_key: `staging/${caller === 'visitor' ? 'x' : ids[caller]}/0000000000000000-1.pdf`,
      },
    }),
  },
  { route: 'GET /api/dashboard/documents', expect: same(200), request: path('/api/dashboard/documents') },
  {
    route: 'GET /api/documents/{documentId}',
    expect: editors(200, 404),
    request: () => ({ path: `/api/documents/${fixtures.document}` }),
  },
  {
    route: 'PUT /api/documents/{documentId}',
    expect: editors(200),
    request: () => ({
      path: `/api/documents/${fixtures.document}`,
      body: { title: `Matrice ${randomUUID()}`, category: 'guide' },
    }),
  },
  {
    route: 'DELETE /api/documents/{documentId}',
    expect: editors(200),
    request: async () => ({ path: `/api/documents/${await document(tokens.editor, fixtures.published)}` }),
  },
  {
    route: 'POST /api/documents/{documentId}/download',
    expect: same(200),
    request: () => ({ path: `/api/documents/${fixtures.document}/download` }),
  },
  {
    route: 'GET /api/documents/{documentId}/preview',
    expect: same(200),
    request: () => ({ path: `/api/documents/${fixtures.document}/preview` }),
  },
  {
    route: 'POST /api/uploads',
    expect: editors(201),
    request: () => ({
      path: '/api/uploads',
      body: { kind: 'document', file_name: 'guide.pdf', content_type: 'application/pdf', size: 1000 },
    }),
  },
  {
    route: 'POST /api/uploads/multipart',
    expect: editors(201),
    request: () => ({
      path: '/api/uploads/multipart',
      body: { kind: 'document', file_name: 'guide.pdf', content_type: 'application/pdf', size: 6 * MB },
    }),
  },
  // An upload in parts is its starter's alone (the editor's here): anyone else's call is a 403.
  {
    route: 'POST /api/uploads/multipart/urls',
    expect: { ...same(403), editor: 200 },
    request: async () => ({
      path: '/api/uploads/multipart/urls',
      body: { ...(await editorUpload()), part_numbers: [1, 2] },
    }),
  },
  {
    route: 'GET /api/uploads/multipart/parts',
    expect: { ...same(403), editor: 200 },
    request: async () => ({
      path: `/api/uploads/multipart/parts?${new URLSearchParams(await editorUpload()).toString()}`,
    }),
  },
  {
    // The editor gets as far as S3's parts: none was sent.
    route: 'POST /api/uploads/multipart/complete',
    expect: { ...same(403), editor: 400 },
    request: async () => ({
      path: '/api/uploads/multipart/complete',
      body: { ...(await editorUpload()), parts: [{ part_number: 1, etag: '0'.repeat(32) }] },
    }),
  },
  {
    route: 'DELETE /api/uploads/multipart',
    expect: { ...same(403), editor: 204 },
    request: async () => ({
      path: `/api/uploads/multipart?${new URLSearchParams(await editorUpload()).toString()}`,
    }),
  },
  {
    route: 'PATCH /api/me',
    expect: same(200),
    request: () => ({ path: '/api/me', body: { full_name: 'Nom Complet' } }),
  },
  // Every session of the caller's account ends: each caller's kind on an account of its own.
  {
    route: 'POST /api/me/end-sessions',
    expect: same(204),
    request: path('/api/me/end-sessions'),
    token: throwawayToken,
  },
  {
    route: 'GET /api/me/notification-preferences',
    expect: same(200),
    request: path('/api/me/notification-preferences'),
  },
  {
    route: 'PUT /api/me/notification-preferences',
    expect: same(200),
    request: () => ({
      path: '/api/me/notification-preferences',
      body: {
        new_documents: true,
        session_status_changes: false,
        document_downloads: true,
        marketing_emails: false,
      },
    }),
  },
  // Mon parcours: every signed-in person's own (test/integration/parcours.test.ts: nobody else's).
  { route: 'GET /api/me/parcours', expect: same(200), request: path('/api/me/parcours') },
  {
    route: 'PUT /api/me/parcours/sessions/{sessionId}',
    expect: same(200),
    request: () => ({ path: `/api/me/parcours/sessions/${fixtures.published}` }),
  },
  {
    route: 'DELETE /api/me/parcours/sessions/{sessionId}',
    expect: same(200),
    request: () => ({ path: `/api/me/parcours/sessions/${fixtures.published}` }),
  },
  { route: 'GET /api/admin/users', expect: adminOnly(), request: path('/api/admin/users') },
  {
    route: 'PUT /api/admin/users/{userId}/role',
    expect: adminOnly(),
    request: async () => ({
      path: `/api/admin/users/${(await signUp()).sub}/role`,
      body: { role: 'editor' },
    }),
  },
  // An admin exists: every signed-in caller is refused, the visitor is not even heard.
  { route: 'POST /api/bootstrap-admin', expect: same(409), request: path('/api/bootstrap-admin') },
  {
    route: 'POST /api/contact',
    expect: same(201, 201),
    request: () => ({
      path: '/api/contact',
      body: { name: 'Awa', email: 'awa@exemple.sn', subject: 'Question', message: 'Bonjour' },
    }),
  },
  {
    route: 'GET /api/admin/contact-messages',
    expect: adminOnly(),
    request: path('/api/admin/contact-messages'),
  },
  {
    route: 'GET /api/admin/contact-messages/{messageId}',
    expect: { ...adminOnly(404), visitor: 401 },
    request: () => ({ path: `/api/admin/contact-messages/${randomUUID()}` }),
  },
  // Announcements: admins only (an admin action: two-factor sign-in where the deployment requires it).
  {
    route: 'GET /api/admin/announcements/recipients',
    expect: adminOnly(),
    request: path('/api/admin/announcements/recipients'),
  },
  {
    route: 'POST /api/admin/announcements',
    expect: adminOnly(201),
    request: () => ({
      path: '/api/admin/announcements',
      body: { request_id: randomUUID(), subject: 'Matrice', text: 'Annonce de la matrice' },
    }),
  },
  { route: 'GET /api/admin/announcements', expect: adminOnly(), request: path('/api/admin/announcements') },
  // Cohorts: editors and admins; one cohort only to those who manage it (the editor here) and admins.
  { route: 'GET /api/cohorts', expect: editors(200), request: path('/api/cohorts') },
  {
    route: 'POST /api/cohorts',
    expect: editors(201),
    request: () => ({ path: '/api/cohorts', body: cohortBody() }),
  },
  {
    route: 'GET /api/cohorts/{cohortId}',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}` }),
  },
  {
    route: 'PUT /api/cohorts/{cohortId}',
    expect: { ...editors(200), otherEditor: 404 },
    request: cohortSave,
  },
  {
    route: 'DELETE /api/cohorts/{cohortId}',
    expect: { ...editors(204), otherEditor: 404 },
    request: async () => ({ path: `/api/cohorts/${await cohort()}` }),
  },
  {
    // Public: a calendar app has no sign-in; the address's token is the secret.
    route: 'GET /api/calendars/{cohortId}/{file}',
    expect: same(200, 200),
    request: async () => ({
      path:
        ((await api(`/api/cohorts/${fixtures.cohort}`, { token: tokens.editor })).json as Cohort)
          .calendar_path ?? '',
    }),
  },
  // Invitations: the cohort's managers (the editor) and admins; the invited with the signed link.
  {
    route: 'POST /api/cohorts/{cohortId}/invitations',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({
      path: `/api/cohorts/${fixtures.cohort}/invitations`,
      body: { invitees: [{ email: `matrice-${randomUUID().slice(0, 8)}@exemple.ma` }] },
    }),
  },
  {
    route: 'GET /api/cohorts/{cohortId}/invitations',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/invitations` }),
  },
  {
    route: 'POST /api/cohorts/{cohortId}/invitations/{invitationId}/resend',
    expect: { ...editors(200), otherEditor: 404 },
    request: async () => ({ path: `${await invitation()}/resend` }),
  },
  {
    route: 'DELETE /api/cohorts/{cohortId}/invitations/{invitationId}',
    expect: { ...editors(204), otherEditor: 404 },
    request: async () => ({ path: await invitation() }),
  },
  // Participants: the cohort's managers (the editor) and admins alone see them or remove one.
  {
    route: 'GET /api/cohorts/{cohortId}/participants',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/participants` }),
  },
  {
    route: 'DELETE /api/cohorts/{cohortId}/participants/{userId}',
    expect: { ...editors(204), otherEditor: 404 },
    request: async () => ({ path: `/api/cohorts/${fixtures.cohort}/participants/${await member()}` }),
  },
  // Progress: the grid, a participant's page, attendance and the export, to the same managers alone;
  // a participant (the matrix's joined one) sees none of it, not even their own row here.
  {
    route: 'GET /api/cohorts/{cohortId}/progress',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/progress` }),
  },
  {
    route: 'GET /api/cohorts/{cohortId}/progress/export',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/progress/export` }),
  },
  // "Rapport": a cohort's to its managers and admins; every cohort's to admins alone.
  {
    route: 'GET /api/cohorts/{cohortId}/report',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/report` }),
  },
  { route: 'GET /api/reports', expect: adminOnly(), request: path('/api/reports') },
  {
    route: 'GET /api/cohorts/{cohortId}/participants/{userId}',
    expect: { ...editors(200), otherEditor: 404 },
    request: async () => ({ path: `/api/cohorts/${fixtures.cohort}/participants/${await member()}` }),
  },
  {
    route: 'PUT /api/cohorts/{cohortId}/participants/{userId}/attendance/{sessionId}',
    expect: { ...editors(204), otherEditor: 404 },
    request: async () => ({
      path: `/api/cohorts/${fixtures.cohort}/participants/${await member()}/attendance/${await programmeSession()}`,
      body: { attendance: 'present' },
    }),
  },
  // Mentors: the cohort's managers (the editor) and admins make a member "Mentor"; a mentor alone reads
  // their startups' rows (a participant of the cohort 403; anyone outside it, managers included, 404).
  {
    route: 'PUT /api/cohorts/{cohortId}/participants/{userId}/role',
    expect: { ...editors(200), otherEditor: 404 },
    request: async () => ({
      path: `/api/cohorts/${fixtures.cohort}/participants/${await member()}/role`,
      body: { role: 'mentor', startups: [] },
    }),
  },
  { route: 'GET /api/me/mentoring', expect: same(200), request: path('/api/me/mentoring') },
  {
    route: 'GET /api/cohorts/{cohortId}/mentees',
    expect: { ...same(404), participant: 403, mentor: 200 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/mentees` }),
  },
  // Deliverables (issue 31): the cohort's managers (the editor, the co-manager) and admins set them; its
  // participant alone hands in and reads their own; managers (and a mentor of the startup: this one has
  // none) review and open them; anyone else learns nothing (404), a non-participant member is refused.
  {
    route: 'GET /api/cohorts/{cohortId}/deliverables',
    expect: { ...editors(200), otherEditor: 404 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/deliverables` }),
  },
  {
    route: 'POST /api/cohorts/{cohortId}/deliverables',
    expect: { ...editors(201), otherEditor: 404 },
    request: async () => ({
      path: `/api/cohorts/${fixtures.cohort}/deliverables`,
      body: {
        request_id: randomUUID(),
        session_id: await programmeSession(),
        title: 'Matrice',
        due_on: '2027-02-01',
        kinds: ['pdf'],
        max_size_mb: 1,
      },
    }),
  },
  {
    route: 'PUT /api/cohorts/{cohortId}/deliverables/{deliverableId}',
    expect: { ...editors(200), otherEditor: 404 },
    request: deliverableSave,
  },
  {
    route: 'DELETE /api/cohorts/{cohortId}/deliverables/{deliverableId}',
    expect: { ...editors(204), otherEditor: 404 },
    request: async () => ({ path: `/api/cohorts/${fixtures.cohort}/deliverables/${await deliverable()}` }),
  },
  {
    route: 'GET /api/me/cohorts/{cohortId}/deliverables',
    expect: { ...same(404), participant: 200, mentor: 403 },
    request: () => ({ path: `/api/me/cohorts/${fixtures.cohort}/deliverables` }),
  },
  {
    route: 'POST /api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions',
    expect: { ...same(404), participant: 201, mentor: 403 },
    request: async (caller) => ({
      path: `/api/cohorts/${fixtures.cohort}/deliverables/${fixtures.deliverable}/submissions`,
      body: {
        upload_key:
          caller === 'participant'
            ? await uploadFile(
                tokens.participant,
                'deliverable',
                'livrable.pdf',
                pdfBytes(),
                'application/pdf',
              )
            : `staging/${caller === 'visitor' ? 'x' : ids[caller]}/deliverable/0000000000000000-1000000000000.pdf`,
        file_name: 'livrable.pdf',
      },
    }),
  },
  { route: 'GET /api/me/reviews', expect: same(200), request: path('/api/me/reviews') },
  {
    route: 'GET /api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions/{userId}/{version}/file',
    expect: { ...same(404), participant: 200, editor: 200, coManager: 200, admin: 200 },
    request: async () => ({ path: `${submissionPath(await handIn())}/file` }),
  },
  {
    // Each caller reviews a version of its own (one review per version); "À revoir", so more may come.
    route: 'PUT /api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions/{userId}/{version}/review',
    expect: { ...same(404), editor: 200, coManager: 200, admin: 200 },
    request: async () => ({
      path: `${submissionPath(await handIn())}/review`,
      body: { decision: 'changes_requested', comment: 'À préciser' },
    }),
  },
  // Certificates: a participant of the cohort asks for theirs (this cohort requires nothing yet: 409;
  // a mentor is no participant: 403; anyone outside it: 404); the cohort's managers see and revoke
  // one; its public page confirms it to anyone.
  {
    route: 'POST /api/cohorts/{cohortId}/certificate',
    expect: { ...same(404), participant: 409, mentor: 403 },
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/certificate` }),
  },
  {
    // Each caller's own: none of them holds one for this cohort.
    route: 'GET /api/cohorts/{cohortId}/certificate',
    expect: same(404),
    request: () => ({ path: `/api/cohorts/${fixtures.cohort}/certificate` }),
  },
  {
    route: 'GET /api/cohorts/{cohortId}/participants/{userId}/certificate',
    expect: { ...editors(200), otherEditor: 404 },
    request: async () => ({
      path: `/api/cohorts/${fixtures.cohort}/participants/${(await certified()).userId}/certificate`,
    }),
  },
  {
    route: 'DELETE /api/cohorts/{cohortId}/participants/{userId}/certificate',
    expect: { ...editors(204), otherEditor: 404 },
    request: async () => ({
      path: `/api/cohorts/${fixtures.cohort}/participants/${(await certified()).userId}/certificate`,
    }),
  },
  {
    route: 'GET /api/certificates/{code}',
    expect: same(200, 200),
    request: async () => ({ path: `/api/certificates/${(await certified()).code}` }),
  },
  {
    // Public (the invitation page, before any sign-in): a link that is not signed is refused alike.
    route: 'POST /api/invitations/preview',
    expect: same(404, 404),
    request: () => ({ path: '/api/invitations/preview', body: { invitation_token: FORGED_INVITATION } }),
  },
  {
    route: 'POST /api/invitations/accept',
    expect: same(404),
    request: () => ({ path: '/api/invitations/accept', body: { invitation_token: FORGED_INVITATION } }),
  },
  { route: 'GET /api/stats', expect: same(200, 200), request: path('/api/stats') },
  {
    route: 'GET /session/{sessionId}',
    expect: same(200, 200),
    request: () => ({ path: `/session/${fixtures.published}` }),
  },
  // The catalogue's document: public, the same page for everyone.
  { route: 'GET /sessions', expect: same(200, 200), request: path('/sessions') },
  // Follows and the bell: anyone signed in, each their own.
  {
    route: 'PUT /api/sessions/{sessionId}/follow',
    expect: same(200),
    request: () => ({ path: `/api/sessions/${fixtures.published}/follow` }),
  },
  {
    route: 'DELETE /api/sessions/{sessionId}/follow',
    expect: same(200),
    request: () => ({ path: `/api/sessions/${fixtures.published}/follow` }),
  },
  {
    route: 'GET /api/me/follows',
    expect: same(200),
    request: () => ({ path: `/api/me/follows?sessions=${fixtures.published}` }),
  },
  { route: 'GET /api/me/followed-sessions', expect: same(200), request: path('/api/me/followed-sessions') },
  { route: 'GET /api/notifications', expect: same(200), request: path('/api/notifications') },
  { route: 'GET /api/notifications/unread', expect: same(200), request: path('/api/notifications/unread') },
  {
    // Nobody's: a well-formed id names a notification in the caller's own list only.
    route: 'PUT /api/notifications/{notificationId}/read',
    expect: same(404),
    request: () => ({
      path: `/api/notifications/${Buffer.from('2026-01-01T00:00:00.000Z#matrice').toString('base64url')}/read`,
    }),
  },
  {
    route: 'POST /api/notifications/read-all',
    expect: same(200),
    request: path('/api/notifications/read-all'),
  },
  {
    // Public (the e-mail's one-click link): a link that is not signed is refused to everyone alike.
    route: 'POST /api/unsubscribe',
    expect: same(400, 400),
    request: path('/api/unsubscribe?token=forged.link'),
  },
];

describe('authorization matrix', () => {
  for (const row of ROWS) {
    it(row.route, async () => {
      const [method = 'GET'] = row.route.split(' ');
      const answers: Record<string, number> = {};
      for (const caller of CALLERS) {
        const request = await row.request(caller);
        const response = await api(request.path, {
          method,
          ...(caller === 'visitor' ? {} : { token: row.token ? await row.token(caller) : tokens[caller] }),
          ...(request.body !== undefined ? { body: request.body } : {}),
        });
        answers[caller] = response.status;
      }
      expect(answers).toEqual(row.expect);
    });
  }

  it('covers every route', () => {
    const covered = new Set(ROWS.map((r) => r.route));
    const missing = ROUTES.map((r) => `${r.method} ${r.path}`).filter((r) => !covered.has(r));
    expect(missing).toEqual([]);
  });

  it('shows a participant their cohort’s schedule in their own parcours, and a user outside it none', async () => {
    const mine = (await api('/api/me/parcours', { token: tokens.participant })).json as Parcours;
    expect(mine.cohort?.id).toBe(fixtures.cohort);
    expect(mine.sessions.every((s) => s.schedule !== null)).toBe(true);
    const outside = (await api('/api/me/parcours', { token: tokens.ownerUser })).json as Parcours;
    expect(outside.cohort).toBeNull();
  });

  it('lists the fixture cohort in the mentor’s GET /api/me/mentoring, and none in a participant’s', async () => {
    const mine = (await api('/api/me/mentoring', { token: tokens.mentor })).json as MentoredCohortsList;
    expect(mine.items.map((c) => c.id)).toEqual([fixtures.cohort]);
    const theirs = (await api('/api/me/mentoring', { token: tokens.participant }))
      .json as MentoredCohortsList;
    expect(theirs.items).toEqual([]);
  });

  it('keeps a user’s own session and document theirs to manage, and no one else’s', async () => {
    const body = { title: `Mienne ${randomUUID()}`, status: 'draft' };
    expect(
      (await api(`/api/sessions/${fixtures.owned}`, { method: 'PUT', token: tokens.ownerUser, body })).status,
    ).toBe(200);
    expect(
      (await api(`/api/sessions/${fixtures.owned}`, { method: 'PUT', token: tokens.user, body })).status,
    ).toBe(403);
    expect((await api(`/api/documents/${fixtures.ownedDocument}`, { token: tokens.ownerUser })).status).toBe(
      200,
    );
    expect((await api(`/api/documents/${fixtures.ownedDocument}`, { token: tokens.user })).status).toBe(404);
    const mine = (await api('/api/dashboard/sessions', { token: tokens.ownerUser })).json as {
      items: Session[];
    };
    expect(mine.items.map((s) => s.id)).toEqual([fixtures.owned]);
    // A visitor cannot read the draft by id.
    expect((await api(`/api/sessions/${fixtures.owned}`)).status).toBe(404);
  });
});
