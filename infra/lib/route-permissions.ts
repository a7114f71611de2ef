import type { RouteDefinition } from '../../lambdas/routes';

export type DataAccess = 'read' | 'read-write';

export interface RoutePermissions {
  /** The single table. */
  readonly table: DataAccess;
  /** Documents and media buckets (presigning acts with the function's own rights). */
  readonly buckets: DataAccess;
  /** Cognito group and user administration on the pool. */
  readonly cognitoAdmin: boolean;
}

/** Paths whose handlers manage Cognito users and groups: role changes and first-admin bootstrap. */
const COGNITO_ADMIN_PREFIXES = ['/api/admin', '/api/bootstrap'] as const;

export function needsCognitoAdmin(route: Pick<RouteDefinition, 'path'>): boolean {
  return COGNITO_ADMIN_PREFIXES.some(
    (prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`),
  );
}

/**
 * Least privilege per route, from the route table alone: reads for GET, reads and writes
 * otherwise, and Cognito administration only under the admin and bootstrap paths.
 */
export function routePermissions(route: Pick<RouteDefinition, 'method' | 'path'>): RoutePermissions {
  const access: DataAccess = route.method === 'GET' ? 'read' : 'read-write';
  return { table: access, buckets: access, cognitoAdmin: needsCognitoAdmin(route) };
}

/** Cognito actions the admin and bootstrap handlers use to keep groups in step with the table. */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
] as const;

/**
 * Item-level DynamoDB actions, granted on the table and its indexes. Scan is left out on purpose:
 * request paths read with GetItem, BatchGetItem and Query only. Transactions need no actions of
 * their own; IAM checks each item operation inside them.
 */
export const TABLE_ACTIONS: Record<DataAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  'read-write': [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/**
 * Object actions, on every key of the bucket. Presigned URLs act with these rights; a copy to the
 * final key needs GetObject on the source and PutObject on the target.
 */
export const OBJECT_ACTIONS: Record<DataAccess, readonly string[]> = {
  read: ['s3:GetObject'],
  'read-write': ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

/** On the bucket itself: without it, HeadObject on a missing key answers 403 rather than 404. */
export const BUCKET_ACTIONS = ['s3:ListBucket'] as const;
