/**
 * The roots of the query keys, named once for every screen that reads or writes through the cache.
 * Keys are hierarchical (`[root, …, parameters]`): invalidating a root, or a deeper prefix, refreshes
 * every cached query under it, so a write elsewhere in the app names what it changed by its root.
 */
export const queryKeys = {
  /** The public catalogue of published sessions (lists, tags, one session, the platform's figures). */
  catalogue: ['catalogue'] as const,
  /** The public library: documents of published sessions. */
  library: ['library'] as const,
  /** The signed-in catalogue of published sessions with their documents (Sessions Partagées). */
  sharedSessions: ['shared-sessions'] as const,
  /** What the signed-in dashboard shows: figures, managed sessions and documents. */
  dashboard: ['dashboard'] as const,
  /**
   * The signed-in person's own parcours (Mon parcours, 'Continuer :', the ticks on cards): one
   * answer, refreshed by a session marked done and by each document they open.
   */
  parcours: ['parcours'] as const,
  /** The signed-in account: profile, notification preferences. */
  account: ['account'] as const,
  /** The bell: the unread count and the panel's pages. */
  notifications: ['notifications'] as const,
  /** What the signed-in person follows: per session, and "Sessions suivies". */
  follows: ['follows'] as const,
  /** Administration: users and contact messages. */
  admin: ['admin'] as const,
  /** The help page's messages as admins read them (the help page writes them). */
  contactMessages: ['admin', 'contact-messages'] as const,
  /** The cohorts where the signed-in person is "Mentor" (the dashboard's "Mentorat" and its page). */
  mentoring: ['mentoring'] as const,
  /** Deliverables (issue 31): a participant's own in their cohort, and the review queue ("À relire"). */
  deliverables: ['deliverables'] as const,
  /** Certificates: a participant's as their cohort's managers see it (issue 31). */
  certificates: ['certificates'] as const,
  /** "Rapport" (issue 31): a cohort's, or every cohort's for admins, per period. */
  reports: ['reports'] as const,
  /** What this browser keeps for offline reading (the service worker's caches, not the API). */
  offline: ['offline'] as const,
};
