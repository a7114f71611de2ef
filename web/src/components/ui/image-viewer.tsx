import { buttonClasses } from './button-styles';
import { FullscreenDialog } from './fullscreen-dialog';
import { CloseIcon } from './icons';

/** Full-screen image (SPEC §2): closed by its button or Escape, before any dialog below it. */
export function ImageViewer({
  src,
  alt,
  onClose,
}: {
  /** null: closed. */
  src: string | null;
  alt: string;
  onClose: () => void;
}) {
  return (
    <FullscreenDialog
      open={src !== null}
      onClose={onClose}
      label={alt}
      testId="image-viewer"
      toolbar={
        <button type="button" onClick={onClose} data-autofocus className={buttonClasses('on-dark', 'sm')}>
          <CloseIcon className="size-4" />
          Fermer
        </button>
      }
    >
      <div
        className="flex h-full items-center justify-center p-4"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {src ? <img src={src} alt={alt} className="max-h-full max-w-full rounded-lg object-contain" /> : null}
      </div>
    </FullscreenDialog>
  );
}
