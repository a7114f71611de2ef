/**
 * One-off recount of the published-tag counts, for data counted before each spelling of a tag was
 * (never on a request path: it reads every published session). `npm start` runs it once on a data
 * folder; on AWS, run it once after deploying (tsx with the table's env), as recount-list-totals.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { recountPublishedTags } from './tag-counts';

const MARKER = 'tagSpellingsCounted';

export async function recountPublishedTagsOnce(): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.catalogStats(), ConsistentRead: true }),
  );
  if (Item?.[MARKER] === true) return false;
  await recountPublishedTags();
  await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.catalogStats(),
      UpdateExpression: 'SET #marker = :true',
      ExpressionAttributeNames: { '#marker': MARKER },
      ExpressionAttributeValues: { ':true': true },
    }),
  );
  return true;
}
