/**
 * Invitations' writes: each one conditioned, so racing managers, a double click and a link used twice
 * all end the way one would. The e-mail is the stream's business (an invitation (re)sent changes
 * its `sends`: lambdas/notifications/stream-handler.ts queues its e-mail).
 */
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COHORT_LIMITS, type Invitee } from '@common/cohorts';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { conflict, notFound } from '../lib/errors';
import { keys } from '../lib/keys';
import { cancellationCodes, isConditionFailure, withConflictRetry } from '../lib/retry';
import { LIVE_COHORT, type StoredCohort } from './cohort-item';
import { toInvitation, type StoredInvitation } from './invitation-item';
import { memberItem } from './member-item';
import { newNonce } from './invitation-links';
import { platformCohortCounts } from '../stats/cohort-counts';

const table = () => env.tableName();

function expiresFrom(now: Date): string {
  return new Date(now.getTime() + COHORT_LIMITS.invitationLifetimeDays * 86_400_000).toISOString();
}

/** What a (re)send sets: a new nonce (the last link alone works), 14 days more, one more e-mail. */
function sendExpression(now: Date) {
  return {
    set: 'nonce = :nonce, sent_at = :now, expires_at = :expires ADD sends :one',
    values: { ':nonce': newNonce(), ':now': now.toISOString(), ':expires': expiresFrom(now), ':one': 1 },
  };
}

/**
 * Invites one address: a new invitation, or an expired one made anew. An invitation still valid or
 * accepted is left as it is (false). The cohort must still be there (one transaction with it).
 */
export async function inviteOne(
  cohort: StoredCohort,
  invitee: Invitee,
  inviter: { id: string; name: string },
  now: Date,
): Promise<boolean> {
  const send = sendExpression(now);
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: table(),
                Key: keys.cohort(cohort.id),
                ConditionExpression: LIVE_COHORT,
                ExpressionAttributeValues: { ':false': false },
              },
            },
            {
              Update: {
                TableName: table(),
                Key: keys.cohortInvitation(cohort.id, invitee.email),
                UpdateExpression:
                  'SET #type = :type, cohort_id = :cohort, email = :email, full_name = :name, startup = :startup, ' +
                  'invited_by = :by, inviter_name = :inviter, cohort_name = :cohortName, organisation = :org, ' +
                  send.set,
                ConditionExpression:
                  'attribute_not_exists(PK) OR (attribute_not_exists(accepted_at) AND expires_at <= :now)',
                ExpressionAttributeNames: { '#type': 'type' },
                ExpressionAttributeValues: {
                  ':type': 'cohort-invitation',
                  ':cohort': cohort.id,
                  ':email': invitee.email,
                  ':name': invitee.full_name,
                  ':startup': invitee.startup,
                  ':by': inviter.id,
                  ':inviter': inviter.name,
                  ':cohortName': cohort.name,
                  ':org': cohort.organisation,
                  ...send.values,
                },
              },
            },
          ],
        }),
      ),
    );
    return true;
  } catch (error) {
    const [cohortCheck, invitation] = cancellationCodes(error);
    if (cohortCheck === 'ConditionalCheckFailed') throw notFound(COHORT_MESSAGES.cohortNotFound);
    if (invitation === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** "Renvoyer": a new link (the old one stops working), valid 14 days again, and its e-mail. */
export async function resendInvitation(
  cohort: StoredCohort,
  email: string,
  now: Date,
): Promise<StoredInvitation> {
  const send = sendExpression(now);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.cohortInvitation(cohort.id, email),
        UpdateExpression: `SET cohort_name = :cohortName, organisation = :org, ${send.set}`,
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(accepted_at)',
        ExpressionAttributeValues: {
          ':cohortName': cohort.name,
          ':org': cohort.organisation,
          ...send.values,
        },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return toInvitation(Attributes ?? {});
  } catch (error) {
    throw refusal(error);
  }
}

/** "Révoquer": the invitation and its link are gone; an accepted one stays (the person is in). */
export async function revokeInvitation(cohortId: string, email: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: keys.cohortInvitation(cohortId, email),
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(accepted_at)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    throw refusal(error);
  }
}

/** A refused change of an invitation: absent (404) or accepted meanwhile (409). */
function refusal(error: unknown): unknown {
  if (!isConditionFailure(error)) return error;
  const old = (error as { Item?: Record<string, unknown> }).Item;
  return old
    ? conflict(COHORT_MESSAGES.invitationAlreadyAccepted)
    : notFound(COHORT_MESSAGES.invitationNotFound);
}

interface Joiner {
  userId: string;
  email: string;
  fullName: string | null;
  startup: string | null;
}

/**
 * Joining's writes: the membership IF absent, the cohort's count IF it is still there, and the
 * platform's count of participants.
 */
function joining(cohort: StoredCohort, member: Joiner, now: Date) {
  return [
    {
      Put: {
        TableName: table(),
        Item: memberItem({
          cohortId: cohort.id,
          userId: member.userId,
          startsOn: cohort.starts_on,
          email: member.email,
          fullName: member.fullName,
          startup: member.startup,
          role: 'participant',
          joinedAt: now.toISOString(),
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.cohort(cohort.id),
        UpdateExpression: 'ADD participants_count :one',
        ConditionExpression: LIVE_COHORT,
        ExpressionAttributeValues: { ':one': 1, ':false': false },
      },
    },
    platformCohortCounts({ participants: 1 }),
  ];
}

/**
 * The link used: the invitation marked accepted IF it is the last one sent, unused and unexpired;
 * the person's membership put; the cohort's and the platform's counts of participants increased —
 * all or nothing.
 */
export async function acceptInvitation(
  cohort: StoredCohort,
  invitation: StoredInvitation,
  nonce: string,
  userId: string,
  now: Date,
): Promise<void> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: keys.cohortInvitation(cohort.id, invitation.email),
                UpdateExpression: 'SET accepted_at = :now, accepted_by = :user',
                ConditionExpression:
                  'attribute_exists(PK) AND nonce = :nonce AND attribute_not_exists(accepted_at) AND expires_at > :now',
                ExpressionAttributeValues: { ':now': now.toISOString(), ':user': userId, ':nonce': nonce },
              },
            },
            ...joining(
              cohort,
              {
                userId,
                email: invitation.email,
                fullName: invitation.full_name,
                startup: invitation.startup,
              },
              now,
            ),
          ],
        }),
      ),
    );
  } catch (error) {
    const [link, member, cohortItem] = cancellationCodes(error);
    if (cohortItem === 'ConditionalCheckFailed') throw notFound(COHORT_MESSAGES.invitationLinkInvalid);
    if (member === 'ConditionalCheckFailed') throw conflict(COHORT_MESSAGES.alreadyMember);
    // Another tab, or a double tap, used the link first (or a resend replaced it meanwhile).
    if (link === 'ConditionalCheckFailed') throw conflict(COHORT_MESSAGES.invitationAlreadyAccepted);
    throw error;
  }
}

/**
 * Someone put in a cohort without an invitation (the demo's seed): the membership IF absent and the
 * count of participants, together. False when they were already in it (nothing written).
 */
export async function addMember(cohort: StoredCohort, member: Joiner, now: Date): Promise<boolean> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: joining(cohort, member, now),
        }),
      ),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
