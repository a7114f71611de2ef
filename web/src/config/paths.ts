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
  /** A cohort invitation's page, as its e-mail links it (lambdas/cohorts/invitation-links.ts). */
  invitation: (token: string) => `${NOTIFICATION_PATHS.invitation}?token=${encodeURIComponent(token)}`,
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
    /** One participant's progress and attendance in a cohort. */
    cohortParticipant: (cohortId: string, userId: string) =>
      `/dashboard/cohortes/${encodeURIComponent(cohortId)}/participants/${encodeURIComponent(userId)}`,
    /** Issue 31: "Rapport", one cohort's figures for its managers, and every cohort's for admins. */
    cohortReport: (cohortId: string) => `/dashboard/cohortes/${encodeURIComponent(cohortId)}/rapport`,
    report: '/dashboard/rapport',
    /** Issue 30: a mentor's page, the progress of the startups assigned to them. */
    mentoring: '/dashboard/mentorat',
    /** Issue 31: "À relire", the hand-ins waiting for a manager's or a mentor's review. */
    reviews: '/dashboard/a-relire',
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
  /** /invitation?token=…: the invitation's signed link. */
  token: 'token',
  /** /login, /signup, /forgot-password ?invitation=…: the invitation's page to go back to once signed in. */
  invitation: 'invitation',
} as const;

/** History state of the redirect from an unknown dashboard address (the dashboard says so). */
export const DASHBOARD_PAGE_NOT_FOUND = { dashboardPageNotFound: true } as const;

export function isDashboardPageNotFound(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'dashboardPageNotFound' in state;
}

/** An account page (/login, /signup, /forgot-password) that goes back to a cohort invitation's page once signed in. */
export function backToInvitation(path: string, token: string): string {
  return `${path}?${QUERY.invitation}=${encodeURIComponent(token)}`;
}

/** History state of /dashboard/parcours right after joining a cohort from an invitation (it welcomes them). */
export function joinedCohortState(cohortName: string) {
  return { joinedCohort: cohortName } as const;
}

/** The cohort just joined, when Mon parcours was opened by joinedCohortState; null otherwise. */
export function joinedCohortName(state: unknown): string | null {
  const name = (state as { joinedCohort?: unknown } | null)?.joinedCohort;
  return typeof name === 'string' && name ? name : null;
}
