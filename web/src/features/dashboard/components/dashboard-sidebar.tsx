import { useQuery } from '@tanstack/react-query';
import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation, type Location } from 'react-router-dom';
import { COHORT_MESSAGES } from '@common/messages/cohorts';
import { canAdminister, canManageContent } from '@common/roles';
import { DELIVERABLE_MESSAGES } from '@common/messages/deliverables';
import { REPORT_MESSAGES } from '@common/messages/reports';
import { reviewQueueQuery } from '@/api/deliverables';
import { mentoringQuery } from '@/api/mentoring';
import { Avatar } from '@/components/ui/avatar';
import {
  BellIcon,
  BookIcon,
  ChartIcon,
  CheckIcon,
  CrownIcon,
  FileIcon,
  FlagIcon,
  FolderIcon,
  HelpIcon,
  HomeIcon,
  SettingsIcon,
  ShareIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/auth/auth-context';
import { RoleBadge } from '@/components/ui/role-badge';

interface Item {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
  badge?: string;
  visible: (user: AuthUser, context: { mentors: boolean }) => boolean;
  /** The label with a figure that changes (« À relire (3) »). */
  labelWith?: (context: { reviews: number | undefined }) => string;
  /** When the entry is the page shown; by default its path (and, without `end`, the paths under it). */
  current?: (location: Location) => boolean;
}

const ALWAYS = () => true;

/** The settings page shows its Administration tab (`?tab=admin`), which has its own menu entry. */
const onAdministration = (location: Location) =>
  location.pathname === paths.dashboard.settings &&
  new URLSearchParams(location.search).get('tab') === 'admin';

/**
 * SPEC §2 "Dashboard" menu, with Mon parcours; Sessions, Documents and Cohortes show for editors (and
 * admins, who have their rights), Administration for admins.
 */
const ITEMS: readonly Item[] = [
  { to: paths.dashboard.root, label: 'Tableau de bord', icon: HomeIcon, end: true, visible: ALWAYS },
  // Issue 28: where one is in the programme, for every signed-in person.
  { to: paths.dashboard.parcours, label: 'Mon parcours', icon: FlagIcon, visible: ALWAYS },
  { to: paths.dashboard.sharedSessions, label: 'Sessions Partagées', icon: ShareIcon, visible: ALWAYS },
  { to: paths.dashboard.followedSessions, label: 'Sessions suivies', icon: BellIcon, visible: ALWAYS },
  {
    to: paths.dashboard.sessions,
    label: 'Sessions',
    icon: FolderIcon,
    badge: 'Éditeur',
    visible: (user) => canManageContent(user.role),
  },
  {
    to: paths.dashboard.documents,
    label: 'Documents',
    icon: FileIcon,
    visible: (user) => canManageContent(user.role),
  },
  // Issue 30: the cohorts an editor or admin runs through the programme.
  {
    to: paths.dashboard.cohorts,
    label: COHORT_MESSAGES.navLabel,
    icon: UsersIcon,
    visible: (user) => canManageContent(user.role),
  },
  // Issue 30: the startups a mentor follows, for those a cohort's manager made "Mentor".
  {
    to: paths.dashboard.mentoring,
    label: COHORT_MESSAGES.mentoringNavLabel,
    icon: BookIcon,
    visible: (_user, { mentors }) => mentors,
  },
  // Issue 31: the hand-ins waiting for a review, for those who manage or mentor a cohort.
  {
    to: paths.dashboard.reviews,
    label: DELIVERABLE_MESSAGES.queueTitle,
    labelWith: ({ reviews }) =>
      reviews === undefined ? DELIVERABLE_MESSAGES.queueTitle : DELIVERABLE_MESSAGES.queueTitleCount(reviews),
    icon: CheckIcon,
    visible: (user, { mentors }) => canManageContent(user.role) || mentors,
  },
  // Issue 31: every cohort's "Rapport", for admins (a cohort's own is on its page).
  {
    to: paths.dashboard.report,
    label: REPORT_MESSAGES.title,
    icon: ChartIcon,
    visible: (user) => canAdminister(user.role),
  },
  {
    to: paths.dashboard.settings,
    label: 'Paramètres',
    icon: SettingsIcon,
    visible: ALWAYS,
    current: (location) => location.pathname === paths.dashboard.settings && !onAdministration(location),
  },
  // The user management of the settings' Administration tab, one tap away for admins.
  {
    to: paths.dashboard.administration,
    label: 'Administration',
    icon: CrownIcon,
    visible: (user) => canAdminister(user.role),
    current: onAdministration,
  },
  { to: paths.dashboard.help, label: 'Aide & Support', icon: HelpIcon, visible: ALWAYS },
];

function isCurrent(item: Item, location: Location): boolean {
  if (item.current) return item.current(location);
  return item.end
    ? location.pathname === item.to
    : location.pathname === item.to || location.pathname.startsWith(`${item.to}/`);
}

function linkClass(isActive: boolean): string {
  return `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-700 text-white shadow-sm' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'
  }`;
}

export function DashboardSidebar({ user }: { user: AuthUser }) {
  const location = useLocation();
  // One light read, kept five minutes: "Mentorat" shows once it says the person mentors somewhere.
  const mentors = (useQuery(mentoringQuery()).data?.items.length ?? 0) > 0;
  // "À relire (n)": asked for only by those who may review something.
  const reviews = useQuery({ ...reviewQueueQuery(), enabled: canManageContent(user.role) || mentors }).data
    ?.count;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <Avatar name={user.displayName} src={user.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{user.displayName}</p>
          <p className="truncate text-sm text-stone-600">{user.email}</p>
          <div className="mt-1.5">
            <RoleBadge role={user.role} />
          </div>
        </div>
      </div>

      {canAdminister(user.role) ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
          <p className="font-semibold text-amber-900">Administrateur</p>
          <p className="text-amber-900">Accès complet à la plateforme</p>
        </div>
      ) : user.role === 'editor' ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-brand-900">Accès étendu</p>
          <p className="text-brand-900">Création et publication de sessions et de documents</p>
        </div>
      ) : null}

      <nav aria-label="Tableau de bord">
        <ul className="space-y-1">
          {ITEMS.filter((item) => item.visible(user, { mentors })).map((item) => {
            const isActive = isCurrent(item, location);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={isActive ? 'page' : undefined}
                  className={linkClass(isActive)}
                >
                  <item.icon className="size-5 shrink-0" />
                  <span className="flex-1">{item.labelWith ? item.labelWith({ reviews }) : item.label}</span>
                  {item.badge ? (
                    <span
                      className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${
                        isActive ? 'bg-white text-brand-800' : 'bg-amber-100 text-amber-900'
                      }`}
                    >
                      {item.badge}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
