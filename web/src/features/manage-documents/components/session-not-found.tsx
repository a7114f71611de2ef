import { Link } from '../../../lib/router';
import { MESSAGES } from '../../../../../common/messages';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowLeftIcon, LockIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/**
 * SPEC §8: a session that does not exist, or that the caller may not manage, gets a full page
 * with a way back (the API answers both with the same 404, so nothing leaks).
 */
export function SessionNotFound({
  title = MESSAGES.sessionNotFoundOrNoPermission,
  detail = MESSAGES.sessionNotFoundOrNoPermissionFr,
}: {
  title?: string;
  detail?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm">
      <Head title="Session introuvable" />
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <LockIcon className="size-7" />
      </span>
      <h1 className="max-w-xl text-xl font-bold text-stone-900">{title}</h1>
      <p className="max-w-xl text-stone-700">{detail}</p>
      <Link to={paths.dashboard.sessions} className={buttonClasses('primary')}>
        <ArrowLeftIcon className="size-4" />
        Retour aux sessions
      </Link>
    </div>
  );
}
