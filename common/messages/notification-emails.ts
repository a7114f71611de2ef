import { PLATFORM_NAME } from '../platform';
import { formatNumber, isPlural } from '../format';

/**
 * The e-mails of the notification pipeline, in French: one notification, a digest, an announcement.
 * Every one ends with why it was sent, a one-click link that stops that kind of e-mail (the same
 * link the List-Unsubscribe header carries, RFC 8058) and a link to the settings. The pipeline builds
 * them (lambdas/notifications/emails.ts); the admins' announcement form previews them with the same code.
 */
export interface EmailContent {
  subject: string;
  html: string;
  /** The plain-text part (mail clients that show no HTML, and filters that read both). */
  text: string;
}

export interface EmailLine {
  text: string;
  /** Absolute URL of what the line is about. */
  url: string;
}

export interface UnsubscribeLink {
  /** What it stops, as the settings name it ("Nouveaux documents dans les sessions suivies"). */
  label: string;
  url: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#292524';
const SMALL = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#57534e';
const LINK = 'color:#1e3a8a';

/** A subject line fits a phone's inbox: at most 120 characters, cut at a word. */
export function subjectLine(text: string): string {
  const full = `${PLATFORM_NAME} : ${text}`;
  if (full.length <= 120) return full;
  const cut = full.slice(0, 119);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

function layout(options: {
  title: string;
  heading: string;
  bodyHtml: string[];
  footerHtml: string[];
}): string {
  return [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px 24px">',
    `<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#1e3a8a">${escapeHtml(PLATFORM_NAME)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1c1917">${escapeHtml(options.heading)}</h1>`,
    ...options.bodyHtml,
    '<hr style="border:0;border-top:1px solid #e7e5e4;margin:24px 0 16px">',
    ...options.footerHtml,
    '</div></body></html>',
  ].join('\n');
}

function button(label: string, url: string): string {
  return `<p style="margin:8px 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 18px;border-radius:8px;background:#1e3a8a;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

function footer(reason: string, unsubscribe: readonly UnsubscribeLink[], settingsUrl: string) {
  const html = [
    `<p style="${SMALL}">${escapeHtml(reason)}</p>`,
    ...unsubscribe.map(
      (link) =>
        `<p style="${SMALL}"><a href="${escapeHtml(link.url)}" style="${LINK}">${escapeHtml(link.label)}</a></p>`,
    ),
    `<p style="${SMALL}"><a href="${escapeHtml(settingsUrl)}" style="${LINK}">${escapeHtml(EMAIL_TEXTS.manageSettings)}</a></p>`,
  ];
  const text = [
    reason,
    ...unsubscribe.map((link) => `${link.label} : ${link.url}`),
    `${EMAIL_TEXTS.manageSettings} : ${settingsUrl}`,
  ];
  return { html, text };
}

export const EMAIL_TEXTS = {
  open: `Voir sur ${PLATFORM_NAME}`,
  manageSettings: 'Gérer mes notifications',
  stopCategory: (label: string) => `Ne plus recevoir d'e-mails « ${label} » (en un clic)`,
  stopDigests: 'Ne plus recevoir ces résumés ni aucun e-mail de notification (en un clic)',
  stopAnnouncements: "Ne plus recevoir d'annonces (en un clic)",
  whyNotification: (label: string) =>
    `Vous recevez cet e-mail parce que l'alerte « ${label} » est activée dans vos paramètres ${PLATFORM_NAME}.`,
  whyDigest: (frequency: 'daily' | 'weekly') =>
    `Vous recevez ce résumé parce que vous avez choisi de recevoir vos notifications « ${
      frequency === 'daily' ? 'Une fois par jour' : 'Une fois par semaine'
    } » dans vos paramètres ${PLATFORM_NAME}.`,
  whyAnnouncement: `Vous recevez cet e-mail parce que vous avez accepté les e-mails marketing de ${PLATFORM_NAME} dans vos paramètres.`,
  notificationHeading: 'Du nouveau pour vous',
  digestHeading: (frequency: 'daily' | 'weekly') =>
    frequency === 'daily' ? 'Votre résumé du jour' : 'Votre résumé de la semaine',
  digestSubject: (frequency: 'daily' | 'weekly', count: number) =>
    `${frequency === 'daily' ? 'votre résumé du jour' : 'votre résumé de la semaine'} (${formatNumber(count)} notification${isPlural(count) ? 's' : ''})`,
  digestMore: (count: number) =>
    `… et ${formatNumber(count)} autre${isPlural(count) ? 's' : ''} notification${isPlural(count) ? 's' : ''}, à voir dans ${PLATFORM_NAME}.`,
} as const;

/** One notification, e-mailed at once ("Immédiatement"). */
export function notificationEmail(options: {
  line: EmailLine;
  unsubscribe: UnsubscribeLink;
  settingsUrl: string;
}): EmailContent {
  const { line } = options;
  const end = footer(
    EMAIL_TEXTS.whyNotification(options.unsubscribe.label),
    [{ label: EMAIL_TEXTS.stopCategory(options.unsubscribe.label), url: options.unsubscribe.url }],
    options.settingsUrl,
  );
  const subject = subjectLine(line.text);
  return {
    subject,
    html: layout({
      title: subject,
      heading: EMAIL_TEXTS.notificationHeading,
      bodyHtml: [`<p style="${PARAGRAPH}">${escapeHtml(line.text)}</p>`, button(EMAIL_TEXTS.open, line.url)],
      footerHtml: end.html,
    }),
    text: [
      EMAIL_TEXTS.notificationHeading,
      '',
      line.text,
      `${EMAIL_TEXTS.open} : ${line.url}`,
      '',
      ...end.text,
    ].join('\n'),
  };
}

/** Everything since the last digest, newest first; `more` counts the lines left out. */
export function digestEmail(options: {
  frequency: 'daily' | 'weekly';
  lines: readonly EmailLine[];
  more: number;
  /** One link per switch the digest's notifications came through, then one that stops every notification e-mail. */
  unsubscribe: readonly UnsubscribeLink[];
  settingsUrl: string;
  siteUrl: string;
}): EmailContent {
  const total = options.lines.length + options.more;
  const subject = subjectLine(EMAIL_TEXTS.digestSubject(options.frequency, total));
  const heading = EMAIL_TEXTS.digestHeading(options.frequency);
  const end = footer(EMAIL_TEXTS.whyDigest(options.frequency), options.unsubscribe, options.settingsUrl);
  const items = options.lines.map(
    (line) =>
      `<li style="margin:0 0 12px;font-size:16px;line-height:1.5;color:#292524"><a href="${escapeHtml(line.url)}" style="${LINK}">${escapeHtml(line.text)}</a></li>`,
  );
  return {
    subject,
    html: layout({
      title: subject,
      heading,
      bodyHtml: [
        `<ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`,
        ...(options.more > 0
          ? [`<p style="${PARAGRAPH}">${escapeHtml(EMAIL_TEXTS.digestMore(options.more))}</p>`]
          : []),
        button(EMAIL_TEXTS.open, options.siteUrl),
      ],
      footerHtml: end.html,
    }),
    text: [
      heading,
      '',
      ...options.lines.map((line) => `- ${line.text} : ${line.url}`),
      ...(options.more > 0 ? [EMAIL_TEXTS.digestMore(options.more)] : []),
      '',
      ...end.text,
    ].join('\n'),
  };
}

/** An admin's announcement: their subject, their text in paragraphs (blank lines), nothing else of theirs. */
export function announcementEmail(options: {
  subject: string;
  text: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}): EmailContent {
  const paragraphs = options.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const end = footer(
    EMAIL_TEXTS.whyAnnouncement,
    [{ label: EMAIL_TEXTS.stopAnnouncements, url: options.unsubscribeUrl }],
    options.settingsUrl,
  );
  return {
    subject: options.subject,
    html: layout({
      title: options.subject,
      heading: options.subject,
      bodyHtml: paragraphs.map(
        (paragraph) => `<p style="${PARAGRAPH}">${escapeHtml(paragraph).replace(/\n/g, () => '<br>')}</p>`,
      ),
      footerHtml: end.html,
    }),
    text: [options.subject, '', paragraphs.join('\n\n'), '', ...end.text].join('\n'),
  };
}

export const INVITATION_EMAIL_TEXTS = {
  subject: (cohort: string) => `invitation à rejoindre « ${cohort} »`,
  heading: 'Vous êtes invité·e dans une cohorte',
  greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  body: (inviter: string, cohort: string, organisation: string) =>
    `${inviter || 'Le responsable du programme'} vous invite à rejoindre « ${cohort} » (${organisation}) sur ${PLATFORM_NAME} : le calendrier des sessions, les documents et votre parcours, au même endroit.`,
  join: 'Rejoindre la cohorte',
  validUntil: (date: string) =>
    `Ce lien personnel est valable jusqu'au ${date}, une seule fois. Sans compte ${PLATFORM_NAME}, vous en créerez un avec cette adresse e-mail.`,
  why: (organisation: string) =>
    `Vous recevez cet e-mail parce qu'un responsable de l'organisation « ${organisation} » a saisi votre adresse pour vous inviter. Sans suite de votre part, aucun autre e-mail ne vous sera envoyé pour cette invitation.`,
} as const;

/** An invitation to join a cohort: sent once per (re)send, to an address that may have no account yet. */
export function invitationEmail(options: {
  fullName: string | null;
  inviter: string;
  cohort: string;
  organisation: string;
  url: string;
  /** fr-FR, « 12 décembre 2026 ». */
  validUntil: string;
}): EmailContent {
  const t = INVITATION_EMAIL_TEXTS;
  const subject = subjectLine(t.subject(options.cohort));
  const paragraphs = [
    t.greeting(options.fullName),
    t.body(options.inviter, options.cohort, options.organisation),
  ];
  return {
    subject,
    html: layout({
      title: subject,
      heading: t.heading,
      bodyHtml: [
        ...paragraphs.map((p) => `<p style="${PARAGRAPH}">${escapeHtml(p)}</p>`),
        button(t.join, options.url),
        `<p style="${SMALL}">${escapeHtml(t.validUntil(options.validUntil))}</p>`,
      ],
      footerHtml: [`<p style="${SMALL}">${escapeHtml(t.why(options.organisation))}</p>`],
    }),
    text: [
      t.heading,
      '',
      ...paragraphs,
      '',
      `${t.join} : ${options.url}`,
      t.validUntil(options.validUntil),
      '',
      t.why(options.organisation),
    ].join('\n'),
  };
}
