import type { SubmissionFileLink } from '@common/api-types';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { submissionFileQuerySchema, submissionPathSchema } from '@common/schemas/deliverable';
import { apiHandler } from '../lib/api-handler';
import { notFound } from '../lib/errors';
import { json } from '../lib/http';
import { downloadUrl } from '../uploads/files';
import { submissionsReadableBy } from './access';
import { findVersion } from './deliverable-reads';

/**
 * GET /api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions/{userId}/{version}/file — a
 * 5-minute link to a handed-in file: read in the PDF reader (`?disposition=inline`, PDFs only) or
 * saved. For the participant themselves, the cohort's managers and admins, and their startup's mentor.
 */
export const handler = apiHandler(
  'get-submission-file',
  { path: submissionPathSchema, query: submissionFileQuerySchema },
  async ({ caller, inputs }) => {
    const { cohortId, deliverableId, userId, version: number } = inputs.path;
    await submissionsReadableBy(caller, cohortId, userId);
    const version = await findVersion(cohortId, userId, deliverableId, number);
    if (!version) throw notFound(M.submissionNotFound);
    const link = await downloadUrl({
      key: version.file_key,
      fileName: version.file_name,
      ...(inputs.query.disposition === 'inline' ? { inline: true } : {}),
    });
    const body: SubmissionFileLink = { url: link.url, expires_at: link.expiresAt };
    return json(200, body);
  },
);
