import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardStats } from '@common/api-types';
import { PARCOURS_MESSAGES } from '@common/messages';
import type { Role } from '@common/roles';
import { paths } from '@/config/paths';

/**
 * A person who creates no content: a user who owns no session. Until the figures say, a user is
 * taken for one (most are); a user who owns sessions (a demoted editor) then gets the author's view.
 */
export function isLearner(role: Role, stats: DashboardStats | undefined): boolean {
  return role === 'user' && (stats?.sessions ?? 0) === 0;
}

/** The learner's parcours on the dashboard home, in place of figures that can only read 0 (issue 28). */
export function LearnerParcours({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="parcours-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="parcours-title" className="text-xl font-semibold text-stone-900">
          {PARCOURS_MESSAGES.title}
        </h2>
        <Link
          to={paths.dashboard.parcours}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Ouvrir Mon parcours
        </Link>
      </div>
      {children}
    </section>
  );
}
