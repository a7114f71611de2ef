import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { OFFLINE_CONTENT_MESSAGES, PDF_READER_MESSAGES } from '@common/messages';
import { documentPreviewQuery, requestPreview } from '@/api/document-files';
import { useAuth } from '@/lib/auth/use-auth';
import { askServiceWorker } from '@/lib/offline/service-worker';
import { useOnline } from '@/lib/offline/connectivity';
import { buttonClasses } from '@/components/ui/button-styles';
import { FullscreenDialog } from '@/components/ui/fullscreen-dialog';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DownloadIcon,
  FitWidthIcon,
  MinusIcon,
  PlusIcon,
} from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { openPdfBytes } from './pdf-bytes';
import { loadPdfEngine, pdfWorkerUrl } from './pdf-engine';
import {
  formatZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  nextZoom,
  readerKeyAction,
  readerProblemOf,
  type ReaderProblem,
} from './pdf-reader-logic';
import { FIRST_PAGE_MARK } from './pdf-marks';
import { openPdfView, type PdfView } from './pdf-view';

/**
 * Full-screen PDF preview with Télécharger and Fermer (SPEC §2); Escape closes it. The PDF is drawn
 * by pdf.js in the page (an <iframe> shows nothing on Android and only the first page on iPhones):
 * pages as they scroll into view, the current page and the page count, zoom (fit to width first,
 * buttons, pinch), selectable text, keyboard paging. A protected or damaged PDF says so, and
 * Télécharger still gets it.
 */
export function DocumentPreview({
  document: { id, title },
  onClose,
  onDownload,
  notice,
  source,
}: {
  document: { id: string; title: string };
  onClose: () => void;
  onDownload: () => void;
  /** What Télécharger has to say (it failed, or waits for the network), above the pages. */
  notice?: ReactNode;
  /**
   * Where the PDF's link comes from when it is not a document of the library (a participant's
   * deliverable, issue 31): its query and how to ask for a fresh link. Such a file is private: it is
   * not kept for offline reading.
   */
  source?: PreviewSource;
}) {
  // "Réessayer" starts the reader again from a new link.
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const link = source ?? documentSource(id);
  const retry = () => {
    queryClient.removeQueries({ queryKey: link.queryKey });
    setAttempt((n) => n + 1);
  };
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
          <button type="button" onClick={onClose} data-autofocus className={buttonClasses('on-dark', 'sm')}>
            <CloseIcon className="size-4" />
            Fermer
          </button>
        </>
      }
    >
      <div className="flex h-full flex-col">
        {notice ? <div className="bg-white p-3 text-stone-900">{notice}</div> : null}
        <div className="min-h-0 flex-1">
          <PdfReader
            key={attempt}
            documentId={id}
            title={title}
            onRetry={retry}
            source={link}
            keepOffline={!source}
          />
        </div>
      </div>
    </FullscreenDialog>
  );
}

/** A PDF's link for the reader: the query that asks for it, and a fresh one when it expired mid-read. */
export interface PreviewSource {
  queryKey: readonly unknown[];
  request: (signal?: AbortSignal) => Promise<{ url: string; expires_at: string }>;
}

function documentSource(documentId: string): PreviewSource {
  return {
    queryKey: documentPreviewQuery(documentId).queryKey,
    request: (signal) => requestPreview(documentId, signal),
  };
}

function PdfReader({
  documentId,
  title,
  onRetry,
  source,
  keepOffline,
}: {
  documentId: string;
  title: string;
  onRetry: () => void;
  source: PreviewSource;
  keepOffline: boolean;
}) {
  // The latest way to ask for a link, for a renewal mid-read (the effect below does not restart for it).
  const requestRef = useRef(source.request);
  useEffect(() => {
    requestRef.current = source.request;
  });
  // As documentPreviewQuery: a new link at each opening, never kept, a failure said at once.
  const link = useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => source.request(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: false,
    retry: false,
  });
  const url = link.data?.url ?? null;
  // Whose copy a kept PDF is: the worker answers it to their pages only.
  const owner = useAuth().user?.id ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const workerRef = useRef<Worker | null>(null);
  const [view, setView] = useState<PdfView | null>(null);
  const [problem, setProblem] = useState<ReaderProblem | null>(null);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [fitsWidth, setFitsWidth] = useState(true);

  // pdf.js's code and its worker start downloading with the dialog, while the link is asked for.
  const [engine] = useState(loadPdfEngine);
  useEffect(() => {
    try {
      workerRef.current = new Worker(pdfWorkerUrl(), { type: 'module', name: 'pdf.js' });
    } catch {
      workerRef.current = null; // pdf.js then starts its own (or reads in the page)
    }
    return () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    const pages = pagesRef.current;
    if (!url || !container || !pages) return;
    let closed = false;
    let opened: PdfView | null = null;
    const fail = (error: unknown) => {
      if (closed) return;
      console.error('[preview] the PDF could not be shown', error);
      setProblem(readerProblemOf(error));
    };
    const bytes = openPdfBytes({
      url,
      renewUrl: async () => (await requestRef.current()).url,
    });
    void (async () => {
      try {
        const [loaded, source] = await Promise.all([engine, bytes]);
        if (closed) return;
        opened = await openPdfView(loaded, {
          container,
          pages,
          bytes: source,
          worker: workerRef.current,
          events: {
            onPage: setPage,
            onScale: (value, fitted) => {
              setScale(value);
              setFitsWidth(fitted);
            },
            onFirstPageRendered: () => {
              performance.mark(FIRST_PAGE_MARK);
              // Being read: kept whole for offline reading (the service worker's PDF store); the
              // worker tells the pages once it is (the answer here is only a courtesy, and a large
              // file takes minutes on a slow line).
              if (owner && keepOffline)
                void askServiceWorker({ type: 'keep-pdf', url, documentId, owner }, 10 * 60_000);
            },
            onFailure: fail,
          },
        });
        if (closed) opened.destroy();
        else setView(opened);
      } catch (error) {
        fail(error);
      }
    })();
    return () => {
      closed = true;
      opened?.destroy();
      setView(null);
      void bytes.then(
        (source) => source.abort(),
        () => undefined,
      );
    };
  }, [url, engine, documentId, owner, keepOffline]);

  // Keyboard paging anywhere in the dialog (the focus starts on Fermer).
  useEffect(() => {
    const container = containerRef.current;
    const dialog = container?.closest('dialog');
    if (!view || !container || !dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (event.defaultPrevented || !dialog.open) return;
      if (target !== document.body && !dialog.contains(target)) return;
      if (target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]'))
        return;
      const action = readerKeyAction(event, {
        scrollsSideways: view.scrollsSideways(),
        focusInDocument: container.contains(target),
      });
      if (!action) return;
      event.preventDefault();
      if (action === 'next') view.next();
      else if (action === 'previous') view.previous();
      else if (action === 'first') view.goTo(1);
      else if (action === 'last') view.goTo(view.pageCount);
      else if (action === 'zoomIn') view.zoom(nextZoom(view.scale(), 'in'));
      else if (action === 'zoomOut') view.zoom(nextZoom(view.scale(), 'out'));
      else container.scrollBy({ top: action === 'lineDown' ? 40 : -40 });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [view]);

  const failed = link.isError ? 'loadFailed' : problem;
  const online = useOnline();
  const pageCount = view?.pageCount ?? 0;
  return (
    <div className="flex h-full flex-col bg-stone-900">
      <div className="relative min-h-0 flex-1">
        {/* PDFViewer's container must be absolutely positioned; it scrolls, the pages inside do not. */}
        <div
          ref={containerRef}
          tabIndex={0}
          role="document"
          aria-label={`Aperçu : ${title}`}
          aria-busy={!view && !failed}
          data-testid="pdf-reader"
          className="absolute inset-0 touch-pan-x touch-pan-y overflow-auto focus-visible:outline-offset-[-3px]"
          hidden={failed !== null}
        >
          <div ref={pagesRef} className="pdfViewer" />
        </div>
        {failed ? (
          <div
            role="alert"
            className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center"
          >
            <p className="max-w-md text-sm text-red-100 sm:text-base">
              {failed === 'loadFailed' && !online
                ? OFFLINE_CONTENT_MESSAGES.pdfUnavailable
                : PDF_READER_MESSAGES[failed]}
            </p>
            {failed === 'loadFailed' ? (
              <button type="button" onClick={onRetry} className={buttonClasses('on-dark', 'sm')}>
                Réessayer
              </button>
            ) : null}
          </div>
        ) : !view ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner size="lg" label="Chargement de l'aperçu" />
          </div>
        ) : null}
      </div>
      {view && !failed ? (
        <div
          role="toolbar"
          aria-label="Pages et zoom"
          className="flex items-center justify-between gap-1 border-t border-white/10 px-2 py-2 sm:justify-center sm:gap-6"
        >
          <div className="flex items-center gap-1">
            <ToolButton label="Page précédente" disabled={page <= 1} onClick={view.previous}>
              <ChevronLeftIcon />
            </ToolButton>
            <p data-testid="pdf-page-indicator" className="min-w-14 text-center text-sm tabular-nums">
              <span className="sr-only">
                Page {page} sur {pageCount}
              </span>
              <span aria-hidden="true">
                <span className="max-sm:hidden">Page </span>
                {page} / {pageCount}
              </span>
            </p>
            <ToolButton label="Page suivante" disabled={page >= pageCount} onClick={view.next}>
              <ChevronRightIcon />
            </ToolButton>
          </div>
          <div className="flex items-center gap-1">
            <ToolButton
              label="Zoom arrière"
              disabled={scale <= MIN_ZOOM}
              onClick={() => view.zoom(nextZoom(scale, 'out'))}
            >
              <MinusIcon />
            </ToolButton>
            <p data-testid="pdf-zoom" className="min-w-12 text-center text-sm tabular-nums">
              {formatZoom(scale)}
            </p>
            <ToolButton
              label="Zoom avant"
              disabled={scale >= MAX_ZOOM}
              onClick={() => view.zoom(nextZoom(scale, 'in'))}
            >
              <PlusIcon />
            </ToolButton>
            <ToolButton label="Ajuster à la largeur" disabled={fitsWidth} onClick={view.fitWidth}>
              <FitWidthIcon />
            </ToolButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ToolButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 disabled:opacity-40 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
