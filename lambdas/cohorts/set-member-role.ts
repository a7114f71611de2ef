import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { memberRoleBodySchema, participantPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { notFound, validationFailed } from '../lib/errors';
import { json } from '../lib/http';
import { managedCohort } from './managed-cohort';
import { participantView } from './member-item';
import { participantStartups } from './member-reads';
import { setMemberRole } from './member-writes';

/**
 * PUT /api/cohorts/{cohortId}/participants/{userId}/role — a manager makes a member "Mentor" of some
 * of the cohort's startups, or participant again. Startups no participant of the cohort joined under
 * are refused (400), and nothing is changed.
 */
export const handler = apiHandler(
  'set-member-role',
  { path: participantPathSchema, body: memberRoleBodySchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const { role, startups } = inputs.body;
    if (startups.length > 0) {
      const known = await participantStartups(cohort.id);
      const unknown = startups.filter((name) => !known.has(name));
      if (unknown.length > 0) {
        const message = COHORT_MESSAGES.unknownStartups(unknown.join(', '));
        throw validationFailed(message, { startups: message });
      }
    }
    const member = await setMemberRole(cohort.id, inputs.path.userId, role, startups);
    if (!member) throw notFound(COHORT_MESSAGES.participantNotFound);
    return json(200, participantView(member));
  },
);
