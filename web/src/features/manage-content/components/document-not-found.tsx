import { Link } from 'react-router-dom';
import { DOCUMENT_MESSAGES } from '@common/messages';
import { Head } from '@/components/seo/head';
import { buttonClasses } from '@/components/ui/button-styles';
import { ArrowLeftIcon, FileIcon } from '@/components/ui/icons';

/** A document that does not exist, or that the caller may not manage (the API's 404). */
export function DocumentNotFound({ backTo }: { backTo: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm">
      <Head title={DOCUMENT_MESSAGES.notFound} />
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <FileIcon className="size-7" />
      </span>
      <h1 className="text-xl font-bold text-stone-900">{DOCUMENT_MESSAGES.notFound}</h1>
      <p className="max-w-xl text-stone-700">
        Ce document n&apos;existe plus ou vous n&apos;avez pas la permission de le modifier.
      </p>
      <Link to={backTo} className={buttonClasses('primary')}>
        <ArrowLeftIcon className="size-4" />
        Retour aux documents
      </Link>
    </div>
  );
}
