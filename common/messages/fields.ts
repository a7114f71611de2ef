import { NOTIFICATION_PREFERENCE_LABELS, type NotificationPreferenceKey } from '../notification-preferences';

/**
 * Every field of a request body, query parameter and path parameter the API reads (common/schemas,
 * the handlers' own schemas), named in French as a person reads it: what a validation failure names
 * (common/schemas/input-errors.ts). Singular, with its article, so that one sentence fits every field
 * (« Le titre doit être un texte »). test/unit/validation-messages.test.ts holds it complete.
 */
export const FIELD_LABELS = {
  // Sessions and documents (the content forms)
  title: 'le titre',
  description: 'la description',
  status: 'le statut',
  image_url: "l'adresse de la couverture",
  image_upload_key: 'la nouvelle couverture',
  image_variant_uploads: 'la liste des copies de la couverture',
  width: 'la largeur',
  upload_key: 'le fichier envoyé',
  tags: 'la liste des thématiques',
  phase: 'la phase du programme',
  number: 'le numéro de la session dans le programme',
  category: 'la catégorie',
  // Uploads
  kind: "le type d'envoi",
  file_name: 'le nom du fichier',
  content_type: 'le type du fichier',
  size: 'la taille du fichier',
  upload_id: "l'identifiant du téléversement",
  part_numbers: 'la liste des numéros de morceaux',
  parts: 'la liste des morceaux',
  part_number: 'le numéro du morceau',
  etag: "l'empreinte du morceau",
  // Profile and settings
  full_name: 'le nom complet',
  bio: 'la bio',
  organization: "l'organisation",
  position: 'le poste',
  location: 'la localisation',
  country: 'le pays',
  gender: 'le genre',
  avatar_url: "l'adresse de la photo de profil",
  avatar_upload_key: 'la nouvelle photo de profil',
  profile_completed: "l'indication « profil complété »",
  profile_prompt_dismissed: "la réponse à l'invitation à compléter le profil",
  ...(Object.fromEntries(
    Object.entries(NOTIFICATION_PREFERENCE_LABELS).map(([key, label]) => [key, `l'alerte « ${label} »`]),
  ) as Record<NotificationPreferenceKey, string>),
  email_frequency: 'la fréquence des e-mails',
  // Cohorts
  organisation: "l'organisation de la cohorte",
  starts_on: 'la date de début',
  ends_on: 'la date de fin',
  co_managers: 'la liste des co-responsables',
  programme: 'le programme',
  session_id: 'la session du programme',
  planned_on: 'la date prévue',
  place: 'le lieu',
  link: 'le lien en ligne',
  archived: "l'indication « archivée »",
  version: 'la version',
  // Lists: search, filters, pages
  search: 'la recherche',
  sort: "l'ordre de tri",
  limit: 'la limite',
  cursor: 'le curseur de pagination',
  page: 'le numéro de page',
  per_page: "le nombre d'utilisateurs par page",
  // Administration and contact
  role: 'le rôle',
  name: 'le nom',
  email: "l'adresse e-mail",
  subject: 'le sujet',
  message: 'le message',
  text: 'le texte',
  request_id: "l'identifiant de l'envoi",
  sessions: 'la liste des sessions',
  token: 'le lien de désabonnement',
  // Path parameters
  sessionId: "l'identifiant de la session",
  documentId: "l'identifiant du document",
  userId: "l'identifiant de l'utilisateur",
  messageId: "l'identifiant du message",
  notificationId: "l'identifiant de la notification",
  cohortId: "l'identifiant de la cohorte",
  file: "l'adresse du calendrier",
  invitationId: "l'identifiant de l'invitation",
  // Invitations to a cohort
  invitees: 'les personnes à inviter',
  startup: 'la startup',
  invitation_token: "le lien d'invitation",
  // A cohort's progress
  attendance: 'la présence',
  // A member's role
  startups: 'les startups suivies',
  // Deliverables and their review (issue 31)
  deliverableId: "l'identifiant du livrable",
  instructions: 'les consignes',
  due_on: 'la date de remise',
  kinds: 'les formats acceptés',
  max_size_mb: 'la taille maximale',
  required: "l'indication « obligatoire »",
  note: 'la note',
  decision: 'la décision',
  comment: 'le commentaire',
  disposition: "l'usage du lien (lecture ou téléchargement)",
  // Certificates
  attendance_threshold: 'le seuil de présence',
  code: 'le code du certificat',
  // Reports
  from: 'le début de la période',
  to: 'la fin de la période',
  format: 'le format du rapport',
} as const;

export type FieldName = keyof typeof FIELD_LABELS;

/** What a failure names when it is about the whole input rather than one field. */
export const INPUT_LABELS = {
  /** A JSON body. */
  body: 'le contenu envoyé',
  /** The query string or the path's parameters. */
  address: "l'adresse de la requête",
} as const;

/** A field's label at the head of a sentence: « Le titre », « L'organisation ». */
export function fieldSubject(name: FieldName): string {
  const label: string = FIELD_LABELS[name];
  return label.charAt(0).toUpperCase() + label.slice(1);
}
