import { useId, useState } from 'react';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * A cohort schedule's subscription address (iCalendar feed): copied into a calendar app, or added to
 * Google Agenda in one tap. Calendar apps poll it, so a moved date reaches them without a new link.
 * On the cohort's page for its managers, and in "Mon parcours" for its participants.
 */
export function CalendarSubscription({ path, className }: { path: string; className?: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const address = `${window.location.origin}${path}`;
  const google = `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(address.replace(/^https?:/, 'webcal:'))}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        {M.calendarHeading}
      </h2>
      <p className="text-sm text-stone-700">{M.calendarIntro}</p>
      <div className="space-y-1">
        <label htmlFor={`${id}-address`} className="block text-sm font-medium text-stone-800">
          {M.calendarAddressLabel}
        </label>
        <input
          id={`${id}-address`}
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm text-stone-800"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
        >
          {M.copyCalendarAddress}
        </button>
        <a
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
        >
          {M.addToGoogleCalendar}
        </a>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {copied === 'copied' ? M.calendarAddressCopied : copied === 'failed' ? M.calendarCopyFailed : null}
      </p>
    </section>
  );
}
