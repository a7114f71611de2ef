import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { InviteParticipantsResult } from '@common/api-types';
import { COHORT_MESSAGES as M } from '@common/messages/cohorts';
import { buttonClasses } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/status-banner';
import { isApiError } from '@/lib/api-client';
import { isExplained } from '@/lib/api-failure';
import { readBytes } from '@/lib/file-head';
import { useInviteParticipants } from '@/features/cohorts/api/cohorts-api';
import {
  checkInvitees,
  countAddresses,
  decodeInviteesFile,
  INVITEES_FILE_MAX_BYTES,
  serverInviteeErrors,
} from '@/features/cohorts/utils/invitees';
import { INPUT } from './field';

/** The file's text, or the message saying why it was not read. */
async function readInviteesFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > INVITEES_FILE_MAX_BYTES) return { error: M.tooManyInvitees };
  try {
    const text = decodeInviteesFile(await readBytes(file));
    return text === null ? { error: M.inviteesCsvUnreadable } : { text };
  } catch {
    // Gone or unreadable from the phone's storage.
    return { error: M.inviteesCsvUnreadable };
  }
}

/**
 * "Inviter des participants": addresses pasted, or a CSV read into the same field (so what will be
 * sent is what the manager sees, and can still fix), counted as they are typed, checked with the
 * API's own schema (each wrong address named), then sent once — a double click sends one request.
 * What was typed stays when the dialog is closed, until it has been sent.
 */
export function InviteDialog({
  cohortId,
  open,
  onClose,
  onSent,
}: {
  cohortId: string;
  open: boolean;
  onClose: () => void;
  onSent: (result: InviteParticipantsResult) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInviteParticipants(cohortId);
  const sending = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const count = useMemo(() => countAddresses(text), [text]);
  // Once a send was stopped, the messages follow the text as it is fixed.
  const clientErrors = useMemo(() => {
    if (!checked) return [];
    const result = checkInvitees(text);
    return result.ok ? [] : result.errors;
  }, [checked, text]);
  const errors = clientErrors.length > 0 ? clientErrors : serverErrors;

  const onText = (value: string) => {
    setText(value);
    setServerErrors([]);
    setFailure(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again (after fixing it in the spreadsheet).
    input.value = '';
    if (!file) return;
    const read = await readInviteesFile(file);
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    setFileError(null);
    setText((current) => (current.trim() ? `${current.trimEnd()}\n${read.text}` : read.text));
    setServerErrors([]);
    setFailure(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    setServerErrors([]);
    setChecked(true);
    const result = checkInvitees(text);
    if (!result.ok) {
      field.current?.focus();
      return;
    }
    sending.current = true;
    invite.mutate(result.body, {
      onSuccess: (answer) => {
        setText('');
        setChecked(false);
        onSent(answer);
      },
      onError: (error) => {
        // What was typed stays, with the reason beside it.
        const found = isApiError(error) ? serverInviteeErrors(error.fields, result.body.invitees) : [];
        if (found.length > 0) {
          setServerErrors(found);
          field.current?.focus();
          return;
        }
        setFailure(
          isApiError(error) && error.status >= 400 && error.status < 500 && isExplained(error)
            ? error.message
            : M.failedToInvite,
        );
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const busy = invite.isPending;
  const describedBy = [`${id}-intro`, `${id}-count`, errors.length > 0 ? `${id}-errors` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={M.inviteParticipants}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className={buttonClasses('secondary')}>
            {M.cancel}
          </button>
          <button type="submit" form={`${id}-form`} disabled={busy} className={buttonClasses('primary')}>
            {busy ? <Spinner size="sm" label={M.sendingInvitations} /> : null}
            {M.sendInvitations}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-4">
        <p id={`${id}-intro`} className="text-sm text-stone-700">
          {M.inviteIntro}
        </p>
        <div>
          <label htmlFor={`${id}-text`} className="block text-sm font-medium text-stone-800">
            {M.inviteesLabel}
          </label>
          <textarea
            id={`${id}-text`}
            ref={field}
            data-autofocus
            rows={7}
            value={text}
            onChange={(event) => onText(event.target.value)}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            placeholder={'awa@exemple.ma\nkarim@exemple.ma'}
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby={describedBy}
            className={INPUT}
          />
          <p id={`${id}-count`} data-testid="invitees-count" className="mt-1.5 text-sm text-stone-700">
            {count > 0 ? M.inviteesCount(count) : null}
          </p>
          {errors.length > 0 ? (
            <ul
              id={`${id}-errors`}
              data-testid="invitee-errors"
              className="mt-2 max-h-40 space-y-1 overflow-y-auto rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {errors.map((message) => (
                <li key={message} className="break-words">
                  {message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-stone-800">
            {M.inviteesCsvLabel}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => void onFile(event)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
            className="mt-1.5 block min-h-11 w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800 hover:file:bg-stone-100"
          />
          <p id={`${id}-file-hint`} className="mt-1.5 text-xs text-stone-600">
            {M.inviteesCsvHint}
          </p>
          {fileError ? (
            <p id={`${id}-file-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      </form>
    </Modal>
  );
}
