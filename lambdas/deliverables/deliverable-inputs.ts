/** What a manager's deliverable form is checked against beyond its schema: the cohort's programme. */
import { megabytes } from '@common/deliverables';
import { DELIVERABLE_MESSAGES as M } from '@common/messages/deliverables';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import type { DeliverableCreateInput } from '@common/schemas/deliverable';
import { validationFailed } from '../lib/errors';
import type { StoredCohort } from '../cohorts/cohort-item';
import type { DeliverableChanges } from './deliverable-writes';

/** The stored fields of the form's input; a session outside the cohort's programme is refused (400). */
export function deliverableChanges(
  cohort: StoredCohort,
  input: Omit<DeliverableCreateInput, 'request_id'>,
): DeliverableChanges {
  if (!cohort.programme.some((entry) => entry.session_id === input.session_id)) {
    throw validationFailed(COHORT_MESSAGES.sessionNotInProgramme, {
      session_id: COHORT_MESSAGES.sessionNotInProgramme,
    });
  }
  return {
    session_id: input.session_id,
    title: input.title,
    instructions: input.instructions,
    due_on: input.due_on,
    kinds: input.kinds,
    max_bytes: megabytes(input.max_size_mb),
    required: input.required,
  };
}

export const tooMany = () => validationFailed(M.tooManyDeliverables);
