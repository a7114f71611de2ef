import { Link } from 'react-router-dom';
import { SESSION_PAGE_MESSAGES } from '../../../../../common/messages';
import { Head } from '../../../components/seo/head';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowLeftIcon, SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/** SPEC §2: an unknown or unpublished session. */
export function SessionNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <Head title={SESSION_PAGE_MESSAGES.notFoundTitle} description={SESSION_PAGE_MESSAGES.notFoundText} />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        <SearchIcon className="size-8" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">
        {SESSION_PAGE_MESSAGES.notFoundTitle}
      </h1>
      <p className="text-lg text-stone-700">{SESSION_PAGE_MESSAGES.notFoundText}</p>
      <Link to={paths.sessions} className={buttonClasses('primary', 'md', 'mt-2')}>
        <ArrowLeftIcon className="size-4" />
        Retour aux sessions
      </Link>
    </div>
  );
}
