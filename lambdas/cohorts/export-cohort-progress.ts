import { cohortPathSchema } from '@common/schemas/cohort';
import { apiHandler } from '../lib/api-handler';
import { managedCohort } from './managed-cohort';
import { progressCsvName } from '@common/cohort-progress';
import { CSV_CONTENT_TYPE } from '../lib/csv';
import { progressCsv } from './progress-csv';
import { allProgressRows } from './progress-reads';

/** GET /api/cohorts/{cohortId}/progress/export — "Exporter (CSV)": every participant's progress and attendance. */
export const handler = apiHandler(
  'export-cohort-progress',
  { path: cohortPathSchema },
  async ({ caller, inputs }) => {
    const cohort = await managedCohort(caller, inputs.path.cohortId);
    const { sessions, rows } = await allProgressRows(cohort);
    return {
      statusCode: 200,
      headers: {
        'content-type': CSV_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${progressCsvName(cohort.name)}"`,
        'cache-control': 'no-store',
      },
      body: progressCsv(sessions, rows),
    };
  },
);
