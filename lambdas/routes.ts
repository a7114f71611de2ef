/**
 * The API's route table: the one list that CDK turns into HTTP API routes and
 * functions, and that the local edge serves. `handler` is the module under lambdas/.
 */
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
}

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'get-me', method: 'GET', path: '/api/me', handler: 'users/get-me', access: 'signed-in' },
  {
    name: 'list-published-sessions',
    method: 'GET',
    path: '/api/sessions',
    handler: 'sessions/list-published',
    access: 'public',
  },
  {
    name: 'create-session',
    method: 'POST',
    path: '/api/sessions',
    handler: 'sessions/create-session',
    access: 'signed-in',
  },
  {
    name: 'list-published-tags',
    method: 'GET',
    path: '/api/sessions/tags',
    handler: 'sessions/list-tags',
    access: 'public',
  },
  {
    name: 'get-published-session',
    method: 'GET',
    path: '/api/sessions/{sessionId}',
    handler: 'sessions/get-published',
    access: 'optional',
  },
  {
    name: 'get-session-neighbours',
    method: 'GET',
    path: '/api/sessions/{sessionId}/neighbours',
    handler: 'sessions/get-neighbours',
    access: 'public',
  },
  {
    name: 'update-session',
    method: 'PUT',
    path: '/api/sessions/{sessionId}',
    handler: 'sessions/update-session',
    access: 'signed-in',
  },
  {
    name: 'delete-session',
    method: 'DELETE',
    path: '/api/sessions/{sessionId}',
    handler: 'sessions/delete-session',
    access: 'signed-in',
  },
  {
    name: 'list-dashboard-sessions',
    method: 'GET',
    path: '/api/dashboard/sessions',
    handler: 'sessions/list-dashboard',
    access: 'signed-in',
  },
  {
    name: 'get-dashboard-session',
    method: 'GET',
    path: '/api/dashboard/sessions/{sessionId}',
    handler: 'sessions/get-dashboard-session',
    access: 'signed-in',
  },
  {
    name: 'list-shared-sessions',
    method: 'GET',
    path: '/api/shared-sessions',
    handler: 'sessions/list-shared',
    access: 'signed-in',
  },
  {
    name: 'get-dashboard-stats',
    method: 'GET',
    path: '/api/dashboard/stats',
    handler: 'stats/get-dashboard-stats',
    access: 'signed-in',
  },
  // Documents
  {
    name: 'list-library',
    method: 'GET',
    path: '/api/documents',
    handler: 'documents/list-library',
    access: 'public',
  },
  {
    name: 'list-session-documents',
    method: 'GET',
    path: '/api/sessions/{sessionId}/documents',
    handler: 'documents/list-session-documents',
    access: 'public',
  },
  {
    name: 'create-document',
    method: 'POST',
    path: '/api/sessions/{sessionId}/documents',
    handler: 'documents/create-document',
    access: 'signed-in',
  },
  {
    name: 'list-dashboard-documents',
    method: 'GET',
    path: '/api/dashboard/documents',
    handler: 'documents/list-dashboard',
    access: 'signed-in',
  },
  {
    name: 'list-dashboard-session-documents',
    method: 'GET',
    path: '/api/dashboard/sessions/{sessionId}/documents',
    handler: 'documents/list-dashboard-session-documents',
    access: 'signed-in',
  },
  {
    name: 'get-document',
    method: 'GET',
    path: '/api/documents/{documentId}',
    handler: 'documents/get-document',
    access: 'signed-in',
  },
  {
    name: 'update-document',
    method: 'PUT',
    path: '/api/documents/{documentId}',
    handler: 'documents/update-document',
    access: 'signed-in',
  },
  {
    name: 'delete-document',
    method: 'DELETE',
    path: '/api/documents/{documentId}',
    handler: 'documents/delete-document',
    access: 'signed-in',
  },
  {
    name: 'download-document',
    method: 'POST',
    path: '/api/documents/{documentId}/download',
    handler: 'documents/download-document',
    access: 'signed-in',
  },
  {
    name: 'preview-document',
    method: 'GET',
    path: '/api/documents/{documentId}/preview',
    handler: 'documents/preview-document',
    access: 'signed-in',
  },
  {
    name: 'create-upload',
    method: 'POST',
    path: '/api/uploads',
    handler: 'uploads/create-upload',
    access: 'signed-in',
  },
  // Users (profile, admin, bootstrap, contact, platform stats)
  { name: 'update-me', method: 'PATCH', path: '/api/me', handler: 'users/update-me', access: 'signed-in' },
  {
    name: 'get-notification-preferences',
    method: 'GET',
    path: '/api/me/notification-preferences',
    handler: 'users/get-notification-preferences',
    access: 'signed-in',
  },
  {
    name: 'put-notification-preferences',
    method: 'PUT',
    path: '/api/me/notification-preferences',
    handler: 'users/put-notification-preferences',
    access: 'signed-in',
  },
  {
    name: 'list-users',
    method: 'GET',
    path: '/api/admin/users',
    handler: 'users/list-users',
    access: 'signed-in',
  },
  {
    name: 'assign-user-role',
    method: 'PUT',
    path: '/api/admin/users/{userId}/role',
    handler: 'users/assign-role',
    access: 'signed-in',
  },
  {
    name: 'bootstrap-admin',
    method: 'POST',
    path: '/api/bootstrap-admin',
    handler: 'users/bootstrap-admin',
    access: 'signed-in',
  },
  {
    name: 'create-contact-message',
    method: 'POST',
    path: '/api/contact',
    handler: 'contact/create-message',
    access: 'optional',
  },
  {
    name: 'list-contact-messages',
    method: 'GET',
    path: '/api/admin/contact-messages',
    handler: 'contact/list-messages',
    access: 'signed-in',
  },
  {
    name: 'get-contact-message',
    method: 'GET',
    path: '/api/admin/contact-messages/{messageId}',
    handler: 'contact/get-message',
    access: 'signed-in',
  },
  {
    // Not under /api: CloudFront sends /session/* here so crawlers get each session's link preview.
    name: 'render-session-page',
    method: 'GET',
    path: '/session/{sessionId}',
    handler: 'pages/session-page',
    access: 'public',
  },
  {
    name: 'get-platform-stats',
    method: 'GET',
    path: '/api/stats',
    handler: 'stats/get-platform-stats',
    access: 'public',
  },
];

/** Cognito triggers: the same handler modules in both worlds. */
export const AUTH_TRIGGERS = {
  preSignUp: 'auth-triggers/pre-sign-up',
  postConfirmation: 'auth-triggers/post-confirmation',
  postAuthentication: 'auth-triggers/post-authentication',
} as const;

export type TriggerName = keyof typeof AUTH_TRIGGERS;
