import { useParams } from 'react-router-dom';
import { SessionDocumentsPage } from '@/features/manage-content/components/session-documents-page';

/** /dashboard/sessions/{sessionId}/documents — the session's documents (SPEC §2). */
export function SessionDocumentsRoute() {
  const { sessionId = '' } = useParams();
  // Keyed by session so filters and lists start afresh when another session is opened.
  return <SessionDocumentsPage key={sessionId} sessionId={sessionId} />;
}
