import { Link } from 'react-router-dom';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';

const STATS = [
  { value: '14', label: 'sessions' },
  { value: '4', label: 'phases' },
  { value: '14-28', label: 'semaines' },
  { value: '15-20 h', label: 'par semaine' },
] as const;

/** /about — the programme (SPEC §2). A later issue adds the authors and the phase details. */
export function AboutRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <Head
        title="À propos"
        description="Le programme Tremplin : 14 sessions en 4 phases, de l'idée à la startup."
      />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">À propos</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700">
        Tremplin est un programme de formation développé dans le cadre d&apos;une initiative de coopération
        triangulaire entre le Maroc, l&apos;Union européenne et l&apos;Afrique subsaharienne. Il accompagne
        les équipes d&apos;incubateurs et d&apos;accélérateurs, de l&apos;idée à la startup.
      </p>
      <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
        {STATS.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm"
          >
            <dt className="order-2 text-sm text-stone-600">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Retour à l&apos;accueil
        </Link>
        <Link to={paths.sessions} className={buttonClasses('primary')}>
          Explorer les sessions
        </Link>
      </div>
    </div>
  );
}
