import { Link } from 'react-router-dom';
import type { DocumentItem } from '@common/api-types';
import { canManageContent } from '@common/roles';
import { buttonClasses } from '@/components/ui/button-styles';
import { EditIcon, TrashIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Modifier and Supprimer for a document row (the delete screen asks for confirmation). Deleting
 * is for editors and admins (SPEC §6): a user who owns the session sees Modifier only.
 */
export function ManageDocumentActions({
  document,
}: {
  document: Pick<DocumentItem, 'id' | 'session_id' | 'title'>;
}) {
  const { user } = useAuth();
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
      {user && canManageContent(user.role) ? (
        <Link
          to={paths.dashboard.deleteDocument(document.session_id, document.id)}
          className={buttonClasses('ghost', 'sm', 'text-red-800 hover:bg-red-50 hover:text-red-900')}
        >
          <TrashIcon className="size-4" />
          Supprimer
          <span className="sr-only"> « {document.title} »</span>
        </Link>
      ) : null}
    </>
  );
}
