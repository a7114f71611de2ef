/**
 * Everything /about says (SPEC §1, §2), in one place so it can be reviewed and corrected
 * without touching the layout.
 *
 * The two authors are PLACEHOLDERS until the programme confirms its real authors: names,
 * titles, qualifications and portraits (web/public/about/*.svg) must be replaced before launch.
 */
import type { PlatformStats } from '@common/api-types';
import { PROGRAMME_PHASES, PROGRAMME_SESSION_COUNT, type PhaseNumber } from '@common/programme';
import { pluralize } from '@/lib/format';

export const ABOUT_HERO = {
  eyebrow: 'À propos du programme',
  title: 'De l’idée à la startup\u00a0: un programme pour ceux qui accompagnent les entrepreneurs',
  intro:
    'Tremplin forme les équipes d’incubateurs et d’accélérateurs avec une méthode éprouvée en 14 sessions, des modèles prêts à l’emploi et une communauté de pairs.',
} as const;

/** SPEC §9 "Programme": 14 sessions, 4 phases, 14-28 weeks, 15-20 h/week. */
export const ABOUT_STATS = [
  { value: String(PROGRAMME_SESSION_COUNT), label: 'sessions de formation' },
  { value: String(PROGRAMME_PHASES.length), label: 'phases progressives' },
  { value: '14-28', label: 'semaines de parcours' },
  { value: '15-20 h', label: 'par semaine' },
] as const;

/** SPEC §1: each session combines theory, practical examples, workshops and pitches. */
export const PROGRAMME_OVERVIEW = {
  title: 'Le programme en bref',
  text: 'Chaque session suit le même rythme, pensé pour passer de la compréhension à la pratique en une journée de travail, puis à l’application dans les startups accompagnées.',
  elements: [
    {
      title: 'Théorie',
      text: 'Les notions clés de la session, expliquées simplement et illustrées par des outils de référence.',
    },
    {
      title: 'Exemples pratiques',
      text: 'Des cas réels de startups marocaines et africaines pour voir la méthode à l’œuvre.',
    },
    {
      title: 'Ateliers',
      text: 'Des exercices en équipe, guidés par des modèles à remplir, pour appliquer immédiatement.',
    },
    {
      title: 'Pitchs de 5 minutes',
      text: '5 participants présentent leur avancée en 5 minutes et reçoivent les retours du groupe.',
    },
  ],
} as const;

/** SPEC §1: the triangular cooperation initiative and the programme's reach. */
export const COOPERATION = {
  title: 'Une initiative de coopération triangulaire',
  text: 'Le programme a été développé dans le cadre d’une initiative de coopération triangulaire entre le Maroc, l’Union européenne et l’Afrique subsaharienne, pour partager les pratiques d’incubation qui ont fait leurs preuves et renforcer les écosystèmes entrepreneuriaux du continent.',
  partners: ['Maroc', 'Union européenne', 'Afrique subsaharienne'],
  impact: [
    { value: '794+', label: 'startups accompagnées', detail: 'à travers 47 bootcamps' },
    { value: '47', label: 'bootcamps organisés', detail: 'au Maroc et en Afrique subsaharienne' },
    { value: 'Plus de 20 000', label: 'entrepreneurs accompagnés', detail: 'depuis le lancement' },
  ],
} as const;

/**
 * Beside the spec's claims above (which stay as they are), what Tremplin itself counts today
 * (GET /api/stats): « Sur Tremplin aujourd’hui : 1 cohorte, 7 participants, 2 certificats délivrés ».
 * Null while the platform has no cohort: then the spec's text alone speaks.
 */
export function liveFigures(stats: PlatformStats): string | null {
  if (stats.cohortsCount < 1) return null;
  const figures = [
    pluralize(stats.cohortsCount, 'cohorte', 'cohortes'),
    pluralize(stats.participantsCount, 'participant', 'participants'),
    pluralize(stats.certificatesCount, 'certificat délivré', 'certificats délivrés'),
  ];
  return `Sur Tremplin aujourd’hui\u00a0: ${figures.join(', ')}`;
}

export interface Author {
  name: string;
  title: string;
  /** Served from web/public; square portrait. */
  photo: string;
  qualifications: readonly string[];
}

/** SPEC §1: two authors, each with photo, title and qualifications. Placeholders (see above). */
export const AUTHORS: readonly Author[] = [
  {
    name: 'Dr Salma Benjelloun',
    title: 'Experte en entrepreneuriat et en ingénierie de l’incubation',
    photo: '/about/author-salma-benjelloun.svg',
    qualifications: [
      'Doctorat en sciences de gestion, spécialité innovation et entrepreneuriat',
      'Plus de 15 ans à la tête de programmes d’incubation au Maroc',
      'Conceptrice de parcours de formation pour responsables d’incubateurs',
    ],
  },
  {
    name: 'Moussa Traoré',
    title: 'Spécialiste du financement et de l’accélération de startups',
    photo: '/about/author-moussa-traore.svg',
    qualifications: [
      'MBA en finance d’entreprise',
      'Ancien directeur d’un accélérateur en Afrique de l’Ouest',
      'Mentor de plusieurs centaines de startups en phase d’amorçage',
    ],
  },
];

/** What each phase of the programme (common/programme.ts) is about, and its themes (the 14 sessions). */
const PHASE_CONTENT: Record<PhaseNumber, { summary: string; themes: readonly string[] }> = {
  1: {
    summary: 'Partir d’un vrai problème et construire une offre qui y répond.',
    themes: [
      'Identification du problème',
      'Développement de la solution',
      'Proposition de valeur',
      'Modèle d’affaires',
    ],
  },
  2: {
    summary: 'Tester vite, se faire reconnaître et trouver sa place sur le marché.',
    themes: ['Produit minimum viable (MVP)', 'Identité de marque', 'Positionnement sur le marché'],
  },
  3: {
    summary: 'Aller chercher ses premiers clients et convaincre ses premiers investisseurs.',
    themes: [
      'Stratégie de mise sur le marché (go-to-market)',
      'Stratégie de vente',
      'Stratégie de prix',
      'Pitch investisseurs',
    ],
  },
  4: {
    summary: 'Financer la croissance et structurer l’entreprise pour durer.',
    themes: ['Financement et investissement', 'Constitution de l’équipe', 'Cadre juridique et réglementaire'],
  },
};

/** SPEC §1: the 4 phases (number and name from common/programme.ts) and their themes. */
export const PHASES = PROGRAMME_PHASES.map((phase) => ({ ...phase, ...PHASE_CONTENT[phase.number] }));

export const MISSION = {
  title: 'Notre mission',
  text: 'Donner à chaque responsable de programme d’incubation, où qu’il se trouve, les méthodes, les outils et la communauté dont il a besoin pour transformer des idées en startups viables et créatrices d’emplois.',
} as const;

export const CALL_TO_ACTION = {
  title: 'Prêt à renforcer votre programme d’incubation ?',
  text: 'Parcourez les sessions, téléchargez les ressources et rejoignez la communauté Tremplin.',
  home: "Retour à l'accueil",
  sessions: 'Explorer les sessions',
} as const;
