/**
 * The installable app without a network (web/src/service-worker/, web/src/components/offline/): the
 * banner, the mark on what can be read offline, and what a page says when it was never read here.
 */
export const OFFLINE_MESSAGES = {
  banner:
    'Vous êtes hors ligne. Les sessions et les documents marqués « Disponible hors ligne » restent consultables.',
  available: 'Disponible hors ligne',
  sessionUnavailable:
    "Vous êtes hors ligne et cette session n'a pas encore été ouverte sur cet appareil. Ouvrez-la une fois connecté pour pouvoir la consulter ensuite sans connexion.",
  pageUnavailable:
    "Vous êtes hors ligne et cette page n'a pas encore été ouverte sur cet appareil. Réessayez une fois connecté.",
  pdfUnavailable:
    "Vous êtes hors ligne et ce PDF n'est pas gardé sur cet appareil. Ouvrez son aperçu une fois connecté pour pouvoir le lire ensuite sans connexion.",
} as const;
