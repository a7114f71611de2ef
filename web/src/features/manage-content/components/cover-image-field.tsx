import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '@common/limits';
import { MESSAGES } from '@common/messages';
import { IMAGE_CONTENT_TYPES } from '@common/uploads';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckIcon, CloseIcon, ImageIcon, RefreshIcon, TrashIcon, UploadIcon } from '@/components/ui/icons';
import { useUpload, type UploadedVariant, type Variant } from '@/hooks/use-upload';
import { makeCoverVariants } from '@/lib/cover-variants';
import type { CoverChoice } from '@/features/manage-content/utils/session-form';

const MAX_MB = Math.round(LIMITS.sessionImageMaxBytes / (1024 * 1024));

type Settled =
  | { kind: 'none' }
  | { kind: 'current'; url: string }
  | { kind: 'uploaded'; previewUrl: string; key: string; variants: UploadedVariant[]; fileName: string };

export type CoverState =
  Settled | { kind: 'uploading'; previewUrl: string; percent: number; fileName: string };

/**
 * The session cover (SPEC §5): keep the current image, remove it (image_url null), or upload a new
 * one straight to storage with real progress (images only, 10 MB at most, a real image by its
 * content: checked before a byte is sent), with the smaller copies lists show (lib/cover-variants.ts,
 * made here and sent with it). A refused, failed or cancelled upload leaves what was there before
 * it, and says why until another choice or 'Retirer ce fichier'.
 */
export function useCoverImage(
  initialUrl: string | null,
  makeVariants: (file: File) => Promise<Variant[]> = makeCoverVariants,
) {
  const upload = useUpload('session-image', MESSAGES.failedToUploadImage, makeVariants);
  // What the cover is when no new upload is under way or finished.
  const [kept, setKept] = useState<Settled>(
    initialUrl ? { kind: 'current', url: initialUrl } : { kind: 'none' },
  );
  // The chosen file's preview, an object URL released when the form goes away.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const created = useRef<string[]>([]);
  useEffect(() => {
    const urls = created.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const current = upload.state;
  const shown = preview && current.status !== 'none' && current.file === preview.file ? preview : null;
  const state: CoverState =
    shown && current.status === 'uploading'
      ? { kind: 'uploading', previewUrl: shown.url, percent: current.percent, fileName: shown.file.name }
      : shown && current.status === 'completed'
        ? {
            kind: 'uploaded',
            previewUrl: shown.url,
            key: current.key,
            variants: current.variants,
            fileName: shown.file.name,
          }
        : kept;

  const choose = (file: File) => {
    // A finished upload being replaced is what a failed replacement falls back to.
    if (state.kind === 'uploaded') setKept(state);
    const url = URL.createObjectURL(file);
    created.current.push(url);
    setPreview({ file, url });
    void upload.start(file);
  };

  const remove = () => {
    upload.clear();
    setKept({ kind: 'none' });
  };

  const restore = () => {
    if (!initialUrl) return;
    upload.clear();
    setKept({ kind: 'current', url: initialUrl });
  };

  /** What a save sends; null while an upload is still running. */
  const choice: CoverChoice | null =
    state.kind === 'uploading'
      ? null
      : state.kind === 'uploaded'
        ? { kind: 'upload', key: state.key, variants: state.variants }
        : state;

  return {
    state,
    error: current.status === 'error' ? current.message : null,
    choice,
    choose,
    cancel: upload.clear,
    remove,
    restore,
    initialUrl,
  };
}

export type CoverImage = ReturnType<typeof useCoverImage>;

/** The cover picker of the session form: preview, real progress, replace, remove, restore. */
export function CoverImageField({ cover, disabled = false }: { cover: CoverImage; disabled?: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, error } = cover;
  const previewSrc = state.kind === 'current' ? state.url : state.kind === 'none' ? null : state.previewUrl;
  const pick = () => input.current?.click();

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-stone-800">Image de couverture</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-stone-600">
        JPG, PNG, GIF ou WebP, {MAX_MB} MB maximum. Facultative.
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        className="sr-only"
        disabled={disabled}
        aria-label={previewSrc ? "Remplacer l'image" : 'Choisir une image'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so choosing the same file again still triggers a change.
          event.target.value = '';
          if (file) cover.choose(file);
        }}
      />
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="relative aspect-[2/1] w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:w-72">
          {previewSrc ? (
            <img
              src={previewSrc}
              alt="Aperçu de l'image de couverture"
              width={576}
              height={288}
              data-testid="cover-preview"
              className="size-full object-cover"
            />
          ) : (
            <button
              type="button"
              onClick={pick}
              disabled={disabled}
              className="flex size-full flex-col items-center justify-center gap-2 text-sm font-medium text-stone-600 hover:bg-stone-200/60"
            >
              <ImageIcon className="size-8 text-stone-400" />
              Aucune image
            </button>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {state.kind === 'uploading' ? (
            <div className="space-y-2">
              <p className="truncate text-sm text-stone-800">
                Téléversement de « {state.fileName} »… {state.percent} %
              </p>
              <div
                role="progressbar"
                aria-label="Téléversement de l'image"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.percent}
                className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
              >
                <div
                  className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
                  style={{ width: `${state.percent}%` }}
                />
              </div>
              <button type="button" onClick={cover.cancel} className={buttonClasses('ghost', 'sm')}>
                <CloseIcon className="size-4" />
                Annuler le téléversement
              </button>
            </div>
          ) : null}
          {state.kind === 'uploaded' ? (
            <p
              role="status"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800"
            >
              <CheckIcon className="size-4" />
              Image téléversée : elle sera enregistrée avec la session.
            </p>
          ) : null}
          {error ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
              {/* The refused file is not kept: removing it only clears what was said about it. */}
              <button type="button" onClick={cover.cancel} className={buttonClasses('ghost', 'sm')}>
                <CloseIcon className="size-4" />
                Retirer ce fichier
              </button>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={pick}
              disabled={disabled || state.kind === 'uploading'}
              className={buttonClasses('secondary', 'sm')}
            >
              <UploadIcon className="size-4" />
              {previewSrc ? "Remplacer l'image" : 'Choisir une image'}
            </button>
            {previewSrc && state.kind !== 'uploading' ? (
              <button
                type="button"
                onClick={cover.remove}
                disabled={disabled}
                className={buttonClasses('ghost', 'sm', 'text-red-800 hover:bg-red-50')}
              >
                <TrashIcon className="size-4" />
                Retirer l'image
              </button>
            ) : null}
            {cover.initialUrl && state.kind === 'none' ? (
              <button
                type="button"
                onClick={cover.restore}
                disabled={disabled}
                className={buttonClasses('ghost', 'sm')}
              >
                <RefreshIcon className="size-4" />
                Rétablir l'image actuelle
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
