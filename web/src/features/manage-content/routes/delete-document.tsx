import { DeleteDocumentPage } from '@/features/manage-content/components/delete-document-page';

/** /dashboard/sessions/{sessionId}/documents/{documentId}/delete — confirm, then delete (SPEC §2). */
export function DeleteDocumentRoute() {
  return <DeleteDocumentPage />;
}
