import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type {
  MyDeliverable,
  ParcoursCohort,
  ParcoursSchedule,
  ParcoursSession,
  ParcoursState,
} from '@common/api-types';
import { PARCOURS_MESSAGES } from '@common/messages';
import { DELIVERABLE_MESSAGES } from '@common/messages/deliverables';
import { myDeliverablesQuery } from '@/api/deliverables';
import {
  nextScheduledSession,
  openedLine,
  PARCOURS_STATE_LABELS,
  SCHEDULE_TIMING_LABELS,
  scheduleTiming,
  sessionsByPhase,
} from '@common/parcours';
import { phaseLabel, PROGRAMME_SESSION_COUNT } from '@common/programme';
import { CalendarSubscription } from '@/components/calendar/calendar-subscription';
import { ContinueLink } from '@/components/parcours/continue-link';
import { DoneToggle } from '@/components/parcours/done-toggle';
import { ParcoursProgress } from '@/components/parcours/parcours-progress';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon, CheckIcon, FlagIcon, LinkIcon, MapPinIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorBanner } from '@/components/ui/status-banner';
import { paths } from '@/config/paths';
import { useParcours } from '@/hooks/use-parcours';
import { formatDay, formatDayRange, localDay } from '@/lib/format';
import { MyCertificate } from './my-certificate';
import { AddToCalendar } from './add-to-calendar';
import { SessionDeliverables } from './session-deliverables';

const STATE_CLASSES: Record<ParcoursState, string> = {
  todo: 'bg-stone-100 text-stone-800 ring-stone-300',
  in_progress: 'bg-amber-100 text-amber-900 ring-amber-300',
  done: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

function StateBadge({ state }: { state: ParcoursState }) {
  return (
    <span
      data-testid="parcours-state"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_CLASSES[state]}`}
    >
      {state === 'done' ? <CheckIcon className="size-3.5" strokeWidth={2.5} /> : null}
      {PARCOURS_STATE_LABELS[state]}
    </span>
  );
}

/** When and where the cohort holds the session: « 4 janvier 2027 » « À venir », its place or its link. */
function ScheduleLine({ schedule, today }: { schedule: ParcoursSchedule; today: string }) {
  const timing = scheduleTiming(schedule.planned_on, today);
  return (
    <p
      data-testid="parcours-schedule"
      className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700"
    >
      <span className="inline-flex items-center gap-1.5 font-medium text-stone-800">
        <CalendarIcon className="size-4 shrink-0 text-stone-500" />
        {formatDay(schedule.planned_on)}
      </span>
      {timing !== 'past' ? (
        <span
          data-testid="parcours-timing"
          className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-200"
        >
          {SCHEDULE_TIMING_LABELS[timing]}
        </span>
      ) : null}
      {schedule.place ? (
        <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
          <MapPinIcon className="size-4 shrink-0 text-stone-500" />
          {schedule.place}
        </span>
      ) : null}
      {schedule.link ? (
        <a
          href={schedule.link}
          target="_blank"
          rel="noopener noreferrer"
          className="-my-3 inline-flex items-center gap-1.5 py-3 font-medium text-brand-800 underline"
        >
          <LinkIcon className="size-4 shrink-0" />
          {PARCOURS_MESSAGES.sessionLink}
        </a>
      ) : null}
    </p>
  );
}

function SessionRow({
  session,
  heading: Title,
  cohort,
  isNext,
  today,
  deliverables,
}: {
  session: ParcoursSession;
  heading: 'h3' | 'h4';
  cohort: ParcoursCohort | null;
  isNext: boolean;
  today: string;
  /** The session's deliverables in the cohort, with the person's versions (issue 31). */
  deliverables: readonly MyDeliverable[];
}) {
  const titleId = useId();
  const { schedule } = session;
  return (
    <li
      data-testid="parcours-session"
      data-next={isNext ? 'true' : undefined}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm sm:flex-row sm:items-center ${
        isNext ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200'
      }`}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          aria-hidden="true"
          className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
            session.done ? 'bg-emerald-700 text-white' : 'bg-brand-50 text-brand-800'
          }`}
        >
          {session.number}
        </span>
        <div className="min-w-0 flex-1">
          {isNext ? (
            <p className="mb-1 text-xs font-bold tracking-wide text-brand-800 uppercase">
              {PARCOURS_MESSAGES.nextSession}
            </p>
          ) : null}
          <p className="text-xs font-semibold text-stone-600">
            Session {session.number}/{PROGRAMME_SESSION_COUNT}
          </p>
          <Title id={titleId} className="font-semibold text-stone-900">
            {/* A 44 px target for a thumb: the padding reaches into the lines around, not the layout. */}
            <Link
              to={paths.session(session.id)}
              className="-my-3 inline-block rounded-sm py-3 break-words hover:text-brand-800 hover:underline"
            >
              {session.title}
            </Link>
          </Title>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
            <StateBadge state={session.state} />
            <span data-testid="parcours-opened">
              {openedLine(session.opened_count, session.documents_count)}
            </span>
          </p>
          {schedule ? <ScheduleLine schedule={schedule} today={today} /> : null}
          {cohort ? <SessionDeliverables cohortId={cohort.id} deliverables={deliverables} /> : null}
        </div>
      </div>
      {/* Under the title on a phone (aligned with it), beside it on wider screens. */}
      <div className="flex shrink-0 flex-col gap-2 pl-13 sm:items-end sm:pl-0">
        <DoneToggle sessionId={session.id} title={session.title} />
        {cohort && schedule && scheduleTiming(schedule.planned_on, today) !== 'past' ? (
          <AddToCalendar cohort={cohort} session={{ ...session, schedule }} describedBy={titleId} />
        ) : null}
      </div>
    </li>
  );
}

function ParcoursSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <Skeleton className="h-24 w-full rounded-2xl" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * Where the signed-in person is in the programme: the bar, 'Continuer :', then the published
 * sessions in programme order grouped by phase, each with its state, the documents opened and
 * "J'ai terminé cette session". Mon parcours shows it; so does a learner's dashboard home.
 * `level`: the heading level of the phases (under the page's h1, or under a section's h2).
 * `currentPhaseOnly`: only the phase they are in (that of the next session; the last one once all
 * are done), so the dashboard home stays short on a phone; Mon parcours shows every phase.
 */
export function ParcoursView({
  level = 2,
  currentPhaseOnly = false,
}: {
  level?: 2 | 3;
  currentPhaseOnly?: boolean;
}) {
  const parcours = useParcours();
  const cohortId = parcours.data?.cohort?.id ?? null;
  // A cohort's deliverables with the person's own versions: one more read, only in a cohort.
  const deliverables = useQuery({
    ...myDeliverablesQuery(cohortId ?? ''),
    enabled: cohortId !== null,
  });
  const Heading = level === 2 ? 'h2' : 'h3';
  if (parcours.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Chargement de votre parcours
        </p>
        <ParcoursSkeleton />
      </>
    );
  }
  if (parcours.isError) {
    return <ErrorBanner onRetry={() => void parcours.refetch()}>{PARCOURS_MESSAGES.loadFailed}</ErrorBanner>;
  }
  const { sessions, done_count: done, next, cohort } = parcours.data;
  const today = localDay();
  const nextScheduled = nextScheduledSession(sessions, today);
  const phases = sessionsByPhase(sessions);
  const current = sessions.find((session) => session.id === next?.id)?.phase ?? phases.at(-1)?.[0];
  const shown = currentPhaseOnly ? phases.filter(([phase]) => phase === current) : phases;
  const allDeliverables = deliverables.data?.items ?? [];
  const deliverablesOf = (sessionId: string) => allDeliverables.filter((d) => d.session_id === sessionId);
  // A deliverable of a session no longer shown (taken out of the programme, unpublished) stays reachable.
  const sessionIds = new Set(sessions.map((session) => session.id));
  const elsewhere = allDeliverables.filter((d) => !sessionIds.has(d.session_id));
  if (sessions.length === 0) {
    return <EmptyState icon={<FlagIcon className="size-10" />} title={PARCOURS_MESSAGES.empty} />;
  }
  return (
    <div className="space-y-6" data-testid="parcours">
      <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        {cohort ? (
          <div data-testid="parcours-cohort">
            <p className="font-semibold text-stone-900">
              {PARCOURS_MESSAGES.cohortLine(cohort.name, cohort.organisation)}
            </p>
            <p className="text-sm text-stone-600">{formatDayRange(cohort.starts_on, cohort.ends_on)}</p>
          </div>
        ) : null}
        <ParcoursProgress done={done} total={sessions.length} />
        {next ? (
          <ContinueLink variant="primary" />
        ) : (
          <p className="font-semibold text-emerald-800">{PARCOURS_MESSAGES.allDone}</p>
        )}
      </div>
      {shown.map(([phase, group]) => (
        <section key={phase} aria-labelledby={`parcours-phase-${phase}`} className="space-y-3">
          <Heading id={`parcours-phase-${phase}`} className="text-lg font-semibold text-stone-900">
            {phaseLabel(phase)}
          </Heading>
          <ol className="space-y-3">
            {group.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                heading={level === 2 ? 'h3' : 'h4'}
                cohort={cohort}
                isNext={session.id === nextScheduled?.id}
                today={today}
                deliverables={deliverablesOf(session.id)}
              />
            ))}
          </ol>
        </section>
      ))}
      {deliverables.isError ? (
        <ErrorBanner onRetry={() => void deliverables.refetch()}>
          {DELIVERABLE_MESSAGES.failedToLoadDeliverables}
        </ErrorBanner>
      ) : null}
      {cohort && elsewhere.length > 0 && !currentPhaseOnly ? (
        <section aria-labelledby="parcours-other-deliverables" className="space-y-3">
          <Heading id="parcours-other-deliverables" className="text-lg font-semibold text-stone-900">
            {DELIVERABLE_MESSAGES.sectionHeading}
          </Heading>
          <SessionDeliverables cohortId={cohort.id} deliverables={elsewhere} />
        </section>
      ) : null}
      {cohort?.calendar_path && !currentPhaseOnly ? (
        <CalendarSubscription
          path={cohort.calendar_path}
          className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        />
      ) : null}
      {cohort && !currentPhaseOnly ? (
        <MyCertificate
          cohort={cohort}
          className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        />
      ) : null}
    </div>
  );
}
