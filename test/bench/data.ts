/**
 * Generated catalogue and users, written FAST with BatchWriteItem but item for item what the API
 * writes: the repositories' own builders make every item (session, list entries, search terms,
 * documents, users, e-mail suffixes) and every counter update, which are then merged (ADD is
 * additive) and applied once. Levels grow in place: 100, then 900 more, then 9,000 more.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_CATEGORIES } from '@common/documents';
import { LIMITS } from '@common/limits';
import { PROGRAMME_SESSION_COUNT } from '@common/programme';
import { DEMO_PHASES, DEMO_SESSIONS } from '../../infra/local/demo-content';
import { demoCover } from '../../infra/local/demo-files';
import { countWrites } from '../../lambdas/documents/document-counts';
import {
  documentItem,
  documentListingItems,
  type StoredDocument,
} from '../../lambdas/documents/document-item';
import { documentTermItems } from '../../lambdas/documents/indexing';
import { dynamo, s3 } from '../../lambdas/lib/clients';
import { env } from '../../lambdas/lib/env';
import { keys } from '../../lambdas/lib/keys';
import { batchWriteAll, type TransactItem, type WriteRequest } from '../../lambdas/lib/writes';
import { termItems } from '../../lambdas/sessions/indexing';
import { countUpdates } from '../../lambdas/sessions/session-counts';
import { sessionItem, sessionListingItems, type StoredSession } from '../../lambdas/sessions/session-item';
import { emailSuffixItems, newUserItem } from '../../lambdas/users/repository';
import { doneItem, openedItem } from '../../lambdas/parcours/parcours-item';

/** The word only the first SEARCH_MATCHES sessions carry: the search returns as many at every size. */
export const SEARCH_WORD = 'Zéphyr';
export const SEARCH_MATCHES = 10;
/** Sessions owned by the bench editor (the dashboard caller): the same few at every size. */
export const EDITOR_SESSIONS = 20;
export const DOCUMENTS_PER_SESSION = 5;
/**
 * The first PROGRAMME_SESSION_COUNT sessions are the programme (numbered, in the demo's phases); the
 * bench user opened PARCOURS_OPENED of their documents and finished PARCOURS_DONE of them.
 */
export const PARCOURS_OPENED = 40;
export const PARCOURS_DONE = 5;

// No word here starts like the search word ('zeph'), so its index partition holds only its sessions.
const TOPICS = [
  'Finance',
  'Marketing',
  'Pitch',
  'Prototype',
  'Clients',
  'Équipe',
  'Stratégie',
  'Juridique',
  'Impact',
  'Levée',
  'Ventes',
  'Produit',
];
const TAGS = ['Idéation', 'Développement produit', 'Croissance', 'Financement', 'Mentorat', 'Terrain'];
const DESCRIPTIONS = [
  'Atelier pratique pour les équipes d’incubation.',
  'Méthodes et outils pour accompagner les porteurs de projet.',
  'Session de travail avec exercices et retours du groupe.',
];

export interface GeneratedState {
  sessions: StoredSession[];
  documents: StoredDocument[];
  userIds: string[];
  covers: string[];
}

export function emptyState(): GeneratedState {
  return { sessions: [], documents: [], userIds: [], covers: [] };
}

/** Counter updates of many creations as one update per item and expression (ADD sums; SET keeps the last). */
export function mergeUpdates(updates: readonly TransactItem[]): NonNullable<TransactItem['Update']>[] {
  const merged = new Map<string, NonNullable<TransactItem['Update']>>();
  for (const item of updates) {
    const update = item.Update;
    if (!update) throw new Error('mergeUpdates takes Update items only');
    const id = JSON.stringify([update.Key, update.UpdateExpression, update.ExpressionAttributeNames ?? {}]);
    const previous = merged.get(id);
    if (!previous) {
      merged.set(id, { ...update, ExpressionAttributeValues: { ...update.ExpressionAttributeValues } });
      continue;
    }
    const values: Record<string, unknown> = previous.ExpressionAttributeValues ?? {};
    for (const [name, value] of Object.entries<unknown>(update.ExpressionAttributeValues ?? {})) {
      const current = values[name];
      values[name] = typeof value === 'number' && typeof current === 'number' ? current + value : value;
    }
  }
  return [...merged.values()];
}

async function putCovers(ownerId: string): Promise<string[]> {
  return Promise.all(
    DEMO_PHASES.map(async (phase, index) => {
      const key = `media/images/${ownerId}/${randomBytes(8).toString('hex')}-${Date.now()}.png`;
      await s3().send(
        new PutObjectCommand({
          Bucket: env.mediaBucket(),
          Key: key,
          Body: demoCover(640, 360, phase.colours[0], phase.colours[1], index + 1),
          ContentType: 'image/png',
          CacheControl: `max-age=${LIMITS.storageCacheControlSeconds}`,
        }),
      );
      return `/${key}`;
    }),
  );
}

const BASE_TIME = Date.parse('2024-01-01T08:00:00.000Z');

function makeSession(n: number, ownerId: string, cover: string | null): StoredSession {
  const topic = TOPICS[n % TOPICS.length] ?? 'Finance';
  const other = TOPICS[(n * 7 + 3) % TOPICS.length] ?? 'Impact';
  const created = new Date(BASE_TIME + n * 60_000).toISOString();
  return {
    id: randomUUID(),
    title: `${n < SEARCH_MATCHES ? `${SEARCH_WORD} ` : ''}Atelier ${n + 1} ${topic} et ${other}`,
    description: DESCRIPTIONS[n % DESCRIPTIONS.length] ?? null,
    status: 'published',
    image_url: cover,
    image_variants: [],
    image_width: null,
    tags: [TAGS[n % TAGS.length] ?? 'Terrain', TAGS[(n + 2) % TAGS.length] ?? 'Mentorat'],
    user_id: ownerId,
    views_count: 0,
    documents_count: DOCUMENTS_PER_SESSION,
    downloads_count: 0,
    created_at: created,
    updated_at: created,
    ...(n < PROGRAMME_SESSION_COUNT
      ? { phase: (DEMO_SESSIONS[n]?.phase ?? 0) + 1, number: n + 1 }
      : { phase: null, number: null }),
  };
}

function makeDocument(session: StoredSession, k: number): StoredDocument {
  const category = DOCUMENT_CATEGORIES[k % DOCUMENT_CATEGORIES.length] ?? 'other';
  const created = new Date(Date.parse(session.created_at) + (k + 1) * 1000).toISOString();
  return {
    id: randomUUID(),
    session_id: session.id,
    session_title: session.title,
    session_status: session.status,
    session_owner: session.user_id,
    title: `Document ${k + 1} ${category}`,
    description: null,
    category,
    created_at: created,
    updated_at: created,
    file_key: `${session.user_id}/${randomBytes(8).toString('hex')}-${Date.now()}.pdf`,
    type: 'pdf',
    size: 120_000,
    downloads_count: 0,
    uploader_id: session.user_id,
    version: 1,
  };
}

/** `write` for each of `items`, `workers` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  workers: number,
  write: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i];
      if (item !== undefined) await write(item, i);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

export async function applyUpdates(updates: readonly NonNullable<TransactItem['Update']>[]): Promise<void> {
  await inParallel(updates, 8, (update) => dynamo().send(new UpdateCommand(update)));
}

/** Users up to `count` generated ones, listed and indexed as sign-up leaves them. */
async function growUsers(state: GeneratedState, count: number): Promise<void> {
  const adding = count - state.userIds.length;
  if (adding <= 0) return;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.platformStats(), ConsistentRead: true }),
  );
  let seq = Number(Item?.userSeq ?? 0);
  const requests: WriteRequest[] = [];
  for (let i = 0; i < adding; i++) {
    const n = state.userIds.length;
    const id = randomUUID();
    const email = `membre${n + 1}@incubateur${n % 40}.example`;
    seq += 1;
    const at = new Date(BASE_TIME + n * 30_000).toISOString();
    requests.push({
      PutRequest: {
        Item: { ...newUserItem(id, email, at), seq, ...keys.userListing(seq, id), search_indexed: true },
      },
    });
    for (const Item of emailSuffixItems(id, email, seq)) requests.push({ PutRequest: { Item } });
    state.userIds.push(id);
  }
  await batchWriteAll(requests, 12);
  await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.platformStats(),
      UpdateExpression: 'ADD userSeq :n, usersCount :n',
      ExpressionAttributeValues: { ':n': adding },
    }),
  );
}

/**
 * The bench user's parcours, as the API writes it (the same item builders): PARCOURS_OPENED
 * documents of the programme's sessions opened, PARCOURS_DONE sessions finished. Once.
 */
export async function seedParcours(state: GeneratedState, userId: string): Promise<void> {
  const programme = new Set(state.sessions.slice(0, PROGRAMME_SESSION_COUNT).map((s) => s.id));
  const opened = state.documents.filter((d) => programme.has(d.session_id)).slice(0, PARCOURS_OPENED);
  const at = new Date();
  const items = [
    ...opened.map((doc) => openedItem(userId, doc, 'preview', at)),
    ...[...programme].slice(0, PARCOURS_DONE).map((id) => doneItem(userId, id, at)),
  ];
  await batchWriteAll(items.map((Item) => ({ PutRequest: { Item } })));
}

/** Sessions (each with its documents) and users up to `level` each. */
export async function growTo(
  state: GeneratedState,
  level: number,
  editorId: string,
): Promise<{ items: number }> {
  if (state.covers.length === 0) state.covers = await putCovers(editorId);
  await growUsers(state, level);
  const requests: WriteRequest[] = [];
  const updates: TransactItem[] = [];
  while (state.sessions.length < level) {
    const n = state.sessions.length;
    const owner = n < EDITOR_SESSIONS ? editorId : (state.userIds[n % state.userIds.length] ?? editorId);
    const session = makeSession(n, owner, state.covers[n % state.covers.length] ?? null);
    state.sessions.push(session);
    for (const Item of [sessionItem(session), ...sessionListingItems(session), ...termItems(session)]) {
      requests.push({ PutRequest: { Item } });
    }
    updates.push(...countUpdates(null, session));
    for (let k = 0; k < DOCUMENTS_PER_SESSION; k++) {
      const doc = makeDocument(session, k);
      state.documents.push(doc);
      for (const Item of [documentItem(doc), ...documentListingItems(doc), ...documentTermItems(doc)]) {
        requests.push({ PutRequest: { Item } });
      }
      updates.push(...countWrites(null, doc));
    }
  }
  await batchWriteAll(requests, 12);
  await applyUpdates(mergeUpdates(updates));
  return { items: requests.length };
}
