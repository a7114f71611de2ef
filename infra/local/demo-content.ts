import type { Role } from '../../common/roles';
import type { SessionInput } from '../../common/schemas/session';

/** Listed in README; local only. */
export const DEMO_PASSWORD = 'Tremplin!2026';

export const DEMO_USERS: readonly { email: string; role: Role }[] = [
  { email: 'admin@tremplin.test', role: 'admin' },
  { email: 'editor@tremplin.test', role: 'editor' },
  { email: 'user@tremplin.test', role: 'user' },
];

/** The first sessions of the programme (SPEC §1); the full 14 come with the complete API. */
export const DEMO_SESSIONS: readonly SessionInput[] = [
  {
    title: 'Identification du problème',
    description:
      "Apprenez à repérer un problème réel et fréquent chez vos futurs clients : entretiens terrain, cartographie des irritants et formulation d'un énoncé de problème clair.",
    status: 'published',
    image_url: null,
    tags: ['Idéation', 'Problème', 'Entretiens clients'],
  },
  {
    title: 'Développement de la solution',
    description:
      'Passez du problème validé à une solution testable : idéation en équipe, priorisation des fonctionnalités et premiers prototypes papier.',
    status: 'published',
    image_url: null,
    tags: ['Idéation', 'Solution', 'Prototypage'],
  },
  {
    title: 'Proposition de valeur',
    description:
      'Construisez une proposition de valeur convaincante avec le Value Proposition Canvas et testez-la auprès de vos segments de clientèle.',
    status: 'published',
    image_url: null,
    tags: ['Idéation', 'Proposition de valeur', 'Clients'],
  },
  {
    title: "Modèle d'affaires",
    description:
      'Décrivez comment votre startup crée, délivre et capte de la valeur grâce au Business Model Canvas, puis identifiez les hypothèses les plus risquées.',
    status: 'published',
    image_url: null,
    tags: ['Idéation', "Modèle d'affaires", 'Économie'],
  },
  {
    title: 'Produit minimum viable (MVP)',
    description:
      'Concevez le plus petit produit qui permet d’apprendre de vos clients : périmètre, indicateurs et boucle construire-mesurer-apprendre.',
    status: 'draft',
    image_url: null,
    tags: ['Développement produit', 'MVP'],
  },
];
