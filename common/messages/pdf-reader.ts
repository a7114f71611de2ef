/**
 * The PDF reader of the document preview (web/src/components/documents/): why a document cannot be
 * shown. A protected or damaged file can still be downloaded and opened by the person's own reader.
 */
export const PDF_READER_MESSAGES = {
  loadFailed: "L'aperçu n'a pas pu être chargé. Veuillez réessayer.",
  passwordProtected:
    "Ce PDF est protégé par un mot de passe : l'aperçu ne peut pas l'afficher. Téléchargez-le pour l'ouvrir avec votre lecteur de PDF.",
  unreadable:
    "Ce PDF est endommagé ou illisible : l'aperçu ne peut pas l'afficher. Téléchargez-le pour essayer de l'ouvrir avec votre lecteur de PDF.",
} as const;
