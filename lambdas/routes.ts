/**
 * The API's route table: the one list that CDK turns into HTTP API routes and functions (each
 * with the IAM permissions its entry declares), and that the local edge serves. `handler` is the
 * module under lambdas/.
 */
import { CALLER, KEYS, type Permissions, type TableAction } from './permissions';

export type Access = 'public' | 'optional' | 'signed-in';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  /** Function name stem, unique: also the CDK construct id. */
  name: string;
  method: Method;
  /** API Gateway path syntax, e.g. /api/sessions/{sessionId}. */
  path: string;
  handler: string;
  /** 'signed-in' routes sit behind the JWT authorizer; 'optional' verify a bearer themselves. */
  access: Access;
  /** Every AWS action the function's code makes, and on what: its IAM policy (lambdas/permissions.ts). */
  permissions: Permissions;
  /**
   * An admin action (every /api/admin/* route): where the deployment requires it (context
   * requireAdminMfa), the caller's account must have two-factor sign-in on. The stacks give exactly
   * these functions ADMIN_MFA_REQUIRED; each reads the caller's MFA with cognito-idp:AdminGetUser.
   */
  adminAction?: true;
  /**
   * A page people open from a link (GET only): HEAD is answered like GET, headers without the body,
   * as a web server would for link checkers and crawlers. An API Gateway route matches one method,
   * so HEAD gets a route of its own, on the same function.
   */
  answersHead?: true;
  /**
   * Gives the admin role (a role change, the first admin): where admins need two-factor sign-in, only
   * to an account that has it on. The stacks give these functions ADMIN_MFA_REQUIRED too.
   */
  grantsAdminRole?: true;
  /**
   * Checks links the platform signed (unsubscribe, cohort invitations): the stacks give exactly these
   * functions the link key (UNSUBSCRIBE_LINK_SECRET, a Secrets Manager dynamic reference).
   */
  readsLinkSecret?: true;
}

/** The methods a route is reached with: its own, and HEAD beside GET for the pages. */
export function routeMethods(route: RouteDefinition): readonly (Method | 'HEAD')[] {
  return route.answersHead ? [route.method, 'HEAD'] : [route.method];
}

/**
 * Admin actions record what they learn of the caller's two-factor sign-in on the caller's record
 * (UpdateItem: lambdas/lib/admin-mfa.ts): the admin actions' table rights beyond their reads.
 */
const RECORD_TWO_FACTOR: readonly TableAction[] = ['UpdateItem'];

/** Catalogue reads: pages of the sessions and documents indexes, then the items themselves. */
const READ_PAGES: readonly TableAction[] = [...CALLER, 'Query', 'BatchGetItem'];
/** Content writes: the item, its search-index and listing entries, and the counters, in transactions. */
const WRITE_CONTENT: readonly TableAction[] = [
  ...READ_PAGES,
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
];

const ROUTE_TABLE = [
  {
    name: 'get-me',
    method: 'GET',
    path: '/api/me',
    handler: 'users/get-me',
    access: 'signed-in',
    permissions: { table: CALLER },
  },
  {
    name: 'list-published-sessions',
    method: 'GET',
    path: '/api/sessions',
    handler: 'sessions/list-published',
    access: 'public',
    permissions: { table: READ_PAGES },
  },
  {
    name: 'create-session',
    method: 'POST',
    path: '/api/sessions',
    handler: 'sessions/create-session',
    access: 'signed-in',
    permissions: {
      // DeleteItem: an upload claim given back (lambdas/uploads/claims.ts).
      table: [...CALLER, 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
      objects: [
        { bucket: 'media', keys: KEYS.staging, actions: ['GetObject', 'DeleteObject'] },
        { bucket: 'media', keys: KEYS.sessionImages, actions: ['PutObject', 'DeleteObject'] },
      ],
      listBucket: ['media'],
    },
  },
  {
    name: 'list-published-tags',
    method: 'GET',
    path: '/api/sessions/tags',
    handler: 'sessions/list-tags',
    access: 'public',
    permissions: { table: ['Query'] },
  },
  {
    name: 'get-published-session',
    method: 'GET',
    path: '/api/sessions/{sessionId}',
    handler: 'sessions/get-published',
    access: 'optional',
    permissions: { table: [...CALLER, 'UpdateItem', 'PutItem'] },
  },
  {
    name: 'get-session-neighbours',
    method: 'GET',
    path: '/api/sessions/{sessionId}/neighbours',
    handler: 'sessions/get-neighbours',
    access: 'public',
    permissions: { table: READ_PAGES },
  },
  {
    name: 'update-session',
    method: 'PUT',
    path: '/api/sessions/{sessionId}',
    handler: 'sessions/update-session',
    access: 'signed-in',
    permissions: {
      // The documents' copies of the session commit only while the session is as copied.
      table: [...WRITE_CONTENT, 'ConditionCheckItem'],
      objects: [
        { bucket: 'media', keys: KEYS.staging, actions: ['GetObject', 'DeleteObject'] },
        { bucket: 'media', keys: KEYS.sessionImages, actions: ['PutObject', 'DeleteObject'] },
      ],
      listBucket: ['media'],
    },
  },
  {
    name: 'delete-session',
    method: 'DELETE',
    path: '/api/sessions/{sessionId}',
    handler: 'sessions/delete-session',
    access: 'signed-in',
    permissions: {
      table: WRITE_CONTENT,
      // GSI2: who opened its documents and who finished it (their parcours items go with it).
      indexes: ['GSI2'],
      objects: [
        { bucket: 'documents', keys: KEYS.userDocuments, actions: ['DeleteObject'] },
        { bucket: 'media', keys: KEYS.sessionImages, actions: ['DeleteObject'] },
      ],
    },
  },
  {
    name: 'list-dashboard-sessions',
    method: 'GET',
    path: '/api/dashboard/sessions',
    handler: 'sessions/list-dashboard',
    access: 'signed-in',
    permissions: { table: READ_PAGES },
  },
  {
    name: 'get-dashboard-session',
    method: 'GET',
    path: '/api/dashboard/sessions/{sessionId}',
    handler: 'sessions/get-dashboard-session',
    access: 'signed-in',
    permissions: { table: CALLER },
  },
  {
    name: 'list-shared-sessions',
    method: 'GET',
    path: '/api/shared-sessions',
    handler: 'sessions/list-shared',
    access: 'signed-in',
    permissions: { table: READ_PAGES },
  },
  {
    name: 'get-dashboard-stats',
    method: 'GET',
    path: '/api/dashboard/stats',
    handler: 'stats/get-dashboard-stats',
    access: 'signed-in',
    permissions: { table: [...CALLER, 'Query'] },
  },
  // Documents
  {
    name: 'list-library',
    method: 'GET',
    path: '/api/documents',
    handler: 'documents/list-library',
    access: 'public',
    permissions: { table: READ_PAGES, indexes: ['DownloadsPublished'] },
  },
  {
    name: 'list-session-documents',
    method: 'GET',
    path: '/api/sessions/{sessionId}/documents',
    handler: 'documents/list-session-documents',
    access: 'public',
    permissions: { table: READ_PAGES },
  },
  {
    name: 'create-document',
    method: 'POST',
    path: '/api/sessions/{sessionId}/documents',
    handler: 'documents/create-document',
    access: 'signed-in',
    permissions: {
      // DeleteItem: an upload claim given back (lambdas/uploads/claims.ts).
      table: [...CALLER, 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
      objects: [
        { bucket: 'documents', keys: KEYS.staging, actions: ['GetObject', 'DeleteObject'] },
        { bucket: 'documents', keys: KEYS.userDocuments, actions: ['PutObject', 'DeleteObject'] },
      ],
      listBucket: ['documents'],
    },
  },
  {
    name: 'list-dashboard-documents',
    method: 'GET',
    path: '/api/dashboard/documents',
    handler: 'documents/list-dashboard',
    access: 'signed-in',
    permissions: { table: READ_PAGES, indexes: ['DownloadsAll'] },
  },
  {
    name: 'list-dashboard-session-documents',
    method: 'GET',
    path: '/api/dashboard/sessions/{sessionId}/documents',
    handler: 'documents/list-dashboard-session-documents',
    access: 'signed-in',
    permissions: { table: READ_PAGES },
  },
  {
    name: 'get-document',
    method: 'GET',
    path: '/api/documents/{documentId}',
    handler: 'documents/get-document',
    access: 'signed-in',
    permissions: { table: CALLER },
  },
  {
    name: 'update-document',
    method: 'PUT',
    path: '/api/documents/{documentId}',
    handler: 'documents/update-document',
    access: 'signed-in',
    permissions: {
      table: [...CALLER, 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'],
      objects: [
        { bucket: 'documents', keys: KEYS.staging, actions: ['GetObject', 'DeleteObject'] },
        { bucket: 'documents', keys: KEYS.userDocuments, actions: ['PutObject', 'DeleteObject'] },
      ],
      listBucket: ['documents'],
    },
  },
  {
    name: 'delete-document',
    method: 'DELETE',
    path: '/api/documents/{documentId}',
    handler: 'documents/delete-document',
    access: 'signed-in',
    permissions: {
      // Query: the document's download records, deleted with it; on GSI2, who opened it (their
      // parcours items go too).
      table: [...CALLER, 'Query', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
      indexes: ['GSI2'],
      objects: [{ bucket: 'documents', keys: KEYS.userDocuments, actions: ['DeleteObject'] }],
    },
  },
  {
    name: 'download-document',
    method: 'POST',
    path: '/api/documents/{documentId}/download',
    handler: 'documents/download-document',
    access: 'signed-in',
    permissions: {
      // PutItem: the download's record, and the caller's parcours item the first time (conditional).
      table: [...CALLER, 'PutItem', 'UpdateItem'],
      objects: [
        // The presigned link acts with this function's own right to read the file.
        { bucket: 'documents', keys: KEYS.userDocuments, actions: ['GetObject'] },
      ],
    },
  },
  {
    // GET, as the reader asks for its link: the offline app keeps GET answers (the link read offline).
    // Its one write, the caller's parcours item the first time they open the document, is idempotent.
    name: 'preview-document',
    method: 'GET',
    path: '/api/documents/{documentId}/preview',
    handler: 'documents/preview-document',
    access: 'signed-in',
    permissions: {
      table: [...CALLER, 'PutItem'],
      objects: [{ bucket: 'documents', keys: KEYS.userDocuments, actions: ['GetObject'] }],
    },
  },
  {
    name: 'create-upload',
    method: 'POST',
    path: '/api/uploads',
    handler: 'uploads/create-upload',
    access: 'signed-in',
    permissions: {
      table: CALLER,
      objects: [
        // The presigned POST acts with this function's own right to write the staging keys.
        { bucket: 'documents', keys: KEYS.staging, actions: ['PutObject'] },
        { bucket: 'media', keys: KEYS.staging, actions: ['PutObject'] },
      ],
    },
  },
  // Uploads in parts (lambdas/uploads/multipart.ts): files over 5 MB; documents and session images only
  // can be that large, in either bucket's staging keys.
  {
    name: 'start-multipart-upload',
    method: 'POST',
    path: '/api/uploads/multipart',
    handler: 'uploads/start-multipart-upload',
    access: 'signed-in',
    permissions: {
      table: CALLER,
      // CreateMultipartUpload is s3:PutObject.
      objects: [
        { bucket: 'documents', keys: KEYS.staging, actions: ['PutObject'] },
        { bucket: 'media', keys: KEYS.staging, actions: ['PutObject'] },
      ],
    },
  },
  {
    name: 'presign-upload-parts',
    method: 'POST',
    path: '/api/uploads/multipart/urls',
    handler: 'uploads/presign-upload-parts',
    access: 'signed-in',
    permissions: {
      table: CALLER,
      // The presigned UploadPart URLs act with this function's own s3:PutObject on the staging keys.
      objects: [
        { bucket: 'documents', keys: KEYS.staging, actions: ['PutObject'] },
        { bucket: 'media', keys: KEYS.staging, actions: ['PutObject'] },
      ],
    },
  },
  {
    name: 'list-upload-parts',
    method: 'GET',
    path: '/api/uploads/multipart/parts',
    handler: 'uploads/list-upload-parts',
    access: 'signed-in',
    permissions: {
      table: CALLER,
      objects: [
        { bucket: 'documents', keys: KEYS.staging, actions: ['ListMultipartUploadParts'] },
        { bucket: 'media', keys: KEYS.staging, actions: ['ListMultipartUploadParts'] },
      ],
    },
  },
  {
    name: 'complete-multipart-upload',
    method: 'POST',
    path: '/api/uploads/multipart/complete',
    handler: 'uploads/complete-multipart-upload',
    access: 'signed-in',
    permissions: {
      table: CALLER,
      // ListParts (the size, before), CompleteMultipartUpload (s3:PutObject), the abort of a file too large.
      objects: [
        {
          bucket: 'documents',
          keys: KEYS.staging,
          actions: ['ListMultipartUploadParts', 'PutObject', 'AbortMultipartUpload'],
        },
        {
          bucket: 'media',
          keys: KEYS.staging,
          actions: ['ListMultipartUploadParts', 'PutObject', 'AbortMultipartUpload'],
        },
      ],
    },
  },
  {
    name: 'abort-multipart-upload',
    method: 'DELETE',
    path: '/api/uploads/multipart',
    handler: 'uploads/abort-multipart-upload',
    access: 'signed-in',
    permissions: {
      table: CALLER,
      objects: [
        { bucket: 'documents', keys: KEYS.staging, actions: ['AbortMultipartUpload'] },
        { bucket: 'media', keys: KEYS.staging, actions: ['AbortMultipartUpload'] },
      ],
    },
  },
  // Parcours ("Mon parcours": where the caller is in the programme)
  {
    name: 'get-parcours',
    method: 'GET',
    path: '/api/me/parcours',
    handler: 'parcours/get-parcours',
    access: 'signed-in',
    // The caller's partition and the programme's list entries (Query), its sessions (BatchGetItem);
    // their memberships (Query on GSI1) and their cohort (BatchGetItem).
    permissions: { table: READ_PAGES, indexes: ['GSI1'] },
  },
  {
    name: 'mark-session-done',
    method: 'PUT',
    path: '/api/me/parcours/sessions/{sessionId}',
    handler: 'parcours/mark-session-done',
    access: 'signed-in',
    // GetItem: the caller, and the session (published?); PutItem: the mark, once (conditional).
    permissions: { table: [...CALLER, 'PutItem'] },
  },
  {
    name: 'unmark-session-done',
    method: 'DELETE',
    path: '/api/me/parcours/sessions/{sessionId}',
    handler: 'parcours/unmark-session-done',
    access: 'signed-in',
    permissions: { table: [...CALLER, 'DeleteItem'] },
  },
  // Users (profile, admin, bootstrap, contact, platform stats)
  {
    name: 'update-me',
    method: 'PATCH',
    path: '/api/me',
    handler: 'users/update-me',
    access: 'signed-in',
    permissions: {
      // PutItem, DeleteItem: the avatar upload's claim, taken and given back (lambdas/uploads/claims.ts).
      table: [...CALLER, 'UpdateItem', 'PutItem', 'DeleteItem'],
      objects: [
        { bucket: 'media', keys: KEYS.staging, actions: ['GetObject', 'DeleteObject'] },
        { bucket: 'media', keys: KEYS.avatars, actions: ['PutObject', 'DeleteObject'] },
      ],
      listBucket: ['media'],
    },
  },
  {
    name: 'get-notification-preferences',
    method: 'GET',
    path: '/api/me/notification-preferences',
    handler: 'users/get-notification-preferences',
    access: 'signed-in',
    permissions: { table: CALLER },
  },
  {
    name: 'put-notification-preferences',
    method: 'PUT',
    path: '/api/me/notification-preferences',
    handler: 'users/put-notification-preferences',
    access: 'signed-in',
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  {
    // After a password change or turning two-factor sign-in on: every session of the caller ends.
    name: 'end-sessions',
    method: 'POST',
    path: '/api/me/end-sessions',
    handler: 'users/end-sessions',
    access: 'signed-in',
    permissions: {
      // UpdateItem: the record's tokens_valid_after and mfa_enabled_at (lambdas/users/sessions.ts).
      table: [...CALLER, 'UpdateItem'],
      cognito: ['AdminGetUser', 'AdminUserGlobalSignOut'],
    },
  },
  {
    name: 'list-users',
    method: 'GET',
    path: '/api/admin/users',
    handler: 'users/list-users',
    access: 'signed-in',
    permissions: {
      table: [...READ_PAGES, ...RECORD_TWO_FACTOR],
      indexes: ['GSI1'],
      cognito: ['AdminGetUser'],
    },
    adminAction: true,
  },
  {
    name: 'assign-user-role',
    method: 'PUT',
    path: '/api/admin/users/{userId}/role',
    handler: 'users/assign-role',
    access: 'signed-in',
    permissions: {
      table: [...CALLER, 'UpdateItem'],
      // AdminGetUser: the caller's two-factor sign-in, and the new admin's (lambdas/lib/admin-mfa.ts).
      cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminGetUser'],
    },
    adminAction: true,
    grantsAdminRole: true,
  },
  {
    name: 'bootstrap-admin',
    method: 'POST',
    path: '/api/bootstrap-admin',
    handler: 'users/bootstrap-admin',
    access: 'signed-in',
    permissions: {
      table: [...CALLER, 'UpdateItem'],
      // AdminGetUser: on AWS, the caller's e-mail and whether it is verified (lambdas/users/bootstrap-rule.ts),
      // and their two-factor sign-in where admins need it.
      cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'ListUsersInGroup', 'AdminGetUser'],
    },
    grantsAdminRole: true,
  },
  {
    name: 'create-contact-message',
    method: 'POST',
    path: '/api/contact',
    handler: 'contact/create-message',
    access: 'optional',
    // The message and its sender's hourly counts, in one transaction.
    permissions: { table: [...CALLER, 'PutItem', 'UpdateItem'] },
  },
  {
    name: 'list-contact-messages',
    method: 'GET',
    path: '/api/admin/contact-messages',
    handler: 'contact/list-messages',
    access: 'signed-in',
    permissions: { table: [...CALLER, ...RECORD_TWO_FACTOR], indexes: ['GSI1'], cognito: ['AdminGetUser'] },
    adminAction: true,
  },
  {
    name: 'get-contact-message',
    method: 'GET',
    path: '/api/admin/contact-messages/{messageId}',
    handler: 'contact/get-message',
    access: 'signed-in',
    permissions: { table: [...CALLER, ...RECORD_TWO_FACTOR], cognito: ['AdminGetUser'] },
    adminAction: true,
  },
  // Announcements (lambdas/announcements/): Administration → "Annonces"
  {
    name: 'count-announcement-recipients',
    method: 'GET',
    path: '/api/admin/announcements/recipients',
    handler: 'announcements/count-recipients',
    access: 'signed-in',
    // A COUNT Query of the opted-in index (GSI2); GetItem: whether the admin opted in.
    permissions: { table: [...CALLER, ...RECORD_TWO_FACTOR], indexes: ['GSI2'], cognito: ['AdminGetUser'] },
    adminAction: true,
  },
  {
    name: 'send-announcement',
    method: 'POST',
    path: '/api/admin/announcements',
    handler: 'announcements/send-announcement',
    access: 'signed-in',
    // The count (GSI2), then the announcement put IF new (GetItem: the one a replay finds); the
    // table's stream fans it out.
    permissions: {
      table: [...CALLER, ...RECORD_TWO_FACTOR, 'PutItem'],
      indexes: ['GSI2'],
      cognito: ['AdminGetUser'],
    },
    adminAction: true,
  },
  {
    name: 'list-announcements',
    method: 'GET',
    path: '/api/admin/announcements',
    handler: 'announcements/list-announcements',
    access: 'signed-in',
    permissions: { table: [...CALLER, ...RECORD_TWO_FACTOR], indexes: ['GSI1'], cognito: ['AdminGetUser'] },
    adminAction: true,
  },
  // Cohorts (lambdas/cohorts/): Dashboard → "Cohortes", for editors and admins
  {
    name: 'list-cohorts',
    method: 'GET',
    path: '/api/cohorts',
    handler: 'cohorts/list-cohorts',
    access: 'signed-in',
    // A page of GSI1 (every cohort, or the caller's memberships), then one BatchGet of the cohorts.
    permissions: { table: [...CALLER, 'BatchGetItem'], indexes: ['GSI1'] },
  },
  {
    name: 'create-cohort',
    method: 'POST',
    path: '/api/cohorts',
    handler: 'cohorts/create-cohort',
    access: 'signed-in',
    // Co-managers by e-mail (Query of the e-mail suffixes, BatchGet of their records), the programme
    // (Query + BatchGet), then the cohort and its memberships in one transaction with the platform's
    // count of cohorts (UpdateItem, ADD); GetItem: a replay's.
    permissions: { table: [...CALLER, 'Query', 'BatchGetItem', 'PutItem', 'UpdateItem'] },
  },
  {
    name: 'get-cohort',
    method: 'GET',
    path: '/api/cohorts/{cohortId}',
    handler: 'cohorts/get-cohort',
    access: 'signed-in',
    // The cohort, then its sessions and managers (BatchGets).
    permissions: { table: [...CALLER, 'BatchGetItem'] },
  },
  {
    name: 'update-cohort',
    method: 'PUT',
    path: '/api/cohorts/{cohortId}',
    handler: 'cohorts/update-cohort',
    access: 'signed-in',
    // As create; the cohort updated IF at its version, memberships put or deleted, one transaction.
    permissions: { table: [...CALLER, 'Query', 'BatchGetItem', 'UpdateItem', 'PutItem', 'DeleteItem'] },
  },
  {
    name: 'delete-cohort',
    method: 'DELETE',
    path: '/api/cohorts/{cohortId}',
    handler: 'cohorts/delete-cohort',
    access: 'signed-in',
    // Flagged (UpdateItem), then its partition Queried and deleted in batches, the cohort's item last
    // IF still there (DeleteItem) in one transaction with the platform's counts (UpdateItem, ADD);
    // the files its participants handed in deleted with their versions.
    permissions: {
      table: [...CALLER, 'UpdateItem', 'Query', 'BatchWriteItem', 'DeleteItem'],
      objects: [{ bucket: 'documents', keys: KEYS.deliverables, actions: ['DeleteObject'] }],
    },
  },
  {
    // The schedule's iCalendar feed: calendar apps subscribe without a sign-in, the token is the secret.
    name: 'get-cohort-calendar',
    method: 'GET',
    path: '/api/calendars/{cohortId}/{file}',
    handler: 'cohorts/get-cohort-calendar',
    access: 'public',
    // The cohort (its token and programme), then its sessions' titles.
    permissions: { table: ['GetItem', 'BatchGetItem'] },
  },
  // Invitations to a cohort (lambdas/cohorts/invitation-*.ts): its managers invite, the invited join.
  {
    name: 'invite-participants',
    method: 'POST',
    path: '/api/cohorts/{cohortId}/invitations',
    handler: 'cohorts/invite-participants',
    access: 'signed-in',
    // The cohort and the caller's name (GetItems), then per address one transaction: the cohort
    // checked, the invitation put or renewed IF absent or expired.
    permissions: { table: [...CALLER, 'ConditionCheckItem', 'UpdateItem'] },
  },
  {
    name: 'list-invitations',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/invitations',
    handler: 'cohorts/list-invitations',
    access: 'signed-in',
    // The cohort, then a page of its partition's invitations (Query).
    permissions: { table: [...CALLER, 'Query'] },
  },
  {
    name: 'resend-invitation',
    method: 'POST',
    path: '/api/cohorts/{cohortId}/invitations/{invitationId}/resend',
    handler: 'cohorts/resend-invitation',
    access: 'signed-in',
    // The cohort, then the invitation renewed IF not accepted (UpdateItem).
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  {
    name: 'revoke-invitation',
    method: 'DELETE',
    path: '/api/cohorts/{cohortId}/invitations/{invitationId}',
    handler: 'cohorts/revoke-invitation',
    access: 'signed-in',
    // The cohort, then the invitation deleted IF not accepted.
    permissions: { table: [...CALLER, 'DeleteItem'] },
  },
  {
    // The invitation page's first read: no sign-in, the signed link is the key.
    name: 'preview-invitation',
    method: 'POST',
    path: '/api/invitations/preview',
    handler: 'cohorts/preview-invitation',
    access: 'public',
    // The cohort and the invitation (GetItems).
    permissions: { table: ['GetItem'] },
    readsLinkSecret: true,
  },
  {
    name: 'accept-invitation',
    method: 'POST',
    path: '/api/invitations/accept',
    handler: 'cohorts/accept-invitation',
    access: 'signed-in',
    // The cohort and the invitation, then one transaction: the invitation marked accepted IF its link
    // is the last and unused, the membership put, the cohort's and the platform's participants counted (ADD).
    permissions: { table: [...CALLER, 'UpdateItem', 'PutItem'] },
    readsLinkSecret: true,
  },
  // A cohort's members (lambdas/cohorts/member-*.ts): its managers see them and may remove one.
  {
    name: 'list-participants',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/participants',
    handler: 'cohorts/list-participants',
    access: 'signed-in',
    // The cohort, then a page of its partition's members (Query).
    permissions: { table: [...CALLER, 'Query'] },
  },
  {
    name: 'remove-participant',
    method: 'DELETE',
    path: '/api/cohorts/{cohortId}/participants/{userId}',
    handler: 'cohorts/remove-participant',
    access: 'signed-in',
    // The cohort and the member (GetItems), then one transaction: the member deleted IF there, the
    // cohort's and the platform's participants counted down (ADD, the cohort checked live), their
    // invitation deleted.
    permissions: { table: [...CALLER, 'DeleteItem', 'UpdateItem'] },
  },
  // Their progress (lambdas/cohorts/progress-*.ts): the grid, a participant's page, attendance, the export.
  {
    name: 'list-cohort-progress',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/progress',
    handler: 'cohorts/list-cohort-progress',
    access: 'signed-in',
    // The cohort, its programme's sessions (BatchGetItem), then a page of its members (Query): each
    // member item carries its progress and attendance, so the grid is one Query whatever its size.
    permissions: { table: [...CALLER, 'Query', 'BatchGetItem'] },
  },
  {
    name: 'export-cohort-progress',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/progress/export',
    handler: 'cohorts/export-cohort-progress',
    access: 'signed-in',
    // As the grid, every page of members.
    permissions: { table: [...CALLER, 'Query', 'BatchGetItem'] },
  },
  // Reports (lambdas/reports/, issue 31): the funder's figures, as JSON, CSV or a one-page PDF.
  {
    name: 'get-cohort-report',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/report',
    handler: 'reports/get-cohort-report',
    access: 'signed-in',
    // The cohort (GetItem); its members, deliverables, hand-ins and certificates (Queries of its
    // partition); its participants' profiles (BatchGetItem).
    permissions: { table: [...CALLER, 'Query', 'BatchGetItem'] },
  },
  {
    name: 'get-programme-report',
    method: 'GET',
    path: '/api/reports',
    handler: 'reports/get-programme-report',
    access: 'signed-in',
    // The cohorts under way in the period (GSI1 `COHORTS`), then each as the cohort's report reads it.
    permissions: { table: [...CALLER, 'Query', 'BatchGetItem'], indexes: ['GSI1'] },
  },
  {
    name: 'get-participant-progress',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/participants/{userId}',
    handler: 'cohorts/get-participant-progress',
    access: 'signed-in',
    // The cohort and the member (GetItems), the programme's sessions (BatchGetItem).
    permissions: { table: [...CALLER, 'BatchGetItem'] },
  },
  {
    name: 'record-attendance',
    method: 'PUT',
    path: '/api/cohorts/{cohortId}/participants/{userId}/attendance/{sessionId}',
    handler: 'cohorts/record-attendance',
    access: 'signed-in',
    // The cohort, then the member's attendance at that session set or removed IF the member is there.
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  // Mentors (issue 30, point 2): a manager makes a member "Mentor" of some startups; the mentor sees them.
  {
    name: 'set-member-role',
    method: 'PUT',
    path: '/api/cohorts/{cohortId}/participants/{userId}/role',
    handler: 'cohorts/set-member-role',
    access: 'signed-in',
    // The cohort (GetItem), its participants' startups (Query, projected) when some are named, then
    // the member's role and startups set IF the member is there (UpdateItem).
    permissions: { table: [...CALLER, 'Query', 'UpdateItem'] },
  },
  {
    name: 'list-mentoring',
    method: 'GET',
    path: '/api/me/mentoring',
    handler: 'cohorts/list-mentoring',
    access: 'signed-in',
    // The caller's memberships (Query on GSI1, mentors kept), then their cohorts (BatchGetItem).
    permissions: { table: [...CALLER, 'BatchGetItem'], indexes: ['GSI1'] },
  },
  {
    name: 'list-mentees',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/mentees',
    handler: 'cohorts/list-mentees',
    access: 'signed-in',
    // The cohort and the caller's membership (GetItems), the programme's sessions (BatchGetItem), then
    // the cohort's members of the mentor's startups (Query, filtered).
    permissions: { table: [...CALLER, 'Query', 'BatchGetItem'] },
  },
  // Deliverables (issue 31, lambdas/deliverables/): a cohort's managers set them, its participants hand
  // them in, managers and mentors review them ("À relire").
  {
    name: 'list-deliverables',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/deliverables',
    handler: 'deliverables/list-deliverables',
    access: 'signed-in',
    // The cohort (GetItem), then its deliverables: one Query of its partition.
    permissions: { table: [...CALLER, 'Query'] },
  },
  {
    name: 'create-deliverable',
    method: 'POST',
    path: '/api/cohorts/{cohortId}/deliverables',
    handler: 'deliverables/create-deliverable',
    access: 'signed-in',
    // The cohort and the same request's deliverable (GetItem), how many it has (Query), the Put IF absent.
    permissions: { table: [...CALLER, 'Query', 'PutItem'] },
  },
  {
    name: 'update-deliverable',
    method: 'PUT',
    path: '/api/cohorts/{cohortId}/deliverables/{deliverableId}',
    handler: 'deliverables/update-deliverable',
    access: 'signed-in',
    // The cohort (GetItem), the deliverable saved IF at the version read (UpdateItem).
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  {
    name: 'delete-deliverable',
    method: 'DELETE',
    path: '/api/cohorts/{cohortId}/deliverables/{deliverableId}',
    handler: 'deliverables/delete-deliverable',
    access: 'signed-in',
    // The cohort (GetItem), the deliverable deleted IF nobody handed it in (DeleteItem).
    permissions: { table: [...CALLER, 'DeleteItem'] },
  },
  {
    name: 'list-my-deliverables',
    method: 'GET',
    path: '/api/me/cohorts/{cohortId}/deliverables',
    handler: 'deliverables/list-my-deliverables',
    access: 'signed-in',
    // The cohort and the caller's membership (GetItem); its deliverables and the caller's versions (Query).
    permissions: { table: [...CALLER, 'Query'] },
  },
  {
    name: 'submit-deliverable',
    method: 'POST',
    path: '/api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions',
    handler: 'deliverables/submit-deliverable',
    access: 'signed-in',
    permissions: {
      // GetItem: the cohort, the membership, the deliverable and its head; PutItem: the upload's claim
      // (lambdas/uploads/claims.ts) and the version; UpdateItem: the deliverable's count and the head (one
      // transaction); DeleteItem: a claim given back when the file is refused.
      table: [...CALLER, 'PutItem', 'UpdateItem', 'DeleteItem'],
      objects: [
        { bucket: 'documents', keys: KEYS.staging, actions: ['GetObject', 'DeleteObject'] },
        { bucket: 'documents', keys: KEYS.deliverables, actions: ['PutObject', 'DeleteObject'] },
      ],
      listBucket: ['documents'],
    },
  },
  {
    name: 'list-reviews',
    method: 'GET',
    path: '/api/me/reviews',
    handler: 'deliverables/list-reviews',
    access: 'signed-in',
    // The cohorts the caller manages or mentors (GSI1, BatchGetItem), each one's queue (GSI3), the
    // sessions named (BatchGetItem).
    permissions: { table: [...CALLER, 'BatchGetItem'], indexes: ['GSI1', 'GSI3'] },
  },
  {
    name: 'get-submission-file',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions/{userId}/{version}/file',
    handler: 'deliverables/get-submission-file',
    access: 'signed-in',
    permissions: {
      // The cohort, the memberships, the version (GetItem).
      table: CALLER,
      // The presigned link acts with this function's own right to read the file.
      objects: [{ bucket: 'documents', keys: KEYS.deliverables, actions: ['GetObject'] }],
    },
  },
  {
    name: 'review-submission',
    method: 'PUT',
    path: '/api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions/{userId}/{version}/review',
    handler: 'deliverables/review-submission',
    access: 'signed-in',
    // The cohort, the memberships, the version, the reviewer's name (GetItem); the head and the version
    // updated together IF still pending (one transaction of two UpdateItems).
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  // Certificates (lambdas/certificates): a participant who completed the programme gets one, its
  // public page confirms it by code, the cohort's managers can revoke it.
  {
    name: 'issue-certificate',
    method: 'POST',
    path: '/api/cohorts/{cohortId}/certificate',
    handler: 'certificates/issue-certificate',
    access: 'signed-in',
    // The cohort, the membership, the certificate, the holder's and the manager's names (GetItems),
    // the cohort's deliverables and the participant's submissions (Query), then one transaction: the
    // membership checked, the certificate put IF absent, the cohort's and the platform's certificates
    // counted (UpdateItem, ADD).
    permissions: { table: [...CALLER, 'Query', 'ConditionCheckItem', 'PutItem', 'UpdateItem'] },
  },
  {
    name: 'download-certificate',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/certificate',
    handler: 'certificates/download-certificate',
    access: 'signed-in',
    // The caller's certificate (GetItem); the PDF is drawn in the function.
    permissions: { table: [...CALLER] },
  },
  {
    name: 'get-certificate',
    method: 'GET',
    path: '/api/certificates/{code}',
    handler: 'certificates/get-certificate',
    access: 'public',
    // The certificate by its code (Query on GSI2).
    permissions: { indexes: ['GSI2'] },
  },
  {
    name: 'get-participant-certificate',
    method: 'GET',
    path: '/api/cohorts/{cohortId}/participants/{userId}/certificate',
    handler: 'certificates/get-participant-certificate',
    access: 'signed-in',
    // The cohort and the certificate (GetItems).
    permissions: { table: [...CALLER] },
  },
  {
    name: 'revoke-certificate',
    method: 'DELETE',
    path: '/api/cohorts/{cohortId}/participants/{userId}/certificate',
    handler: 'certificates/revoke-certificate',
    access: 'signed-in',
    // The cohort (GetItem), then one transaction: the certificate marked revoked IF it is not yet, the
    // cohort's and the platform's certificates counted down (UpdateItems, ADD).
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  {
    // Not under /api: CloudFront sends /session/* here so crawlers get each session's link preview.
    name: 'render-session-page',
    method: 'GET',
    path: '/session/{sessionId}',
    handler: 'pages/session-page',
    access: 'public',
    answersHead: true,
    permissions: {
      table: ['GetItem'],
      objects: [{ bucket: 'media', keys: KEYS.shell, actions: ['GetObject'] }],
    },
  },
  {
    // Not under /api: CloudFront sends /sessions (that path only) here, so the catalogue's first
    // page paints from the HTML.
    name: 'render-catalogue-page',
    method: 'GET',
    path: '/sessions',
    handler: 'pages/catalogue-page',
    access: 'public',
    answersHead: true,
    permissions: {
      // The first page of published sessions: one Query on their sorted listing (a partition of the
      // table, no index), the sessions themselves (BatchGetItem) and the catalogue's count (GetItem).
      table: ['Query', 'BatchGetItem', 'GetItem'],
      objects: [{ bucket: 'media', keys: KEYS.catalogueShell, actions: ['GetObject'] }],
    },
  },
  {
    name: 'get-platform-stats',
    method: 'GET',
    path: '/api/stats',
    handler: 'stats/get-platform-stats',
    access: 'public',
    permissions: { table: ['GetItem'] },
  },
  // Follows (lambdas/follows/)
  {
    name: 'follow-session',
    method: 'PUT',
    path: '/api/sessions/{sessionId}/follow',
    handler: 'follows/follow-session',
    access: 'signed-in',
    // GetItem: the session (who may follow it); the follow and the session's count in one transaction.
    permissions: { table: [...CALLER, 'PutItem', 'UpdateItem'] },
  },
  {
    name: 'unfollow-session',
    method: 'DELETE',
    path: '/api/sessions/{sessionId}/follow',
    handler: 'follows/unfollow-session',
    access: 'signed-in',
    permissions: { table: [...CALLER, 'DeleteItem', 'UpdateItem'] },
  },
  {
    name: 'lookup-follows',
    method: 'GET',
    path: '/api/me/follows',
    handler: 'follows/lookup-follows',
    access: 'signed-in',
    // The caller's follows of the sessions a page shows, and (editors) their counts: one BatchGet.
    permissions: { table: [...CALLER, 'BatchGetItem'] },
  },
  {
    name: 'list-followed-sessions',
    method: 'GET',
    path: '/api/me/followed-sessions',
    handler: 'follows/list-followed-sessions',
    access: 'signed-in',
    // A page of the caller's follows (GSI2), then the sessions themselves.
    permissions: { table: [...CALLER, 'BatchGetItem'], indexes: ['GSI2'] },
  },
  // The bell (lambdas/notifications/)
  {
    name: 'list-notifications',
    method: 'GET',
    path: '/api/notifications',
    handler: 'notifications/list-notifications',
    access: 'signed-in',
    // GetItem: when the caller last marked everything read; Query: a page, and the unread (GSI3).
    permissions: { table: [...CALLER, 'Query'], indexes: ['GSI3'] },
  },
  {
    name: 'count-unread-notifications',
    method: 'GET',
    path: '/api/notifications/unread',
    handler: 'notifications/count-unread',
    access: 'signed-in',
    permissions: { table: CALLER, indexes: ['GSI3'] },
  },
  {
    name: 'mark-notification-read',
    method: 'PUT',
    path: '/api/notifications/{notificationId}/read',
    handler: 'notifications/mark-read',
    access: 'signed-in',
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  {
    name: 'mark-all-notifications-read',
    method: 'POST',
    path: '/api/notifications/read-all',
    handler: 'notifications/mark-all-read',
    access: 'signed-in',
    permissions: { table: [...CALLER, 'UpdateItem'] },
  },
  {
    // RFC 8058 one-click unsubscribe: the link of every e-mail, signed and expiring; no sign-in.
    name: 'unsubscribe',
    method: 'POST',
    path: '/api/unsubscribe',
    handler: 'notifications/unsubscribe',
    access: 'public',
    // The person's settings (GetItem), changed by one conditioned UpdateItem.
    permissions: { table: ['GetItem', 'UpdateItem'] },
    readsLinkSecret: true,
  },
] as const satisfies readonly RouteDefinition[];

export const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

/** A route's name, as handlers name their own entry (lambdas/lib/api-handler.ts). */
export type RouteName = (typeof ROUTE_TABLE)[number]['name'];

/** The access rule of the route named N, as the table declares it. */
export type AccessOf<N extends RouteName> = Extract<(typeof ROUTE_TABLE)[number], { name: N }>['access'];

/** The route table's entry named `name`; throws if none (a test holds every handler to its entry). */
export function routeNamed(name: RouteName): RouteDefinition {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

/** Cognito triggers: the same handler modules in both worlds. */
export const AUTH_TRIGGERS = {
  customMessage: 'auth-triggers/custom-message',
  postConfirmation: 'auth-triggers/post-confirmation',
  postAuthentication: 'auth-triggers/post-authentication',
} as const;

export type TriggerName = keyof typeof AUTH_TRIGGERS;

/** What each trigger's function may do (see RouteDefinition.permissions). */
export const TRIGGER_PERMISSIONS: Readonly<Record<TriggerName, Permissions>> = {
  // Writes the e-mails' text: no AWS call.
  customMessage: {},
  // Creates the user's record and counts the new user; after a password reset, ends every session
  // (the record's tokens_valid_after, then Cognito's global sign-out: lambdas/users/sessions.ts).
  postConfirmation: {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'BatchWriteItem'],
    cognito: ['AdminUserGlobalSignOut'],
  },
  // Records the sign-in time; lists an account the sign-up left unlisted (its repair path).
  postAuthentication: { table: ['GetItem', 'UpdateItem', 'BatchWriteItem'] },
};

/**
 * The notification pipeline's functions (docs/architecture.md, "Events, messages and schedules"): no
 * HTTP route, each fed by its event source (the table's stream, a queue, a schedule, SES's feedback).
 * Their permissions are their IAM policies, as a route's are; the event source mappings poll with them.
 */
export interface PipelineFunction {
  readonly handler: string;
  readonly description: string;
  readonly timeoutSeconds: number;
  readonly permissions: Permissions;
}

const PIPELINE_TABLE = {
  'notify-stream': {
    handler: 'notifications/stream-handler',
    description: "The table's stream: each change that notifies becomes a job",
    timeoutSeconds: 30,
    permissions: {
      stream: ['ListStreams', 'DescribeStream', 'GetShardIterator', 'GetRecords'],
      queues: [
        { queue: 'jobs', actions: ['SendMessage'] },
        // Records a batch still fails after its retries (the event source mapping's on-failure destination).
        { queue: 'stream-failures', actions: ['SendMessage'] },
      ],
    },
  },
  'notify-jobs': {
    handler: 'notifications/job-handler',
    description: 'Notifications: one page of recipients per job, the bell items, e-mails queued, digests',
    timeoutSeconds: 60,
    permissions: {
      // Followers and notifications (Query), recipients (BatchGetItem), bell items (TransactWrite
      // puts IF not exists), digest marks (BatchWriteItem), a person's digest cut (GetItem, UpdateItem)
      // and their mark cleared (DeleteItem); a new cohort member's follows (the cohort: GetItem, its
      // sessions: BatchGetItem, each follow and its count: TransactWrite of PutItem and UpdateItem);
      // a person's parcours copied onto their memberships (their partition and GSI1: Query; UpdateItem).
      table: ['GetItem', 'Query', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
      // An announcement's recipients: pages of the opted-in index; the cohorts under way (reminders).
      indexes: ['GSI1', 'GSI2'],
      queues: [
        { queue: 'jobs', actions: ['ReceiveMessage', 'DeleteMessage', 'GetQueueAttributes', 'SendMessage'] },
        { queue: 'send', actions: ['SendMessage'] },
      ],
    },
  },
  'notify-schedule': {
    handler: 'notifications/schedule-handler',
    description: 'Scheduled runs: the download summaries, the daily and weekly digests',
    timeoutSeconds: 60,
    permissions: { table: ['Query'], queues: [{ queue: 'jobs', actions: ['SendMessage'] }] },
  },
  'send-email': {
    handler: 'notifications/send-email',
    description: 'Sends one e-mail per message through Amazon SES, at its rate',
    timeoutSeconds: 30,
    permissions: {
      // The recipient's address and choices, the bounce list (GetItem); the send's claim (PutItem, UpdateItem).
      table: ['GetItem', 'PutItem', 'UpdateItem'],
      queues: [
        {
          queue: 'send',
          // ChangeMessageVisibility: a throttled e-mail comes back in seconds, not after the whole timeout.
          actions: ['ReceiveMessage', 'DeleteMessage', 'GetQueueAttributes', 'ChangeMessageVisibility'],
        },
      ],
      email: ['SendEmail'],
    },
  },
  'record-email-feedback': {
    handler: 'notifications/email-feedback',
    description: "SES's bounces and complaints: no more e-mails to that address",
    timeoutSeconds: 10,
    permissions: { table: ['PutItem'] },
  },
} as const satisfies Record<string, PipelineFunction>;

export type PipelineFunctionName = keyof typeof PIPELINE_TABLE;

export const PIPELINE_FUNCTIONS: Readonly<Record<PipelineFunctionName, PipelineFunction>> = PIPELINE_TABLE;
