/** What the sign-up, sign-in, confirmation and reset screens say, beyond SPEC §5's own strings. */
export const AUTH_MESSAGES = {
  incorrectCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  tooManySignInAttempts: 'Trop de tentatives de connexion. Patientez quelques minutes avant de réessayer.',
  accountDisabled: "Ce compte est désactivé. Contactez l'administrateur de votre programme.",
  passwordResetRequired:
    'Pour la sécurité de votre compte, choisissez un nouveau mot de passe avec « Mot de passe oublié ? ».',
  emailTaken:
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous, ou choisissez « Mot de passe oublié ? » si vous ne vous en souvenez plus.',
  emailInvalid: "Cette adresse e-mail n'est pas valide. Vérifiez-la et réessayez.",
  invalidInput: "Vérifiez l'adresse e-mail et le mot de passe saisis, puis réessayez.",
  codeRequired: 'Saisissez le code à 6 chiffres reçu par e-mail.',
  codeMismatch: 'Code incorrect. Vérifiez le dernier code reçu par e-mail et réessayez.',
  codeExpired: 'Ce code a expiré. Demandez un nouveau code.',
  tooManyCodeAttempts: "Trop d'essais de code. Demandez un nouveau code ou patientez quelques minutes.",
  codeNotDelivered: "Le code n'a pas pu être envoyé à cette adresse. Vérifiez-la et réessayez.",
  alreadyConfirmed: 'Cette adresse e-mail est déjà confirmée : vous pouvez vous connecter.',
  tooManyRequests: 'Trop de demandes en peu de temps. Patientez quelques minutes avant de réessayer.',
  currentPasswordIncorrect: 'Le mot de passe actuel est incorrect.',
  network: 'Connexion impossible. Vérifiez votre accès à Internet et réessayez.',
  codeResent: 'Un nouveau code vient de vous être envoyé.',
  resetDone: 'Votre mot de passe a été modifié.',
} as const;
