/**
 * The local mailbox: every e-mail Cognito would send (sign-up and reset codes, address checks), as the
 * custom-message trigger wrote it, kept in `{DATA_DIR}/mail/messages.jsonl` by the local Cognito
 * (cognito-server.ts), and every e-mail the functions send through Amazon SES (the local SES,
 * ses.ts: notifications, digests), readable at /_local/mail of the local edge. Only the local edge serves it:
 * nothing of it is in the CDK app or the web build (test/infra/local-only.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const MAILBOX_PATH = '/_local/mail';
/** The environment variable that tells the local Cognito where to write. */
export const MAILBOX_FILE_VARIABLE = 'TREMPLIN_MAILBOX_FILE';

export interface MailMessage {
  id: string;
  /** ISO time of sending. */
  sentAt: string;
  to: string;
  subject: string;
  html: string;
  /** Headers the sender set (SES's e-mails: List-Unsubscribe…); Cognito's have none. */
  headers?: { name: string; value: string }[];
  /** The plain-text part, when the sender gave one. */
  text?: string;
}

export function mailboxFile(dataDir: string): string {
  return join(dataDir, 'mail', 'messages.jsonl');
}

/** Appends one message (one JSON line: a single append, whole or not at all). */
export function deliverToMailbox(
  file: string,
  message: Pick<MailMessage, 'to' | 'subject' | 'html' | 'headers' | 'text'>,
  now = new Date(),
): MailMessage {
  const stored: MailMessage = { id: randomUUID(), sentAt: now.toISOString(), ...message };
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(stored)}\n`);
  return stored;
}

function isMessage(value: unknown): value is MailMessage {
  const m = value as Partial<MailMessage> | null;
  return (
    typeof m?.id === 'string' &&
    typeof m.sentAt === 'string' &&
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.html === 'string'
  );
}

/** The messages, newest first; only those to `to` (any case) when given. */
export function readMailbox(file: string, to?: string): MailMessage[] {
  if (!existsSync(file)) return [];
  const wanted = to?.trim().toLowerCase();
  const messages: MailMessage[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isMessage(parsed) && (!wanted || parsed.to.toLowerCase() === wanted)) messages.push(parsed);
    } catch {
      // A line cut by a crash mid-write: skip it, keep the others.
    }
  }
  return messages.reverse();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a text-only mail client shows: paragraphs on their own lines, tags gone, entities decoded. */
export function mailText(html: string): string {
  return html
    .replace(/<(head|style|title)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&([a-z]+);/gi, (entity: string, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'medium' });

/** The mailbox page: a list a person reads (and the end-to-end tests read codes from). */
export function renderMailboxPage(messages: readonly MailMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">À : <span data-testid="mail-to">${escapeHtml(m.to)}</span> · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(TIME.format(new Date(m.sentAt)))}</time> · <a href="${MAILBOX_PATH}/${encodeURIComponent(m.id)}">voir l'e-mail tel qu'envoyé</a></p>
<div class="body">${escapeHtml(mailText(m.html))}</div>
</article>`,
    )
    .join('\n');
  const empty = to ? `Aucun e-mail pour ${escapeHtml(to)}.` : 'Aucun e-mail pour le moment.';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Boîte de réception locale — Tremplin</title>
<style>
body{margin:0;padding:16px;font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:720px;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 4px}
.intro{color:#57534e;margin:0 0 16px}
form{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px}
label{width:100%;font-weight:600}
input{flex:1;min-width:0;padding:10px;border:1px solid #a8a29e;border-radius:8px;font-size:1rem}
button,.all{padding:10px 14px;border-radius:8px;border:0;background:#1e3a8a;color:#fff;font-size:1rem;text-decoration:none}
.all{background:#e7e5e4;color:#1c1917}
article{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px;box-shadow:0 1px 2px #0001}
article h2{font-size:1.1rem;margin:0 0 4px}
.meta{font-size:.875rem;color:#57534e;margin:0 0 12px;overflow-wrap:anywhere}
.body{white-space:pre-line;line-height:1.5;overflow-wrap:anywhere}
</style></head>
<body><main>
<h1>Boîte de réception locale</h1>
<p class="intro">Les e-mails que Cognito et Amazon SES enverraient (codes de confirmation, notifications, résumés…), les plus récents en premier. Cette page n'existe qu'avec <code>npm start</code> : elle n'est jamais déployée.</p>
<form method="get" action="${MAILBOX_PATH}">
<label for="to">Destinataire</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="vous@exemple.com" autocomplete="off">
<button type="submit">Filtrer</button>${to ? `<a class="all" href="${MAILBOX_PATH}">Tout afficher</a>` : ''}
</form>
${items || `<p>${empty}</p>`}
</main></body></html>`;
}

export interface MailboxAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * GET /_local/mail[?to=…] (the page), /_local/mail.json[?to=…] (the same with each text, for scripts) and
 * /_local/mail/{id} (one e-mail's HTML as sent, in a document that may run nothing); null for other paths.
 */
export function answerMailbox(file: string, path: string, query: URLSearchParams): MailboxAnswer | null {
  const to = query.get('to')?.trim() || undefined;
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  if (path === MAILBOX_PATH || path === `${MAILBOX_PATH}/`) {
    return {
      statusCode: 200,
      headers: { ...noStore, 'content-type': 'text/html; charset=utf-8' },
      body: renderMailboxPage(readMailbox(file, to), to),
    };
  }
  if (path === `${MAILBOX_PATH}.json`) {
    return {
      statusCode: 200,
      headers: { ...noStore, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        messages: readMailbox(file, to).map((m) => ({ ...m, text: mailText(m.html) })),
      }),
    };
  }
  if (path.startsWith(`${MAILBOX_PATH}/`)) {
    const id = decodeURIComponent(path.slice(MAILBOX_PATH.length + 1));
    const message = readMailbox(file).find((m) => m.id === id);
    if (!message) return null;
    return {
      statusCode: 200,
      headers: {
        ...noStore,
        'content-type': 'text/html; charset=utf-8',
        // The e-mail's own HTML: styles only, as a mail client shows it.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      },
      body: message.html,
    };
  }
  return null;
}
