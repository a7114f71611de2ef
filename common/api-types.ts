import type { CoverVariant } from './cover-variants';
import type { NotificationPreferences } from './notification-preferences';
import type { Role } from './roles';
import type { DocumentCategory } from './documents';
import type { SessionStatus } from './session-status';
import type { InvitationState } from './cohorts';
import type { DeliverableKind, SubmissionState } from './deliverables';
import type { Gender } from './demographics';

/** Shapes the API returns; the web app reads exactly these. */
export interface Session {
  id: string;
  title: string;
  description: string | null;
  status: SessionStatus;
  image_url: string | null;
  /**
   * The cover's narrower copies, narrowest first (common/cover-variants.ts), and the original's
   * width: what `srcset` is built from. The API always sends both; they are optional here because
   * answers kept from before them (the browser's cache) have neither, and the cover still shows.
   */
  image_variants?: CoverVariant[];
  image_width?: number | null;
  tags: string[];
  user_id: string;
  views_count: number;
  created_at: string;
  updated_at: string;
  /**
   * The session's place in the programme (common/programme.ts): phase 1–4 and number 1–14, both
   * null for a session outside it. Optional here for answers kept from before them (the browser's
   * cache), which show no place.
   */
  phase?: number | null;
  number?: number | null;
}

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, null on the last one. */
  next_cursor: string | null;
}

/** A page of the public catalogue, with the 'Affichage de X sur Y' counts over the whole catalogue. */
export interface CatalogPage extends Page<Session> {
  /** Y: every published session. */
  total: number;
  /** X: those matching the search and tags. */
  matched: number;
}

export interface TagCount {
  tag: string;
  count: number;
}

export interface SessionNeighbours {
  previous: Pick<Session, 'id' | 'title'> | null;
  next: Pick<Session, 'id' | 'title'> | null;
}

export interface DocumentItem {
  id: string;
  session_id: string;
  title: string;
  description: string | null;
  /** File kind detected from the extension: pdf, word, excel, powerpoint, text, image, video, audio, other. */
  type: string;
  /** Bytes as S3 measured them; null shows 'Taille inconnue'. */
  size: number | null;
  category: DocumentCategory | null;
  downloads_count: number;
  created_at: string;
  updated_at: string;
  /** Documents are private: downloads go through the download API. */
  has_file: boolean;
  session: { id: string; title: string; status: SessionStatus; user_id: string };
}

export interface LibraryPage extends Page<DocumentItem> {
  /** Every public document, and per category. */
  total: number;
  by_category: Record<DocumentCategory, number>;
  /** Those matching the search and category. */
  matched: number;
}

/** Dashboard list totals of the sessions the caller may see (SPEC §6: users their own, editors and admins all). */
export interface SessionTotals {
  all: number;
  draft: number;
  review: number;
  published: number;
}

/** GET /api/dashboard/sessions: `matched` counts the filtered list (null for an unfiltered one). */
export interface DashboardSessionPage extends Page<Session> {
  matched: number | null;
  totals: SessionTotals;
}

/** Dashboard document totals over what the caller may see (users: the documents of their own sessions). */
export interface DocumentTotals {
  documents: number;
  /** The sum of those documents' downloads. */
  downloads: number;
  /** 'none' holds documents without a category (SPEC §3: empty means uncategorised). */
  byCategory: Record<DocumentCategory | 'none', number>;
}

/** A dashboard document list (a session's, or all): `matched` is null when the API did not count. */
export interface DocumentListPage extends Page<DocumentItem> {
  matched: number | null;
}

/** GET /api/dashboard/documents. */
export interface DashboardDocumentPage extends DocumentListPage {
  totals: DocumentTotals;
}

export interface DownloadLink {
  url: string;
  expires_at: string;
  downloads_count: number;
}

/** SPEC §3 dashboard stats for the caller, with the change over the last 30 days against the 30 before (%). */
export interface DashboardStats {
  sessions: number;
  publishedSessions: number;
  documents: number;
  /** 'My Downloads': the caller's own downloads. */
  downloads: number;
  totalViews: number;
  /** 'Global Downloads': the platform's. */
  globalDownloads: number;
  /** Percent change per figure; null when there is nothing to compare with. */
  changes: Record<'sessions' | 'documents' | 'downloads' | 'totalViews' | 'globalDownloads', number | null>;
}

export interface Me {
  id: string;
  email: string;
  role: Role;
  full_name: string | null;
  bio: string | null;
  organization: string | null;
  position: string | null;
  location: string | null;
  /** "Pays" (optional): an ISO 3166-1 alpha-2 code (common/demographics.ts); null when not answered. */
  country: string | null;
  /** "Genre" (optional); null when not answered. */
  gender: Gender | null;
  avatar_url: string | null;
  profile_completed: boolean;
  profile_completed_at: string | null;
  /** When the dashboard's profile prompt was answered (it is then not shown again); null until then. */
  profile_prompt_dismissed_at: string | null;
  /** Last profile update; null until the first one. */
  updated_at: string | null;
  notification_preferences: NotificationPreferences;
  created_at: string;
  last_sign_in_at: string | null;
}

/** One row of the admin user list (SPEC §3 "Admin user list item"). */
export interface AdminUserListItem {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  last_sign_in_at: string | null;
}

/** GET /api/admin/users: one page of 50, newest first, with the total and page count. */
export interface AdminUserList {
  users: AdminUserListItem[];
  total: number;
  page: number;
  pages: number;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The signed-in sender, null for a visitor. */
  user_id: string | null;
  created_at: string;
}

export interface PlatformStats {
  usersCount: number;
  downloadsCount: number;
  /** Cohorts on the platform (created, not deleted). */
  cohortsCount: number;
  /** People in those cohorts (joined, not removed; one person in two cohorts counts twice). */
  participantsCount: number;
  /** Certificates in force in those cohorts (issued, not revoked). */
  certificatesCount: number;
}

/** A session's state in a person's parcours (labels: common/parcours.ts). */
export type ParcoursState = 'todo' | 'in_progress' | 'done';

/** Where a person is in one session of the programme (GET /api/me/parcours). */
export interface ParcoursSession {
  id: string;
  title: string;
  phase: number;
  number: number;
  /** The session's documents (all of a published session's documents are public). */
  documents_count: number;
  /** How many of them this person opened (a preview read in the page or a download), each once. */
  opened_count: number;
  done: boolean;
  state: ParcoursState;
  /** In a cohort: when and where the cohort holds it; null outside a cohort. */
  schedule: ParcoursSchedule | null;
}

/** A session's date in the person's cohort (« 2027-01-04 »), with its place or online link. */
export interface ParcoursSchedule {
  planned_on: string;
  place: string | null;
  link: string | null;
}

/** The cohort whose programme a person's parcours follows (the latest-starting one they belong to). */
export interface ParcoursCohort {
  id: string;
  name: string;
  organisation: string;
  starts_on: string;
  ends_on: string;
  /** Changes with every save of the cohort: a calendar event's SEQUENCE. */
  version: number;
  updated_at: string;
  /** The schedule's iCalendar feed, for the participant's calendar app; null when it has none. */
  calendar_path: string | null;
}

/** GET /api/me/parcours: the caller's own place in the programme, and nobody else's. */
export interface Parcours {
  /**
   * The published sessions of the programme, in programme order (number, then creation); in a
   * cohort, the published sessions of the cohort's programme, in its order, with their dates.
   */
  sessions: ParcoursSession[];
  /** The cohort the parcours follows; null for someone in none. */
  cohort: ParcoursCohort | null;
  /** How many of those the person marked done ('5 sessions terminées sur 14'). */
  done_count: number;
  /** The first of them not done ('Continuer : …'); null when all are (or there are none). */
  next: { id: string; title: string } | null;
  /** Every session the person marked done, in the programme or not: the ticks on cards and pages. */
  done_session_ids: string[];
}

/** PUT / DELETE /api/me/parcours/sessions/{sessionId}. */
export interface SessionDoneAnswer {
  session_id: string;
  done: boolean;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; detail?: string };
}

/** What the web app reads from /config.json at boot. */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally only: aws-amplify talks to cognito-local through the edge. */
  userPoolEndpoint?: string;
}

/** PUT/DELETE /api/sessions/{id}/follow, GET /api/me/follows: whether the caller follows a session. */
export interface FollowState {
  session_id: string;
  following: boolean;
  /** How many follow it: editors and admins only. */
  followers_count?: number;
}

/** GET /api/me/followed-sessions: a follow, with the session when it is published. */
export interface FollowedSession {
  id: string;
  title: string;
  status: Session['status'];
  followed_at: string;
  /** The session as the catalogue shows it; null while it is not published. */
  session: Session | null;
}

/** GET /api/admin/announcements/recipients: how many an announcement would reach now. */
export interface AnnouncementRecipients {
  recipients: number;
}

/** An announcement as the admins' list shows it. */
export interface Announcement {
  id: string;
  subject: string;
  text: string;
  created_at: string;
  created_by: string;
  /** How many had opted in when it was sent. */
  recipients: number;
}

/** A cohort as the dashboard's list "Cohortes" shows it. */
export interface CohortSummary {
  id: string;
  name: string;
  organisation: string;
  /** Days, « 2026-03-02 ». */
  starts_on: string;
  ends_on: string;
  archived: boolean;
  /** Sessions in its programme. */
  sessions_count: number;
  participants_count: number;
}

/** One session of a cohort's programme, with the session as it is now (null: deleted or unpublished since). */
export interface CohortProgrammeEntry {
  session_id: string;
  planned_on: string;
  place: string | null;
  link: string | null;
  session: { title: string; phase: number | null; number: number | null } | null;
}

/** Someone who manages a cohort: its creator and the co-managers named by e-mail. */
export interface CohortManager {
  id: string;
  email: string;
  name: string;
}

/** GET /api/cohorts/{cohortId}: the whole cohort, for its managers and admins. */
export interface Cohort extends CohortSummary {
  description: string | null;
  programme: CohortProgrammeEntry[];
  managers: CohortManager[];
  created_by: string;
  created_at: string;
  updated_at: string;
  /** What a save sends back: a save over a newer version is refused (409). */
  version: number;
  /** The schedule's iCalendar feed (`/api/calendars/…`): secret, for its managers' calendar apps. */
  calendar_path: string | null;
  /** The attendance a certificate requires, in percent; null when the cohort sets none. */
  attendance_threshold: number | null;
}

/** One invitation to a cohort, as its managers see it ("Envoyée", "Acceptée", "Expirée"). */
export interface CohortInvitation {
  id: string;
  email: string;
  full_name: string | null;
  startup: string | null;
  state: InvitationState;
  /** When the last e-mail went (the first or a "Renvoyer"), and until when its link works. */
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** E-mails sent for it so far. */
  sends: number;
}

export interface CohortInvitationsPage {
  items: CohortInvitation[];
  next_cursor: string | null;
}

/** One member of a cohort, as its managers see it (a participant, or a mentor of the cohort). */
export interface CohortParticipant {
  /** The person's user id. */
  id: string;
  /** Their full name as invited, else their address. */
  name: string;
  email: string;
  startup: string | null;
  role: 'participant' | 'mentor';
  /** A mentor's startups (the names participants joined under); empty for a participant. */
  mentored_startups: string[];
  joined_at: string;
}

export interface CohortParticipantsPage {
  items: CohortParticipant[];
  next_cursor: string | null;
}

/** "Présent", "Absent", "Excusé": a participant at one session, as the manager took it. */
export type Attendance = 'present' | 'absent' | 'excused';

/** One participant at one session: what they opened, whether they finished it, and their attendance. */
export interface SessionProgress {
  /** Documents of the session they opened (downloaded or read in the page). */
  opened: number;
  done: boolean;
  attendance: Attendance | null;
}

/** A column of the cohort's grid: one session of its programme, as it is now. */
export interface ProgressSession {
  id: string;
  title: string;
  phase: number | null;
  number: number | null;
  planned_on: string;
  /** Its documents now: the n of "opened k of n". */
  documents_count: number;
}

/** A row of the grid: one participant, and where they are at each session (keyed by session id). */
export interface ProgressRow {
  /** The participant's user id (a paged list's rows are told apart by it). */
  id: string;
  participant: CohortParticipant;
  progress: Record<string, SessionProgress>;
}

/** GET /api/cohorts/{cohortId}/progress: the grid, participants × sessions, a page of rows at a time. */
export interface CohortProgressPage {
  sessions: ProgressSession[];
  items: ProgressRow[];
  next_cursor: string | null;
}

/** GET /api/me/mentoring: a cohort where the caller is a "Mentor", with the startups assigned to them. */
export interface MentoredCohort extends Pick<
  CohortSummary,
  'id' | 'name' | 'organisation' | 'starts_on' | 'ends_on' | 'archived'
> {
  /** The startups this mentor follows in it. */
  startups: string[];
}

export interface MentoredCohortsList {
  items: MentoredCohort[];
}

/**
 * GET /api/cohorts/{cohortId}/mentees: the grid's rows of the mentor's startups' participants, all
 * at once (a mentor follows a few startups), with the cohort named.
 */
export interface MenteesProgress extends CohortProgressPage {
  cohort: { id: string; name: string };
  startups: string[];
}

/** GET /api/cohorts/{cohortId}/participants/{userId}: one participant's page. */
export interface ParticipantProgress extends ProgressRow {
  cohort: { id: string; name: string };
  sessions: ProgressSession[];
}

/** POST /api/cohorts/{cohortId}/invitations: what was sent, and who was left as they were. */
export interface InviteParticipantsResult {
  /** Invitations made (or an expired one made anew): each gets its e-mail. */
  invited: number;
  /** Addresses with an invitation still valid, or already in the cohort: nothing sent again. */
  skipped: number;
}

/** POST /api/invitations/preview: what the link's holder may know before joining. */
export interface InvitationPreview {
  cohort: { id: string; name: string; organisation: string; starts_on: string; ends_on: string };
  /** The address it was sent to, masked (« a***@exemple.ma »). */
  email_hint: string;
  state: InvitationState;
  expires_at: string;
}

/** POST /api/invitations/accept: the cohort joined. */
export interface InvitationAccepted {
  cohort_id: string;
  cohort_name: string;
}

// Deliverables and their review (issue 31).

/** A deliverable ("Livrable") of one session of a cohort's programme, as its managers set it. */
export interface Deliverable {
  id: string;
  cohort_id: string;
  session_id: string;
  title: string;
  instructions: string | null;
  /** The day it is due, yyyy-mm-dd. */
  due_on: string;
  kinds: DeliverableKind[];
  max_size_mb: number;
  required: boolean;
  /** Versions handed in by every participant (a deliverable with some cannot be deleted). */
  submissions_count: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** GET /api/cohorts/{cohortId}/deliverables: every deliverable of the cohort, by due date. */
export interface DeliverablesList {
  items: Deliverable[];
}

/** One version a participant handed in, and its review. */
export interface SubmissionVersion {
  version: number;
  file_name: string;
  size: number;
  content_type: string;
  note: string | null;
  submitted_at: string;
  state: SubmissionState;
  /** The reviewer's comment ("À revoir" always has one). */
  comment: string | null;
  reviewed_at: string | null;
  reviewer_name: string | null;
}

/** A deliverable as its participant sees it: their versions, newest first, and where it stands. */
export interface MyDeliverable extends Omit<Deliverable, 'submissions_count' | 'version'> {
  /** The latest version's state; null before anything was handed in. */
  state: SubmissionState | null;
  versions: SubmissionVersion[];
}

/** GET /api/me/cohorts/{cohortId}/deliverables: the caller's own, in a cohort where they participate. */
export interface MyDeliverablesList {
  items: MyDeliverable[];
}

/** One entry of "À relire": the latest version of a participant's deliverable, waiting for its review. */
export interface ReviewQueueItem {
  cohort: { id: string; name: string };
  deliverable: { id: string; title: string };
  session: { id: string; title: string } | null;
  participant: { id: string; name: string; startup: string | null };
  version: number;
  file_name: string;
  content_type: string;
  size: number;
  note: string | null;
  submitted_at: string;
}

/** GET /api/me/reviews: the caller's queue, oldest first; `count` is its length. */
export interface ReviewQueue {
  items: ReviewQueueItem[];
  count: number;
}

/** PUT …/review: the version as it now stands. */
export type ReviewedSubmission = SubmissionVersion;

/** GET …/file: a short-lived link to the handed-in file. */
export interface SubmissionFileLink {
  url: string;
  expires_at: string;
}

/** GET /api/certificates/{code}: what the public page confirms of a valid certificate. */
export interface CertificateVerification {
  code: string;
  holder_name: string;
  cohort_name: string;
  organisation: string;
  starts_on: string;
  ends_on: string;
  issued_at: string;
}

/** A participant's certificate for a cohort, as they and its managers see it. */
export interface CertificateSummary {
  code: string;
  issued_at: string;
  revoked_at: string | null;
  /** The public page that confirms it: `/certificats/{code}`. */
  verify_path: string;
}
