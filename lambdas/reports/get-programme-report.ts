import { REPORT_MESSAGES } from '@common/messages/reports';
import { programmeDay, programmeReport } from '@common/report';
import { canAdminister } from '@common/roles';
import { reportQuerySchema } from '@common/schemas/report';
import { apiHandler } from '../lib/api-handler';
import { forbidden } from '../lib/errors';
import { cohortsRecords } from './report-reads';
import { reportAnswer } from './report-answer';

/**
 * GET /api/reports?from=&to=&format= — "Rapport" of every cohort under way in the period, for admins;
 * the period defaults to the year so far.
 */
export const handler = apiHandler(
  'get-programme-report',
  { query: reportQuerySchema },
  async ({ caller, inputs }) => {
    if (!canAdminister(caller.role)) throw forbidden(REPORT_MESSAGES.adminsOnly);
    const now = new Date().toISOString();
    const today = programmeDay(now);
    const { from = `${today.slice(0, 4)}-01-01`, to = today, format } = inputs.query;
    const period = from <= to ? { from, to } : { from: to, to: from };
    const report = programmeReport(await cohortsRecords(period), period, null, now);
    return reportAnswer(report, format);
  },
);
