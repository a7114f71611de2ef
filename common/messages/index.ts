import { LIMITS } from '../limits';

/**
 * Every user-facing message, once: the web app and the API import their texts from here, so a text
 * is written in one place (test/unit/messages.test.ts refuses two entries with the same text).
 * Exactly as SPEC.md writes them (French, or English where the spec keeps English). Groups are
 * separate exports so a page's bundle carries only the groups it uses.
 */
export const MESSAGES = {
  unexpectedError: 'Une erreur inattendue est survenue',
  // The web app's API client, when no sentence of the API's came back (never the browser's words).
  networkError: 'Impossible de joindre Tremplin. Vérifiez votre connexion, puis réessayez.',
  unexpectedAnswer: 'Tremplin a répondu de façon inattendue. Veuillez réessayer dans un instant.',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password',
  termsRequired: "Veuillez accepter les conditions d'utilisation et la politique de confidentialité",
  emailRequired: 'Veuillez entrer votre adresse e-mail',
  passwordRequired: 'Veuillez entrer votre mot de passe',
  mustBeLoggedIn: 'You must be logged in to perform this action',
  accessDenied: 'Accès Refusé',
  adminsOnly: 'Seuls les administrateurs peuvent accéder à ce panneau.',
  limitedAccess: 'Accès Limité',
  editorsOnly: 'Accès limité aux éditeurs',
  noEditPermissionSession: 'You do not have permission to edit this session',
  noEditPermissionDocument: 'You do not have permission to edit this document',
  // SPEC §6: publishing and deleting are the editors' (a demoted editor keeps what they own, as it is).
  statusChangeEditorsOnly:
    "Seuls les éditeurs et les administrateurs peuvent changer le statut d'une session (publier, dépublier).",
  sessionDeleteEditorsOnly: 'Seuls les éditeurs et les administrateurs peuvent supprimer une session.',
  publishedContentEditorsOnly:
    'Seuls les éditeurs et les administrateurs peuvent modifier une session publiée ou ses documents.',
  documentDeleteEditorsOnly: 'Seuls les éditeurs et les administrateurs peuvent supprimer un document.',
  // The session and document forms' title (SPEC §5).
  titleRequired: 'Le titre est obligatoire',
  sessionNotFound: 'Session not found',
  sessionNotFoundOrNoPermission: 'Session not found or you do not have permission to view/edit/access it',
  sessionNotFoundOrNotPublished: 'Session not found or not published',
  noPublishedSessions: 'No published sessions found',
  failedToLoadSessions: 'Failed to load sessions. Please try again later.',
  failedToLoadSharedSessions: 'Failed to load shared sessions. Please try again later.',
  failedToLoadData: 'Failed to load data. Please try again later.',
  failedToSaveSession: 'Failed to save session. Please try again later.',
  notAuthenticated: 'Not authenticated',
  noSessionFound: 'No session found. Please login again.',
  // An unknown /dashboard/* address goes to the dashboard (SPEC §2), saying so.
  dashboardPageNotFound: 'Page introuvable : retour au tableau de bord',
  emptyPublishedSessions: 'Aucune session publiée pour le moment',
  emptyFilteredSessions: 'Aucune session ne correspond à vos filtres',
  invalidRequest: 'Requête invalide',
  notFound: 'Ressource introuvable',
  // Users
  fullNameRequired: 'Veuillez entrer votre nom complet',
  userNotFound: 'Utilisateur introuvable',
  lastAdmin: 'Impossible de retirer le rôle du dernier administrateur',
  roleChangedConcurrently: 'Le rôle de cet utilisateur vient de changer. Veuillez réessayer.',
  adminAlreadyExists: 'Un administrateur existe déjà : seul le premier administrateur peut être créé ici.',
  authServiceUnavailable: "Le service d'authentification est indisponible. Veuillez réessayer.",
  pageOutOfRange: 'Page hors limites',
  invalidCursor: 'Curseur de pagination invalide : rechargez la liste depuis la première page',
  contactMessageNotFound: 'Message introuvable',
  contactTooManyFromUser: `Vous avez déjà envoyé ${LIMITS.contactMessagesPerUserPerHour} messages cette heure-ci : vous pourrez en envoyer d'autres dans moins d'une heure.`,
  contactTooManyFromAddress: `Trop de messages ont été envoyés depuis votre connexion cette heure-ci (${LIMITS.contactMessagesPerAddressPerHour} au plus) : vous pourrez en envoyer d'autres dans moins d'une heure.`,
  // First-admin bootstrap (SPEC §8)
  bootstrapAdminFailed: 'Failed to bootstrap admin',
  // First admin on AWS: only the e-mail named at deploy time, once verified (lambdas/users/bootstrap-rule.ts)
  bootstrapAdminNotNamed:
    "Aucun premier administrateur n'est désigné pour ce déploiement. Pour en désigner un, redéployez avec « npm run deploy -- -c adminEmail=adresse@exemple.ma » : seul le compte de cette adresse pourra alors devenir administrateur ici, une fois son adresse vérifiée.",
  bootstrapAdminOtherEmail:
    "Seul le compte de l'adresse e-mail désignée lors du déploiement peut devenir le premier administrateur.",
  bootstrapAdminEmailUnverified:
    "Vérifiez d'abord votre adresse e-mail : demandez un code, saisissez celui que vous recevez, puis réessayez.",
  // Session management (dashboard)
  sessionNotFoundOrNoPermissionFr: "Session introuvable ou vous n'avez pas la permission de la voir.",
  failedToLoadSession: 'Failed to load session. Please try again later.',
  failedToDeleteSession: 'Failed to delete session. Please try again later.',
  failedToUploadImage: 'Failed to upload image. Please try again later.',
  // SPEC §8: a file that did not reach storage (network or storage refusal).
  uploadFailed: 'Upload failed',
  confirmDeleteSession:
    'Are you sure you want to delete this session? This will also delete all associated documents.',
  // SPEC §8 empty state of the session lists and pickers.
  emptySessions: 'Aucune session trouvée',
  // Share buttons (public session page, shared sessions).
  linkCopied: 'Lien copié dans le presse-papiers!',
  // A save that lost a race with another change (409).
  sessionChangedConcurrently: 'La session a été modifiée entre-temps. Rechargez la page et réessayez.',
} as const;

/** The public session page (SPEC §2 "/session/{sessionId}"); its load failures are in MESSAGES. */
export const SESSION_PAGE_MESSAGES = {
  notFoundTitle: 'Session Non Trouvée',
  notFoundText: "La session demandée n'a pas pu être trouvée ou n'est pas publiée.",
} as const;

/** SPEC §5 and §8: the document form, the document lists and their empty states. */
export const DOCUMENT_MESSAGES = {
  categoryRequired: 'Please select a document category',
  fileRequired: 'Veuillez sélectionner un fichier',
  notFound: 'Document introuvable',
  noFile: "Ce document n'a pas de fichier",
  previewPdfOnly: "L'aperçu n'est disponible que pour les PDF.",
  uploadInProgress: 'Please wait for file upload to complete',
  failedToLoad: 'Failed to load documents. Please try again later.',
  failedToSave: 'Failed to save document. Please try again later.',
  failedToDelete: 'Failed to delete document. Please try again later.',
  empty: 'Aucun document',
  emptyFiltered: 'No documents found',
  emptyDashboard: 'Aucun document trouvé',
  // A save that lost a race with another change (409).
  changedConcurrently: 'Le document a été modifié entre-temps. Rechargez la page et réessayez.',
  sessionChangedConcurrently:
    'La session a changé ou a été supprimée entre-temps. Rechargez la page et réessayez.',
} as const;

// Groups only some screens need live in modules of their own, so a page's chunks carry only the
// texts it shows (one module to import from, still one place per text).
export { COVER_MESSAGES, UPLOAD_MESSAGES } from './uploads';
export { PDF_READER_MESSAGES } from './pdf-reader';
export { OFFLINE_ACTION_MESSAGES, OFFLINE_CONTENT_MESSAGES, OFFLINE_MESSAGES } from './offline';
export { VALIDATION_MESSAGES } from './validation';
// FIELD_LABELS (./fields) and the generic sentences (INPUT_ERROR_MESSAGES in ./validation) are
// imported from their modules by common/schemas/input-errors.ts alone: the app's first chunks,
// which import this index, never carry them.
export {
  ADMIN_MESSAGES,
  NOTIFICATION_MESSAGES,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  SESSION_MESSAGES,
} from './account';
export { AUTH_MESSAGES } from './auth';
export { TWO_FACTOR_MESSAGES } from './two-factor';
export { PARCOURS_MESSAGES } from './parcours';
export { COHORT_MESSAGES } from './cohorts';
export { DELIVERABLE_MESSAGES } from './deliverables';
export { CERTIFICATE_MESSAGES } from './certificates';
export { REPORT_MESSAGES } from './reports';
