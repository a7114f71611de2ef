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
];

/** Cognito triggers: the same handler modules in both worlds. */
export const AUTH_TRIGGERS = {
  preSignUp: 'auth-triggers/pre-sign-up',
  postConfirmation: 'auth-triggers/post-confirmation',
  postAuthentication: 'auth-triggers/post-authentication',
} as const;

export type TriggerName = keyof typeof AUTH_TRIGGERS;
