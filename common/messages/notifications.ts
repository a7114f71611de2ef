import { formatDate, formatNumber, isPlural } from '../format';
import { ROLE_LABELS, type Role } from '../roles';
import type { SessionStatus } from '../session-status';

/** The bell's sentences (common/notifications.ts picks one per notification). */
export const NOTIFICATION_TEXTS = {
  newDocument: (document: string, session: string) =>
    `Nouveau document « ${document} » dans la session « ${session} »`,
  sessionStatus: ({
    session_title: title,
    status,
    documents,
    own,
  }: {
    session_title: string;
    status: SessionStatus;
    documents: number;
    own: boolean;
  }) => {
    const subject = own ? `Votre session « ${title} »` : `La session « ${title} »`;
    switch (status) {
      case 'published':
        return documents > 0
          ? `${subject} est publiée, avec ${formatNumber(documents)} document${isPlural(documents) ? 's' : ''}`
          : `${subject} est publiée`;
      case 'draft':
        return `${subject} est repassée en brouillon`;
      case 'review':
        return `${subject} est passée en révision`;
    }
  },
  /** `day` null: yesterday ("hier"); else the date. */
  downloads: (count: number, day: string | null) =>
    `${formatNumber(count)} téléchargement${isPlural(count) ? 's' : ''} de vos documents ${
      day ? `le ${formatDate(`${day}T12:00:00Z`, 'UTC')}` : 'hier'
    }`,
  roleChanged: (role: Role) => `Votre rôle est désormais « ${ROLE_LABELS[role]} »`,
  announcement: (subject: string) => `Annonce : ${subject}`,
  /** Said the day before ("demain"); read later, the date. */
  sessionReminder: (
    {
      session_title: session,
      cohort_name: cohort,
      day,
    }: { session_title: string; cohort_name: string; day: string },
    tomorrow: boolean,
  ) =>
    `Rappel : la session « ${session} » de la cohorte « ${cohort} » a lieu ${
      tomorrow ? 'demain' : `le ${formatDate(`${day}T12:00:00Z`, 'UTC')}`
    }`,
  /** A version of one's deliverable reviewed (issue 31). */
  deliverableReviewed: (title: string, decision: 'accepted' | 'changes_requested') =>
    decision === 'accepted'
      ? `Votre livrable « ${title} » est validé`
      : `Votre livrable « ${title} » est à revoir : lisez le commentaire dans Mon parcours`,
} as const;

/** The bell's panel and the follow buttons. */
export const NOTIFICATION_UI_MESSAGES = {
  panelTitle: 'Notifications',
  empty: 'Aucune notification pour le moment.',
  markAllRead: 'Tout marquer comme lu',
  loadMore: 'Charger plus',
  loadFailed: 'Impossible de charger les notifications. Veuillez réessayer.',
  follow: 'Suivre cette session',
  following: 'Session suivie',
  followersCount: (count: number) =>
    `${formatNumber(count)} personne${isPlural(count) ? 's' : ''} sui${isPlural(count) ? 'vent' : 't'} cette session`,
  followFailed: "Le suivi n'a pas pu être enregistré. Veuillez réessayer.",
  followedSessionsTitle: 'Sessions suivies',
  followedSessionsEmptyTitle: 'Aucune session suivie',
  followedSessionsFailed: 'Impossible de charger vos sessions suivies. Veuillez réessayer.',
  followedSince: (date: string) => `Suivie depuis le ${date}`,
  followedSessionsEmpty:
    "Vous ne suivez aucune session. Sur la page d'une session, « Suivre cette session » vous prévient de ses nouveaux documents.",
  followedSessionUnpublished: "Cette session n'est pas publiée pour le moment.",
  notificationNotFound: 'Notification introuvable',
  unsubscribeInvalid: "Ce lien de désabonnement n'est pas valide : utilisez le lien complet de l'e-mail.",
  unsubscribeExpired:
    'Ce lien de désabonnement a expiré. Connectez-vous et changez vos notifications dans Paramètres → Notifications.',
  unsubscribeWorking: 'Désabonnement en cours…',
  unsubscribeFailed: "Le désabonnement n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.",
  unsubscribeTitle: 'Désabonnement',
  /** What the page says once done: the switch's name, or every notification e-mail. */
  unsubscribeDone: (label: string | null) =>
    label
      ? `C'est fait : vous ne recevrez plus d'e-mails « ${label} ».`
      : "C'est fait : vous ne recevrez plus aucun e-mail de notification. Vos notifications restent visibles dans l'application.",
  unsubscribeSettingsLink: 'Gérer mes notifications',
  unread: (count: number) => `Notifications : ${count} non lue${count > 1 ? 's' : ''}`,
  invalidNotificationId: 'Identifiant de notification invalide',
} as const;

/** Paramètres → Notifications. */
export const NOTIFICATION_SETTINGS_TEXTS = {
  intro:
    'Choisissez ce qui vous est signalé dans la cloche et par e-mail. Chaque e-mail contient un lien pour arrêter en un clic.',
  switchesLegend: 'Me prévenir pour',
  frequencyLegend: 'Fréquence des e-mails',
  frequencyHelp:
    "Un résumé regroupe tout ce qui est arrivé depuis le précédent ; rien n'est envoyé quand il n'y a rien de nouveau.",
} as const;

/** Administration → "Annonces". */
export const ANNOUNCEMENT_TEXTS = {
  title: 'Annonces',
  intro:
    'Une annonce va dans la cloche et par e-mail (au rythme que chacun a choisi) aux personnes qui ont activé « E-mails marketing », et à elles seules.',
  subject: 'Sujet',
  text: 'Texte',
  textHelp: 'Une ligne vide sépare deux paragraphes.',
  preview: 'Aperçu',
  previewEmpty: "Écrivez un sujet et un texte pour voir l'aperçu.",
  recipients: (count: number) =>
    `${formatNumber(count)} destinataire${isPlural(count) ? 's' : ''} (personnes ayant activé « E-mails marketing »)`,
  recipientsLoading: 'Calcul du nombre de destinataires…',
  recipientsFailed: 'Impossible de compter les destinataires. Veuillez réessayer.',
  send: "Envoyer l'annonce",
  sending: 'Envoi…',
  confirmSend: (count: number) =>
    `Confirmer l'envoi à ${formatNumber(count)} destinataire${isPlural(count) ? 's' : ''}`,
  sent: (count: number) =>
    `Annonce envoyée à ${formatNumber(count)} destinataire${isPlural(count) ? 's' : ''}.`,
  sendFailed: "L'annonce n'a pas pu être envoyée. Veuillez réessayer.",
  history: 'Annonces envoyées',
  historyEmpty: 'Aucune annonce envoyée pour le moment.',
  historyFailed: 'Impossible de charger les annonces envoyées. Veuillez réessayer.',
  historyLine: (date: string, count: number) =>
    `Envoyée le ${date} à ${formatNumber(count)} destinataire${isPlural(count) ? 's' : ''}`,
  requestReused: 'Cette annonce a déjà été envoyée avec un autre contenu. Rechargez la page et réessayez.',
} as const;
