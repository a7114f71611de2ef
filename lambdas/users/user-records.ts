/** A user's record: read, created and listed (admin list, e-mail search), signed in, profile and notification settings. */
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Me } from '@common/api-types';
import {
  emailFrequencyOf,
  receivesAnnouncements,
  withDefaultSettings,
  type EmailFrequency,
  type NotificationPreferences,
  type NotificationSettings,
} from '@common/notification-preferences';
import type { ProfileUpdate } from '@common/schemas/profile';
import { batchWriteAll } from '../lib/writes';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { isConditionFailure, withConflictRetry } from '../lib/retry';
import { applyProfilePatch, profileUpdateExpression, replacedAvatar } from './profile';
import { emailSuffixItems, newUserItem, toMe, toUser, type UserRecord } from './user-item';

/**
 * Strongly consistent: every signed-in request reads the caller's role here, and a role change
 * must bind the very next request (an eventually consistent read could return the old role).
 */
export async function findUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env.tableName(), Key: keys.user(userId), ConsistentRead: true }),
  );
  return Item ? toUser(Item) : null;
}

/**
 * Mirrors a confirmed Cognito user (PostConfirmation). Each step is idempotent and resumable, so a
 * retried or interrupted trigger neither fails nor double-counts: the record, then its place in
 * the admin list (sequence number + usersCount), then its e-mail search items. Returns whether this
 * call made the record (false when a retried confirmation finds it).
 */
export async function createUser(userId: string, email: string, now: string): Promise<boolean> {
  const address = email.toLowerCase();
  let created = true;
  try {
    await dynamo().send(
      new PutCommand({
        TableName: env.tableName(),
        Item: newUserItem(userId, address, now),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    created = false;
  }
  const user = await findUser(userId);
  if (user) await ensureListed(user);
  return created;
}

/** Finishes whatever listing or indexing a user still lacks (after a crash, or for older records). */
export async function ensureListed(user: UserRecord): Promise<void> {
  const seq = user.seq ?? (await listUser(user.id));
  if (!user.search_indexed) await indexEmail(user.id, user.email, seq);
}

/** The next sign-up sequence number, from an atomic counter on the platform stats item. */
async function nextUserSeq(): Promise<number> {
  const { Attributes } = await withConflictRetry(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.platformStats(),
        UpdateExpression: 'ADD userSeq :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return Number(Attributes?.userSeq);
}

/** Gives the user a sequence number and counts them, in one transaction; returns the number kept. */
async function listUser(userId: string): Promise<number> {
  const seq = await nextUserSeq();
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: env.tableName(),
                Key: keys.user(userId),
                UpdateExpression: 'SET seq = :seq, GSI1PK = :pk, GSI1SK = :sk',
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(seq)',
                ExpressionAttributeValues: {
                  ':seq': seq,
                  ':pk': keys.userListing(seq, userId).GSI1PK,
                  ':sk': keys.userListing(seq, userId).GSI1SK,
                },
              },
            },
            {
              Update: {
                TableName: env.tableName(),
                Key: keys.platformStats(),
                UpdateExpression: 'ADD usersCount :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      ),
    );
    return seq;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A concurrent retry listed this user first; the number drawn here stays unused (a gap the
    // admin list tolerates: that page simply shows one user fewer).
    const current = await findUser(userId);
    if (current?.seq == null) throw error;
    return current.seq;
  }
}

/**
 * One item per distinct suffix of the e-mail (admin substring search). Plain puts of fixed content:
 * writing them again after a crash or a retried trigger changes nothing, so no condition is needed.
 */
async function indexEmail(userId: string, email: string, seq: number): Promise<void> {
  const requests = emailSuffixItems(userId, email, seq).map((Item) => ({ PutRequest: { Item } }));
  await batchWriteAll(requests);
  await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET search_indexed = :true',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
}

/** PostAuthentication: stamps the sign-in, and lists any user an earlier step left unlisted. */
export async function recordSignIn(userId: string, now: string): Promise<void> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET last_sign_in_at = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const user = Attributes ? toUser(Attributes) : null;
    if (user && (user.seq === null || !user.search_indexed)) await ensureListed(user);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Applies a profile update in one UpdateItem. ALL_OLD gives, atomically, the record it replaced:
 * the new profile is computed from it, and the avatar it replaced is the one to delete.
 */
export async function updateProfile(
  userId: string,
  patch: ProfileUpdate,
  now: string,
): Promise<{ user: Me; replacedAvatarUrl: string | null } | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.user(userId),
        ...profileUpdateExpression(patch, now),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) return null;
    const before = toMe(toUser(Attributes));
    return {
      user: applyProfilePatch(before, patch, now),
      replacedAvatarUrl: replacedAvatar(before.avatar_url, patch),
    };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * The four switches and the e-mails' frequency (kept when not given), with the person's place in the
 * announcements' index (GSI2 `MARKETING`): there exactly while they opt in. One
 * UpdateItem, conditioned on the frequency it read, so that a concurrent change is never mixed in.
 */
export async function setNotificationSettings(
  userId: string,
  preferences: NotificationPreferences,
  frequency: EmailFrequency | undefined,
): Promise<NotificationSettings | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = await findUser(userId);
    if (!user) return null;
    const settings = withDefaultSettings(preferences, frequency ?? user.email_frequency);
    try {
      await dynamo().send(
        new UpdateCommand(notificationSettingsUpdate(userId, settings, user.email_frequency)),
      );
      return settings;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return null;
}

/** The UpdateItem that stores settings over a record whose frequency was `readFrequency` (the unsubscribe link's too). */
export function notificationSettingsUpdate(
  userId: string,
  settings: NotificationSettings,
  readFrequency: EmailFrequency,
) {
  const { email_frequency: frequency, ...preferences } = settings;
  const index = keys.marketingRecipient(userId);
  const indexed = receivesAnnouncements(settings);
  return {
    TableName: env.tableName(),
    Key: keys.user(userId),
    UpdateExpression: indexed
      ? 'SET notification_preferences = :prefs, email_frequency = :frequency, GSI2PK = :gsiPk, GSI2SK = :gsiSk'
      : 'SET notification_preferences = :prefs, email_frequency = :frequency REMOVE GSI2PK, GSI2SK',
    // Records from before the frequency existed read as the default: they may lack it.
    ConditionExpression:
      readFrequency === emailFrequencyOf(undefined)
        ? 'attribute_exists(PK) AND (attribute_not_exists(email_frequency) OR email_frequency = :read)'
        : 'attribute_exists(PK) AND email_frequency = :read',
    ExpressionAttributeValues: {
      ':prefs': preferences,
      ':frequency': frequency,
      ':read': readFrequency,
      ...(indexed ? { ':gsiPk': index.GSI2PK, ':gsiSk': index.GSI2SK } : {}),
    },
  };
}
