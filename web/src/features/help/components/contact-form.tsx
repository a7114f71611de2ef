import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS } from '@common/limits';
import { contactMessageSchema, type ContactMessageInput } from '@common/schemas/contact';
import { inputErrors } from '@common/schemas/input-errors';
import { buttonClasses } from '@/components/ui/button-styles';
import { MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner, SuccessBanner } from '@/components/ui/status-banner';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useSendContactMessage } from '@/features/help/api/send-contact-message';
import { contactFailureMessage } from '@/features/help/utils/contact-failure';

type Field = keyof ContactMessageInput;
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const SENT = 'Votre message a bien été envoyé. Notre équipe vous répondra par e-mail.';

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:ring-2 focus:outline-none sm:text-sm';

function controlClass(error: string | undefined): string {
  return `${CONTROL} ${
    error
      ? 'border-red-600 focus:border-red-700 focus:ring-red-700/30'
      : 'border-stone-300 focus:border-brand-700 focus:ring-brand-700/30'
  }`;
}

function FieldShell({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The help page's contact form (SPEC §2): name, e-mail, subject, message (5 rows). Checked with
 * the API's own schema before sending; the server's field messages show under their fields.
 */
export function ContactForm() {
  const { user, profileLoaded } = useAuth();
  const baseId = useId();
  const ids: Values = {
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    subject: `${baseId}-subject`,
    message: `${baseId}-message`,
  };
  const prefill = (): Pick<Values, 'name' | 'email'> => ({
    name: user?.fullName?.trim() || user?.displayName || '',
    email: user?.email ?? '',
  });
  const [values, setValues] = useState<Values>(() => ({ ...prefill(), subject: '', message: '' }));
  // The full name arrives with the profile: fill it in then, unless the person already typed one.
  const [prefilledWithProfile, setPrefilledWithProfile] = useState(profileLoaded);
  if (!prefilledWithProfile && profileLoaded) {
    setPrefilledWithProfile(true);
    const next = prefill();
    setValues((current) => ({
      ...current,
      name: current.name && current.name !== user?.displayName ? current.name : next.name,
      email: current.email || next.email,
    }));
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactMessage();
  const sending = send.isPending;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setSent(false);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusFirstError(found: FieldErrors) {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSent(false);
    setFailure(null);
    const parsed = contactMessageSchema.safeParse(values, { error: inputErrors('body') });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
          found[field as Field] ??= issue.message;
        }
      }
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ ...prefill(), subject: '', message: '' });
        setSent(true);
      },
      onError: (error) => {
        console.error('[help] could not send the contact message', error);
        if (isApiError(error) && error.status === 400 && error.fields) {
          const found: FieldErrors = {};
          for (const field of FIELDS) if (error.fields[field]) found[field] = error.fields[field];
          setErrors(found);
          focusFirstError(found);
          if (Object.keys(found).length === 0) setFailure(error.message);
        } else {
          setFailure(contactFailureMessage(error));
        }
      },
    });
  }

  const describedBy = (field: Field) => (errors[field] ? `${ids[field]}-error` : undefined);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id={ids.name} label="Nom" error={errors.name}>
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            value={values.name}
            maxLength={LIMITS.contactNameMaxLength}
            onChange={(event) => update('name', event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={controlClass(errors.name)}
          />
        </FieldShell>
        <FieldShell id={ids.email} label="E-mail" error={errors.email}>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={controlClass(errors.email)}
          />
        </FieldShell>
      </div>
      <FieldShell id={ids.subject} label="Sujet" error={errors.subject}>
        <input
          id={ids.subject}
          name="subject"
          value={values.subject}
          maxLength={LIMITS.contactSubjectMaxLength}
          onChange={(event) => update('subject', event.target.value)}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          className={controlClass(errors.subject)}
        />
      </FieldShell>
      <FieldShell id={ids.message} label="Message" error={errors.message}>
        <textarea
          id={ids.message}
          name="message"
          rows={5}
          value={values.message}
          maxLength={LIMITS.contactMessageMaxLength}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={controlClass(errors.message)}
        />
      </FieldShell>

      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      {sent ? <SuccessBanner>{SENT}</SuccessBanner> : null}

      <button type="submit" disabled={sending} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
        {sending ? <Spinner size="sm" label="Envoi en cours" /> : <MailIcon className="size-4" />}
        Envoyer le message
      </button>
    </form>
  );
}
