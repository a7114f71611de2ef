import { PARCOURS_RETENTION_MONTHS } from '../parcours';

/** "Mon parcours" (issue 28): the words on screen as the issue writes them, and what the pages say. */
export const PARCOURS_MESSAGES = {
  title: 'Mon parcours',
  markDone: "J'ai terminé cette session",
  undoHint: 'Appuyez de nouveau pour la remettre à faire.',
  /** « Continuer : Proposition de valeur ». */
  continueLabel: 'Continuer :',
  programmeOrder: 'Ordre du programme',
  allDone: 'Bravo : vous avez terminé toutes les sessions du programme.',
  empty: "Le programme n'a pas encore de session publiée.",
  loadFailed: "Votre parcours n'a pas pu être chargé.",
  toggleFailed: "Votre choix n'a pas pu être enregistré. Vérifiez votre connexion, puis réessayez.",
  /** Why the parcours is recorded, and for how long (collect only what the feature needs, say why). */
  why: `Tremplin note les documents que vous ouvrez (aperçu ou téléchargement) et les sessions que vous marquez terminées, pour vous montrer où vous en êtes et ce qui vient ensuite. Votre parcours n'est visible que par vous et, dans une cohorte, par ses responsables, pour vous accompagner ; chaque élément est conservé ${PARCOURS_RETENTION_MONTHS / 12} ans.`,
  progressLabel: 'Progression dans le programme',
  // In a cohort (issue 30, points 3 and 5).
  /** « Cohorte « Promotion 2027 » · Technopark Casablanca ». */
  cohortLine: (name: string, organisation: string) => `Cohorte « ${name} » · ${organisation}`,
  nextSession: 'Prochaine session',
  addToCalendar: 'Ajouter à mon agenda',
  addToCalendarFailed: "L'événement n'a pas pu être préparé. Réessayez.",
  sessionLink: 'Rejoindre en ligne',
} as const;
