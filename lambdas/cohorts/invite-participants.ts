import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InviteParticipantsResult } from '@common/api-types';
import { cohortPathSchema, invitationsCreateSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { mapWithConcurrency } from '../lib/concurrency';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { json } from '../lib/http';
import { keys } from '../lib/keys';
import { inviteOne } from './invitation-writes';
import { managedCohort } from './managed-cohort';

/** Invitations written at once: 200 addresses in a few seconds, within DynamoDB's and Lambda's means. */
const CONCURRENT_INVITES = 10;

/**
 * POST /api/cohorts/{cohortId}/invitations — "Inviter des participants": up to 200 addresses (the
 * schema merges duplicates). Each new address, or one whose invitation expired, gets an invitation
 * and, through the stream, its e-mail; one still valid or accepted is left alone (`skipped`), so
 * sending the same list twice e-mails nobody twice.
 */
export const handler = apiHandler(
  'invite-participants',
  { path: cohortPathSchema, body: invitationsCreateSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const { Item: me } = await dynamo().send(
      new GetCommand({
        TableName: env.tableName(),
        Key: keys.user(caller.id),
        ProjectionExpression: 'full_name',
      }),
    );
    const inviter = { id: caller.id, name: typeof me?.full_name === 'string' ? me.full_name : '' };
    const now = new Date();
    const sent = await mapWithConcurrency(inputs.body.invitees, CONCURRENT_INVITES, (invitee) =>
      inviteOne(cohort, invitee, inviter, now),
    );
    const invited = sent.filter(Boolean).length;
    const result: InviteParticipantsResult = { invited, skipped: inputs.body.invitees.length - invited };
    return json(200, result);
  },
);
