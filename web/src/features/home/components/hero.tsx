import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { LandingCounters } from './landing-counters';

const PHASES = [
  { name: 'Idéation et concept', detail: 'Problème, solution, proposition de valeur, modèle économique' },
  { name: 'Développement produit', detail: 'MVP, identité de marque, positionnement' },
  { name: 'Stratégie commerciale', detail: 'Go-to-market, ventes, prix, pitch investisseurs' },
  { name: 'Financement et organisation', detail: 'Investissement, équipe, cadre juridique' },
] as const;

/** SPEC §1: the tagline inviting incubator managers to strengthen their programme and join the community. */
export function Hero() {
  const { status } = useAuth();
  return (
    <section className="surface-dark relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-800/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-amber-300">
            14 sessions · 4 phases · 14 à 28 semaines
          </p>
          <h1 className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            Renforcez votre programme d&apos;incubation
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
            Responsables d&apos;incubateurs et d&apos;accélérateurs : formez vos équipes avec une méthode
            éprouvée, des modèles prêts à l&apos;emploi, et rejoignez la communauté Tremplin.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.sessions} className={buttonClasses('accent', 'lg')}>
              Découvrir les sessions
              <ArrowRightIcon className="size-5" />
            </Link>
            {status === 'authenticated' ? (
              <Link to={paths.dashboard.root} className={buttonClasses('on-dark', 'lg')}>
                Mon tableau de bord
              </Link>
            ) : (
              <Link to={paths.signup} className={buttonClasses('on-dark', 'lg')}>
                Rejoindre la communauté
              </Link>
            )}
          </div>
          <div className="mt-10 max-w-xl">
            <LandingCounters />
          </div>
        </div>
        <ol className="grid gap-3 sm:grid-cols-2" aria-label="Les 4 phases du programme">
          {PHASES.map((phase, index) => (
            <li key={phase.name} className="rounded-2xl border border-white/10 bg-white/5 p-5">
              <span className="text-sm font-semibold text-amber-300">Phase {index + 1}</span>
              <p className="mt-1 font-semibold">{phase.name}</p>
              <p className="mt-2 text-sm text-brand-100">{phase.detail}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
