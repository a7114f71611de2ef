import { MESSAGES } from '@common/messages';
import { AlertIcon } from '@/components/ui/icons';

/** SPEC §6: what a non-admin sees in place of the Administration panel. */
export function AccessDenied() {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <AlertIcon className="size-5 shrink-0" />
        {MESSAGES.accessDenied}
      </p>
      <p className="mt-2">{MESSAGES.adminsOnly}</p>
    </div>
  );
}
