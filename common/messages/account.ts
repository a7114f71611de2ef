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
