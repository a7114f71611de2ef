import { isApiError } from '@/lib/api-client';

/** One record a management screen works on, as the screen shows it. */
export type ResourceState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'not-found' } | { status: 'error' };

/**
 * A record that does not exist and one the caller may not manage are the same answer for the API
 * (SPEC §6: own sessions only, unless editor or admin), and the same 'not found' page here.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status);
}

/**
 * What a query of one record shows: not found (even over an older answer: it is gone), the record,
 * the failure once no retry is under way, else the loading skeleton.
 */
export function resourceState<T>(query: {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
}): ResourceState<T> {
  if (query.error && isNotFound(query.error)) return { status: 'not-found' };
  if (query.data !== undefined) return { status: 'ready', value: query.data };
  if (query.error && !query.isFetching) return { status: 'error' };
  return { status: 'loading' };
}
