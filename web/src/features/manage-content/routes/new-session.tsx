import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { EditorsOnly } from '../../../lib/auth/editors-only';
import { SessionForm } from '../components/session-form';

const TITLE = 'Nouvelle Session';

/** /dashboard/sessions/new — editors and admins create a session (SPEC §2, §5). */
export function NewSessionRoute() {
  return (
    <EditorsOnly title={TITLE}>
      <DashboardPage
        title={TITLE}
        description={
          <Link
            to={paths.dashboard.sessions}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <ArrowLeftIcon className="size-4" />
            Retour aux sessions
          </Link>
        }
      >
        <SessionForm />
      </DashboardPage>
    </EditorsOnly>
  );
}
