import { LIMITS } from '../limits';
import { PLATFORM_NAME } from '../platform';

/**
 * The e-mails Cognito sends for the platform (sign-up code, new code, password reset, address check,
 * account created by an operator), in French. The custom-message trigger
 * (lambdas/auth-triggers/custom-message.ts) fills them in on AWS and in the local cloud alike; the
 * pool's own verification template (infra) is the sign-up one. Cognito replaces `code` and `username`
 * placeholders with the real values after the trigger, so the texts never hold a secret themselves.
 */

/** How long Cognito keeps a code valid: fixed by the service, told to the reader. */
const hours = (count: number) => `${count} heure${count > 1 ? 's' : ''}`;
export const CODE_VALIDITY = {
  signUp: hours(LIMITS.signUpCodeValidityHours),
  passwordReset: hours(LIMITS.passwordResetCodeValidityHours),
} as const;

export type AuthEmailKind = 'signUp' | 'resendCode' | 'passwordReset' | 'verifyEmail' | 'accountCreated';

export interface AuthEmail {
  subject: string;
  html: string;
}

export interface EmailPlaceholders {
  /** What Cognito replaces with the code (or the temporary password): `{####}`. */
  code: string;
  /** What Cognito replaces with the user name: `{username}`. */
  username: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Content {
  subject: string;
  heading: string;
  /** Paragraphs before the code. */
  intro: readonly string[];
  /** The highlighted value (a code, or a temporary password), placeholder included. */
  highlight: string;
  /** Paragraphs after it. */
  outro: readonly string[];
}

function content(kind: AuthEmailKind, placeholders: EmailPlaceholders): Content {
  switch (kind) {
    case 'signUp':
      return {
        subject: `${PLATFORM_NAME} : votre code de confirmation`,
        heading: `Bienvenue sur ${PLATFORM_NAME} !`,
        intro: ['Pour confirmer votre adresse e-mail et activer votre compte, saisissez ce code :'],
        highlight: placeholders.code,
        outro: [
          `Ce code est valable ${CODE_VALIDITY.signUp}.`,
          "Si vous n'avez pas créé de compte, ignorez cet e-mail : aucun compte ne sera activé sans ce code.",
        ],
      };
    case 'resendCode':
      return {
        subject: `${PLATFORM_NAME} : votre nouveau code de confirmation`,
        heading: 'Votre nouveau code',
        intro: ['Voici un nouveau code pour confirmer votre adresse e-mail et activer votre compte :'],
        highlight: placeholders.code,
        outro: [
          `Ce code est valable ${CODE_VALIDITY.signUp}.`,
          "Si vous n'avez pas demandé de code, ignorez cet e-mail : aucun compte ne sera activé sans lui.",
        ],
      };
    case 'passwordReset':
      return {
        subject: `${PLATFORM_NAME} : réinitialisation de votre mot de passe`,
        heading: 'Réinitialisation de votre mot de passe',
        intro: [
          `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${PLATFORM_NAME}. Saisissez ce code sur la page de réinitialisation :`,
        ],
        highlight: placeholders.code,
        outro: [
          `Ce code est valable ${CODE_VALIDITY.passwordReset}.`,
          "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
        ],
      };
    case 'verifyEmail':
      return {
        subject: `${PLATFORM_NAME} : vérification de votre adresse e-mail`,
        heading: 'Vérification de votre adresse e-mail',
        intro: ['Pour confirmer que cette adresse est bien la vôtre, saisissez ce code :'],
        highlight: placeholders.code,
        outro: ["Si vous n'avez rien demandé, ignorez cet e-mail."],
      };
    case 'accountCreated':
      return {
        subject: `${PLATFORM_NAME} : votre compte a été créé`,
        heading: `Votre compte ${PLATFORM_NAME}`,
        intro: [
          `Un administrateur vous a créé un compte ${PLATFORM_NAME}. Votre identifiant : ${placeholders.username}`,
          'Votre mot de passe temporaire, à changer à la première connexion :',
        ],
        highlight: placeholders.code,
        outro: ["Si vous ne vous attendiez pas à ce message, ignorez-le et prévenez l'équipe du programme."],
      };
  }
}

/**
 * The e-mail of `kind`, as HTML with inline styles (what mail clients keep), every text escaped.
 */
export function authEmail(kind: AuthEmailKind, placeholders: EmailPlaceholders): AuthEmail {
  const c = content(kind, placeholders);
  // Cognito's placeholders ({####}, {username}) hold no character escapeHtml changes.
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#292524">${escapeHtml(text)}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px 24px">',
    `<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#1e3a8a">${escapeHtml(PLATFORM_NAME)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1c1917">${escapeHtml(c.heading)}</h1>`,
    ...c.intro.map(paragraph),
    `<p style="margin:8px 0 24px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#1c1917">${escapeHtml(c.highlight)}</p>`,
    ...c.outro.map(paragraph),
    `<p style="margin:24px 0 0;font-size:13px;color:#57534e">L'équipe ${escapeHtml(PLATFORM_NAME)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { subject: c.subject, html };
}
