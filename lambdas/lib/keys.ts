/**
 * Every key of the single table is built here and nowhere else.
 * See docs/data-design.md for the access patterns they serve.
 */
// Deliverables: the sort-key prefixes of a cohort's deliverables and of its participants' hand-ins.
export const DELIVERABLE_PREFIX = 'DELIVERABLE#';
export const SUBMISSION_PREFIX = 'SUB#';

export const keys = {
  // Users
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** GSI1: all users by sign-up sequence number (admin list: page N is one BETWEEN Query). */
  userListing: (seq: number, userId: string) => ({
    GSI1PK: USERS_PARTITION,
    GSI1SK: `${padSeq(seq)}#${userId}`,
  }),
  /**
   * One item per distinct suffix of a user's lower-cased e-mail (admin substring search): the users
   * whose e-mail contains q are those with a suffix that begins with q, one begins_with Query away.
   * Partitioned by the suffix's first character, which is also the query's.
   */
  userSuffix: (suffix: string, seq: number, userId: string) => ({
    PK: userSuffixPartitionKey(suffix),
    SK: `${suffix}#${padSeq(seq)}#${userId}`,
  }),
  userSuffixPartition: (query: string) => ({ PK: userSuffixPartitionKey(query) }),
  contactMessage: (messageId: string) => ({ PK: `CONTACT#${messageId}`, SK: 'MESSAGE' }),
  /**
   * How many contact messages one sender (`user#{sub}` or `ip#{address}`) sent in one clock hour
   * (`yyyy-mm-ddThh`): `count` (ADD, conditioned on the limit), `expires_at` once the hour is over.
   */
  contactQuota: (sender: string, hour: string) => ({ PK: `QUOTA#contact#${sender}`, SK: hour }),
  /** GSI1: contact messages by creation time (admin inbox). */
  contactListing: (createdAt: string, messageId: string) => ({
    GSI1PK: CONTACTS_PARTITION,
    GSI1SK: `${createdAt}#${messageId}`,
  }),

  // Sessions
  session: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'META' }),
  /**
   * A session's place in one sorted list: `scope` (PUB, ALL, ALL:{status}, OWN:{uid},
   * OWN:{uid}:{status}) × `sort` (created, updated, title; PUB also programme). Lists are Queried
   * page by page.
   */
  sessionListing: (scope: string, sort: SessionSort, sortValue: string, sessionId: string) => ({
    PK: `LIST#S#${scope}#${sort}`,
    SK: `${sortValue}#${sessionId}`,
  }),
  /** Search-index entry: a word prefix (`w:{prefix}`) or a tag (`t:{tagKey}`) of a session, in a scope (PUB or ALL). */
  sessionTerm: (scope: 'PUB' | 'ALL', term: string, sessionId: string) => ({
    PK: `TERM#S#${scope}#${term}`,
    SK: sessionId,
  }),
  /** How many published sessions carry a tag (the 15/20-tag panels, and the smallest tag first in ALL-of filters). */
  publishedTag: (tagKey: string) => ({ PK: PUBLISHED_TAGS_PARTITION, SK: tagKey }),
  /** One view of a published session (who, from where), newest last. */
  sessionView: (sessionId: string, at: string, viewId: string) => ({
    PK: `VIEWS#${sessionId}`,
    SK: `${at}#${viewId}`,
  }),
  /** Per-day event counters (views, downloads), read by date range for the 30-day changes. */
  dailyCounter: (metric: string, day: string) => ({ PK: `DAILY#${metric}`, SK: day }),
  // Documents
  document: (documentId: string) => ({ PK: `DOC#${documentId}`, SK: 'META' }),
  /** A document's place in one sorted list: scope (PUB, PUB:{category}, ALL, ALL:{category}, OWN:{uid}, SESSION:{id}) × sort. */
  documentListing: (scope: string, sort: DocumentSort, sortValue: string, documentId: string) => ({
    PK: `LIST#D#${scope}#${sort}`,
    SK: `${sortValue}#${documentId}`,
  }),
  /** Library search entry: a word prefix of the document's title, description or session title. */
  documentTerm: (term: string, documentId: string) => ({ PK: `TERM#D#${term}`, SK: documentId }),
  /** One download (who, when), newest last. */
  download: (documentId: string, at: string, downloadId: string) => ({
    PK: `DOWNLOADS#${documentId}`,
    SK: `${at}#${downloadId}`,
  }),
  /** A user's own counters ('My Downloads'). */
  userCounters: (userId: string) => ({ PK: `USER#${userId}`, SK: 'COUNTERS' }),

  // Parcours: one person's partition, read whole in one Query ("Mon parcours").
  parcours: (userId: string) => ({ PK: `PARCOURS#${userId}` }),
  /** A document this person opened (a preview read in the page or a download), written once. */
  parcoursOpened: (userId: string, documentId: string) => ({
    PK: `PARCOURS#${userId}`,
    SK: `${PARCOURS_OPENED}${documentId}`,
  }),
  /** A session this person marked done. */
  parcoursDone: (userId: string, sessionId: string) => ({
    PK: `PARCOURS#${userId}`,
    SK: `${PARCOURS_DONE}${sessionId}`,
  }),
  /**
   * GSI2: who opened a document, who marked a session done. Their parcours items go with the
   * document or the session when it is deleted (one Query on the index finds them).
   */
  openedBy: (documentId: string, userId: string) => ({ GSI2PK: `OPENED#${documentId}`, GSI2SK: userId }),
  doneBy: (sessionId: string, userId: string) => ({ GSI2PK: `DONE#${sessionId}`, GSI2SK: userId }),

  /**
   * Uploads: the one claim on a staging key, written before its first attach (lambdas/uploads/claims.ts).
   * `bucket` is the bucket kind, as the same key could be staged in either bucket.
   */
  uploadClaim: (bucket: string, stagingKey: string) => ({
    PK: `UPLOAD#${bucket}#${stagingKey}`,
    SK: 'CLAIM',
  }),

  /** Counts the public screens show: published sessions, published documents (total and per category). */
  catalogStats: () => ({ PK: 'STATS', SK: 'CATALOG' }),

  platformStats: () => ({ PK: 'STATS', SK: 'PLATFORM' }),

  // Follows
  /** One person following one session: the session's followers are one Query of its partition. */
  follow: (sessionId: string, userId: string) => ({ PK: `FOLLOWERS#${sessionId}`, SK: `USER#${userId}` }),
  /** Every follow of a session (its followers' page Query: `begins_with(SK, USER#)`). */
  followers: (sessionId: string) => ({ PK: `FOLLOWERS#${sessionId}`, SKPrefix: 'USER#' }),
  /** How many follow a session (ADD in the follow's transaction), beside its follows: deleted with them. */
  followerCount: (sessionId: string) => ({ PK: `FOLLOWERS#${sessionId}`, SK: 'COUNT' }),
  /** GSI2 of a follow: a person's follows, newest first. */
  followedBy: (userId: string, followedAt: string, sessionId: string) => ({
    GSI2PK: `FOLLOWS#${userId}`,
    GSI2SK: `${followedAt}#${sessionId}`,
  }),

  // Notifications
  /**
   * One notification of one person. `eventKey` is derived from what caused it (the stream record's
   * id, or a day's summary), so a replayed event writes the same key, which exists already.
   */
  notification: (userId: string, at: string, eventKey: string) => ({
    PK: `NOTIF#${userId}`,
    SK: `N#${at}#${eventKey}`,
  }),
  notifications: (userId: string) => ({ PK: `NOTIF#${userId}`, SKPrefix: 'N#' }),
  /** GSI3 of a notification while it is unread (removed when it is read), by when it arrived: the badge's count. */
  unreadNotification: (userId: string, writtenAt: string, eventKey: string) => ({
    GSI3PK: `UNREAD#${userId}`,
    GSI3SK: `${writtenAt}#${eventKey}`,
  }),
  /** When the person last marked every notification read, and when their last digest was cut. */
  notificationState: (userId: string) => ({ PK: `NOTIF#${userId}`, SK: 'STATE' }),
  /** A person with notifications waiting for their next digest, in one of a few shards per frequency. */
  digestPending: (frequency: string, userId: string) => ({
    PK: `DIGEST#${frequency}#${shardOf(userId)}`,
    SK: `USER#${userId}`,
  }),
  digestShard: (frequency: string, shard: number) => ({ PK: `DIGEST#${frequency}#${shard}` }),
  /**
   * An owner's tally of the downloads of their documents by others that day (`downloads`, ADD), in
   * one of a few shards per day: the next morning's summary Queries them (lambdas/notifications/download-tallies.ts).
   */
  downloadDay: (day: string, ownerId: string) => ({
    PK: `DLDAY#${day}#${shardOf(ownerId)}`,
    SK: `USER#${ownerId}`,
  }),
  downloadDayShard: (day: string, shard: number) => ({ PK: `DLDAY#${day}#${shard}` }),
  /** GSI2 of a user who opted in to announcements ("E-mails marketing"): the announcements' recipients. */
  marketingRecipient: (userId: string) => ({ GSI2PK: MARKETING_PARTITION, GSI2SK: `USER#${userId}` }),
  announcement: (announcementId: string) => ({ PK: `ANNOUNCEMENT#${announcementId}`, SK: 'META' }),
  /** GSI1 of an announcement: the admins' list, newest first. */
  announcementListing: (createdAt: string, announcementId: string) => ({
    GSI1PK: ANNOUNCEMENTS_PARTITION,
    GSI1SK: `${createdAt}#${announcementId}`,
  }),
  // Cohorts: everything of one cohort lives in its partition, so deleting it leaves nothing behind.
  cohort: (cohortId: string) => ({ PK: `COHORT#${cohortId}`, SK: 'META' }),
  cohortPartition: (cohortId: string) => ({ PK: `COHORT#${cohortId}` }),
  /** GSI1 of a cohort: the admins' list of every cohort, latest start first. */
  cohortListing: (startsOn: string, cohortId: string) => ({
    GSI1PK: COHORTS_PARTITION,
    GSI1SK: `${startsOn}#${cohortId}`,
  }),
  /** One manager of a cohort (its creator or a co-manager), in the cohort's partition. */
  cohortManager: (cohortId: string, userId: string) => ({
    PK: `COHORT#${cohortId}`,
    SK: `MANAGER#${userId}`,
  }),
  /** GSI1 of a manager's membership: the cohorts one person manages, latest start first. */
  managedCohortListing: (userId: string, startsOn: string, cohortId: string) => ({
    GSI1PK: `COHORTS#MANAGER#${userId}`,
    GSI1SK: `${startsOn}#${cohortId}`,
  }),
  /** An invitation to a cohort, one per address (sorted by address in the cohort's partition). */
  cohortInvitation: (cohortId: string, email: string) => ({
    PK: `COHORT#${cohortId}`,
    SK: `INVITE#${email}`,
  }),
  cohortInvitationPrefix: 'INVITE#',
  /** One participant of a cohort (a mentor too), in the cohort's partition. */
  cohortMember: (cohortId: string, userId: string) => ({
    PK: `COHORT#${cohortId}`,
    SK: `MEMBER#${userId}`,
  }),
  cohortMemberPrefix: 'MEMBER#',
  /** GSI1 of a participant's membership: the cohorts one person follows, latest start first. */
  memberCohortListing: (userId: string, startsOn: string, cohortId: string) => ({
    GSI1PK: `COHORTS#MEMBER#${userId}`,
    GSI1SK: `${startsOn}#${cohortId}`,
  }),
  /** A deliverable of one session of the cohort (issue 31), in its partition: a cohort's are one Query. */
  cohortDeliverable: (cohortId: string, deliverableId: string) => ({
    PK: `COHORT#${cohortId}`,
    SK: `${DELIVERABLE_PREFIX}${deliverableId}`,
  }),
  cohortDeliverablePrefix: DELIVERABLE_PREFIX,
  /**
   * One participant's hand-in of one deliverable: its head (`…#HEAD`: the latest version and its
   * state) and each version (`…#V{nnn}`), in the cohort's partition, so the participant's whole record
   * in the cohort is one Query of `SUB#{userId}#`, and it goes with the cohort.
   */
  submissionHead: (cohortId: string, userId: string, deliverableId: string) => ({
    PK: `COHORT#${cohortId}`,
    SK: `${SUBMISSION_PREFIX}${userId}#${deliverableId}#HEAD`,
  }),
  submissionVersion: (cohortId: string, userId: string, deliverableId: string, version: number) => ({
    PK: `COHORT#${cohortId}`,
    SK: `${SUBMISSION_PREFIX}${userId}#${deliverableId}#V${String(version).padStart(3, '0')}`,
  }),
  /** The sort-key prefix of everything one participant handed in, in one cohort. */
  submissionsOf: (userId: string) => `${SUBMISSION_PREFIX}${userId}#`,
  /**
   * GSI3 of a head while its latest version waits for a review (removed by the review): "À relire",
   * one Query per cohort, oldest first.
   */
  pendingReview: (cohortId: string, submittedAt: string, userId: string, deliverableId: string) => ({
    GSI3PK: `REVIEW#${cohortId}`,
    GSI3SK: `${submittedAt}#${userId}#${deliverableId}`,
  }),
  /** A participant's certificate for a cohort (issue 31), in the cohort's partition: deleted with it. */
  cohortCertificate: (cohortId: string, userId: string) => ({
    PK: `COHORT#${cohortId}`,
    SK: `CERTIFICATE#${userId}`,
  }),
  cohortCertificatePrefix: 'CERTIFICATE#',
  /** GSI2 of a certificate: the public verification page finds it by its code alone. */
  certificateByCode: (code: string) => ({ GSI2PK: `CERTIFICATE#${code}`, GSI2SK: 'CERTIFICATE' }),
  /** One e-mail's send, claimed before SES is called: a message delivered twice is sent once. */
  emailSend: (sendKey: string) => ({ PK: `EMAILSEND#${sendKey}`, SK: 'SEND' }),
  /** An address SES reported bounced (permanently) or complained about: nothing is sent there again. */
  suppressedAddress: (email: string) => ({ PK: `SUPPRESSED#${email.toLowerCase()}`, SK: 'EMAIL' }),
} as const;

/**
 * Digest marks and download tallies are written by fan-outs to thousands of people at once: spread
 * over this many partitions (by user id), they stay far below a partition's write throughput.
 */
export const FAN_OUT_SHARDS = 16;

export function shardOf(userId: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % FAN_OUT_SHARDS;
}

export const MARKETING_PARTITION = 'MARKETING';
export const ANNOUNCEMENTS_PARTITION = 'ANNOUNCEMENTS';
export const COHORTS_PARTITION = 'COHORTS';

// Sessions
export type SessionSort = 'created' | 'updated' | 'title' | 'programme';
export type DocumentSort = 'created' | 'title';
/** Partition values of the download-count indexes. */
export const DOWNLOADS_INDEX_PARTITION = 'DOCS';
export const PUBLISHED_TAGS_PARTITION = 'TAGS#PUBLISHED';

// Parcours: the sort key prefixes of a person's items.
export const PARCOURS_OPENED = 'OPENED#';
export const PARCOURS_DONE = 'DONE#';

// Users
export const USERS_PARTITION = 'USERS';
export const CONTACTS_PARTITION = 'CONTACTS';

function userSuffixPartitionKey(text: string): string {
  return `USERSUFFIX#${Array.from(text)[0] ?? ''}`;
}

/** Sequence numbers sort as strings in index keys: fixed width, zero-padded. */
export function padSeq(seq: number): string {
  return String(seq).padStart(12, '0');
}

/** GSI1SK bounds of the users whose sequence number lies in [from, to] (BETWEEN is inclusive). */
export function userSeqRange(from: number, to: number): { low: string; high: string } {
  // '$' sorts right after '#', so `${padSeq(to)}$` bounds every `${padSeq(to)}#{id}`.
  return { low: padSeq(from), high: `${padSeq(to)}$` };
}
