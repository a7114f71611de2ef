/**
 * The platform's cohort figures (GET /api/stats, the about page): counters of the platform stats
 * item, each moved by ADD inside the very transaction that makes the change they count, so they
 * never drift from the cohorts:
 * - `cohortsCount`: +1 when a cohort is created, −1 in the transaction that deletes its item;
 * - `participantsCount`: +1 per join, −1 per removal, the cohort's `participants_count` taken off
 *   in that same deleting transaction;
 * - `certificatesCount`: the certificates in force — +1 issued, −1 revoked, the cohort's
 *   `certificates_count` taken off in that same deleting transaction.
 * A cohort's own counts stop moving once it is flagged `deleting` (every change to them is
 * conditioned on a live cohort), so what the delete subtracts is exactly what it added.
 */
import { keys } from '../lib/keys';
import { env } from '../lib/env';
import { addExpression, type TransactItem } from '../lib/writes';

export const COHORT_COUNT_FIELDS = {
  cohorts: 'cohortsCount',
  participants: 'participantsCount',
  certificates: 'certificatesCount',
} as const;

export type CohortCountChange = Partial<Record<keyof typeof COHORT_COUNT_FIELDS, number>>;

/** The transaction item that moves the platform's cohort figures by `change` (fields left out: unchanged). */
export function platformCohortCounts(change: CohortCountChange): TransactItem {
  const deltas = new Map<string, number>();
  for (const [name, field] of Object.entries(COHORT_COUNT_FIELDS) as [keyof CohortCountChange, string][]) {
    const delta = change[name];
    if (delta !== undefined) deltas.set(field, delta);
  }
  return { Update: { TableName: env.tableName(), Key: keys.platformStats(), ...addExpression(deltas) } };
}
