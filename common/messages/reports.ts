import { CERTIFICATE_MESSAGES } from './certificates';
import { COHORT_MESSAGES } from './cohorts';

/** "Rapport" (issue 31, point 5): the page's, the exports' and the API's words. */
export const REPORT_MESSAGES = {
  title: 'Rapport',
  allCohortsTitle: 'Rapport de toutes les cohortes',
  cohortTitle: (name: string) => `Rapport — ${name}`,
  intro:
    'Les chiffres que demandent les financeurs du programme, pour la période choisie. Exportez-les pour votre rapport.',
  periodLegend: 'Période',
  fromLabel: 'Du',
  toLabel: 'Au',
  show: 'Afficher',
  period: (from: string, to: string) => `Du ${from} au ${to}`,
  generatedOn: (date: string) => `Établi le ${date}`,
  loading: 'Chargement du rapport…',
  failed: 'Impossible de charger le rapport pour le moment. Veuillez réessayer.',
  retry: 'Réessayer',
  exportCsv: 'Exporter le rapport (CSV)',
  exportPdf: 'Exporter le rapport (PDF)',
  exporting: 'Préparation du fichier…',
  exportFailed: 'Le fichier n’a pas pu être préparé. Veuillez réessayer.',
  // The figures.
  startups: 'Startups',
  attendanceRate: 'Taux de présence',
  deliverablesAccepted: 'Livrables validés',
  completed: 'Ont terminé le programme',
  completionRate: 'Taux de complétion',
  certificatesIssued: 'Certificats délivrés',
  total: 'Total',
  byCohort: 'Par cohorte',
  byCountry: 'Par pays',
  byGender: 'Par genre',
  countryColumn: 'Pays',
  genderColumn: 'Genre',
  breakdownColumn: 'Ventilation',
  valueColumn: 'Valeur',
  noCohort: 'Aucune cohorte n’est en cours pendant cette période.',
  breakdownNote:
    'Pays et genre viennent du profil de chaque participant, qui peut les laisser vides (« Non renseigné »).',
  definitionsTitle: 'Comment ces chiffres sont comptés',
  definitions: [
    'Participants : les participants (hors mentors) des cohortes en cours pendant la période, inscrits avant sa fin.',
    'Startups : les noms de startup distincts de ces participants.',
    'Taux de présence : « Présent » sur « Présent » et « Absent », aux sessions prévues pendant la période (« Excusé » ne compte pas).',
    'Livrables validés : les dépôts validés pendant la période.',
    'Taux de complétion : la part des participants qui avaient terminé le programme à la fin de la période, parmi ceux des cohortes qui fixent un livrable obligatoire ou un seuil de présence.',
    'Certificats délivrés : pendant la période, et non révoqués depuis.',
  ],
  andMoreRows: (count: number) => `… et ${count} de plus : voir l’export CSV.`,
  // The API's refusals.
  periodReversed: 'La fin de la période doit être le même jour que son début ou après.',
  periodTooLong: 'Une période de rapport ne peut pas dépasser dix ans.',
  invalidFormat: 'Format de rapport inconnu : choisissez json, csv ou pdf.',
  adminsOnly: 'Le rapport de toutes les cohortes est réservé aux administrateurs.',
} as const;

/** Words of the report said elsewhere first (each text is written once). */
export const REPORT_SHARED_WORDS = {
  participants: COHORT_MESSAGES.participantsHeading,
  cohort: CERTIFICATE_MESSAGES.cohortLabel,
} as const;

/** The columns of the report's tables, after the line's name (common/report.ts `figureCells`). */
export const REPORT_TABLE_COLUMNS = [
  REPORT_SHARED_WORDS.participants,
  REPORT_MESSAGES.startups,
  REPORT_MESSAGES.attendanceRate,
  REPORT_MESSAGES.deliverablesAccepted,
  REPORT_MESSAGES.completionRate,
  REPORT_MESSAGES.certificatesIssued,
] as const;
