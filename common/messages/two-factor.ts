/**
 * Two-factor sign-in with an authenticator app (TOTP): what Paramètres → Sécurité, the sign-in code
 * step and the API's admin routes say.
 */
export const TWO_FACTOR_MESSAGES = {
  /** The API's 403 on an admin action when the deployment requires TOTP and the admin has not turned it on. */
  adminRequired:
    "Les actions d'administration demandent la validation en deux étapes sur votre compte. Activez-la dans Paramètres → Sécurité, puis réessayez.",
  /** The same 403 when it is on but this session was signed in without the code (before it was turned on). */
  adminSignInWithCode:
    "Les actions d'administration demandent une connexion faite avec le code de votre application d'authentification. Reconnectez-vous avec votre mot de passe et le code, puis réessayez.",
  /** An admin may not make an admin of an account without it (where admins need it). */
  adminRoleNeedsTwoFactor:
    "Ce compte ne peut pas devenir administrateur : sa validation en deux étapes n'est pas activée. La personne doit d'abord l'activer dans Paramètres → Sécurité.",
  /** The first admin too must turn it on before taking the role (where admins need it). */
  bootstrapNeedsTwoFactor:
    "Pour devenir administrateur, activez d'abord la validation en deux étapes dans Paramètres → Sécurité, puis réessayez.",
  codeRequired: "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
  codeMismatch:
    "Code incorrect ou déjà utilisé. Saisissez le code à 6 chiffres affiché en ce moment par votre application d'authentification.",
  tooManyAttempts: "Trop d'essais de code. Patientez quelques minutes avant de réessayer.",
  /** Cognito's sign-in session between the password and the code lasts 3 minutes. */
  signInExpired:
    'Le délai pour saisir le code est dépassé (3 minutes). Saisissez à nouveau votre mot de passe, puis le code.',
  /** The access token was refused while setting up or turning off (expired, revoked, signed out elsewhere). */
  sessionEnded: 'Votre session a expiré. Reconnectez-vous, puis recommencez.',
  /** The key being set up is no longer the account's (another tab started again, or too late). */
  setupRestart: "Cette clé n'est plus valable. Recommencez l'activation pour en obtenir une nouvelle.",
  enableFailed: "La validation en deux étapes n'a pas pu être activée. Veuillez réessayer.",
  disableFailed: "La validation en deux étapes n'a pas pu être désactivée. Veuillez réessayer.",
  statusFailed: "L'état de la validation en deux étapes n'a pas pu être lu. Veuillez réessayer.",
  enabled:
    'Validation en deux étapes activée : à chaque connexion, le code de votre application vous sera demandé après le mot de passe.',
  disabled: 'Validation en deux étapes désactivée.',
  replaced:
    "Application d'authentification remplacée : seule la nouvelle donne désormais les codes de connexion.",
  secretCopied: 'Clé copiée dans le presse-papiers.',
  secretNotCopied: 'La copie a échoué : sélectionnez la clé et copiez-la vous-même.',
} as const;
