import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { LandingCounters } from './landing-counters';
import { ContinueLink } from '@/components/parcours/continue-link';
import { PROGRAMME_PHASES, PROGRAMME_SESSION_COUNT, type PhaseNumber } from '@common/programme';

/** What each phase of the programme (common/programme.ts) covers, in a line. */
const PHASE_DETAILS: Record<PhaseNumber, string> = {
  1: 'Problème, solution, proposition de valeur, modèle économique',
  2: 'MVP, identité de marque, positionnement',
  3: 'Go-to-market, ventes, prix, pitch investisseurs',
  4: 'Investissement, équipe, cadre juridique',
};

/**
 * SPEC §1: the tagline inviting incubator managers to strengthen their programme and join the
 * community; for a signed-in person, 'Continuer :' where they left off.
 */
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
            {PROGRAMME_SESSION_COUNT} sessions · {PROGRAMME_PHASES.length} phases · 14 à 28 semaines
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
          {status === 'authenticated' ? (
            // Where a signed-in person left off in the programme (their parcours).
            <div className="mt-4 flex">
              <ContinueLink variant="on-dark" />
            </div>
          ) : null}
          <div className="mt-10 max-w-xl">
            <LandingCounters />
          </div>
        </div>
        <ol
          className="grid gap-3 sm:grid-cols-2"
          aria-label={`Les ${PROGRAMME_PHASES.length} phases du programme`}
        >
          {PROGRAMME_PHASES.map((phase) => (
            <li key={phase.name} className="rounded-2xl border border-white/10 bg-white/5 p-5">
              <span className="text-sm font-semibold text-amber-300">Phase {phase.number}</span>
              <p className="mt-1 font-semibold">{phase.name}</p>
              <p className="mt-2 text-sm text-brand-100">{PHASE_DETAILS[phase.number]}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
