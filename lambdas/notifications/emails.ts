/**
 * The e-mails the pipeline queues, built once for the sender: French text (common/messages/
 * notification-emails.ts), and the one-click unsubscribe of RFC 8058 — the `List-Unsubscribe` header
 * (the API's URL, which takes the mail client's POST) with `List-Unsubscribe-Post`, and the same
 * link, visible, to a page that says what it turned off.
 */
import {
  announcementEmail,
  digestEmail,
  EMAIL_TEXTS,
  invitationEmail,
  notificationEmail,
  type EmailContent,
} from '@common/messages/notification-emails';
import { NOTIFICATION_PREFERENCE_LABELS, type NotifyingPreference } from '@common/notification-preferences';
import { NOTIFICATION_PATHS, notificationLink, notificationText } from '@common/notifications';
import type { EmailMessage } from './email-message';
import type { DigestFrequency } from './jobs';
import type { NotificationDraft, StoredNotification } from './notification-item';
import type { Recipient } from './recipients';
import { pipelineEnv } from './settings';
import { signUnsubscribeLink, unsubscribeUrls, type UnsubscribeAction } from './unsubscribe-links';

/** A digest lists this many notifications, and counts the rest. */
export const DIGEST_MAX_LINES = 30;

function links(userId: string, action: UnsubscribeAction, now: Date) {
  return unsubscribeUrls(
    pipelineEnv.siteUrl(),
    signUnsubscribeLink(pipelineEnv.linkSecret(), userId, action, now),
  );
}

/** RFC 8058: the URL a mail client POSTs `List-Unsubscribe=One-Click` to, with no sign-in. */
function unsubscribeHeaders(oneClickUrl: string): EmailMessage['headers'] {
  return [
    { name: 'List-Unsubscribe', value: `<${oneClickUrl}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ];
}

function message(
  base: Pick<EmailMessage, 'key' | 'userId' | 'kind' | 'category'>,
  content: EmailContent,
  oneClickUrl: string,
): EmailMessage {
  return { ...base, ...content, headers: unsubscribeHeaders(oneClickUrl) };
}

const absolute = (path: string) => `${pipelineEnv.siteUrl()}${path}`;

/** One notification, at once ("Immédiatement"). */
export function notificationEmailMessage(
  recipient: Recipient,
  draft: NotificationDraft & { category: NotifyingPreference },
  now: Date,
): EmailMessage {
  const link = links(recipient.id, draft.category, now);
  const content = notificationEmail({
    line: { text: notificationText(draft.content, now), url: absolute(notificationLink(draft.content)) },
    unsubscribe: { label: NOTIFICATION_PREFERENCE_LABELS[draft.category], url: link.page },
    settingsUrl: absolute(NOTIFICATION_PATHS.notificationSettings),
  });
  return message(
    {
      key: `notification#${recipient.id}#${draft.eventKey}`,
      userId: recipient.id,
      kind: 'notification',
      category: draft.category,
    },
    content,
    link.oneClick,
  );
}

/**
 * Everything since the last digest, newest first. Its header stops every notification e-mail (the
 * frequency "Jamais": the digest is the list); its visible links stop one switch each, or all.
 */
export function digestEmailMessage(
  recipient: Recipient,
  notifications: readonly StoredNotification[],
  frequency: DigestFrequency,
  cut: string,
  now: Date,
): EmailMessage {
  const sorted = [...notifications].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const shown = sorted.slice(0, DIGEST_MAX_LINES);
  const categories = [...new Set(sorted.flatMap((n) => (n.category ? [n.category] : [])))];
  const all = links(recipient.id, 'all', now);
  const content = digestEmail({
    frequency,
    lines: shown.map((n) => ({
      text: notificationText(n.content, now),
      url: absolute(notificationLink(n.content)),
    })),
    more: sorted.length - shown.length,
    unsubscribe: [
      ...categories.map((category) => ({
        label: EMAIL_TEXTS.stopCategory(NOTIFICATION_PREFERENCE_LABELS[category]),
        url: links(recipient.id, category, now).page,
      })),
      { label: EMAIL_TEXTS.stopDigests, url: all.page },
    ],
    settingsUrl: absolute(NOTIFICATION_PATHS.notificationSettings),
    siteUrl: absolute(NOTIFICATION_PATHS.dashboard),
  });
  return message(
    { key: `digest#${recipient.id}#${cut}`, userId: recipient.id, kind: 'digest', category: null },
    content,
    all.oneClick,
  );
}

/** An admin's announcement, to one person who opted in. */
export function announcementEmailMessage(
  recipient: Pick<Recipient, 'id'>,
  announcement: { id: string; subject: string; text: string },
  now: Date,
): EmailMessage {
  const link = links(recipient.id, 'marketing_emails', now);
  const content = announcementEmail({
    subject: announcement.subject,
    text: announcement.text,
    unsubscribeUrl: link.page,
    settingsUrl: absolute(NOTIFICATION_PATHS.notificationSettings),
  });
  return message(
    {
      key: `announcement#${announcement.id}#${recipient.id}`,
      userId: recipient.id,
      kind: 'announcement',
      category: 'marketing_emails',
    },
    content,
    link.oneClick,
  );
}

const INVITATION_VALID_UNTIL = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Casablanca',
});

/**
 * An invitation to a cohort, to the address its manager gave (which may have no account yet): its
 * link is signed with the invitation's current nonce, so only the last one sent works. Transactional:
 * no unsubscribe header (one e-mail per send a manager asked for, nothing recurring).
 */
export function invitationEmailMessage(invitation: {
  cohortId: string;
  email: string;
  fullName: string | null;
  inviterName: string;
  cohortName: string;
  organisation: string;
  expiresAt: string;
  sends: number;
  /** New with every send: an address invited again after a revoke or a removal starts at `sends` 1 again. */
  nonce: string;
  url: string;
}): EmailMessage {
  const content = invitationEmail({
    fullName: invitation.fullName,
    inviter: invitation.inviterName,
    cohort: invitation.cohortName,
    organisation: invitation.organisation,
    url: invitation.url,
    validUntil: INVITATION_VALID_UNTIL.format(new Date(invitation.expiresAt)),
  });
  return {
    key: `invitation#${invitation.cohortId}#${invitation.email}#${invitation.sends}#${invitation.nonce}`,
    userId: null,
    to: invitation.email,
    kind: 'invitation',
    category: null,
    ...content,
    headers: [],
  };
}
