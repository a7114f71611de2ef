/**
 * Every key of the single table is built here and nowhere else.
 * See lambdas/DATA-DESIGN.md for the access patterns they serve.
 */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** GSI1: all users by creation time (admin list). */
  userListing: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),

  session: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'META' }),
  /** GSI1: published sessions by creation time (public catalogue, previous/next). */
  publishedSession: (createdAt: string, sessionId: string) => ({
    GSI1PK: 'SESSIONS#PUBLISHED',
    GSI1SK: `${createdAt}#${sessionId}`,
  }),
  /** GSI2: every session by last update (editors' dashboard). */
  sessionByUpdate: (updatedAt: string, sessionId: string) => ({
    GSI2PK: 'SESSIONS',
    GSI2SK: `${updatedAt}#${sessionId}`,
  }),
  /** GSI3: one owner's sessions by last update (users' dashboard). */
  ownedSession: (ownerId: string, updatedAt: string, sessionId: string) => ({
    GSI3PK: `OWNER#${ownerId}`,
    GSI3SK: `${updatedAt}#${sessionId}`,
  }),

  platformStats: () => ({ PK: 'STATS', SK: 'PLATFORM' }),
} as const;

export const PUBLISHED_SESSIONS_PARTITION = 'SESSIONS#PUBLISHED';
