/** SPEC §8 profile, password and notification messages (settings page and profile modal). */
export const PROFILE_MESSAGES = {
  loadFailed: 'Échec du chargement des données du profil. Veuillez rafraîchir la page.',
  saved: 'Profil mis à jour avec succès',
  saveFailed: 'Échec de la mise à jour du profil. Veuillez réessayer.',
  /** In the completion modal, when the provider gives no message of its own. */
  modalSaveFailed: 'Erreur lors de la mise à jour du profil. Veuillez réessayer.',
  avatarUploadFailed: "Échec du téléchargement de l'image. Veuillez réessayer.",
  avatarRemoved: 'Photo de profil supprimée avec succès',
  avatarRemoveFailed: "Échec de la suppression de l'image. Veuillez réessayer.",
  emailReadOnly: 'Votre email ne peut pas être modifié',
} as const;

export const PASSWORD_MESSAGES = {
  newPasswordsDoNotMatch: 'Les nouveaux mots de passe ne correspondent pas',
  changed: 'Mot de passe modifié avec succès',
  changeFailed: 'Échec du changement de mot de passe. Veuillez réessayer.',
} as const;

/**
 * Paramètres → Sécurité, when a change ends every session of the account (a new password, two-factor
 * sign-in turned on or its app replaced) and this page signs in again to stay open.
 */
export const SESSION_MESSAGES = {
  othersSignedOut: 'Vos autres sessions (autres appareils, autres navigateurs) ont été déconnectées.',
  endFailed: "Vos autres sessions n'ont pas pu être déconnectées. Vérifiez votre connexion et réessayez.",
  stayTitle: 'Rester connecté sur cet appareil',
  /** After a new password, for an account with two-factor sign-in. */
  codeToStay:
    "Vos autres sessions ont été déconnectées. Pour rester connecté sur cet appareil, saisissez le code affiché en ce moment par votre application d'authentification.",
  /** After two-factor sign-in was turned on (or its app replaced): the setup's code is used, the next one is asked. */
  passwordAndNextCodeToStay:
    "Vos autres sessions ont été déconnectées. Pour rester connecté sur cet appareil, confirmez avec votre mot de passe et le prochain code affiché par l'application : attendez qu'il change (toutes les 30 secondes), puis saisissez-le.",
  renewFailed: 'La reconnexion a échoué. Réessayez, ou déconnectez-vous puis reconnectez-vous.',
  signingIn: 'Reconnexion en cours',
} as const;

export const NOTIFICATION_MESSAGES = {
  saved: 'Préférences de notification enregistrées',
} as const;

/** SPEC §8 "User management" texts (French variants). */
export const ADMIN_MESSAGES = {
  listFailed: 'Erreur lors du chargement des utilisateurs',
  searchFailed: 'Erreur lors de la recherche',
  roleFailed: 'Erreur lors de la mise à jour du rôle',
  roleUpdated: (email: string) => `Rôle mis à jour avec succès pour ${email}`,
  contactMessagesFailed: 'Erreur lors du chargement des messages',
} as const;
