/** How many published sessions carry each tag, in the spelling most of them use. */
import { queryAll } from '../lib/batch';
import { keys, PUBLISHED_TAGS_PARTITION } from '../lib/keys';
import { batchWriteAll, deletePartition } from '../lib/writes';
import { publishedTagDeltas, TAG_SPELLING_PREFIX, tagLabel, type TagCountChange } from './indexing';
import { findSessions } from './session-reads';

/**
 * ADD to a published tag's count and to the counts of the spellings that moved; `label` is the
 * first spelling ever counted (kept for items counted before spellings were, see `tagLabel`).
 */
export function tagCountExpression(change: TagCountChange) {
  const names: Record<string, string> = {};
  const values: Record<string, number | string> = {};
  const adds: string[] = [];
  if (change.delta !== 0) {
    names['#count'] = 'count';
    values[':count'] = change.delta;
    adds.push('#count :count');
  }
  [...change.spellings].forEach(([spelling, delta], i) => {
    names[`#s${i}`] = `${TAG_SPELLING_PREFIX}${spelling}`;
    values[`:s${i}`] = delta;
    adds.push(`#s${i} :s${i}`);
  });
  const added = [...change.spellings].find(([, delta]) => delta > 0)?.[0];
  let expression = `ADD ${adds.join(', ')}`;
  if (added !== undefined) {
    names['#label'] = 'label';
    values[':label'] = added;
    expression += ' SET #label = if_not_exists(#label, :label)';
  }
  return { UpdateExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

export interface TagCount {
  key: string;
  tag: string;
  count: number;
}

/** Tags of published sessions with their counts, most used first, each in its most used spelling. */
export async function publishedTags(): Promise<TagCount[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': PUBLISHED_TAGS_PARTITION },
  });
  return items
    .map((item) => ({ key: String(item.SK), tag: tagLabel(item), count: Number(item.count ?? 0) }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * Rebuilds the published-tag counts from the published sessions (one Query of their list, then
 * BatchGets): for data counted before spellings were, or when tags differing only by case or
 * accents were counted twice. Never on a request path.
 */
export async function recountPublishedTags(): Promise<number> {
  const entries = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.sessionListing('PUB', 'created', '', '').PK },
  });
  const totals = new Map<string, TagCountChange>();
  for (const session of await findSessions(entries.map((entry) => String(entry.id)))) {
    if (session.deleting) continue;
    for (const [key, change] of publishedTagDeltas(null, session)) {
      const total = totals.get(key) ?? { delta: 0, spellings: new Map<string, number>() };
      total.delta += change.delta;
      for (const [spelling, n] of change.spellings) {
        total.spellings.set(spelling, (total.spellings.get(spelling) ?? 0) + n);
      }
      totals.set(key, total);
    }
  }
  await deletePartition(PUBLISHED_TAGS_PARTITION);
  await batchWriteAll(
    [...totals].map(([key, total]) => ({
      PutRequest: {
        Item: {
          ...keys.publishedTag(key),
          count: total.delta,
          label: [...total.spellings.keys()][0] ?? key,
          ...Object.fromEntries(
            [...total.spellings].map(([spelling, n]) => [`${TAG_SPELLING_PREFIX}${spelling}`, n]),
          ),
        },
      },
    })),
  );
  return totals.size;
}
