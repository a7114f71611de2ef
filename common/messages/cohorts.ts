import { COHORT_LIMITS } from '../cohorts';

/** Cohorts (issue 30): the dashboard's words and the API's refusals. */
export const COHORT_MESSAGES = {
  navLabel: 'Cohortes',
  newCohort: 'Nouvelle cohorte',
  archivedLabel: 'Archivée',
  nameRequired: 'Le nom de la cohorte est obligatoire',
  organisationRequired: "L'organisation est obligatoire",
  invalidDay: 'Date invalide : choisissez un jour (AAAA-MM-JJ)',
  startRequired: 'La date de début est obligatoire',
  endRequired: 'La date de fin est obligatoire',
  endBeforeStart: 'La date de fin doit être le même jour que la date de début ou après',
  invalidLink: 'Le lien en ligne doit être une adresse complète commençant par https://',
  sessionTwice: 'Une session figure deux fois dans le programme',
  tooManySessions: `Le programme d'une cohorte compte au plus ${COHORT_LIMITS.programmeMaxSessions} sessions`,
  programmeNotList: 'Le programme doit être une liste de sessions',
  tooManyCoManagers: `Une cohorte a au plus ${COHORT_LIMITS.coManagersMax} co-responsables`,
  coManagersNotList: 'Les co-responsables doivent être une liste d’adresses e-mail',
  coManagerUnknown: (email: string) =>
    `Aucun compte éditeur ou administrateur n'existe pour ${email} : un co-responsable doit en avoir un`,
  sessionNotPublished:
    "Une session du programme n'existe plus ou n'est pas publiée : retirez-la ou choisissez-en une autre",
  cohortNotFound: 'Cohorte introuvable',
  managersOnly: 'Seuls les responsables de cette cohorte et les administrateurs peuvent la gérer.',
  editorsOnly: 'Seuls les éditeurs et les administrateurs peuvent créer une cohorte.',
  cohortChanged:
    'Cette cohorte a été modifiée entre-temps par un autre responsable. Rechargez la page pour voir la dernière version.',
  invalidVersion: 'Version de la cohorte invalide',
  failedToLoadCohorts: 'Impossible de charger les cohortes. Veuillez réessayer.',
  failedToLoadCohort: 'Impossible de charger cette cohorte. Veuillez réessayer.',
  failedToSaveCohort: "La cohorte n'a pas pu être enregistrée. Veuillez réessayer.",
  failedToDeleteCohort: "La cohorte n'a pas pu être supprimée. Veuillez réessayer.",
  emptyCohorts: 'Aucune cohorte pour le moment',
} as const;
