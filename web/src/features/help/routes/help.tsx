import { useMemo, useState, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, BookIcon, HelpIcon, MailIcon, ShareIcon, UsersIcon } from '@/components/ui/icons';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/components/layout/dashboard-page';
import { ContactForm } from '@/features/help/components/contact-form';
import { FaqList } from '@/features/help/components/faq-list';
import { FAQ_ENTRIES, filterFaq } from '@/features/help/utils/faq';

interface HelpLink {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const LINKS: readonly HelpLink[] = [
  {
    to: paths.documentation,
    title: 'Documentation',
    text: 'Modèles, guides, présentations et exercices de toutes les sessions publiées.',
    icon: BookIcon,
  },
  {
    to: paths.dashboard.sharedSessions,
    title: 'Sessions Partagées',
    text: 'Le catalogue des sessions publiées, avec leurs guides et présentations à télécharger.',
    icon: ShareIcon,
  },
  {
    to: paths.about,
    title: 'À propos du programme',
    text: 'Les 14 sessions en 4 phases, les auteurs et la mission du programme.',
    icon: UsersIcon,
  },
];

/** /dashboard/help (SPEC §2): searchable FAQ, useful links and a contact form that reaches the admins. */
export function HelpRoute() {
  const [query, setQuery] = useState('');
  const entries = useMemo(() => filterFaq(FAQ_ENTRIES, query), [query]);

  return (
    <DashboardPage
      title="Aide & Support"
      description="Trouvez une réponse à vos questions ou écrivez à l'équipe Tremplin."
    >
      <section aria-labelledby="faq-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="faq-title" className="text-xl font-semibold text-stone-900">
            Questions fréquentes
          </h2>
          <SearchField
            value={query}
            onChange={setQuery}
            label="Rechercher dans l'aide"
            placeholder="Rechercher dans l'aide…"
            className="sm:w-80"
          />
        </div>
        <p aria-live="polite" className="sr-only">
          {query.trim() ? `${entries.length} question(s) trouvée(s)` : ''}
        </p>
        {entries.length > 0 ? (
          <FaqList entries={entries} />
        ) : (
          <EmptyState
            icon={<HelpIcon className="size-8" />}
            title={`Aucun résultat pour « ${query.trim()} »`}
          >
            Essayez d&apos;autres mots, ou posez votre question avec le formulaire de contact ci-dessous.
          </EmptyState>
        )}
      </section>

      <section aria-labelledby="help-links-title" className="space-y-4">
        <h2 id="help-links-title" className="text-xl font-semibold text-stone-900">
          Ressources utiles
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {LINKS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:border-brand-300 hover:shadow-md"
              >
                <Icon className="size-6 text-brand-700" />
                <span className="font-semibold text-stone-900 group-hover:text-brand-800">{title}</span>
                <span className="text-sm text-stone-700">{text}</span>
                <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Ouvrir
                  <ArrowRightIcon className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="contact-title"
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex items-start gap-3">
          <MailIcon className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <h2 id="contact-title" className="text-xl font-semibold text-stone-900">
              Nous contacter
            </h2>
            <p className="text-sm text-stone-700">
              Une question, un besoin d&apos;accès Éditeur ? Les administrateurs lisent chaque message.
            </p>
          </div>
        </div>
        <ContactForm />
      </section>
    </DashboardPage>
  );
}
