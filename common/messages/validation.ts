import { LIMITS } from '../limits';
import { PROGRAMME_PHASES, PROGRAMME_SESSION_COUNT } from '../programme';

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
  invalidCatalogSort: 'Tri invalide (oldest, newest, title ou programme)',
  invalidSharedSort: 'Tri invalide (newest ou programme)',
  invalidLibrarySort: 'Tri invalide (oldest, newest, title ou downloads)',
  invalidSessionDocumentsSort: 'Tri invalide (category, oldest, newest, title ou downloads)',
  invalidDashboardSort: 'Tri invalide (updated, created ou title)',
  invalidStatus: 'Statut invalide (draft, review ou published)',
  invalidImageUrl: "Adresse d'image invalide",
  invalidPhase: `La phase du programme doit être un nombre entier de 1 à ${PROGRAMME_PHASES.length}`,
  invalidProgrammeNumber: `Le numéro de la session dans le programme doit être un nombre entier de 1 à ${PROGRAMME_SESSION_COUNT}`,
  programmePlaceIncomplete:
    'Choisissez la phase et le numéro de la session dans le programme, ou aucun des deux',
  invalidAvatarUrl: "Adresse d'avatar invalide",
  invalidUpload: 'Téléversement invalide',
  invalidUploadKind: "Type d'envoi invalide (document, session-image, avatar ou deliverable)",
  invalidFileType: 'Type de fichier invalide',
  fileSizeRequired: 'La taille du fichier est obligatoire',
  fileSizeNotInteger: 'La taille du fichier doit être un nombre entier',
  fileSizeNegative: 'La taille du fichier doit être positive',
  partNumbersTwice: "Chaque numéro de morceau ne peut être demandé qu'une fois",
  invalidEmail: 'Veuillez entrer une adresse e-mail valide',
  contactNameRequired: 'Veuillez entrer votre nom',
  contactNameTooLong: 'Le nom est trop long',
  contactSubjectRequired: 'Veuillez entrer un sujet',
  contactSubjectTooLong: 'Le sujet est trop long',
  contactMessageRequired: 'Veuillez entrer votre message',
  tooManySessions: 'Au plus 50 sessions à la fois',
  invalidUnsubscribeLink: "Ce lien de désabonnement n'est pas valide : utilisez le lien complet de l'e-mail.",
  announcementSubjectRequired: "Veuillez entrer le sujet de l'annonce",
  announcementTextRequired: "Veuillez entrer le texte de l'annonce",
  invalidEmailFrequency: 'Fréquence invalide (immediate, daily, weekly ou never)',
  invalidCountry: 'Pays invalide : choisissez un pays de la liste (code ISO à deux lettres, par exemple MA)',
  invalidGender: 'Genre invalide (female, male ou other)',
  /** « Le titre ne doit pas dépasser 200 caractères ». */
  tooLong: (label: string, max: number) => `${label} ne doit pas dépasser ${max} caractères`,
  notText: (label: string) => `${label} doit être un texte`,
  notBoolean: (label: string) => `${label} doit être un booléen (true ou false)`,
  alwaysTrue: (label: string) => `${label} vaut toujours true`,
} as const;

/**
 * The sentences of a field the schema gives no sentence of its own (common/schemas/input-errors.ts):
 * each names the field as FIELD_LABELS does, capitalised (« Le titre »). Never the validation
 * library's English.
 */
export const INPUT_ERROR_MESSAGES = {
  required: (label: string) => `${label} est obligatoire`,
  /** `expected`: « un texte », « un nombre », « une liste »… (EXPECTED_VALUES). */
  wrongType: (label: string, expected: string) => `${label} doit être ${expected}`,
  tooManyItems: (label: string, max: number) => `${label} ne doit pas compter plus de ${max} éléments`,
  tooFewCharacters: (label: string, min: number) => `${label} doit compter au moins ${min} caractères`,
  tooFewItems: (label: string, min: number) => `${label} doit compter au moins ${min} éléments`,
  atMost: (label: string, max: number | string) => `${label} ne doit pas dépasser ${max}`,
  below: (label: string, max: number | string) => `${label} doit valoir moins de ${max}`,
  atLeast: (label: string, min: number | string) => `${label} doit valoir au moins ${min}`,
  above: (label: string, min: number | string) => `${label} doit valoir plus de ${min}`,
  tooBig: (label: string) => `${label} dépasse la taille permise`,
  tooSmall: (label: string) => `${label} n'atteint pas la taille demandée`,
  multipleOf: (label: string, divisor: number | string) => `${label} doit être un multiple de ${divisor}`,
  /** `values`: « draft, review ou published ». */
  oneOf: (label: string, values: string) => `${label} doit valoir ${values}`,
  notEmail: (label: string) => `${label} doit être une adresse e-mail valide`,
  notId: (label: string) => `${label} n'est pas un identifiant valide`,
  notWebAddress: (label: string) => `${label} doit être une adresse web valide`,
  badFormat: (label: string) => `${label} n'a pas le format attendu`,
  invalid: (label: string) => `${label} n'est pas valide`,
  /** `labels`: the fields as FIELD_LABELS names them, or « nom » for one it does not know. */
  unknownFields: (labels: string) => `Champ non accepté ici : ${labels}`,
  unknownParameters: (labels: string) => `Paramètre non accepté ici : ${labels}`,
  /** An element of a list: « L'élément 3 de la liste des thématiques ». */
  element: (position: number, label: string) => `l'élément ${position} de ${label}`,
  /** A list's last two items: « draft, review ou published ». */
  or: (items: readonly string[]) =>
    items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1) ?? ''}`,
} as const;

/**
 * What a field must be, after « doit être » (the validation library's type names, in French). Not in
 * the index: its texts repeat on purpose (a tuple is a list too).
 */
export const EXPECTED_VALUES: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  bigint: 'un nombre entier',
  boolean: 'un booléen (true ou false)',
  array: 'une liste',
  tuple: 'une liste',
  set: 'une liste',
  object: 'un objet',
  record: 'un objet',
  map: 'un objet',
  date: 'une date',
  null: 'vide (null)',
};
