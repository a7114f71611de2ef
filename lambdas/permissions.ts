/**
 * What a function may do on AWS, declared next to it in the route table (./routes.ts): CDK turns
 * each declaration into that function's IAM policy (infra/lib/grants.ts), and the local cloud
 * refuses every call the synthesized policy does not allow, as AWS would. So a declaration that
 * misses an action fails locally, in the tests, before it fails in production.
 */
import {
  CATALOGUE_SHELL_KEY,
  DELIVERABLES_PREFIX,
  MEDIA_PREFIX,
  SHELL_KEY,
  STAGING_PREFIX,
} from '@common/storage-keys';
import type { GsiName } from './lib/table-definition';

/** DynamoDB item actions. Scan is not one of them: request paths never scan. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

export type BucketKind = 'documents' | 'media';

/**
 * HeadObject and (ranged) GetObject are s3:GetObject; a copy is s3:GetObject on its source and s3:PutObject
 * on its target. A multipart upload's CreateMultipartUpload, UploadPart and CompleteMultipartUpload are
 * s3:PutObject; its ListParts is s3:ListMultipartUploadParts, its abort s3:AbortMultipartUpload.
 */
export type ObjectAction =
  'GetObject' | 'PutObject' | 'DeleteObject' | 'ListMultipartUploadParts' | 'AbortMultipartUpload';

export type CognitoAction =
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminListGroupsForUser'
  | 'AdminGetUser'
  | 'AdminUserGlobalSignOut'
  | 'ListUsers'
  | 'ListUsersInGroup';

/** Reading the table's stream: an event source mapping polls it with the function's own role. */
export type StreamAction = 'ListStreams' | 'DescribeStream' | 'GetShardIterator' | 'GetRecords';

/** The notification pipeline's queues (infra/lib/stacks/notifications-stack.ts). */
export type QueueKind = 'jobs' | 'send' | 'stream-failures';

/**
 * SendMessageBatch is sqs:SendMessage, DeleteMessageBatch sqs:DeleteMessage: IAM knows no batch actions.
 * An event source mapping reads a queue with the function's role (ReceiveMessage, DeleteMessage,
 * GetQueueAttributes), as it reads a stream.
 */
export type QueueAction =
  'SendMessage' | 'ReceiveMessage' | 'DeleteMessage' | 'ChangeMessageVisibility' | 'GetQueueAttributes';

export interface QueueGrant {
  readonly queue: QueueKind;
  readonly actions: readonly QueueAction[];
}

/** Amazon SES (v2): sending from the configured identity, through its configuration set. */
export type EmailAction = 'SendEmail';

export interface ObjectGrant {
  readonly bucket: BucketKind;
  /** The keys, as an IAM resource pattern under the bucket (`staging/*`, `media/images/*`). */
  readonly keys: string;
  readonly actions: readonly ObjectAction[];
}

export interface Permissions {
  /** Actions on the table itself (a transaction's items count as their own actions). */
  readonly table?: readonly TableAction[];
  /** Indexes the function queries: dynamodb:Query on `table/{name}/index/{index}`. */
  readonly indexes?: readonly GsiName[];
  readonly objects?: readonly ObjectGrant[];
  /** s3:ListBucket, without which S3 answers 403 rather than 404 for a key that does not exist. */
  readonly listBucket?: readonly BucketKind[];
  /** On the user pool. */
  readonly cognito?: readonly CognitoAction[];
  /** On the table's stream (ListStreams: on `*`, as IAM knows it). */
  readonly stream?: readonly StreamAction[];
  readonly queues?: readonly QueueGrant[];
  /** On the SES identity and configuration set the deployment names (context sesIdentity). */
  readonly email?: readonly EmailAction[];
}

/** Key patterns, from the layout of lambdas/uploads/object-keys.ts. */
export const KEYS = {
  /** Browser uploads, before they are checked and attached. */
  staging: `${STAGING_PREFIX}*`,
  /**
   * Attached documents live at `{userId}/…` in the documents bucket. A Cognito user id is a UUID,
   * so the pattern names exactly those keys, and not the staging ones beside them.
   */
  userDocuments: '????????-????-????-????-????????????/*',
  /** Participants' deliverables, in the documents bucket. */
  deliverables: `${DELIVERABLES_PREFIX}*`,
  sessionImages: `${MEDIA_PREFIX}images/*`,
  avatars: `${MEDIA_PREFIX}avatars/*`,
  shell: SHELL_KEY,
  catalogueShell: CATALOGUE_SHELL_KEY,
} as const;

/** Every signed-in (and optionally signed-in) route reads its caller's record first. */
export const CALLER: readonly TableAction[] = ['GetItem'];
