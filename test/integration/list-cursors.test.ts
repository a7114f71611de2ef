/**
 * Every paged list of lambdas/routes.ts, every sort: a cursor the list did not hand out is a 400
 * with one clear message, never a 500 nor a page of another list; and each list's own cursors
 * walk it to its end, "most downloaded" included.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentItem, Session } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { ROUTES } from '../../lambdas/routes';
import { memberItem } from '../../lambdas/cohorts/member-item';
import {
  api,
  documentClient,
  pdfBytes,
  signIn,
  signUp,
  uploadFile,
  setRoleInTable as setRole,
} from './helpers';

const marker = `curs${randomUUID().slice(0, 6)}`;
const tag = `${marker}-tag`;
let editor: string;
let admin: string;
let owner: string;
let published: Session;
let ownedDraft: Session;
let cohortId = '';

async function createSession(token: string, body: Record<string, unknown>): Promise<Session> {
  const response = await api('/api/sessions', { method: 'POST', token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

async function createDocument(
  token: string,
  sessionId: string,
  title: string,
  category = 'guide',
): Promise<DocumentItem> {
  const upload_key = await uploadFile(token, 'document', 'guide.pdf', pdfBytes(title), 'application/pdf');
  const response = await api(`/api/sessions/${sessionId}/documents`, {
    method: 'POST',
    token,
    body: { title, category, upload_key },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as DocumentItem;
}

interface List {
  name: string;
  /** Path and query of the first page (limit=1 is added). */
  path: () => string;
  token?: () => string;
}

const LISTS: List[] = [
  ...['oldest', 'newest', 'title'].map((sort) => ({
    name: `public sessions, ${sort}`,
    path: () => `/api/sessions?sort=${sort}`,
  })),
  { name: 'public sessions, search', path: () => `/api/sessions?search=${marker}` },
  { name: 'public sessions, tags', path: () => `/api/sessions?tags=${tag}` },
  { name: 'shared sessions', path: () => '/api/shared-sessions?', token: () => editor },
  {
    name: 'shared sessions, search',
    path: () => `/api/shared-sessions?search=${marker}`,
    token: () => editor,
  },
  { name: 'shared sessions, tags', path: () => `/api/shared-sessions?tags=${tag}`, token: () => editor },
  ...['updated', 'created', 'title'].map((sort) => ({
    name: `dashboard sessions (all), ${sort}`,
    path: () => `/api/dashboard/sessions?sort=${sort}`,
    token: () => editor,
  })),
  {
    name: 'dashboard sessions (all), drafts',
    path: () => '/api/dashboard/sessions?status=draft',
    token: () => editor,
  },
  {
    name: 'dashboard sessions (all), search',
    path: () => `/api/dashboard/sessions?search=${marker}`,
    token: () => editor,
  },
  {
    name: 'dashboard sessions (all), tags',
    path: () => `/api/dashboard/sessions?tags=${tag}`,
    token: () => editor,
  },
  { name: 'dashboard sessions (own)', path: () => '/api/dashboard/sessions?', token: () => owner },
  {
    name: 'dashboard sessions (own), drafts',
    path: () => '/api/dashboard/sessions?status=draft&sort=title',
    token: () => owner,
  },
  {
    name: 'dashboard sessions (own), search',
    path: () => `/api/dashboard/sessions?search=${marker}`,
    token: () => owner,
  },
  ...['oldest', 'newest', 'title', 'downloads'].map((sort) => ({
    name: `library, ${sort}`,
    path: () => `/api/documents?sort=${sort}`,
  })),
  { name: 'library, guides', path: () => '/api/documents?category=guide' },
  { name: 'library, guides by downloads', path: () => '/api/documents?category=guide&sort=downloads' },
  { name: 'library, search', path: () => `/api/documents?search=${marker}` },
  ...['newest', 'downloads', 'category'].map((sort) => ({
    name: `session documents, ${sort}`,
    path: () => `/api/sessions/${published.id}/documents?sort=${sort}`,
  })),
  {
    name: 'session documents, search',
    path: () => `/api/sessions/${published.id}/documents?search=${marker}`,
  },
  ...['oldest', 'newest', 'title', 'downloads'].map((sort) => ({
    name: `dashboard documents (all), ${sort}`,
    path: () => `/api/dashboard/documents?sort=${sort}`,
    token: () => editor,
  })),
  {
    name: 'dashboard documents (all), guides',
    path: () => '/api/dashboard/documents?category=guide',
    token: () => editor,
  },
  {
    name: 'dashboard documents (all), search',
    path: () => `/api/dashboard/documents?search=${marker}`,
    token: () => editor,
  },
  ...['newest', 'downloads'].map((sort) => ({
    name: `dashboard documents (own), ${sort}`,
    path: () => `/api/dashboard/documents?sort=${sort}`,
    token: () => owner,
  })),
  ...['newest', 'title', 'downloads'].map((sort) => ({
    name: `dashboard session documents, ${sort}`,
    path: () => `/api/dashboard/sessions/${published.id}/documents?sort=${sort}`,
    token: () => editor,
  })),
  {
    name: 'dashboard session documents (own draft)',
    path: () => `/api/dashboard/sessions/${ownedDraft.id}/documents?`,
    token: () => owner,
  },
  { name: 'contact inbox', path: () => '/api/admin/contact-messages?', token: () => admin },
  { name: 'announcements', path: () => '/api/admin/announcements?', token: () => admin },
  { name: 'followed sessions', path: () => '/api/me/followed-sessions?', token: () => owner },
  { name: 'notifications', path: () => '/api/notifications?', token: () => owner },
  { name: 'cohorts (all, admin)', path: () => '/api/cohorts?', token: () => admin },
  { name: 'cohorts (managed, editor)', path: () => '/api/cohorts?', token: () => editor },
  {
    name: 'invitations of a cohort',
    path: () => `/api/cohorts/${cohortId}/invitations?`,
    token: () => editor,
  },
  {
    name: 'participants of a cohort',
    path: () => `/api/cohorts/${cohortId}/participants?`,
    token: () => editor,
  },
  {
    name: 'progress of a cohort',
    path: () => `/api/cohorts/${cohortId}/progress?`,
    token: () => editor,
  },
];

/** The lists that share one cursor by design: the shared catalogue is the public one, newest first. */
const SAME_LIST = [['public sessions, newest', 'shared sessions']];
const sameList = (a: string, b: string) => a === b || SAME_LIST.some((g) => g.includes(a) && g.includes(b));

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function withCursor(list: List, cursor: string, limit = 1): string {
  const path = list.path();
  const separator = path.endsWith('?') ? '' : path.includes('?') ? '&' : '?';
  return `${path}${separator}limit=${limit}&cursor=${encodeURIComponent(cursor)}`;
}

async function read(list: List, query: string) {
  return api(query, list.token ? { token: list.token() } : {});
}

/** Cursors no list hands out, derived from one that `list` did hand out. */
function forgeries(genuine: string): Record<string, string> {
  const key = JSON.parse(Buffer.from(genuine, 'base64url').toString('utf8')) as Record<string, unknown>;
  const out: Record<string, string> = {
    'random base64': randomBytes(24).toString('base64url'),
    'random base64 (padded)': randomBytes(31).toString('base64'),
    'not base64': '!!!%%%***',
    'spaces and symbols': 'a b c ☃',
    'base64 of text': Buffer.from('bonjour').toString('base64url'),
    'JSON array': b64([1, 2]),
    'JSON string': b64('PK'),
    'JSON null': b64(null),
    'JSON number': b64(1e308),
    'wrong keys': b64({ foo: 'bar' }),
    'PK only': b64({ PK: 'LIST#S#PUB#created' }),
    'empty object': b64({}),
    'an offset alone': b64({ o: 1 }),
    'an extra key': b64({ ...key, extra: 'x' }),
    'a missing key': b64(Object.fromEntries(Object.entries(key).slice(1))),
    'a user key': b64({ PK: 'USER#x', SK: 'PROFILE' }),
    'a document key': b64({ PK: 'DOC#x', SK: 'META' }),
  };
  for (const [name, value] of Object.entries(key)) {
    // A sort key is a position in the list: any string is one. Everything else names the list.
    const position = name === 'GSI1SK' || (name === 'SK' && String(value).includes('#'));
    out[`${name}: huge number`] = b64({ ...key, [name]: 1e300 });
    out[`${name}: beyond safe integers`] = b64({ ...key, [name]: 2 ** 53 });
    out[`${name}: negative`] = b64({ ...key, [name]: -1 });
    out[`${name}: fraction`] = b64({ ...key, [name]: 1.5 });
    out[`${name}: empty`] = b64({ ...key, [name]: '' });
    out[`${name}: over 1 KB of UTF-8`] = b64({ ...key, [name]: 'é'.repeat(1000) });
    out[`${name}: object`] = b64({ ...key, [name]: { S: 'x' } });
    out[`${name}: null`] = b64({ ...key, [name]: null });
    if (typeof value === 'string' && !position) {
      out[`${name}: another partition`] = b64({ ...key, [name]: 'USER#x' });
      // The item key of an index entry is a position too (the tiebreak); a partition is not.
      if (!/^(DOC|CONTACT|ANNOUNCEMENT)#/.test(value))
        out[`${name}: altered`] = b64({ ...key, [name]: `${value}x` });
    }
  }
  return out;
}

const genuine = new Map<string, string>();

beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
  admin = (await signIn('admin@tremplin.test')).accessToken;
  // A user who owns sessions: created while an editor, then demoted.
  const account = await signUp();
  await setRole(account.sub, 'editor');
  owner = (await signIn(account.email)).accessToken;
  ownedDraft = await createSession(owner, { title: `Brouillon ${marker} A`, status: 'draft', tags: [tag] });
  await createSession(owner, { title: `Brouillon ${marker} B`, status: 'draft', tags: [tag] });
  await createDocument(owner, ownedDraft.id, `Mien ${marker} 1`);
  await createDocument(owner, ownedDraft.id, `Mien ${marker} 2`);
  await setRole(account.sub, 'user');

  published = await createSession(editor, { title: `Publiée ${marker}`, status: 'published', tags: [tag] });
  const other = await createSession(editor, { title: `Autre ${marker}`, status: 'published', tags: [tag] });
  // The owner follows both: their followed sessions, and the bell the new documents ring, have two pages.
  for (const session of [published, other]) {
    const follow = await api(`/api/sessions/${session.id}/follow`, { method: 'PUT', token: owner });
    expect(follow.status, JSON.stringify(follow.json)).toBe(200);
  }
  for (const n of [1, 2, 3]) await createDocument(editor, published.id, `Guide ${marker} ${n}`);
  await untilNotified(owner, 3);
  for (const subject of ['Un', 'Deux'])
    await api('/api/contact', {
      method: 'POST',
      body: { name: 'Awa', email: 'awa@exemple.sn', subject: `${subject} ${marker}`, message: 'Bonjour' },
    });
  for (const subject of ['Un', 'Deux']) {
    const sent = await api('/api/admin/announcements', {
      method: 'POST',
      token: admin,
      body: { request_id: randomUUID(), subject: `${subject} ${marker}`, text: 'Bonjour' },
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  }

  // The demo editor's cohort and one more: two pages of one each, for the editor and for the admin.
  const cohort = await api('/api/cohorts', {
    method: 'POST',
    token: editor,
    body: {
      request_id: randomUUID(),
      name: `Cohorte ${marker}`,
      organisation: 'Incubateur',
      starts_on: '2027-01-04',
      ends_on: '2027-04-26',
    },
  });
  expect(cohort.status, JSON.stringify(cohort.json)).toBe(201);
  cohortId = (cohort.json as { id: string }).id;
  const invited = await api(`/api/cohorts/${cohortId}/invitations`, {
    method: 'POST',
    token: editor,
    body: { invitees: [{ email: `a-${marker}@exemple.ma` }, { email: `b-${marker}@exemple.ma` }] },
  });
  expect(invited.json).toEqual({ invited: 2, skipped: 0 });
  // Two members, as accepting an invitation puts them (put by the operator).
  for (const name of ['Un', 'Deux']) {
    const userId = randomUUID();
    await documentClient().send(
      new PutCommand({
        TableName: 'tremplin',
        Item: memberItem({
          cohortId,
          userId,
          startsOn: '2027-01-04',
          email: `${name.toLowerCase()}-${marker}@exemple.ma`,
          fullName: `${name} ${marker}`,
          startup: null,
          role: 'participant',
          joinedAt: new Date().toISOString(),
        }),
      }),
    );
  }

  for (const list of LISTS) {
    const path = list.path();
    const first = await read(list, `${path}${path.endsWith('?') ? '' : '&'}limit=1`);
    expect(first.status, `${list.name}: ${JSON.stringify(first.json)}`).toBe(200);
    const cursor = (first.json as { next_cursor: string | null }).next_cursor;
    expect(cursor, `${list.name} has a second page`).toEqual(expect.any(String));
    genuine.set(list.name, cursor ?? '');
  }
}, 180_000);

/** Waits for the notification pipeline (stream, queue, fan-out) to put `count` items in the bell. */
async function untilNotified(token: string, count: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const bell = await api('/api/notifications', { token });
    const items = (bell.json as { items?: unknown[] } | null)?.items ?? [];
    if (items.length >= count) return;
    if (Date.now() > deadline) throw new Error(`${items.length} of ${count} notifications after 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What differs from a 400 with the cursor message, or null. */
function unlessRefused(response: { status: number; json: unknown }, what: string): string | null {
  const message = (response.json as { error?: { message?: string } } | null)?.error?.message;
  return response.status === 400 && message === MESSAGES.invalidCursor
    ? null
    : `${what} → ${response.status} ${JSON.stringify(response.json).slice(0, 120)}`;
}

function expectRefused(response: { status: number; json: unknown }, what: string) {
  expect(unlessRefused(response, what)).toBeNull();
}

describe('a cursor the list did not hand out', () => {
  it('covers every list route of lambdas/routes.ts', () => {
    // The tags come whole; the admin user list pages by number (its own test below); a mentor's
    // cohorts and their startups' rows come whole too (a few cohorts, at most 20 startups each).
    // A cohort's deliverables (at most 60), a participant's own, and the review queue (capped) too;
    // and the parts S3 holds of an upload (at most 10 for the largest file).
    const whole = [
      'list-upload-parts',
      'list-published-tags',
      'list-users',
      'list-mentoring',
      'list-mentees',
      'list-deliverables',
      'list-my-deliverables',
      'list-reviews',
    ];
    const paged = ROUTES.filter((r) => r.name.startsWith('list-') && !whole.includes(r.name));
    const covered = new Set(
      LISTS.map((l) => (l.path().split('?')[0] ?? '').replace(/[0-9a-f-]{36}/g, '{id}')),
    );
    const missing = paged.map((r) => r.path).filter((p) => !covered.has(p.replace(/\{\w+\}/g, '{id}')));
    expect(missing).toEqual([]);
  });

  for (const list of LISTS) {
    it(`${list.name}: is refused with 400 and a clear message`, async () => {
      const own = genuine.get(list.name) ?? '';
      expect((await read(list, withCursor(list, own))).status).toBe(200);
      const problems: (string | null)[] = [];
      for (const [what, cursor] of Object.entries(forgeries(own))) {
        problems.push(unlessRefused(await read(list, withCursor(list, cursor)), what));
      }
      for (const [other, cursor] of genuine) {
        if (sameList(list.name, other)) continue;
        problems.push(unlessRefused(await read(list, withCursor(list, cursor)), `the cursor of ${other}`));
      }
      expect(problems.filter(Boolean)).toEqual([]);
    }, 120_000);
  }

  it("another user's own list: a cursor is bound to its reader", async () => {
    const list = LISTS.find((l) => l.name === 'dashboard sessions (own)');
    if (!list) throw new Error('list missing');
    const account = await signUp();
    await setRole(account.sub, 'editor');
    const other = (await signIn(account.email)).accessToken;
    for (const n of [1, 2]) await createSession(other, { title: `Autre ${marker} ${n}`, status: 'draft' });
    await setRole(account.sub, 'user');
    const theirs = (await api('/api/dashboard/sessions?limit=1', { token: other })).json as {
      next_cursor: string;
    };
    expectRefused(await read(list, withCursor(list, theirs.next_cursor)), 'a cursor of another owner');
  });

  it('the admin user list: a forged page number or a cursor is a 400', async () => {
    for (const query of [
      'page=abc',
      'page=-1',
      'page=0',
      'page=1.5',
      'page=1e300',
      'page=9007199254740993',
    ]) {
      const response = await api(`/api/admin/users?${query}`, { token: admin });
      expect(response.status, query).toBe(400);
      expect((response.json as { error: { message: string } }).error.message).toBe('Numéro de page invalide');
    }
    const cursor = await api(`/api/admin/users?cursor=${b64({ PK: 'USER#x', SK: 'PROFILE' })}`, {
      token: admin,
    });
    expect(cursor.status).toBe(400);
  });
});

/** Every item of a list, page after page with its own cursors. */
async function walk(list: List, limit: number): Promise<{ id: string; downloads_count?: number }[]> {
  const items: { id: string; downloads_count?: number }[] = [];
  let cursor = '';
  for (let pages = 0; pages < 500; pages += 1) {
    const path = list.path();
    const query = cursor
      ? withCursor(list, cursor, limit)
      : `${path}${path.endsWith('?') ? '' : '&'}limit=${limit}`;
    const response = await read(list, query);
    expect(response.status, `${list.name}, page ${pages + 1}: ${JSON.stringify(response.json)}`).toBe(200);
    const page = response.json as { items: { id: string }[]; next_cursor: string | null };
    items.push(...page.items);
    if (!page.next_cursor) return items;
    cursor = page.next_cursor;
  }
  throw new Error(`${list.name} never ends`);
}

describe('each list, every sort, walks to its end with its own cursors', () => {
  for (const list of LISTS) {
    it(
      list.name,
      async () => {
        const small = (await walk(list, 2)).map((i) => i.id);
        expect(new Set(small).size, 'no item twice').toBe(small.length);
        expect(small).toEqual((await walk(list, 100)).map((i) => i.id));
      },
      120_000,
    );
  }
});

describe('"most downloaded", paged to its end', () => {
  it('gives every document exactly once, by downloads, ties included (library and dashboard)', async () => {
    const session = await createSession(editor, {
      title: `Téléchargements ${marker}`,
      status: 'published',
    });
    const draft = await createSession(editor, { title: `Brouillon DL ${marker}`, status: 'draft' });
    // Distinct counts and ties: 4, 2, 2, 1, 0, 0, and a draft's document with 3.
    const counts = [4, 2, 2, 1, 0, 0];
    const docs: { id: string; downloads: number }[] = [];
    for (const [n, downloads] of counts.entries()) {
      const doc = await createDocument(editor, session.id, `Compté ${marker} ${n}`);
      docs.push({ id: doc.id, downloads });
    }
    const hidden = await createDocument(editor, draft.id, `Caché ${marker}`);
    for (const doc of [...docs, { id: hidden.id, downloads: 3 }]) {
      for (let i = 0; i < doc.downloads; i += 1) {
        const response = await api(`/api/documents/${doc.id}/download`, { method: 'POST', token: editor });
        expect(response.status).toBe(200);
      }
    }

    const cases = [
      { byDownloads: LISTS.find((l) => l.name === 'library, downloads'), all: 'library, oldest', mine: docs },
      {
        byDownloads: LISTS.find((l) => l.name === 'dashboard documents (all), downloads'),
        all: 'dashboard documents (all), oldest',
        mine: [...docs, { id: hidden.id, downloads: 3 }],
      },
    ];
    for (const { byDownloads, all, mine } of cases) {
      const everyOne = LISTS.find((l) => l.name === all);
      if (!byDownloads || !everyOne) throw new Error('list missing');
      const walked = await walk(byDownloads, 2);
      const ids = walked.map((d) => d.id);
      expect(new Set(ids).size, `${byDownloads.name}: no document twice`).toBe(ids.length);
      const expected = (await walk(everyOne, 100)).map((d) => d.id);
      expect([...ids].sort(), `${byDownloads.name}: every document`).toEqual([...expected].sort());
      const downloads = walked.map((d) => d.downloads_count ?? -1);
      expect(downloads, 'most downloaded first').toEqual([...downloads].sort((a, b) => b - a));
      // Ours, in the order of their counts (ties in either order).
      const ours = walked.filter((d) => mine.some((m) => m.id === d.id));
      expect(ours.map((d) => d.downloads_count)).toEqual(mine.map((m) => m.downloads).sort((a, b) => b - a));
    }
    // The draft's document never reaches the public library.
    const publicIds = (await walk(LISTS.find((l) => l.name === 'library, downloads') as List, 2)).map(
      (d) => d.id,
    );
    expect(publicIds).not.toContain(hidden.id);
  }, 180_000);
});
