import { TTL_ATTRIBUTE } from './table-definition';

/**
 * Who viewed a session or downloaded a document, when and from where, is kept 13 months (a year
 * of comparisons and a month's margin), then DynamoDB's TTL removes it. Counters stay.
 */
export const ACTIVITY_RETENTION_MONTHS = 13;

/** The TTL attribute of an activity record made at `at`. */
export function activityExpiry(at: Date): { [TTL_ATTRIBUTE]: number } {
  const expires = new Date(at);
  expires.setUTCMonth(expires.getUTCMonth() + ACTIVITY_RETENTION_MONTHS);
  return { [TTL_ATTRIBUTE]: Math.floor(expires.getTime() / 1000) };
}
