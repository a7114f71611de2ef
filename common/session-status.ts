/**
 * Session statuses and their French labels (SPEC §4), free of zod so that the web app's
 * public pages can show them without shipping the validation library.
 */
export const SESSION_STATUSES = ['draft', 'review', 'published'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  draft: 'Brouillon',
  review: 'En révision',
  published: 'Publié',
};
