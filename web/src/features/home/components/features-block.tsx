import type { ComponentType } from 'react';
import { BookIcon, TargetIcon, UsersIcon } from '@/components/ui/icons';

const FEATURES: readonly { title: string; text: string; Icon: ComponentType<{ className?: string }> }[] = [
  {
    title: 'Méthodologies structurées',
    text: "Un parcours en 4 phases et 14 sessions, de l'idée à la startup : théorie, exemples concrets, ateliers et pitchs.",
    Icon: TargetIcon,
  },
  {
    title: 'Mentorat à fort impact',
    text: 'Des formats éprouvés pour accompagner vos porteurs de projet : pitchs de 5 minutes, retours en groupe et suivi.',
    Icon: UsersIcon,
  },
  {
    title: 'Ressources pratiques',
    text: "Guides, présentations et exercices prêts à l'emploi, à télécharger et à adapter à votre programme.",
    Icon: BookIcon,
  },
];

/** SPEC §2 Home: the three features (structured methodologies, high-impact mentoring, practical resources). */
export function FeaturesBlock() {
  return (
    <section aria-labelledby="features-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="features-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          Tout pour faire grandir vos startups
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white"
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
