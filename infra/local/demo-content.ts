import { PROGRAMME_PHASES } from '@common/programme';
import type { Role } from '@common/roles';
import type { SessionStatus } from '@common/session-status';

/** Listed in README; local only. */
export const DEMO_PASSWORD = 'Tremplin!2026';

export const DEMO_USERS: readonly { email: string; role: Role }[] = [
  { email: 'admin@tremplin.test', role: 'admin' },
  { email: 'editor@tremplin.test', role: 'editor' },
  { email: 'user@tremplin.test', role: 'user' },
];

/** A phase of the programme (its name from common/programme.ts) as the demo shows it: its tag and cover colours. */
export interface DemoPhase {
  name: string;
  tag: string;
  colours: [[number, number, number], [number, number, number]];
}

export const DEMO_PHASES: readonly DemoPhase[] = [
  {
    name: PROGRAMME_PHASES[0].name,
    tag: 'Idéation',
    colours: [
      [13, 94, 89],
      [20, 150, 120],
    ],
  },
  {
    name: PROGRAMME_PHASES[1].name,
    tag: 'Développement produit',
    colours: [
      [30, 64, 120],
      [60, 120, 190],
    ],
  },
  {
    name: PROGRAMME_PHASES[2].name,
    tag: 'Stratégie commerciale',
    colours: [
      [150, 80, 20],
      [220, 150, 40],
    ],
  },
  {
    name: PROGRAMME_PHASES[3].name,
    tag: 'Financement',
    colours: [
      [90, 40, 110],
      [160, 80, 150],
    ],
  },
];

export interface DemoSession {
  /** Index in DEMO_PHASES (phase 1 is 0). */
  phase: number;
  title: string;
  description: string;
  tags: string[];
  /** Three key points: the guide, presentation and exercise are written from them. */
  points: [string, string, string];
  exercise?: string;
  status?: SessionStatus;
}

/** SPEC §1: the 14 sessions of the programme in 4 phases, then a draft and a session in review. */
export const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    phase: 0,
    title: 'Identification du problème',
    description:
      "Repérer un problème réel, fréquent et coûteux pour vos futurs clients : entretiens terrain, cartographie des irritants et formulation d'un énoncé de problème clair.",
    tags: ['Problème', 'Entretiens clients'],
    points: [
      'Observer avant de proposer : dix entretiens ouverts valent mieux qu’un questionnaire.',
      'Mesurer la douleur : fréquence, coût et solutions de contournement actuelles.',
      'Écrire le problème en une phrase que le client reconnaît comme la sienne.',
    ],
    exercise: 'Menez trois entretiens et rédigez l’énoncé du problème de votre startup.',
  },
  {
    phase: 0,
    title: 'Développement de la solution',
    description:
      'Passer du problème validé à une solution testable : idéation en équipe, priorisation des fonctionnalités et premiers prototypes papier.',
    tags: ['Solution', 'Prototypage'],
    points: [
      'Générer beaucoup d’idées avant d’en choisir une : quantité d’abord, qualité ensuite.',
      'Prioriser avec la matrice impact / effort et garder trois fonctionnalités.',
      'Tester un prototype papier avec cinq utilisateurs en une journée.',
    ],
  },
  {
    phase: 0,
    title: 'Proposition de valeur',
    description:
      'Construire une proposition de valeur convaincante avec le Value Proposition Canvas et la tester auprès de vos segments de clientèle.',
    tags: ['Proposition de valeur', 'Clients'],
    points: [
      'Décrire les tâches, les problèmes et les gains de chaque segment.',
      'Relier chaque fonctionnalité à un problème soulagé ou à un gain créé.',
      'Formuler la promesse en une phrase et la confronter au terrain.',
    ],
    exercise: 'Remplissez le Value Proposition Canvas pour votre segment principal.',
  },
  {
    phase: 0,
    title: "Modèle d'affaires",
    description:
      'Décrire comment votre startup crée, délivre et capte de la valeur grâce au Business Model Canvas, puis identifier les hypothèses les plus risquées.',
    tags: ["Modèle d'affaires", 'Économie'],
    points: [
      'Les neuf blocs du canvas, du segment de clientèle à la structure de coûts.',
      'Les sources de revenus adaptées aux marchés africains : abonnement, commission, paiement mobile.',
      'Classer les hypothèses par risque et tester la plus dangereuse en premier.',
    ],
  },
  {
    phase: 1,
    title: 'Produit minimum viable (MVP)',
    description:
      'Concevoir le plus petit produit qui permet d’apprendre de vos clients : périmètre, indicateurs et boucle construire-mesurer-apprendre.',
    tags: ['MVP', 'Lean startup'],
    points: [
      'Un MVP sert à apprendre, pas à vendre : définir l’hypothèse qu’il teste.',
      'Choisir le bon format : page d’atterrissage, concierge, magicien d’Oz.',
      'Suivre deux ou trois indicateurs, pas plus, pendant quatre semaines.',
    ],
    exercise: 'Décrivez votre MVP, son hypothèse et ses indicateurs de succès.',
  },
  {
    phase: 1,
    title: 'Identité de marque',
    description:
      'Donner à votre startup un nom, une voix et une image cohérents, qui parlent à vos clients sur le continent.',
    tags: ['Marque', 'Communication'],
    points: [
      'La plateforme de marque : mission, valeurs, personnalité.',
      'Nom, logo et couleurs : simples, lisibles sur un petit écran.',
      'Un ton de voix adapté aux canaux : WhatsApp, radio, réseaux sociaux.',
    ],
  },
  {
    phase: 1,
    title: 'Positionnement sur le marché',
    description:
      'Analyser la concurrence, choisir où se battre et écrire une déclaration de positionnement qui vous distingue.',
    tags: ['Marché', 'Concurrence'],
    points: [
      'Cartographier les concurrents directs, indirects et le statu quo.',
      'Choisir deux axes de différenciation qui comptent pour le client.',
      'Rédiger la déclaration de positionnement et la tester en entretien.',
    ],
    exercise: 'Construisez la carte de positionnement de votre marché.',
  },
  {
    phase: 2,
    title: 'Stratégie de mise sur le marché',
    description:
      'Planifier le lancement : segment de départ, canaux d’acquisition, partenariats et calendrier des cent premiers jours.',
    tags: ['Go-to-market', 'Acquisition'],
    points: [
      'Commencer par un segment étroit que vous pouvez dominer.',
      'Tester trois canaux d’acquisition et mesurer le coût par client.',
      'S’appuyer sur des partenaires qui ont déjà la confiance de vos clients.',
    ],
  },
  {
    phase: 2,
    title: 'Stratégie de vente',
    description:
      'Structurer le processus de vente, du premier contact à la signature, et former l’équipe aux entretiens de découverte.',
    tags: ['Ventes', 'Négociation'],
    points: [
      'Le tunnel de vente et ses taux de conversion étape par étape.',
      'L’entretien de découverte : écouter plus que parler.',
      'Traiter les objections et conclure sans pression.',
    ],
    exercise: 'Écrivez le script de votre prochain entretien de vente.',
  },
  {
    phase: 2,
    title: 'Stratégie de prix',
    description:
      'Fixer un prix qui couvre vos coûts, reflète la valeur perçue et reste accessible à vos clients.',
    tags: ['Prix', 'Économie'],
    points: [
      'Trois méthodes : par les coûts, par la concurrence, par la valeur.',
      'Tester la disposition à payer avant de fixer le prix.',
      'Offres, paliers et paiement fractionné pour élargir l’accès.',
    ],
  },
  {
    phase: 2,
    title: 'Pitch investisseurs',
    description:
      'Préparer un pitch de cinq minutes clair et convaincant, et s’entraîner devant un jury de cinq participants.',
    tags: ['Pitch', 'Investisseurs'],
    points: [
      'La structure en dix diapositives : problème, solution, marché, traction, équipe, demande.',
      'Raconter une histoire : un client, un problème, un avant et un après.',
      'Répondre aux questions difficiles sans se justifier.',
    ],
    exercise: 'Préparez votre pitch de cinq minutes et faites-le chronométrer.',
  },
  {
    phase: 3,
    title: 'Financement et investissement',
    description:
      'Connaître les sources de financement — subventions, love money, business angels, fonds — et préparer une levée adaptée à votre stade.',
    tags: ['Levée de fonds', 'Investisseurs'],
    points: [
      'Les étapes du financement, de l’amorçage à la série A.',
      'Subventions et concours : les programmes marocains et africains.',
      'Valorisation, dilution et pacte d’associés expliqués simplement.',
    ],
  },
  {
    phase: 3,
    title: "Constitution de l'équipe",
    description:
      'Réunir les bonnes compétences, répartir les rôles et le capital entre associés, et recruter les premiers talents.',
    tags: ['Équipe', 'Recrutement'],
    points: [
      'Les compétences clés d’une équipe fondatrice équilibrée.',
      'Répartir le capital : critères, vesting et conversation difficile.',
      'Recruter les cinq premiers employés et bâtir la culture.',
    ],
    exercise: 'Dressez la matrice des compétences de votre équipe et ses manques.',
  },
  {
    phase: 3,
    title: 'Cadre juridique et réglementaire',
    description:
      'Choisir la forme juridique, protéger votre propriété intellectuelle et respecter les obligations fiscales et sociales.',
    tags: ['Juridique', 'Réglementation'],
    points: [
      'SARL, SAS ou auto-entrepreneur : choisir selon vos projets.',
      'Marques, logiciels, données : ce qu’il faut protéger et comment.',
      'Le calendrier fiscal et social de la première année.',
    ],
  },
  {
    phase: 1,
    title: 'Tests utilisateurs',
    description: 'Organiser des tests d’usage rapides et en tirer des décisions produit.',
    tags: ['Tests', 'Expérience utilisateur'],
    points: ['Recruter cinq testeurs.', 'Observer sans aider.', 'Prioriser les problèmes trouvés.'],
    status: 'draft',
  },
  {
    phase: 2,
    title: 'Marketing digital',
    description:
      'Acquérir des clients en ligne avec un petit budget : contenu, réseaux sociaux et référencement.',
    tags: ['Marketing', 'Acquisition'],
    points: [
      'Choisir un canal principal.',
      'Produire du contenu utile.',
      'Mesurer et ajuster chaque semaine.',
    ],
    status: 'review',
  },
];
