import { programmeCompletion, type Completion } from '@common/certificates';
import type { StoredCohort } from '../cohorts/cohort-item';
import type { StoredMember } from '../cohorts/member-item';
import { listDeliverables, participantVersions } from '../deliverables/deliverable-reads';

/**
 * Where a participant stands against the cohort's completion: its required deliverables (one Query of
 * the cohort's), their versions (one Query of their hand-ins), and their attendance at the sessions
 * of the programme as it is now (a session taken out of it no longer counts either way).
 */
export async function participantCompletion(cohort: StoredCohort, member: StoredMember): Promise<Completion> {
  const [deliverables, versions] = await Promise.all([
    listDeliverables(cohort.id),
    participantVersions(cohort.id, member.user_id),
  ]);
  return programmeCompletion({
    requiredDeliverables: deliverables.filter((deliverable) => deliverable.required).map((d) => d.id),
    acceptedDeliverables: new Set(
      versions.filter((version) => version.state === 'accepted').map((version) => version.deliverable_id),
    ),
    attendance: Object.fromEntries(
      cohort.programme.map((entry) => [entry.session_id, member.attendance[entry.session_id] ?? null]),
    ),
    attendanceThreshold: cohort.attendance_threshold,
  });
}
