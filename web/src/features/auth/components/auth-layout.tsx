import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const POINTS = [
  '14 sessions en 4 phases, de l’idée au financement',
  'Modèles, guides et exercices prêts à l’emploi',
  'Une communauté de responsables d’incubateurs',
] as const;

/** Standalone screen for /login and /signup (no navigation bar, SPEC §2). */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col lg:flex-row">
      <aside className="surface-dark relative hidden overflow-hidden bg-brand-900 text-white lg:flex lg:w-5/12 lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="absolute -right-24 -bottom-24 size-96 rounded-full border-[48px] border-brand-800/70"
        />
        <div className="relative">
          <Logo tone="light" />
        </div>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-bold">Renforcez votre programme d&apos;incubation.</p>
          <ul className="mt-8 space-y-4 text-brand-100">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-400" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">Maroc · Union européenne · Afrique subsaharienne</p>
      </aside>

      <div className="flex flex-1 flex-col px-4 py-6 sm:px-6 lg:px-12">
        <div className="flex items-center justify-between">
          <div className="lg:hidden">
            <Logo />
          </div>
          <Link
            to={paths.home}
            className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-stone-700 hover:text-stone-950"
          >
            <ArrowLeftIcon className="size-4" />
            Retour à l&apos;accueil
          </Link>
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-stone-700">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </div>
  );
}
