import { useId, useState } from 'react';
import type { ParcoursCohort, ParcoursSchedule } from '@common/api-types';
import { PARCOURS_MESSAGES } from '@common/messages';
import { buttonClasses } from '@/components/ui/button-styles';
import { CalendarIcon } from '@/components/ui/icons';
import { saveBlob } from '@/lib/save-file';

/** The file's name: the session's title, kept to letters, digits and dashes. */
function fileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'session'}.ics`;
}

/**
 * "Ajouter à mon agenda": the session's day as a one-event iCalendar file, made in the phone (no
 * request, no data spent), which the phone's calendar opens. The event's UID is the feed's, so a
 * calendar also subscribed to the cohort moves this event with a moved date rather than doubling it.
 * The iCalendar code loads on the first tap only.
 */
export function AddToCalendar({
  cohort,
  session,
  describedBy,
}: {
  cohort: ParcoursCohort;
  session: { id: string; title: string; schedule: ParcoursSchedule };
  describedBy: string;
}) {
  const errorId = useId();
  const [failed, setFailed] = useState(false);

  const add = async () => {
    setFailed(false);
    try {
      const { cohortCalendar } = await import('@common/calendar');
      const text = cohortCalendar(
        {
          id: cohort.id,
          name: cohort.name,
          organisation: cohort.organisation,
          version: cohort.version,
          updatedAt: cohort.updated_at,
        },
        [
          {
            sessionId: session.id,
            title: session.title,
            plannedOn: session.schedule.planned_on,
            place: session.schedule.place,
            link: session.schedule.link,
          },
        ],
      );
      saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName(session.title));
    } catch {
      // The iCalendar code could not be loaded (offline, a new version deployed meanwhile).
      setFailed(true);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => void add()}
        aria-describedby={failed ? `${describedBy} ${errorId}` : describedBy}
        className={buttonClasses('secondary', 'md', 'self-start')}
      >
        <CalendarIcon className="size-4" />
        {PARCOURS_MESSAGES.addToCalendar}
      </button>
      {failed ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {PARCOURS_MESSAGES.addToCalendarFailed}
        </p>
      ) : null}
    </div>
  );
}
