import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageFallback } from '@/components/layout/page-fallback';
import { DASHBOARD_PAGE_NOT_FOUND, paths } from '@/config/paths';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * The route table of SPEC §2, defined once. Every page is its own chunk (`lazy`), so a
 * public page never downloads dashboard code, and aws-amplify is loaded separately by the
 * auth layer only when needed.
 */
const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/dashboard-home').then((m) => ({ Component: m.DashboardHome })),
  },
  {
    path: 'parcours',
    lazy: () => import('@/features/parcours/routes/parcours').then((m) => ({ Component: m.ParcoursRoute })),
  },
  {
    path: 'shared-sessions',
    lazy: () =>
      import('@/features/shared-sessions/routes/shared-sessions').then((m) => ({
        Component: m.SharedSessionsRoute,
      })),
  },
  {
    path: 'followed-sessions',
    lazy: () =>
      import('@/features/dashboard/routes/followed-sessions').then((m) => ({
        Component: m.FollowedSessionsRoute,
      })),
  },
  {
    path: 'sessions',
    lazy: () =>
      import('@/features/manage-content/routes/manage-sessions').then((m) => ({
        Component: m.ManageSessionsRoute,
      })),
  },
  {
    path: 'sessions/new',
    lazy: () =>
      import('@/features/manage-content/routes/new-session').then((m) => ({
        Component: m.NewSessionRoute,
      })),
  },
  {
    path: 'sessions/:sessionId',
    lazy: () =>
      import('@/features/manage-content/routes/session-overview').then((m) => ({
        Component: m.SessionOverviewRoute,
      })),
  },
  {
    path: 'sessions/:sessionId/edit',
    lazy: () =>
      import('@/features/manage-content/routes/edit-session').then((m) => ({
        Component: m.EditSessionRoute,
      })),
  },
  {
    path: 'sessions/:sessionId/documents',
    lazy: () =>
      import('@/features/manage-content/routes/session-documents').then((m) => ({
        Component: m.SessionDocumentsRoute,
      })),
  },
  {
    path: 'sessions/:sessionId/documents/new',
    lazy: () =>
      import('@/features/manage-content/routes/new-document').then((m) => ({
        Component: m.NewDocumentRoute,
      })),
  },
  {
    path: 'sessions/:sessionId/documents/:documentId/edit',
    lazy: () =>
      import('@/features/manage-content/routes/edit-document').then((m) => ({
        Component: m.EditDocumentRoute,
      })),
  },
  {
    path: 'sessions/:sessionId/documents/:documentId/delete',
    lazy: () =>
      import('@/features/manage-content/routes/delete-document').then((m) => ({
        Component: m.DeleteDocumentRoute,
      })),
  },
  {
    path: 'documents',
    lazy: () =>
      import('@/features/manage-content/routes/dashboard-documents').then((m) => ({
        Component: m.DashboardDocumentsRoute,
      })),
  },
  {
    path: 'cohortes',
    lazy: () => import('@/features/cohorts/routes/cohorts').then((m) => ({ Component: m.CohortsRoute })),
  },
  {
    path: 'cohortes/nouvelle',
    lazy: () => import('@/features/cohorts/routes/new-cohort').then((m) => ({ Component: m.NewCohortRoute })),
  },
  {
    path: 'cohortes/:cohortId',
    lazy: () => import('@/features/cohorts/routes/cohort').then((m) => ({ Component: m.CohortRoute })),
  },
  {
    path: 'cohortes/:cohortId/participants/:userId',
    lazy: () =>
      import('@/features/cohorts/routes/participant').then((m) => ({ Component: m.ParticipantRoute })),
  },
  {
    path: 'cohortes/:cohortId/rapport',
    lazy: () =>
      import('@/features/reports/routes/cohort-report').then((m) => ({ Component: m.CohortReportRoute })),
  },
  {
    path: 'rapport',
    lazy: () =>
      import('@/features/reports/routes/programme-report').then((m) => ({
        Component: m.ProgrammeReportRoute,
      })),
  },
  {
    path: 'mentorat',
    lazy: () => import('@/features/cohorts/routes/mentoring').then((m) => ({ Component: m.MentoringRoute })),
  },
  {
    path: 'a-relire',
    lazy: () => import('@/features/reviews/routes/reviews').then((m) => ({ Component: m.ReviewsRoute })),
  },
  {
    path: 'settings',
    lazy: () => import('./routes/settings').then((m) => ({ Component: m.Settings })),
  },
  {
    path: 'help',
    lazy: () => import('@/features/help/routes/help').then((m) => ({ Component: m.HelpRoute })),
  },
  // SPEC §2: any other dashboard path goes back to the dashboard root, which says why.
  { path: '*', element: <Navigate to={paths.dashboard.root} replace state={DASHBOARD_PAGE_NOT_FOUND} /> },
];

const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/home/routes/home').then((m) => ({ Component: m.HomeRoute })),
  },
  {
    path: 'about',
    lazy: () => import('@/features/about/routes/about').then((m) => ({ Component: m.AboutRoute })),
  },
  {
    path: 'sessions',
    lazy: () => import('@/features/sessions/routes/sessions').then((m) => ({ Component: m.SessionsRoute })),
  },
  {
    path: 'session/:sessionId',
    lazy: () =>
      import('@/features/sessions/routes/session-detail').then((m) => ({ Component: m.SessionDetailRoute })),
  },
  {
    // The unsubscribe link of the e-mails (common/notifications.ts NOTIFICATION_PATHS.unsubscribe).
    path: 'desabonnement',
    lazy: () =>
      import('@/features/unsubscribe/routes/unsubscribe').then((m) => ({ Component: m.UnsubscribeRoute })),
  },
  {
    // An invitation e-mail's link (common/notifications.ts NOTIFICATION_PATHS.invitation): public, signed in or not.
    path: 'invitation',
    lazy: () =>
      import('@/features/invitations/routes/invitation').then((m) => ({ Component: m.InvitationRoute })),
  },
  {
    // A certificate's verification address (common/certificates.ts certificatePath), printed with its QR code.
    path: 'certificats/:code',
    lazy: () =>
      import('@/features/certificates/routes/certificate').then((m) => ({ Component: m.CertificateRoute })),
  },
  {
    path: 'documentation',
    lazy: () =>
      import('@/features/documentation/routes/documentation').then((m) => ({
        Component: m.DocumentationRoute,
      })),
  },
  {
    path: 'login',
    lazy: () => import('@/features/auth/routes/login').then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: 'signup',
    lazy: () => import('@/features/auth/routes/signup').then((m) => ({ Component: m.SignupRoute })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('@/features/auth/routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
  },
  {
    path: 'bootstrap-admin',
    lazy: () =>
      import('@/features/bootstrap-admin/routes/bootstrap-admin').then((m) => ({
        Component: m.BootstrapAdminRoute,
      })),
  },
  {
    path: 'privacy-policy',
    lazy: () =>
      import('@/features/legal/routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyRoute })),
  },
  {
    path: 'terms-of-service',
    lazy: () =>
      import('@/features/legal/routes/terms-of-service').then((m) => ({ Component: m.TermsOfServiceRoute })),
  },
  {
    path: 'cookie-policy',
    lazy: () =>
      import('@/features/legal/routes/cookie-policy').then((m) => ({ Component: m.CookiePolicyRoute })),
  },
  {
    path: 'dashboard',
    lazy: () =>
      import('@/features/dashboard/routes/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
    children: dashboardRoutes,
  },
  { path: '*', Component: NotFoundRoute },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Pathless: keeps the navigation bar and footer on screen while a page's code loads
        // (HydrateFallback) or when a page fails (ErrorBoundary).
        HydrateFallback: PageFallback,
        ErrorBoundary: RouteError,
        children: pageRoutes,
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;
