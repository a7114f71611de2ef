import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, TargetIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { LiveFigures } from '@/features/about/components/live-figures';
import {
  ABOUT_HERO,
  ABOUT_STATS,
  AUTHORS,
  CALL_TO_ACTION,
  COOPERATION,
  MISSION,
  PHASES,
  PROGRAMME_OVERVIEW,
} from '@/features/about/content';

const SECTION = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** /about — the programme, its origins, authors and structure (SPEC §1, §2). */
export function AboutRoute() {
  return (
    <div className="flex flex-col">
      <Head
        title="À propos"
        description="Le programme Tremplin : 14 sessions en 4 phases, de l'idée à la startup, issu d'une coopération entre le Maroc, l'Union européenne et l'Afrique subsaharienne."
      />

      <section className="surface-dark relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 size-[28rem] rounded-full bg-brand-800/60 blur-3xl"
        />
        <div className={`${SECTION} relative py-16 sm:py-24`}>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-amber-300">
            {ABOUT_HERO.eyebrow}
          </p>
          <h1 className="mt-6 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {ABOUT_HERO.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{ABOUT_HERO.intro}</p>
        </div>
      </section>

      <div className={`${SECTION} -mt-8 sm:-mt-10`}>
        <dl className="relative grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {ABOUT_STATS.map((stat) => (
            <div
              key={stat.label}
              data-testid="about-stat"
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-md"
            >
              <dt className="order-2 mt-1 text-sm text-stone-600">{stat.label}</dt>
              <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <section aria-labelledby="about-overview" className={`${SECTION} py-16`}>
        <div className="max-w-3xl">
          <h2 id="about-overview" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {PROGRAMME_OVERVIEW.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{PROGRAMME_OVERVIEW.text}</p>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROGRAMME_OVERVIEW.elements.map((element, index) => (
            <li key={element.title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-stone-900">{element.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{element.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cooperation" className="bg-white py-16">
        <div className={`${SECTION} grid gap-10 lg:grid-cols-2 lg:items-center`}>
          <div>
            <h2 id="about-cooperation" className="text-2xl font-bold text-stone-900 sm:text-3xl">
              {COOPERATION.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-stone-700">{COOPERATION.text}</p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Partenaires de l'initiative">
              {COOPERATION.partners.map((partner) => (
                <li
                  key={partner}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
                >
                  {partner}
                </li>
              ))}
            </ul>
            <LiveFigures />
          </div>
          <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {COOPERATION.impact.map((item) => (
              <div
                key={item.label}
                className="flex flex-col rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
              >
                <dt className="order-2 mt-1 font-semibold text-stone-900">{item.label}</dt>
                <dd className="text-3xl font-bold text-amber-800">{item.value}</dd>
                <dd className="order-3 mt-1 text-sm text-stone-700">{item.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-authors" className={`${SECTION} py-16`}>
        <h2 id="about-authors" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Les auteurs du programme
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {AUTHORS.map((author) => (
            <li
              key={author.name}
              data-testid="about-author"
              className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:flex-row"
            >
              <img
                src={author.photo}
                alt={`Portrait de ${author.name}`}
                width={120}
                height={120}
                loading="lazy"
                className="size-28 shrink-0 rounded-2xl object-cover sm:size-30"
              />
              <div>
                <h3 className="text-lg font-semibold text-stone-900">{author.name}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700">{author.title}</p>
                <ul className="mt-4 space-y-2" aria-label={`Qualifications de ${author.name}`}>
                  {author.qualifications.map((qualification) => (
                    <li key={qualification} className="flex gap-2 text-sm text-stone-700">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {qualification}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-phases" className="bg-white py-16">
        <div className={SECTION}>
          <h2 id="about-phases" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            Une structure en {PHASES.length} phases
          </h2>
          <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {PHASES.map((phase) => (
              <li
                key={phase.name}
                data-testid="about-phase"
                className="flex flex-col rounded-2xl border border-stone-200 bg-stone-50 p-5"
              >
                <span className="text-sm font-semibold text-amber-800">Phase {phase.number}</span>
                <h3 className="mt-1 text-lg font-semibold text-stone-900">{phase.name}</h3>
                <p className="mt-2 text-sm text-stone-700">{phase.summary}</p>
                <ul
                  className="mt-4 space-y-1.5 border-t border-stone-200 pt-4"
                  aria-label={`Thèmes : ${phase.name}`}
                >
                  {phase.themes.map((theme) => (
                    <li key={theme} className="flex gap-2 text-sm text-stone-800">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700" />
                      {theme}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="about-mission" className={`${SECTION} py-16`}>
        <div className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:p-8">
          <TargetIcon className="size-10 shrink-0 text-brand-800" />
          <div>
            <h2 id="about-mission" className="text-2xl font-bold text-stone-900">
              {MISSION.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-stone-800">{MISSION.text}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-cta" className="surface-dark bg-brand-900 py-16 text-white">
        <div className={`${SECTION} text-center`}>
          <h2 id="about-cta" className="text-2xl font-bold text-balance sm:text-3xl">
            {CALL_TO_ACTION.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{CALL_TO_ACTION.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.home} className={buttonClasses('on-dark', 'lg')}>
              <ArrowLeftIcon className="size-5" />
              {CALL_TO_ACTION.home}
            </Link>
            <Link to={paths.sessions} className={buttonClasses('accent', 'lg')}>
              {CALL_TO_ACTION.sessions}
              <ArrowRightIcon className="size-5" />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
