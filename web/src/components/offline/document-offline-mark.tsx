import { useEffect } from 'react';
import type { DocumentItem } from '@common/api-types';
import { canPreview } from '@/hooks/use-document-actions';
import { useOfflineAvailability } from '@/hooks/use-offline-availability';
import { useAuth } from '@/lib/auth/use-auth';
import { OfflineMark } from './offline-mark';

/**
 * 'Disponible hors ligne' on a document whose PDF is kept on this device, as a fact of its list (a
 * `<dl>` group): online too, so one knows what can be read on the road. Only signed-in people's PDFs
 * are kept; for them, a PDF they may preview also warms the reader's code (pdf-warmup.ts, loaded
 * then: a visitor's pages never download it).
 */
export function DocumentOfflineMark({
  document,
}: {
  document: Pick<DocumentItem, 'id' | 'type' | 'has_file'>;
}) {
  const signedIn = useAuth().status === 'authenticated';
  const { documents } = useOfflineAvailability(signedIn);
  const warm = signedIn && canPreview(document);
  useEffect(() => {
    if (warm) void import('@/components/documents/pdf-warmup').then((warmup) => warmup.warmPdfReader());
  }, [warm]);
  return documents.has(document.id) ? (
    <div>
      <dt className="sr-only">Lecture</dt>
      <dd>
        <OfflineMark />
      </dd>
    </div>
  ) : null;
}
