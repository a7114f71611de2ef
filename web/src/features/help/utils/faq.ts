import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@common/documents';
import { LIMITS } from '@common/limits';
import { foldText } from '@common/search';
import { SESSION_STATUS_LABELS } from '@common/session-status';
import { DOCUMENT_FORMATS, type DocumentFileType } from '@common/uploads';

export interface FaqEntry {
  id: string;
  question: string;
  /** Paragraphs of plain text (searched as well as shown). */
  answer: readonly string[];
}

const MB = 1024 * 1024;
const documentLimit = `${LIMITS.documentMaxBytes / MB} Mo`;
const imageLimit = `${LIMITS.sessionImageMaxBytes / MB} Mo`;

const FILE_TYPE_NAMES: Record<DocumentFileType, string> = {
  pdf: 'PDF',
  word: 'Traitement de texte',
  excel: 'Tableur',
  powerpoint: 'Présentation',
  text: 'Texte',
  image: 'Image',
  video: 'Vidéo',
  audio: 'Audio',
  other: 'Archive',
};

/** "PDF (pdf) ; Traitement de texte (doc, docx, odt, rtf) ; …" from the formats the API accepts. */
function acceptedFormats(): string {
  const byType = new Map<DocumentFileType, string[]>();
  for (const [extension, { fileType }] of Object.entries(DOCUMENT_FORMATS)) {
    byType.set(fileType, [...(byType.get(fileType) ?? []), extension]);
  }
  return [...byType.entries()]
    .map(([fileType, extensions]) => `${FILE_TYPE_NAMES[fileType]} (${extensions.join(', ')})`)
    .join(' ; ');
}

const categories = DOCUMENT_CATEGORIES.map((category) => DOCUMENT_CATEGORY_LABELS[category]).join(', ');
const { draft, review, published } = SESSION_STATUS_LABELS;

/** SPEC §2 /dashboard/help: the five questions, answered for this platform. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'creer-session',
    question: 'Comment créer une session ?',
    answer: [
      'La création de sessions est réservée aux rôles Éditeur et Admin. Dans le menu du tableau de bord, ouvrez « Sessions » puis cliquez sur « Nouvelle Session ».',
      `Renseignez le titre (obligatoire), une description, le statut et, si vous le souhaitez, une image de couverture (JPG, PNG, GIF ou WebP, ${imageLimit} maximum). Ajoutez des thématiques avec la touche Entrée ou le bouton « + » ; les hashtags saisis (#Pitch #Investisseurs) deviennent plusieurs thématiques.`,
      "Si le menu « Sessions » n'apparaît pas, votre compte a le rôle Utilisateur : demandez le rôle Éditeur à un administrateur via le formulaire de contact ci-dessous.",
    ],
  },
  {
    id: 'televerser-documents',
    question: 'Comment téléverser des documents ?',
    answer: [
      'Ouvrez votre session depuis « Sessions », affichez ses documents puis ajoutez un document. Choisissez le fichier : son titre est proposé automatiquement à partir du nom du fichier, et vous pouvez le modifier.',
      `Choisissez une catégorie (${categories}) : elle est obligatoire. Chaque fichier peut peser jusqu'à ${documentLimit}. Une barre de progression suit l'envoi ; l'enregistrement n'est possible qu'une fois le téléversement terminé.`,
    ],
  },
  {
    id: 'types-fichiers',
    question: 'Quels types de fichiers sont pris en charge ?',
    answer: [
      `Documents (${documentLimit} maximum) : ${acceptedFormats()}.`,
      `Images de couverture des sessions : JPG, PNG, GIF ou WebP, ${imageLimit} maximum. Photos de profil : mêmes formats, ${LIMITS.avatarMaxBytes / MB} Mo maximum.`,
      'Les programmes, scripts et pages web (exe, js, html, svg…) sont refusés, et le contenu de chaque fichier est vérifié : il doit correspondre à son extension.',
    ],
  },
  {
    id: 'publication',
    question: 'Comment publier une session ?',
    answer: [
      `Chaque session a un statut : « ${draft} » (en préparation), « ${review} » (prête à relire) ou « ${published} ». Modifiez la session et choisissez « ${published} » pour la rendre visible.`,
      `Une session publiée apparaît dans le catalogue public (/sessions), dans les Sessions Partagées et sur sa propre page, avec ses documents. Repassez-la en « ${draft} » pour la retirer du public.`,
    ],
  },
  {
    id: 'suivi-telechargements',
    question: 'Comment fonctionne le suivi des téléchargements ?',
    answer: [
      "Chaque téléchargement d'un utilisateur connecté est compté : le compteur du document augmente aussitôt. Les visiteurs non connectés doivent se connecter pour télécharger, et l'aperçu d'un PDF n'est pas compté.",
      "Le tableau de bord affiche les téléchargements de vos documents, par qui que ce soit (My Downloads), et ceux de toute la plateforme (Global Downloads) ; les cartes des Sessions Partagées additionnent les téléchargements de tous les documents d'une session.",
    ],
  },
];

/**
 * The entries matching a help search: every word of the query must appear in the question or the
 * answer, ignoring case and accents ("telechargement" finds "téléchargement"). Blank keeps all.
 */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = foldText(`${entry.question} ${entry.answer.join(' ')}`);
    return words.every((word) => text.includes(word));
  });
}
