/**
 * One-off: the programme-order list entries (`LIST#S#PUB#programme`) of the sessions published before
 * that list existed (never on a request path: it reads every published session). Every save writes a
 * session's entries since, so this only fills the past. `npm start` runs it once on a data folder; on
 * AWS, run it once after deploying (tsx with the table's env), as the recounts.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { isConditionFailure } from '../lib/retry';
import { runOnce } from '../lib/run-once';
import { programmeSortValue } from './indexing';
import { findSessions } from './session-reads';

const MARKER = 'programmeOrderIndexed';

export function indexProgrammeOrderOnce(): Promise<boolean> {
  return runOnce(MARKER, indexProgrammeOrder);
}

/**
 * Each published session's entry, written only while the session is still as read (a save racing
 * this writes the entry itself, from the session it saves).
 */
export async function indexProgrammeOrder(): Promise<void> {
  const entries = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.sessionListing('PUB', 'created', '', '').PK },
  });
  for (const session of await findSessions(entries.map((e) => String(e.id)))) {
    if (session.status !== 'published' || session.deleting) continue;
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: env.tableName(),
                Key: keys.session(session.id),
                ConditionExpression:
                  'updated_at = :updated AND #status = :published AND attribute_not_exists(deleting)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':updated': session.updated_at, ':published': 'published' },
              },
            },
            {
              Put: {
                TableName: env.tableName(),
                Item: {
                  ...keys.sessionListing('PUB', 'programme', programmeSortValue(session), session.id),
                  id: session.id,
                },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}
