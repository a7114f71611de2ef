import { acceptedContentTypes, DELIVERABLE_LIMITS, kindsLabel, megabytes } from '@common/deliverables';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { deliverablePathSchema, submissionCreateSchema } from '@common/schemas/deliverable';
import { apiHandler } from '../lib/api-handler';
import { conflict, notFound, validationFailed } from '../lib/errors';
import { json } from '../lib/http';
import { logger } from '../lib/observability';
import { checkUpload } from '../uploads/attach';
import { deleteFile } from '../uploads/files';
import { finalKey } from '../uploads/object-keys';
import { participantOf } from './access';
import { versionView, type StoredVersion } from './deliverable-item';
import { findDeliverable, findHead } from './deliverable-reads';
import { submitVersion } from './deliverable-writes';

/**
 * POST /api/cohorts/{cohortId}/deliverables/{deliverableId}/submissions — "Déposer mon livrable": a
 * participant hands in the file they uploaded (a `deliverable` ticket's staging key), with a note. The
 * upload is claimed and checked as documents' are (lambdas/uploads/attach.ts), against this
 * deliverable's own size limit and kinds; then one transaction adds the version on top of the latest.
 * Once a version is accepted, no other is taken (409).
 */
export const handler = apiHandler(
  'submit-deliverable',
  { path: deliverablePathSchema, body: submissionCreateSchema },
  async ({ caller, inputs }) => {
    const { cohort, member } = await participantOf(caller, inputs.path.cohortId);
    const [deliverable, head] = await Promise.all([
      findDeliverable(cohort.id, inputs.path.deliverableId),
      findHead(cohort.id, caller.id, inputs.path.deliverableId),
    ]);
    if (!deliverable) throw notFound(M.deliverableNotFound);
    if (head?.state === 'accepted') throw conflict(M.alreadyAccepted);
    const number = (head?.latest_version ?? 0) + 1;
    if (number > DELIVERABLE_LIMITS.versionsMax) throw validationFailed(M.tooManyVersions);
    const input = inputs.body;
    const maxMb = Math.round(deliverable.max_bytes / megabytes(1));
    const checked = await checkUpload({
      kind: 'deliverable',
      stagingKey: input.upload_key,
      userId: caller.id,
      rules: {
        maxBytes: deliverable.max_bytes,
        tooLarge: M.fileTooLarge(maxMb),
        types: acceptedContentTypes(deliverable.kinds),
        wrongType: M.wrongKind(kindsLabel(deliverable.kinds)),
      },
    });
    const now = new Date();
    const file = await checked.attach(
      finalKey('deliverable', caller.id, checked.extension, now, checked.attachId),
    );
    const version: StoredVersion = {
      cohort_id: cohort.id,
      user_id: caller.id,
      deliverable_id: deliverable.id,
      version: number,
      file_key: file.key,
      file_name: input.file_name,
      size: file.size,
      content_type: file.contentType,
      note: input.note,
      submitted_at: now.toISOString(),
      state: 'pending',
      comment: null,
      reviewed_at: null,
      reviewed_by: null,
      reviewer_name: null,
      deliverable_title: deliverable.title,
      cohort_name: cohort.name,
    };
    try {
      await submitVersion(deliverable, head, version, {
        userId: caller.id,
        name: member.full_name ?? member.email,
        startup: member.startup,
      });
    } catch (error) {
      // Nothing points at the attached copy: it goes (the ticket's claim stays used, as for documents).
      await deleteFile('documents', file.key).catch((deleteError: unknown) =>
        logger.error('Deliverable file not removed', { key: file.key, error: deleteError as Error }),
      );
      throw error;
    }
    return json(201, versionView(version));
  },
);
