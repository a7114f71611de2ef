import { DashboardHomeRoute } from '../../features/dashboard/routes/dashboard-home';
import { ProfileOnboarding } from '../../features/settings/components/profile-onboarding';

/** The dashboard home with the profile prompt: two features, composed here (features never import each other). */
export function DashboardHome() {
  return <DashboardHomeRoute onboarding={<ProfileOnboarding />} />;
}
