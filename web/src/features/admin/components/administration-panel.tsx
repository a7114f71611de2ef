import { ComingSoon } from '../../dashboard/components/dashboard-page';

/** The settings page's Administration tab (admins only): user management and contact messages. */
export function AdministrationPanel() {
  return <ComingSoon />;
}
