/** Business constants of SPEC §9, shared by the web app and the API. */
export const LIMITS = {
  avatarMaxBytes: 2 * 1024 * 1024,
  sessionImageMaxBytes: 10 * 1024 * 1024,
  documentMaxBytes: 50 * 1024 * 1024,
  /** A participant's deliverable (issue 31): the cap of every deliverable's own size limit. */
  deliverableMaxBytes: 50 * 1024 * 1024,
  storageCacheControlSeconds: 3600,
  usersPageSize: 50,
  /** The most items a paged list answers at once (`?limit=`). */
  pageSizeMax: 100,
  contactPageSize: 20,
  catalogPageSize: 24,
  /** The bell's panel and "Sessions suivies", a page at a time. */
  notificationsPageSize: 20,
  followedSessionsPageSize: 12,
  /** An announcement's subject (an e-mail subject line) and text. */
  announcementSubjectMaxLength: 120,
  announcementTextMaxLength: 5000,
  userSearchDebounceMs: 500,
  deleteConfirmResetMs: 3000,
  profileSuccessCloseMs: 2000,
  roleSuccessMessageMs: 3000,
  bootstrapSignOutDelayMs: 3000,
  modalScrollDelayMs: 100,
  countUpDurationMs: 2000,
  countUpStepMs: 16,
  navShadowScrollPx: 10,
  sidebarCollapseWidthPx: 768,
  tagsShownInFilter: 15,
  tagsShownInSharedFilter: 20,
  tagsPerCard: 3,
  backToTopAfterResults: 9,
  dashboardRecentItems: 5,
  sessionTitleMaxLength: 200,
  sessionDescriptionMaxLength: 5000,
  tagMaxLength: 50,
  tagsMaxCount: 30,
  // Users
  fullNameMaxLength: 100,
  bioMaxLength: 2000,
  profileFieldMaxLength: 200,
  contactNameMaxLength: 100,
  contactSubjectMaxLength: 200,
  contactMessageMaxLength: 5000,
  /** Contact messages per clock hour: from one signed-in user, and from one address (everyone behind it). */
  contactMessagesPerUserPerHour: 5,
  contactMessagesPerAddressPerHour: 20,
  /** Between two requests for an e-mailed code (sign-up confirmation, password reset). */
  codeResendCooldownSeconds: 60,
  /** Cognito's confirmation and reset codes. */
  emailCodeLength: 6,
  /** How long Cognito's e-mailed codes work (fixed by Cognito: sign-up and address checks, password reset). */
  signUpCodeValidityHours: 24,
  passwordResetCodeValidityHours: 1,
  /** An authenticator app's codes (RFC 6238, as Cognito checks them): a new one every 30 seconds. */
  authenticatorCodeLength: 6,
  authenticatorCodePeriodSeconds: 30,
} as const;

export const LANDING_COUNTER_FALLBACKS = { managers: 103, documents: 4296 } as const;
