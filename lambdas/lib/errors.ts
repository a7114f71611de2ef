/** Typed domain errors; lambdas/lib/middleware.ts (errorAnswers) maps them to HTTP answers in one place. */
export type ErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  /** Refused until the caller turns on two-factor sign-in (admin actions, lambdas/lib/admin-mfa.ts). */
  | 'mfa_required'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'unavailable';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  mfa_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** A rate limit of ours (e.g. the contact form's); the answer says when to try again. */
  too_many_requests: 429,
  /** A dependency (e.g. Cognito) failed and the change was undone: safe to retry. */
  unavailable: 503,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** A longer explanation for the UI, e.g. the spec's sentence under 'Accès Refusé'. */
    readonly detail?: string,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new DomainError('validation_failed', message, fields);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string, detail?: string) =>
  new DomainError('forbidden', message, undefined, detail);
export const mfaRequired = (message: string) => new DomainError('mfa_required', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('too_many_requests', message, undefined, undefined, retryAfterSeconds);
