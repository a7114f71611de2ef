/** Upload refusals (common/uploads.ts rules): checked early by the web app, enforced by the API. */
export const UPLOAD_MESSAGES = {
  avatarTooLarge: "L'image est trop volumineuse. Maximum 2MB.",
  sessionImageTooLarge: "L'image est trop volumineuse. Maximum 10MB.",
  documentTooLarge: 'Le fichier est trop volumineux. Maximum 50MB.',
  imageUnsupported: "Format d'image non supporté. Utilisez JPG, PNG, GIF ou WebP.",
  imageUnreadable: 'Cette image est illisible ou endommagée. Choisissez-en une autre.',
  documentRefused: "Ce type de fichier n'est pas autorisé.",
  documentMismatch: 'Le contenu du fichier ne correspond pas à son extension.',
  fileEmpty: 'Le fichier est vide.',
  fileNameRequired: 'Le nom du fichier est obligatoire',
  uploadMissing: 'Fichier introuvable. Veuillez le téléverser à nouveau.',
  uploadNotYours: 'Ce fichier ne vous appartient pas.',
  uploadWrongKind:
    'Ce fichier a été envoyé pour un autre usage (photo de profil, image de session ou document). Veuillez le téléverser depuis ce formulaire.',
  uploadChanged: 'Le fichier a changé pendant sa vérification. Veuillez réessayer.',
  uploadAlreadyAttached: 'Ce fichier a déjà été utilisé. Veuillez le téléverser à nouveau.',
} as const;
