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
  // Uploads in parts (common/multipart.ts)
  multipartTooSmall: 'Ce fichier est assez petit pour être envoyé en une seule fois.',
  multipartUnknown: 'Cet envoi est terminé, annulé ou expiré. Veuillez téléverser le fichier à nouveau.',
  multipartPartsMismatch:
    'Les morceaux envoyés ne correspondent pas au fichier. Veuillez le téléverser à nouveau.',
  partNumberTooHigh: (max: number) => `Ce fichier compte au plus ${max} morceaux.`,
} as const;

/** Refusals of a session cover's variants (common/cover-variants.ts), checked by the API on attach. */
export const COVER_MESSAGES = {
  variantsNotList: "Les versions réduites de l'image doivent être une liste.",
  variantWidth: 'Largeur de version réduite invalide (400, 800 ou 1200 pixels).',
  variantTwice: "Chaque largeur de version réduite ne peut être envoyée qu'une fois.",
  variantWithoutCover: "Des versions réduites ne peuvent accompagner qu'une nouvelle image de couverture.",
  variantType: "Une version réduite de l'image doit être au format WebP ou JPEG.",
  variantOfAnimation: 'Une image animée (GIF ou WebP animé) est gardée telle quelle, sans versions réduites.',
  sizeUnreadable: "Les dimensions de l'image n'ont pas pu être lues. Choisissez-en une autre.",
  variantWidthMismatch: (declared: number, actual: number) =>
    `La version réduite annoncée à ${declared} pixels de large en mesure ${actual}.`,
  variantLargerThanCover: (declared: number) =>
    `La version réduite de ${declared} pixels est plus grande que l'image d'origine.`,
  variantTooLarge: (declared: number, maxBytes: number) =>
    `La version réduite de ${declared} pixels dépasse ${Math.round(maxBytes / 1024)} Ko.`,
} as const;
