import { PARCOURS_RETENTION_MONTHS } from '@common/parcours';
import { TTL_ATTRIBUTE } from './table-definition';

/**
 * Who viewed a session or downloaded a document, when and from where, is kept 13 months (a year
 * of comparisons and a month's margin), then DynamoDB's TTL removes it. Counters stay.
 */
export const ACTIVITY_RETENTION_MONTHS = 13;

function expiry(at: Date, months: number): { [TTL_ATTRIBUTE]: number } {
  const expires = new Date(at);
  expires.setUTCMonth(expires.getUTCMonth() + months);
  return { [TTL_ATTRIBUTE]: Math.floor(expires.getTime() / 1000) };
}

/** The TTL attribute of an activity record made at `at`. */
export function activityExpiry(at: Date): { [TTL_ATTRIBUTE]: number } {
  return expiry(at, ACTIVITY_RETENTION_MONTHS);
}

/** The TTL attribute of a parcours item written at `at` (kept PARCOURS_RETENTION_MONTHS). */
export function parcoursExpiry(at: Date): { [TTL_ATTRIBUTE]: number } {
  return expiry(at, PARCOURS_RETENTION_MONTHS);
}
