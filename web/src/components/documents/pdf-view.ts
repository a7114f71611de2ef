/**
 * pdf.js's viewer on a scrolling container: pages are drawn one by one as they come into view
 * (PDFViewer keeps the few around the visible one and drops the others' canvases, which matters
 * on phones), each with its text layer for selection. The bytes come through pdf-bytes.ts by ranges.
 */
import type { PdfBytes } from './pdf-bytes';
import { PDF_CHUNK_BYTES, PdfUnreadableError } from './pdf-bytes';
import type { PdfEngine } from './pdf-engine';
import { clampZoom } from './pdf-reader-logic';

export interface PdfViewEvents {
  onPage: (page: number) => void;
  /** The scale (1 = printed size) and whether it is the fit-to-width one. */
  onScale: (scale: number, fitsWidth: boolean) => void;
  onFirstPageRendered: () => void;
  /** A range or a page that could not be read once the document was open. */
  onFailure: (error: unknown) => void;
}

export interface PdfView {
  pageCount: number;
  next: () => void;
  previous: () => void;
  goTo: (page: number) => void;
  zoom: (scale: number) => void;
  fitWidth: () => void;
  scale: () => number;
  scrollsSideways: () => boolean;
  destroy: () => void;
}

/** Canvas pixels per page at most: beyond it pdf.js draws a sharp detail of the visible part only. */
const MAX_CANVAS_PIXELS = 2 ** 22;

export async function openPdfView(
  engine: PdfEngine,
  options: {
    container: HTMLDivElement;
    pages: HTMLDivElement;
    bytes: PdfBytes;
    /** Started with the dialog (see document-preview.tsx); null lets pdf.js start its own. */
    worker: Worker | null;
    events: PdfViewEvents;
  },
): Promise<PdfView> {
  const { container, pages, bytes, worker, events } = options;
  const closed = new AbortController();

  class RangeTransport extends engine.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      bytes.read(begin, end).then(
        (chunk) => {
          if (!closed.signal.aborted) this.onDataRange(begin, chunk);
        },
        (error: unknown) => {
          if (!closed.signal.aborted) events.onFailure(error);
        },
      );
    }

    override abort(): void {
      bytes.abort();
    }
  }

  const pdfWorker = worker ? engine.PDFWorker.create({ port: worker }) : null;
  const task = engine.getDocument({
    range: new RangeTransport(bytes.length, bytes.initial),
    ...(pdfWorker ? { worker: pdfWorker } : {}),
    rangeChunkSize: PDF_CHUNK_BYTES,
    // Only what the pages on screen need: no streaming of the whole file, no fetching ahead.
    disableStream: true,
    disableAutoFetch: true,
    // No WebAssembly (the CSP allows none): JPEG 2000 and JBIG2 pictures are rare in course material.
    useWasm: false,
    enableXfa: false,
    verbosity: 0,
  });
  const close = () => {
    closed.abort();
    void task.destroy().finally(() => pdfWorker?.destroy());
  };
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
    if (document.numPages === 0) throw new PdfUnreadableError('no pages');
  } catch (error) {
    close();
    throw error;
  }

  const eventBus = new engine.EventBus();
  const linkService = new engine.PDFLinkService({
    eventBus,
    externalLinkTarget: engine.LinkTarget.BLANK,
    externalLinkRel: 'noopener noreferrer nofollow',
  });
  const viewer = new engine.PDFViewer({
    container,
    viewer: pages,
    eventBus,
    linkService,
    removePageBorders: true,
    // Links only: forms are not filled in a preview.
    annotationMode: engine.AnnotationMode.ENABLE,
    maxCanvasPixels: MAX_CANVAS_PIXELS,
  });
  linkService.setViewer(viewer);
  let firstPage = true;
  eventBus.on('pagesinit', () => {
    viewer.currentScaleValue = 'page-width';
  });
  eventBus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => events.onPage(pageNumber));
  eventBus.on('scalechanging', ({ scale, presetValue }: { scale: number; presetValue?: string }) =>
    events.onScale(scale, presetValue === 'page-width'),
  );
  eventBus.on('pagerendered', ({ error }: { error?: unknown }) => {
    if (error) events.onFailure(error);
    else if (firstPage) {
      firstPage = false;
      events.onFirstPageRendered();
    }
  });
  viewer.setDocument(document);
  linkService.setDocument(document);

  // Fit to width stays fitted when the phone turns or the window changes size.
  const resized = new ResizeObserver(() => {
    if (viewer.currentScaleValue === 'page-width') viewer.currentScaleValue = 'page-width';
  });
  resized.observe(container);

  // Two fingers: pinch to zoom around the fingers, and move the page.
  new engine.TouchManager({
    container,
    signal: closed.signal,
    onPinching: (origin: [number, number], previous: number, current: number, dx: number, dy: number) => {
      const scale = viewer.currentScale;
      const factor = clampZoom((scale * current) / previous) / scale;
      if (factor !== 1) viewer.updateScale({ drawingDelay: 400, scaleFactor: factor, origin, pan: [dx, dy] });
      else viewer.panBy(dx, dy);
    },
    onPanning: (dx: number, dy: number) => viewer.panBy(dx, dy),
  });

  return {
    pageCount: document.numPages,
    next: () => void viewer.nextPage(),
    previous: () => void viewer.previousPage(),
    goTo: (page) => {
      viewer.currentPageNumber = page;
    },
    zoom: (scale) => {
      viewer.currentScale = clampZoom(scale);
    },
    fitWidth: () => {
      viewer.currentScaleValue = 'page-width';
    },
    scale: () => viewer.currentScale,
    scrollsSideways: () => viewer.isHorizontalScrollbarEnabled,
    destroy: () => {
      resized.disconnect();
      viewer.setDocument(null);
      linkService.setDocument(null);
      close();
    },
  };
}
