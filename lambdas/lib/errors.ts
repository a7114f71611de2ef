/** Typed domain errors; lambdas/lib/http-errors.ts maps them to HTTP answers in one place. */
export type ErrorCode =
  'validation_failed' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'payload_too_large';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new DomainError('validation_failed', message, fields);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
