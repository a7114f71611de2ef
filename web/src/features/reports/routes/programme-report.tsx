import { canAdminister } from '@common/roles';
import { REPORT_MESSAGES as M } from '@common/messages/reports';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { ErrorBanner } from '@/components/ui/status-banner';
import { useAuth } from '@/lib/auth/use-auth';
import { ReportPage } from '@/features/reports/components/report-page';

/** /dashboard/rapport — every cohort's "Rapport", for admins; anyone else is told it is theirs only. */
export function ProgrammeReportRoute() {
  const { user } = useAuth();
  if (user && !canAdminister(user.role)) {
    return (
      <DashboardPage title={M.allCohortsTitle}>
        <ErrorBanner>{M.adminsOnly}</ErrorBanner>
      </DashboardPage>
    );
  }
  return <ReportPage cohortId={null} />;
}
