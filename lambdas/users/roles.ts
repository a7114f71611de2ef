import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Me } from '@common/api-types';
import { MESSAGES } from '@common/messages';
import { ROLE_GROUPS, type Role } from '@common/roles';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';
import { conflict, notFound, unavailable } from '../lib/errors';
import { changeRole, claimFirstAdmin, findUser, toMe } from './repository';
import { logger } from '../lib/observability';

/** The Cognito side of a role: the user is in the role's group and in no other role group. */
export interface GroupDirectory {
  syncGroups(userId: string, role: Role): Promise<void>;
  /** Whether the pool's admin group has anyone in it. */
  adminGroupHasMembers(): Promise<boolean>;
}

/** With e-mail sign-in the Cognito username is the user's `sub`, which is our user id. */
export const cognitoGroups: GroupDirectory = {
  async syncGroups(userId, role) {
    const client = cognito();
    for (const group of ROLE_GROUPS) {
      const input = { UserPoolId: env.userPoolId(), Username: userId, GroupName: group };
      if (group === role) await client.send(new AdminAddUserToGroupCommand(input));
      else await client.send(new AdminRemoveUserFromGroupCommand(input));
    }
  },
  async adminGroupHasMembers() {
    const { Users } = await cognito().send(
      new ListUsersInGroupCommand({ UserPoolId: env.userPoolId(), GroupName: 'admin', Limit: 1 }),
    );
    return (Users ?? []).length > 0;
  },
};

function log(message: string, details: Record<string, unknown>): void {
  logger.error(message, details);
}

/**
 * After the table changed, the Cognito groups follow; if they cannot, the table change is undone
 * (so the two never disagree for long) and the caller gets a 503 it may retry.
 */
async function followInCognito(
  userId: string,
  from: Role,
  to: Role,
  by: string,
  groups: GroupDirectory,
): Promise<void> {
  try {
    await groups.syncGroups(userId, to);
  } catch (error) {
    log('Cognito group sync failed; undoing the role change', { userId, from, to, error: String(error) });
    const undone = await changeRole(userId, to, from, { keepLastAdmin: false, by });
    if (undone !== 'changed') log('Role change not undone: the role moved meanwhile', { userId, undone });
    await groups.syncGroups(userId, from).catch((again: unknown) => {
      log('Cognito groups not restored', { userId, error: String(again) });
    });
    throw unavailable(MESSAGES.authServiceUnavailable);
  }
}

/**
 * Gives a user a role: the table (authoritative, read on every request) first, so the very next
 * request of that user sees it, whatever groups their token still carries; then the Cognito groups.
 * The admin count moves in the same transaction, conditioned on the role read, so two concurrent
 * changes cannot count one promotion twice; the last admin cannot be demoted.
 */
export async function assignRole(
  userId: string,
  role: Role,
  /** Who asks (the admin): the person is told of the change, unless it is themselves. */
  by: string,
  groups: GroupDirectory = cognitoGroups,
): Promise<Me> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = await findUser(userId);
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.role === role) {
      // Nothing to count; re-syncing the groups repairs any earlier drift.
      await groups.syncGroups(userId, role).catch((error: unknown) => {
        log('Cognito group re-sync failed', { userId, role, error: String(error) });
      });
      return toMe(user);
    }
    const outcome = await changeRole(userId, user.role, role, { keepLastAdmin: true, by });
    if (outcome === 'last-admin') throw conflict(MESSAGES.lastAdmin);
    if (outcome === 'role-changed') continue;
    await followInCognito(userId, user.role, role, by, groups);
    return toMe({ ...user, role });
  }
  throw conflict(MESSAGES.roleChangedConcurrently);
}

/**
 * POST /api/bootstrap-admin: the caller becomes admin only when the platform has none. The
 * conditional transaction on the admin count decides; Cognito's admin group is also checked first,
 * so data written before the count existed cannot be bootstrapped a second admin.
 */
export async function bootstrapFirstAdmin(
  userId: string,
  groups: GroupDirectory = cognitoGroups,
): Promise<Me> {
  const user = await findUser(userId);
  if (!user) throw notFound(MESSAGES.userNotFound);
  const groupHasAdmin = await groups.adminGroupHasMembers().catch((error: unknown) => {
    log('Cognito admin group lookup failed', { error: String(error) });
    throw unavailable(MESSAGES.authServiceUnavailable);
  });
  if (user.role === 'admin' || groupHasAdmin) {
    throw conflict(MESSAGES.adminAlreadyExists);
  }
  const outcome = await claimFirstAdmin(userId, user.role);
  if (outcome === 'admin-exists') throw conflict(MESSAGES.adminAlreadyExists);
  if (outcome === 'role-changed') throw conflict(MESSAGES.roleChangedConcurrently);
  await followInCognito(userId, user.role, 'admin', userId, groups);
  return toMe({ ...user, role: 'admin' });
}
