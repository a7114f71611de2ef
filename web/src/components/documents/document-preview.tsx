import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { documentPreviewQuery } from '../../api/document-files';
import { buttonClasses } from '../ui/button-styles';
import { FullscreenDialog } from '../ui/fullscreen-dialog';
import { CloseIcon, DownloadIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';

/**
 * Full-screen PDF preview in a frame, with Télécharger and Fermer; Escape closes it (SPEC §2).
 * Shown while mounted: it asks for the document's inline link and frames it.
 */
export function DocumentPreview({
  document: { id, title },
  onClose,
  onDownload,
}: {
  document: { id: string; title: string };
  onClose: () => void;
  onDownload: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const link = useQuery(documentPreviewQuery(id));
  const url = link.data?.url ?? null;
  return (
    <FullscreenDialog
      open
      onClose={onClose}
      label={title}
      testId="document-preview"
      toolbar={
        <>
          <button type="button" onClick={onDownload} className={buttonClasses('accent', 'sm')}>
            <DownloadIcon className="size-4" />
            Télécharger
          </button>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            data-autofocus
            className={buttonClasses('on-dark', 'sm')}
          >
            <CloseIcon className="size-4" />
            Fermer
          </button>
        </>
      }
    >
      {link.isError ? (
        <p role="alert" className="p-6 text-center text-red-200">
          L'aperçu n'a pas pu être chargé. Veuillez réessayer.
        </p>
      ) : url ? (
        <iframe
          src={url}
          title={`Aperçu : ${title}`}
          className="size-full border-0 bg-white"
          // Chromium's PDF viewer takes the focus when it loads, and a key pressed inside the frame
          // never reaches this page: Escape would stop closing the preview. Give the focus back to
          // Fermer unless the person moved it there (Tab or a click still enter the frame).
          onLoad={(event) => {
            if (document.activeElement === event.currentTarget) closeRef.current?.focus();
          }}
        />
      ) : (
        <div className="flex h-full items-center justify-center">
          <Spinner size="lg" label="Chargement de l'aperçu" />
        </div>
      )}
    </FullscreenDialog>
  );
}
