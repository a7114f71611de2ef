/**
 * The shape of a failed API call (lib/api-client's ApiError), read without importing the client,
 * so pure message helpers stay testable outside the browser.
 */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code, message } = error as Partial<Record<keyof ApiFailure, unknown>>;
  return typeof status === 'number' && typeof code === 'string' && typeof message === 'string';
}

/** The server explained the refusal in a sentence of its own (`http_…` codes mean it did not). */
export function isExplained(error: ApiFailure): boolean {
  return !error.code.startsWith('http_') && error.message.trim() !== '';
}
