import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** SPEC §2: every legal page carries this date. */
const LAST_UPDATED = { iso: '2025-06-10', label: '10 juin 2025' } as const;

/** The publisher's postal and e-mail contact in Morocco, as every legal page gives it. */
export function LegalContact() {
  return (
    <address className="not-italic">
      {SITE.name}
      <br />
      {SITE.contact.street}
      <br />
      {SITE.contact.postalCode} {SITE.contact.city}, {SITE.contact.country}
      <br />
      <a href={`mailto:${SITE.contact.email}`} className="text-brand-700 underline hover:text-brand-900">
        {SITE.contact.email}
      </a>
    </address>
  );
}

/** Shared frame of the legal pages (SPEC §2: French, dated 10 June 2025, back-to-home link). */
export function LegalPage({
  title,
  description,
  intro,
  sections,
}: {
  title: string;
  description?: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Head title={title} description={description} />
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeftIcon className="size-4" />
        Retour à l&apos;accueil
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">
        Dernière mise à jour : <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
      </p>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-xl font-semibold text-stone-900">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-stone-700 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
            {section.body}
          </div>
        </section>
      ))}
      <section className="mt-10">
        <h2 className="text-xl font-semibold text-stone-900">Nous contacter</h2>
        <div className="mt-3 leading-relaxed text-stone-700">
          <p>Pour toute question sur cette page, écrivez-nous :</p>
          <div className="mt-3">
            <LegalContact />
          </div>
        </div>
      </section>
      <Link
        to={paths.home}
        className="mt-12 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeftIcon className="size-4" />
        Retour à l&apos;accueil
      </Link>
    </article>
  );
}
