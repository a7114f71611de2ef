import { displayName } from '@common/display-name';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { reviewBodySchema, submissionPathSchema } from '@common/schemas/deliverable';
import { apiHandler } from '../lib/api-handler';
import { conflict, notFound } from '../lib/errors';
import { json } from '../lib/http';
import { findUser } from '../users/user-records';
import { submissionsReadableBy } from './access';
import { versionView } from './deliverable-item';
import { findVersion } from './deliverable-reads';
import { reviewVersion } from './deliverable-writes';

/**
 * PUT /api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions/{userId}/{version}/review —
 * "Validé" or "À revoir" (with its comment), by one of the cohort's managers, an admin, or the mentor
 * of the participant's startup. Only the latest version, while it waits, and once: of two reviewers
 * racing, one wins and the other gets a 409. The participant is told by the pipeline (the version's
 * change on the table's stream).
 */
export const handler = apiHandler(
  'review-submission',
  { path: submissionPathSchema, body: reviewBodySchema },
  async ({ caller, inputs }) => {
    const { cohortId, deliverableId, userId, version: number } = inputs.path;
    await submissionsReadableBy(caller, cohortId, userId, { review: true });
    const version = await findVersion(cohortId, userId, deliverableId, number);
    if (!version) throw notFound(M.submissionNotFound);
    const review = inputs.body;
    if (version.state !== 'pending') throw conflict(M.alreadyReviewed);
    const reviewer = await findUser(caller.id);
    const reviewed = await reviewVersion(version, {
      decision: review.decision,
      comment: review.comment,
      reviewerId: caller.id,
      reviewerName: reviewer?.full_name || displayName(caller.email),
      at: new Date().toISOString(),
    });
    return json(200, versionView(reviewed));
  },
);
