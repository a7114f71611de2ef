import { ATTENDANCE_THRESHOLD_RANGE } from '../certificates';

/** Certificates (issue 31): the PDF's words, the public verification page, and the API's refusals. */
export const CERTIFICATE_MESSAGES = {
  // The PDF (lambdas/certificates/certificate-pdf.ts).
  pdfBrand: 'Tremplin — Programme d’incubation',
  pdfTitle: 'Certificat',
  pdfAttests: 'Ce certificat atteste que',
  pdfCompleted: 'a suivi avec succès le programme de la cohorte',
  pdfOrganisedBy: (organisation: string, startsOn: string, endsOn: string) =>
    `organisée par ${organisation}, du ${startsOn} au ${endsOn}`,
  pdfIssuedOn: (date: string) => `Délivré le ${date}`,
  pdfManagerRole: 'Responsable de la cohorte',
  pdfVerify: 'Vérifier ce certificat :',
  pdfCode: (code: string) => `Code : ${code}`,
  // The public page /certificats/{code}.
  verified: 'Certificat vérifié',
  notFound: 'Certificat introuvable',
  notFoundText:
    'Aucun certificat valide ne porte ce code : il a pu être révoqué, ou le code est mal recopié. Vérifiez l’adresse, ou demandez au titulaire un nouveau lien.',
  verifiedText: 'Tremplin confirme avoir délivré ce certificat.',
  holderLabel: 'Titulaire',
  cohortLabel: 'Cohorte',
  periodLabel: 'Programme suivi',
  issuedLabel: 'Délivré le',
  period: (startsOn: string, endsOn: string) => `du ${startsOn} au ${endsOn}`,
  verifying: 'Vérification du certificat…',
  failedToVerify: 'Impossible de vérifier ce certificat pour le moment. Veuillez réessayer.',
  // The participant's and the managers' words.
  download: 'Télécharger mon certificat',
  revoke: 'Révoquer le certificat',
  revokeConfirm: (name: string) =>
    `Révoquer le certificat de ${name} ? Son adresse de vérification répondra « Certificat introuvable ».`,
  revoking: 'Révocation…',
  revokedOn: (date: string) =>
    `Certificat révoqué le ${date} : son adresse de vérification répond « Certificat introuvable ».`,
  issuedOn: (date: string) => `Certificat délivré le ${date}.`,
  verifyLink: 'Voir sa page de vérification',
  noneYet:
    'Aucun certificat pour le moment : il est délivré quand chaque livrable obligatoire est validé (et le seuil de présence atteint, si la cohorte en fixe un).',
  loading: 'Chargement du certificat…',
  failedToLoad: 'Impossible de charger le certificat. Veuillez réessayer.',
  failedToRevoke: "Le certificat n'a pas pu être révoqué. Veuillez réessayer.",
  failedToDownload: "Le certificat n'a pas pu être téléchargé. Veuillez réessayer.",
  downloading: 'Préparation du certificat…',
  participantIntro:
    'Quand chaque livrable obligatoire est validé (et le seuil de présence atteint, si la cohorte en fixe un), téléchargez votre certificat. Son code QR mène à sa page de vérification, qui montre à quiconque a ce code votre nom, la cohorte et ses dates, tant que la cohorte existe et que le certificat n’est pas révoqué.',
  thresholdLabel: 'Seuil de présence pour le certificat (%)',
  thresholdHint:
    'Facultatif. Part des sessions où la présence a été prise (Présent ou Absent) ; « Excusé » ne compte pas.',
  // The API's refusals.
  invalidCode: 'Code de certificat invalide',
  notComplete:
    'Le programme n’est pas encore terminé : il faut que chaque livrable obligatoire soit validé (et, si la cohorte en fixe un, le seuil de présence atteint).',
  noCriteria:
    'Cette cohorte ne fixe encore aucun critère de réussite (livrable obligatoire ou seuil de présence) : aucun certificat ne peut être délivré.',
  alreadyRevoked:
    'Votre certificat pour cette cohorte a été révoqué par ses responsables. Contactez-les si vous pensez qu’il s’agit d’une erreur.',
  notIssued: 'Aucun certificat n’a été délivré à ce participant pour cette cohorte.',
  nameRequired:
    'Un certificat porte votre nom : indiquez votre nom complet dans Paramètres › Profil, puis réessayez.',
  participantsOnly: 'Seuls les participants de la cohorte peuvent obtenir son certificat.',
  invalidThreshold: `Le seuil de présence est un pourcentage entier entre ${ATTENDANCE_THRESHOLD_RANGE.min} et ${ATTENDANCE_THRESHOLD_RANGE.max}`,
} as const;
