import * as z from 'zod';
import { isIsoDay } from '../cohorts';
import { COHORT_MESSAGES } from '../messages/cohorts';
import { REPORT_MESSAGES } from '../messages/reports';
import { REPORT_FORMATS, REPORT_MAX_DAYS } from '../report';

const day = z.string({ error: COHORT_MESSAGES.invalidDay }).trim().refine(isIsoDay, {
  error: COHORT_MESSAGES.invalidDay,
});

const DAY_MS = 86_400_000;

/**
 * GET …/report?from=&to=&format=: the period (both days included; each end defaults on the server:
 * a cohort's own dates, or the year so far for every cohort) and the answer's format.
 */
export const reportQuerySchema = z
  .strictObject({
    from: day.optional(),
    to: day.optional(),
    format: z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.invalidFormat }).default('json'),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.periodReversed });
    } else if ((Date.parse(query.to) - Date.parse(query.from)) / DAY_MS > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.periodTooLong });
    }
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;
