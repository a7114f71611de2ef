// pdf.js's legacy build (transpiled, with polyfills), for browsers the modern one does not run in,
// and the viewer's styles. The library before the viewer: the viewer reads globalThis.pdfjsLib as it loads.
import './pdf-viewer.css';
export {
  AnnotationMode,
  getDocument,
  PDFDataRangeTransport,
  PDFWorker,
  TouchManager,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
export { EventBus, LinkTarget, PDFLinkService, PDFViewer } from 'pdfjs-dist/legacy/web/pdf_viewer.mjs';
