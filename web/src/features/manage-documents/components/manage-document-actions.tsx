import { Link } from '../../../lib/router';
import type { DocumentItem } from '../../../../../common/api-types';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EditIcon, TrashIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/** Modifier and Supprimer for a document row (the delete screen asks for confirmation). */
export function ManageDocumentActions({
  document,
}: {
  document: Pick<DocumentItem, 'id' | 'session_id' | 'title'>;
}) {
  return (
    <>
      <Link
        to={paths.dashboard.editDocument(document.session_id, document.id)}
        className={buttonClasses('secondary', 'sm')}
      >
        <EditIcon className="size-4" />
        Modifier
        <span className="sr-only"> « {document.title} »</span>
      </Link>
      <Link
        to={paths.dashboard.deleteDocument(document.session_id, document.id)}
        className={buttonClasses('ghost', 'sm', 'text-red-800 hover:bg-red-50 hover:text-red-900')}
      >
        <TrashIcon className="size-4" />
        Supprimer
        <span className="sr-only"> « {document.title} »</span>
      </Link>
    </>
  );
}
