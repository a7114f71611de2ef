/**
 * One-off recount of the dashboard list totals, for data written before the counters existed
 * (never on a request path: it reads every session and document). `npm start` runs it once on an
 * existing local data folder; on AWS, run it once after deploying (tsx with the table's env).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentIdsIn, findStoredDocuments } from '../documents/document-reads';
import { DOCUMENT_TOTAL_FIELDS } from '../documents/total-fields';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { queryAll } from '../lib/batch';
import { findSessions } from '../sessions/session-reads';
import { SESSION_COUNT_FIELDS } from '../sessions/session-counts';

/**
 * Which counters the data holds: 1 the list totals, 2 also each owner's downloads sum ('My
 * Downloads', which counted the downloads a user made before). A folder counted for an older
 * version is counted again.
 */
const MARKER = 'listTotalsVersion';
const VERSION = 2;

export async function recountListTotalsOnce(): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.catalogStats(), ConsistentRead: true }),
  );
  if (Number(Item?.[MARKER] ?? 0) >= VERSION) return false;
  await recountListTotals();
  return true;
}

export async function recountListTotals(): Promise<void> {
  const counters = new Map<string, { key: Record<string, string>; fields: Map<string, number> }>();
  const add = (key: Record<string, string>, field: string, amount = 1) => {
    const id = `${key.PK}\u0000${key.SK}`;
    const entry = counters.get(id) ?? { key, fields: new Map<string, number>() };
    entry.fields.set(field, (entry.fields.get(field) ?? 0) + amount);
    counters.set(id, entry);
  };
  const zero = (key: Record<string, string>, fields: string[]) => fields.forEach((f) => add(key, f, 0));
  const sessionFields = Object.values(SESSION_COUNT_FIELDS);
  const categories = ['presentation', 'guide', 'exercise', 'other', 'none'];
  zero(keys.catalogStats(), [
    ...sessionFields,
    DOCUMENT_TOTAL_FIELDS.all.documents,
    ...categories.map((c) => `${DOCUMENT_TOTAL_FIELDS.all.documents}_${c}`),
  ]);
  zero(keys.platformStats(), [DOCUMENT_TOTAL_FIELDS.downloads]);

  const entries = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.sessionListing('ALL', 'created', '', '').PK },
  });
  for (const session of await findSessions(entries.map((e) => String(e.id)))) {
    zero(keys.userCounters(session.user_id), sessionFields);
    if (session.deleting) continue;
    for (const key of [keys.userCounters(session.user_id), keys.catalogStats()]) {
      add(key, SESSION_COUNT_FIELDS.all);
      add(key, SESSION_COUNT_FIELDS[session.status]);
    }
  }
  for (const doc of await findStoredDocuments(await documentIdsIn('ALL'))) {
    const category = doc.category ?? 'none';
    const owner = keys.userCounters(doc.session_owner);
    zero(owner, [
      DOCUMENT_TOTAL_FIELDS.owner.documents,
      DOCUMENT_TOTAL_FIELDS.downloads,
      ...categories.map((c) => `documents_${c}`),
    ]);
    add(owner, DOCUMENT_TOTAL_FIELDS.owner.documents);
    add(owner, DOCUMENT_TOTAL_FIELDS.downloads, doc.downloads_count);
    add(owner, `${DOCUMENT_TOTAL_FIELDS.owner.documents}_${category}`);
    add(keys.catalogStats(), DOCUMENT_TOTAL_FIELDS.all.documents);
    add(keys.catalogStats(), `${DOCUMENT_TOTAL_FIELDS.all.documents}_${category}`);
    add(keys.platformStats(), DOCUMENT_TOTAL_FIELDS.downloads, doc.downloads_count);
  }
  add(keys.catalogStats(), MARKER, 0);

  for (const { key, fields } of counters.values()) {
    const names: Record<string, string> = {};
    const values: Record<string, number | boolean> = {};
    const sets = [...fields].map(([field, value], i) => {
      names[`#f${i}`] = field;
      values[`:v${i}`] = field === MARKER ? VERSION : value;
      return `#f${i} = :v${i}`;
    });
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }
}
