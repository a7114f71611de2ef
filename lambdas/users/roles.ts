import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_GROUPS, type Role } from '../../common/roles';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';
import { setRole } from './repository';

/**
 * Gives a user a role: the table (authoritative, read on every request) first, then the
 * Cognito groups, so a token that still carries an old group never keeps its powers.
 * With e-mail sign-in the Cognito username is the user's `sub`, which is our user id.
 */
export async function assignRole(userId: string, role: Role): Promise<void> {
  await setRole(userId, role);
  const client = cognito();
  for (const group of ROLE_GROUPS) {
    const input = { UserPoolId: env.userPoolId(), Username: userId, GroupName: group };
    if (group === role) await client.send(new AdminAddUserToGroupCommand(input));
    else await client.send(new AdminRemoveUserFromGroupCommand(input));
  }
}
