import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Me } from '../../common/api-types';
import { withDefaultPreferences, type NotificationPreferences } from '../../common/notification-preferences';
import { isRole, type Role } from '../../common/roles';
import type { ProfileUpdate } from '../../common/schemas/profile';
import { batchWriteAll } from '../lib/writes';
import { dynamo } from '../lib/clients';
import { env } from '../lib/env';
import { keys } from '../lib/keys';
import { cancellationCodes, isConditionFailure, withConflictRetry } from '../lib/retry';
import { applyProfilePatch, profileUpdateExpression, replacedAvatar } from './profile';
import { adminCountDelta } from './role-rules';
import { suffixes } from './search';

/** The user item: the API's `Me`, plus the bookkeeping of the admin list and search. */
export interface UserRecord extends Me {
  /** Sign-up sequence number (admin list order); null until listed. */
  seq: number | null;
  /** True once every trigram item of the e-mail is written (admin search). */
  search_indexed: boolean;
  /**
   * Sessions signed in before this time (epoch seconds; the access token's auth_time) are over: the
   * password was changed or reset, or two-factor sign-in turned on (sessions.ts). Null: none ended.
   */
  tokens_valid_after: number | null;
  /** When two-factor sign-in was last turned on, as the platform learnt it (epoch seconds; admin-mfa.ts). */
  mfa_enabled_at: number | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toUser(item: Record<string, unknown>): UserRecord {
  return {
    id: String(item.id),
    email: String(item.email),
    role: isRole(item.role) ? item.role : 'user',
    full_name: text(item.full_name),
    bio: text(item.bio),
    organization: text(item.organization),
    position: text(item.position),
    location: text(item.location),
    avatar_url: text(item.avatar_url),
    profile_completed: item.profile_completed === true,
    profile_completed_at: text(item.profile_completed_at),
    profile_prompt_dismissed_at: text(item.profile_prompt_dismissed_at),
    updated_at: text(item.updated_at),
    notification_preferences: withDefaultPreferences(item.notification_preferences),
    created_at: String(item.created_at),
    last_sign_in_at: text(item.last_sign_in_at),
    seq: typeof item.seq === 'number' ? item.seq : null,
    search_indexed: item.search_indexed === true,
    tokens_valid_after: typeof item.tokens_valid_after === 'number' ? item.tokens_valid_after : null,
    mfa_enabled_at: typeof item.mfa_enabled_at === 'number' ? item.mfa_enabled_at : null,
  };
}

/** What the API shows of a user record. */
export function toMe(user: UserRecord): Me {
  const { seq, search_indexed, tokens_valid_after, mfa_enabled_at, ...me } = user;
  void seq;
  void search_indexed;
  void tokens_valid_after;
  void mfa_enabled_at;
  return me;
}

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

/** A user's record as sign-up first writes it (exported for the benchmark's data generator). */
export function newUserItem(userId: string, address: string, now: string): Record<string, unknown> {
  return {
    ...keys.user(userId),
    type: 'user',
    id: userId,
    email: address,
    role: 'user',
    profile_completed: false,
    created_at: now,
    last_sign_in_at: null,
  };
}

/** The e-mail search items of one user (one per distinct suffix). */
export function emailSuffixItems(userId: string, email: string, seq: number): Record<string, unknown>[] {
  return suffixes(email).map((suffix) => ({
    ...keys.userSuffix(suffix, seq, userId),
    type: 'user-suffix',
    id: userId,
    email,
    seq,
  }));
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

export async function setNotificationPreferences(
  userId: string,
  preferences: NotificationPreferences,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET notification_preferences = :prefs',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':prefs': preferences },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export type RoleChangeOutcome = 'changed' | 'role-changed' | 'last-admin';

/**
 * Moves a user from role `from` to `to` and the admin count with it, in one transaction that holds
 * only if the user still has `from` (so concurrent changes cannot count twice). With
 * `keepLastAdmin`, a change that would leave no admin is refused.
 */
export async function changeRole(
  userId: string,
  from: Role,
  to: Role,
  options: { keepLastAdmin: boolean },
): Promise<RoleChangeOutcome> {
  const delta = adminCountDelta(from, to);
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Update: {
        TableName: env.tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET #role = :to',
        ConditionExpression: 'attribute_exists(PK) AND #role = :from',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':to': to, ':from': from },
      },
    },
  ];
  if (delta !== 0) {
    const guard = delta < 0 && options.keepLastAdmin;
    items.push({
      Update: {
        TableName: env.tableName(),
        Key: keys.platformStats(),
        UpdateExpression: 'ADD adminCount :delta',
        ...(guard ? { ConditionExpression: 'adminCount > :one' } : {}),
        ExpressionAttributeValues: { ':delta': delta, ...(guard ? { ':one': 1 } : {}) },
      },
    });
  }
  try {
    await withConflictRetry(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
    return 'changed';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'role-changed';
    if (codes[1] === 'ConditionalCheckFailed') return 'last-admin';
    throw error;
  }
}

/**
 * First-admin bootstrap: the caller becomes admin only if the platform has no admin. One
 * transaction conditions on the admin count, so exactly one of any number of racing callers wins.
 */
export async function claimFirstAdmin(
  userId: string,
  from: Role,
): Promise<'claimed' | 'admin-exists' | 'role-changed'> {
  try {
    await withConflictRetry(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: env.tableName(),
                Key: keys.platformStats(),
                UpdateExpression: 'SET adminCount = :one',
                ConditionExpression: 'attribute_not_exists(adminCount) OR adminCount = :zero',
                ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
              },
            },
            {
              Update: {
                TableName: env.tableName(),
                Key: keys.user(userId),
                UpdateExpression: 'SET #role = :admin',
                ConditionExpression: 'attribute_exists(PK) AND #role = :from',
                ExpressionAttributeNames: { '#role': 'role' },
                ExpressionAttributeValues: { ':admin': 'admin', ':from': from },
              },
            },
          ],
        }),
      ),
    );
    return 'claimed';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'admin-exists';
    if (codes[1] === 'ConditionalCheckFailed') return 'role-changed';
    throw error;
  }
}

/**
 * Ends, for the API, every session signed in before `now` (epoch seconds): the floor only rises, so
 * of two calls racing the later time stays. Returns false when the user has no record.
 */
export async function endSessionsBefore(userId: string, now: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET tokens_valid_after = :now',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(tokens_valid_after) OR tokens_valid_after <= :now)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Either no record, or a later floor already: only the first is a failure.
    return (await findUser(userId)) !== null;
  }
}

/**
 * Records two-factor sign-in as Cognito reports it: turned on at `now` (epoch seconds) — always, or
 * only when nothing is recorded (`keepEarlier`) — or off (the time removed). Returns the time kept.
 */
export async function recordTwoFactor(
  userId: string,
  on: boolean,
  now: number,
  { keepEarlier }: { keepEarlier: boolean },
): Promise<number | null> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: keys.user(userId),
      UpdateExpression: on
        ? keepEarlier
          ? 'SET mfa_enabled_at = if_not_exists(mfa_enabled_at, :now)'
          : 'SET mfa_enabled_at = :now'
        : 'REMOVE mfa_enabled_at',
      ConditionExpression: 'attribute_exists(PK)',
      ...(on ? { ExpressionAttributeValues: { ':now': now } } : {}),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return typeof Attributes?.mfa_enabled_at === 'number' ? Attributes.mfa_enabled_at : null;
}
