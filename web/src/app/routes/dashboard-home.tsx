import { DashboardHomeRoute } from '@/features/dashboard/routes/dashboard-home';
import { ParcoursView } from '@/features/parcours/components/parcours-view';
import { ProfileOnboarding } from '@/features/settings/components/profile-onboarding';

/**
 * The dashboard home with the profile prompt and, for learners, their parcours: three features,
 * composed here (features never import each other).
 */
export function DashboardHome() {
  return (
    <DashboardHomeRoute
      onboarding={<ProfileOnboarding />}
      parcours={<ParcoursView level={3} currentPhaseOnly />}
    />
  );
}
