import { NOTIFICATION_PATHS } from '@common/notifications';

/**
 * Every address the app links to (SPEC §2). The route table itself lives once, in
 * app/router.tsx; links use these helpers so the two cannot drift apart silently.
 */
export const paths = {
  home: '/',
  about: '/about',
  sessions: '/sessions',
  documentation: '/documentation',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  bootstrapAdmin: '/bootstrap-admin',
  session: (sessionId: string) => `/session/${encodeURIComponent(sessionId)}`,
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  /** The e-mails' unsubscribe link (signed, no sign-in). */
  unsubscribe: NOTIFICATION_PATHS.unsubscribe,
  dashboard: {
    root: '/dashboard',
    /** Mon parcours: where the signed-in person is in the programme. */
    parcours: '/dashboard/parcours',
    sharedSessions: '/dashboard/shared-sessions',
    followedSessions: NOTIFICATION_PATHS.followedSessions,
    sessions: '/dashboard/sessions',
    newSession: '/dashboard/sessions/new',
    session: (sessionId: string) => `/dashboard/sessions/${encodeURIComponent(sessionId)}`,
    editSession: (sessionId: string) => `/dashboard/sessions/${encodeURIComponent(sessionId)}/edit`,
    sessionDocuments: (sessionId: string) => `/dashboard/sessions/${encodeURIComponent(sessionId)}/documents`,
    newDocument: (sessionId: string) => `/dashboard/sessions/${encodeURIComponent(sessionId)}/documents/new`,
    editDocument: (sessionId: string, documentId: string) =>
      `/dashboard/sessions/${encodeURIComponent(sessionId)}/documents/${encodeURIComponent(documentId)}/edit`,
    deleteDocument: (sessionId: string, documentId: string) =>
      `/dashboard/sessions/${encodeURIComponent(sessionId)}/documents/${encodeURIComponent(documentId)}/delete`,
    documents: NOTIFICATION_PATHS.ownDocuments,
    /** Issue 30: the cohorts an editor or admin runs through the programme. */
    cohorts: '/dashboard/cohortes',
    newCohort: '/dashboard/cohortes/nouvelle',
    cohort: (cohortId: string) => `/dashboard/cohortes/${encodeURIComponent(cohortId)}`,
    settings: '/dashboard/settings',
    /** The settings' Administration tab (user management), for admins. */
    administration: '/dashboard/settings?tab=admin',
    help: '/dashboard/help',
  },
} as const;

/** Query parameter names the app reads. */
export const QUERY = {
  session: 'session',
  newUser: 'newUser',
} as const;

/** History state of the redirect from an unknown dashboard address (the dashboard says so). */
export const DASHBOARD_PAGE_NOT_FOUND = { dashboardPageNotFound: true } as const;

export function isDashboardPageNotFound(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'dashboardPageNotFound' in state;
}
