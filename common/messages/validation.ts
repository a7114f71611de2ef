import { LIMITS } from '../limits';

/** What the API's request schemas (common/schemas, lambdas) answer for a field they refuse. */
export const VALIDATION_MESSAGES = {
  invalidJsonBody: 'Corps de requête JSON invalide',
  invalidId: 'Identifiant invalide',
  invalidUserId: 'Identifiant utilisateur invalide',
  invalidMessageId: 'Identifiant de message invalide',
  invalidPage: 'Numéro de page invalide',
  perPageFixed: `per_page vaut toujours ${LIMITS.usersPageSize}`,
  invalidRole: 'Rôle invalide (user, editor ou admin)',
  invalidLimit: 'Limite invalide',
  searchTooLong: 'Recherche trop longue (200 caractères au plus)',
  tooManyTagFilters: 'Trop de thématiques',
  tooManyTags: `Au plus ${LIMITS.tagsMaxCount} thématiques`,
  tagsNotList: 'Les thématiques doivent être une liste',
  /** A tag is refused, never cut: « … (celle-ci en compte 62) ». */
  tagTooLong: (length: number) =>
    `Une thématique ne doit pas dépasser ${LIMITS.tagMaxLength} caractères (celle-ci en compte ${length})`,
  invalidCategory: 'Catégorie invalide',
  invalidCatalogSort: 'Tri invalide (oldest, newest ou title)',
  invalidLibrarySort: 'Tri invalide (oldest, newest, title ou downloads)',
  invalidDashboardSort: 'Tri invalide (updated, created ou title)',
  invalidStatus: 'Statut invalide (draft, review ou published)',
  invalidImageUrl: "Adresse d'image invalide",
  invalidAvatarUrl: "Adresse d'avatar invalide",
  invalidUpload: 'Téléversement invalide',
  invalidUploadKind: "Type d'envoi invalide (document, session-image ou avatar)",
  invalidFileType: 'Type de fichier invalide',
  fileSizeRequired: 'La taille du fichier est obligatoire',
  fileSizeNotInteger: 'La taille du fichier doit être un nombre entier',
  fileSizeNegative: 'La taille du fichier doit être positive',
  profileCompletedNotBoolean: 'profile_completed doit être un booléen',
  invalidEmail: 'Veuillez entrer une adresse e-mail valide',
  contactNameRequired: 'Veuillez entrer votre nom',
  contactNameTooLong: 'Le nom est trop long',
  contactSubjectRequired: 'Veuillez entrer un sujet',
  contactSubjectTooLong: 'Le sujet est trop long',
  contactMessageRequired: 'Veuillez entrer votre message',
  /** « Le titre ne doit pas dépasser 200 caractères ». */
  tooLong: (label: string, max: number) => `${label} ne doit pas dépasser ${max} caractères`,
  notText: (label: string) => `${label} doit être un texte`,
  notBoolean: (key: string) => `${key} doit être un booléen (true ou false)`,
} as const;
