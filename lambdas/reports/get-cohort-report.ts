import { cohortPathSchema } from '@common/schemas/cohort';
import { reportQuerySchema } from '@common/schemas/report';
import { programmeReport } from '@common/report';
import { apiHandler } from '../lib/api-handler';
import { managedCohort } from '../cohorts/managed-cohort';
import { cohortRecord } from './report-reads';
import { reportAnswer } from './report-answer';

/**
 * GET /api/cohorts/{cohortId}/report?from=&to=&format= — "Rapport" of one cohort, for its managers
 * and admins; the period defaults to the cohort's own dates.
 */
export const handler = apiHandler(
  'get-cohort-report',
  { path: cohortPathSchema, query: reportQuerySchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const { from = cohort.starts_on, to = cohort.ends_on, format } = inputs.query;
    const period = from <= to ? { from, to } : { from: to, to: from };
    const report = programmeReport([await cohortRecord(cohort)], period, cohort, new Date().toISOString());
    return reportAnswer(report, format);
  },
);
