import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { LIMITS } from '@common/limits';
import { announcementEmail } from '@common/messages/notification-emails';
import { ANNOUNCEMENT_TEXTS } from '@common/messages/notifications';
import { announcementSchema } from '@common/schemas/notifications';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { TextField } from '@/components/ui/form-field';
import { useInfiniteList } from '@/hooks/use-infinite-list';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import {
  announcementRecipientsQueryOptions,
  announcementsQueryOptions,
  useSendAnnouncement,
} from '@/features/admin/api/admin-api';
import { isForbidden, serverTextOr } from '@/features/admin/utils/admin-messages';

const TEXTAREA =
  'mt-1.5 block min-h-40 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none sm:text-sm';

type FieldErrors = Partial<Record<'subject' | 'text', string>>;

/** The preview's e-mail: the pipeline's own template, with links that lead nowhere. */
function previewHtml(subject: string, text: string): string {
  return announcementEmail({ subject, text, unsubscribeUrl: '#', settingsUrl: '#' }).html;
}

/**
 * Administration → "Annonces": a subject and a text, the e-mail as it will look, how many will
 * receive it, then "Envoyer l'annonce"; below, what was sent. The draft carries one request id until
 * it is sent, so a double click or a retry sends it once.
 */
export function Announcements({ onForbidden }: { onForbidden: (error: unknown) => void }) {
  const client = useQueryClient();
  const titleId = useId();
  const textId = useId();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<number | null>(null);
  const recipients = useQuery(announcementRecipientsQueryOptions());
  const sendAnnouncement = useSendAnnouncement();
  const historyOptions = announcementsQueryOptions();
  const history = useInfiniteList(historyOptions);
  const historyError = client.getQueryState(historyOptions.queryKey)?.error;
  const forbiddenError = [recipients.error, historyError, sendAnnouncement.error].find(isForbidden);

  useEffect(() => {
    if (forbiddenError) onForbidden(forbiddenError);
  }, [forbiddenError, onForbidden]);

  const preview = useMemo(
    () => (subject.trim() && text.trim() ? previewHtml(subject.trim(), text.trim()) : null),
    [subject, text],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendAnnouncement.isPending) return;
    setSentTo(null);
    const parsed = announcementSchema.safeParse({ request_id: requestId, subject, text });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subject' || field === 'text') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sendAnnouncement.mutate(parsed.data, {
      onSuccess: (announcement) => {
        setSentTo(announcement.recipients);
        setSubject('');
        setText('');
        setRequestId(crypto.randomUUID());
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          setErrors({ subject: error.fields.subject, text: error.fields.text });
        }
      },
    });
  };

  const count = recipients.data?.recipients;
  const sendError =
    sendAnnouncement.isError && !isForbidden(sendAnnouncement.error)
      ? serverTextOr(sendAnnouncement.error, ANNOUNCEMENT_TEXTS.sendFailed)
      : null;

  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-stone-900">
          {ANNOUNCEMENT_TEXTS.title}
        </h2>
        <p className="text-sm text-stone-600">{ANNOUNCEMENT_TEXTS.intro}</p>
      </div>

      {sentTo !== null ? <SuccessBanner>{ANNOUNCEMENT_TEXTS.sent(sentTo)}</SuccessBanner> : null}

      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-2" aria-label="Nouvelle annonce">
        <div className="space-y-4">
          <div>
            <TextField
              label={ANNOUNCEMENT_TEXTS.subject}
              name="subject"
              value={subject}
              maxLength={LIMITS.announcementSubjectMaxLength}
              aria-invalid={errors.subject ? true : undefined}
              onChange={(event) => setSubject(event.target.value)}
              hint={`${formatNumber(subject.length)} / ${formatNumber(LIMITS.announcementSubjectMaxLength)}`}
            />
            {errors.subject ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.subject}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={textId} className="block text-sm font-medium text-stone-800">
              {ANNOUNCEMENT_TEXTS.text}
            </label>
            <textarea
              id={textId}
              name="text"
              value={text}
              maxLength={LIMITS.announcementTextMaxLength}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={`${textId}-hint`}
              onChange={(event) => setText(event.target.value)}
              className={TEXTAREA}
            />
            <p id={`${textId}-hint`} className="mt-1.5 text-xs text-stone-600">
              {ANNOUNCEMENT_TEXTS.textHelp} {formatNumber(text.length)} /{' '}
              {formatNumber(LIMITS.announcementTextMaxLength)}
            </p>
            {errors.text ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {errors.text}
              </p>
            ) : null}
          </div>

          <p
            className="text-sm font-medium text-stone-800"
            data-testid="announcement-recipients"
            aria-live="polite"
          >
            {recipients.isPending
              ? ANNOUNCEMENT_TEXTS.recipientsLoading
              : count !== undefined
                ? ANNOUNCEMENT_TEXTS.recipients(count)
                : ANNOUNCEMENT_TEXTS.recipientsFailed}
          </p>
          {sendError ? <ErrorBanner>{sendError}</ErrorBanner> : null}
          <button
            type="submit"
            disabled={sendAnnouncement.isPending}
            aria-busy={sendAnnouncement.isPending}
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
          >
            {sendAnnouncement.isPending ? <Spinner size="sm" label={ANNOUNCEMENT_TEXTS.sending} /> : null}
            {ANNOUNCEMENT_TEXTS.send}
          </button>
        </div>

        <div>
          <h3 className="text-sm font-medium text-stone-800">{ANNOUNCEMENT_TEXTS.preview}</h3>
          {preview ? (
            <iframe
              title="Aperçu de l'e-mail de l'annonce"
              srcDoc={preview}
              sandbox=""
              className="mt-1.5 h-96 w-full rounded-lg border border-stone-200 bg-white"
            />
          ) : (
            <p className="mt-1.5 rounded-lg border border-dashed border-stone-300 p-6 text-sm text-stone-600">
              {ANNOUNCEMENT_TEXTS.previewEmpty}
            </p>
          )}
        </div>
      </form>

      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-stone-900">{ANNOUNCEMENT_TEXTS.history}</h3>
        {history.status === 'error' && !isForbidden(historyError) ? (
          <ErrorBanner onRetry={history.retry}>{ANNOUNCEMENT_TEXTS.historyFailed}</ErrorBanner>
        ) : null}
        {history.status === 'loading' ? (
          <div aria-hidden="true" className="space-y-2">
            {[0, 1].map((index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : null}
        {history.status === 'ready' && history.items.length === 0 ? (
          <EmptyState icon={<MailIcon className="size-8" />} title={ANNOUNCEMENT_TEXTS.historyEmpty} />
        ) : null}
        {history.items.length > 0 ? (
          <ul
            className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
            aria-label={ANNOUNCEMENT_TEXTS.history}
          >
            {history.items.map((item) => (
              <li key={item.id} className="p-4" data-testid="sent-announcement">
                <p className="font-semibold break-words text-stone-900">{item.subject}</p>
                <p className="mt-0.5 text-sm text-stone-600">
                  {ANNOUNCEMENT_TEXTS.historyLine(formatDateTime(item.created_at), item.recipients)}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        {history.hasMore ? (
          <button
            type="button"
            onClick={history.loadMore}
            disabled={history.loadingMore}
            className={buttonClasses('secondary', 'md')}
          >
            {history.loadingMore ? <Spinner size="sm" label="Chargement" /> : null}
            Charger plus
          </button>
        ) : null}
      </div>
    </section>
  );
}
