import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Head } from '../../../components/seo/head';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Shared frame of the legal pages (SPEC §2: French, dated 10 June 2025, back-to-home link). */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Head title={title} />
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeftIcon className="size-4" />
        Retour à l&apos;accueil
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">
        Dernière mise à jour : <time dateTime="2025-06-10">10 juin 2025</time>
      </p>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</p>
      {sections.map((section) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold text-stone-900">{section.title}</h2>
          <div className="mt-2 space-y-3 leading-relaxed text-stone-700">{section.body}</div>
        </section>
      ))}
      <section className="mt-8">
        <h2 className="text-xl font-semibold text-stone-900">Contact</h2>
        <p className="mt-2 leading-relaxed text-stone-700">
          Pour toute question :{' '}
          <a href={`mailto:${SITE.contact.email}`} className="text-brand-700 underline">
            {SITE.contact.email}
          </a>{' '}
          — Tremplin, {SITE.contact.city}, {SITE.contact.country}.
        </p>
      </section>
    </article>
  );
}
