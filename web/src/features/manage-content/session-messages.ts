/**
 * SPEC §8 session messages these screens show that common/messages.ts does not hold yet.
 * (The session-management screens are being built in parallel; once both land, these belong
 * in MESSAGES next to sessionNotFoundOrNoPermission.)
 */
export const SESSION_MESSAGES = {
  notFoundOrNoPermissionFr: "Session introuvable ou vous n'avez pas la permission de la voir.",
  failedToLoad: 'Failed to load session. Please try again later.',
} as const;
