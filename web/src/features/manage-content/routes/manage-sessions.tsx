import { EditorsOnly } from '@/lib/auth/editors-only';
import {
  MANAGE_SESSIONS_TITLE,
  ManageSessions,
} from '@/features/manage-content/components/manage-sessions-page';

/** /dashboard/sessions — session management for editors and admins (SPEC §2). */
export function ManageSessionsRoute() {
  return (
    <EditorsOnly title={MANAGE_SESSIONS_TITLE}>
      <ManageSessions />
    </EditorsOnly>
  );
}
