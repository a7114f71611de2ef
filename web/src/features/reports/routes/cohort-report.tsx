import { useParams } from 'react-router-dom';
import { ReportPage } from '@/features/reports/components/report-page';

/** /dashboard/cohortes/:cohortId/rapport — one cohort's "Rapport", for its managers and admins. */
export function CohortReportRoute() {
  const { cohortId = '' } = useParams();
  return <ReportPage cohortId={cohortId} />;
}
