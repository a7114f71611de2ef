import { MentoringPage } from '@/features/cohorts/components/mentoring-page';

/** /dashboard/mentorat — a mentor's startups in each cohort they mentor (every signed-in person may open it). */
export function MentoringRoute() {
  return <MentoringPage />;
}
