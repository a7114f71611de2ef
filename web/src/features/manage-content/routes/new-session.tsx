import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { EditorsOnly } from '@/lib/auth/editors-only';
import { SessionForm } from '@/features/manage-content/components/session-form';

const TITLE = 'Nouvelle Session';

/** /dashboard/sessions/new — editors and admins create a session (SPEC §2, §5). */
export function NewSessionRoute() {
  return (
    <EditorsOnly title={TITLE}>
      <DashboardPage
        title={TITLE}
        description={<BackLink to={paths.dashboard.sessions}>Retour aux sessions</BackLink>}
      >
        <SessionForm />
      </DashboardPage>
    </EditorsOnly>
  );
}
