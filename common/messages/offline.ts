/**
 * The installable app without a network (web/src/service-worker/, web/src/components/offline/): the
 * frame's texts (the banner, a page that could not load), then what pages say of their content.
 */
export const OFFLINE_MESSAGES = {
  banner:
    'Vous êtes hors ligne. Les sessions et les documents marqués « Disponible hors ligne » restent consultables.',
  pageUnavailable:
    "Vous êtes hors ligne et cette page n'a pas encore été ouverte sur cet appareil. Elle s'affichera d'elle-même dès le retour de la connexion.",
  pageUnavailableTitle: 'Page indisponible hors ligne',
} as const;

export const OFFLINE_CONTENT_MESSAGES = {
  available: 'Disponible hors ligne',
  sessionUnavailable:
    "Vous êtes hors ligne et cette session n'a pas encore été ouverte sur cet appareil. Ouvrez-la une fois connecté pour pouvoir la consulter ensuite sans connexion.",
  pdfUnavailable:
    "Vous êtes hors ligne et ce PDF n'est pas gardé sur cet appareil. Ouvrez son aperçu une fois connecté pour pouvoir le lire ensuite sans connexion.",
} as const;

/** What an action that needs the network says while there is none (downloads, loads that failed). */
export const OFFLINE_ACTION_MESSAGES = {
  downloadWaiting: (title: string) =>
    `Hors ligne : le téléchargement de « ${title} » reprendra quand vous serez connecté.`,
  retryWhenOnline: 'Hors ligne : nouvel essai dès le retour de la connexion.',
  actionNeedsNetwork: 'Hors ligne : cette action demande une connexion. Réessayez une fois connecté.',
} as const;
