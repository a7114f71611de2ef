/**
 * One-off recount of the platform's cohort figures (lambdas/stats/cohort-counts.ts), for cohorts
 * written before they were counted — never on a request path: it reads every cohort and Queries
 * each one's certificates. `npm start` runs it once on a data folder (infra/local/demo-seed.ts); on
 * AWS, run it once after deploying (tsx with the table's env), before the cohorts change again.
 * A cohort whose delete was interrupted still counts, as its delete takes its figures off last.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../lib/batch';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { COHORTS_PARTITION, keys } from '../lib/keys';
import { COHORT_COUNT_FIELDS } from './cohort-counts';

const MARKER = 'cohortFiguresVersion';
const VERSION = 1;

export async function recountCohortFiguresOnce(): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.platformStats(), ConsistentRead: true }),
  );
  if (Number(Item?.[MARKER] ?? 0) >= VERSION) return false;
  await recountCohortFigures();
  return true;
}

export async function recountCohortFigures(): Promise<void> {
  const cohorts = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': COHORTS_PARTITION },
    ProjectionExpression: 'id, participants_count',
  });
  let participants = 0;
  let certificates = 0;
  for (const cohort of cohorts) {
    const id = String(cohort.id);
    participants += Number(cohort.participants_count ?? 0);
    const held = await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.cohortPartition(id).PK,
        ':prefix': keys.cohortCertificatePrefix,
      },
      ProjectionExpression: 'revoked_at',
    });
    const inForce = held.filter((certificate) => !certificate.revoked_at).length;
    certificates += inForce;
    // The cohort's own count, which its delete takes off the platform's (IF the cohort is still there).
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: env.tableName(),
          Key: keys.cohort(id),
          UpdateExpression: 'SET certificates_count = :n',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':n': inForce },
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.platformStats(),
      UpdateExpression:
        'SET #cohorts = :cohorts, #participants = :participants, #certificates = :certificates, #marker = :version',
      ExpressionAttributeNames: {
        '#cohorts': COHORT_COUNT_FIELDS.cohorts,
        '#participants': COHORT_COUNT_FIELDS.participants,
        '#certificates': COHORT_COUNT_FIELDS.certificates,
        '#marker': MARKER,
      },
      ExpressionAttributeValues: {
        ':cohorts': cohorts.length,
        ':participants': participants,
        ':certificates': certificates,
        ':version': VERSION,
      },
    }),
  );
}
