import { useId, useState, type DragEvent } from 'react';
import { LIMITS } from '@common/limits';
import { DOCUMENT_FORMATS } from '@common/uploads';
import { buttonClasses } from '@/components/ui/button-styles';
import { AlertIcon, CheckIcon, CloseIcon, FileIcon, RefreshIcon, UploadIcon } from '@/components/ui/icons';
import type { UploadState } from '@/hooks/use-upload';

/** The formats the picker offers first (anything else is still refused or accepted by the API). */
const ACCEPT = Object.keys(DOCUMENT_FORMATS)
  .map((extension) => `.${extension}`)
  .join(',');

const MAX_MEGABYTES = LIMITS.documentMaxBytes / (1024 * 1024);

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-200 ${percent >= 100 ? 'bg-emerald-600' : 'bg-brand-700'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-right text-xs font-medium text-stone-700 tabular-nums" aria-hidden="true">
        {percent} %
      </p>
    </div>
  );
}

/**
 * The document form's file: a drop zone that is the label of a visually hidden file input (so Tab,
 * Enter and Space reach the picker), then the chosen file with a real progress bar, cancel, retry
 * after a failure, or removal (SPEC §4 upload states).
 */
export function FileDropZone({
  state,
  onChoose,
  onClear,
  onRetry,
  replacing,
  error,
  describedBy,
}: {
  state: UploadState;
  onChoose: (file: File) => void;
  onClear: () => void;
  onRetry: () => void;
  /** Editing: a chosen file replaces the current one; clearing keeps the current one. */
  replacing: boolean;
  error?: string;
  describedBy?: string;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  };

  if (state.status !== 'none') {
    const { file } = state;
    return (
      <div
        className={`space-y-3 rounded-xl border p-4 ${state.status === 'error' ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-stone-50'}`}
        data-testid="chosen-file"
      >
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
            <FileIcon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-stone-900" title={file.name}>
              {file.name}
            </p>
            <p className="text-sm text-stone-700" aria-live="polite">
              {state.status === 'uploading'
                ? 'Téléversement en cours…'
                : state.status === 'completed'
                  ? replacing
                    ? 'Téléversement terminé : ce fichier remplacera le fichier actuel.'
                    : 'Téléversement terminé'
                  : null}
            </p>
          </div>
          {state.status === 'completed' ? <CheckIcon className="size-6 shrink-0 text-emerald-700" /> : null}
        </div>
        {state.status === 'uploading' || state.status === 'completed' ? (
          <ProgressBar
            percent={state.status === 'completed' ? 100 : state.percent}
            label={`Téléversement de ${file.name}`}
          />
        ) : null}
        {state.status === 'error' ? (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-800">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            {state.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {state.status === 'uploading' ? (
            <button type="button" onClick={onClear} className={buttonClasses('secondary', 'sm')}>
              <CloseIcon className="size-4" />
              Annuler le téléversement
            </button>
          ) : null}
          {state.status === 'error' && state.retryable ? (
            <button type="button" onClick={onRetry} className={buttonClasses('primary', 'sm')}>
              <RefreshIcon className="size-4" />
              Réessayer
            </button>
          ) : null}
          {state.status !== 'uploading' ? (
            <button type="button" onClick={onClear} className={buttonClasses('secondary', 'sm')}>
              <CloseIcon className="size-4" />
              {state.status === 'error'
                ? 'Choisir un autre fichier'
                : replacing
                  ? 'Garder le fichier actuel'
                  : 'Retirer le fichier'}
            </button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="peer sr-only"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so choosing the same file again after a cancel still fires a change.
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <label
        htmlFor={id}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:border-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700/30 ${
          dragging
            ? 'border-brand-700 bg-brand-50'
            : error
              ? 'border-red-400 bg-red-50/40'
              : 'border-stone-300 bg-white hover:border-brand-600 hover:bg-stone-50'
        }`}
      >
        <UploadIcon className="size-8 text-brand-700" />
        {/* A phone (touch, or a narrow screen) has nothing to drag from: it is offered the picker. */}
        <span className="font-semibold text-stone-900 max-sm:hidden pointer-coarse:hidden">
          {replacing ? 'Remplacer le fichier' : 'Glissez-déposez votre fichier ici'}
        </span>
        <span className="text-sm text-stone-700 max-sm:hidden pointer-coarse:hidden">
          ou <span className="font-semibold text-brand-700 underline">parcourez vos fichiers</span>
        </span>
        <span className="hidden font-semibold text-brand-800 underline max-sm:inline pointer-coarse:inline">
          {replacing ? 'Choisir un autre fichier' : 'Choisir un fichier'}
        </span>
        <span className="text-xs text-stone-600">
          PDF, Word, Excel, PowerPoint, images… jusqu&apos;à {MAX_MEGABYTES} Mo
        </span>
      </label>
    </div>
  );
}
