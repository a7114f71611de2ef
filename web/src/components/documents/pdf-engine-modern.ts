// pdf.js's modern build, for browsers with every feature it uses (pdf-engine.ts chooses), and the
// viewer's styles. The library before the viewer: the viewer reads globalThis.pdfjsLib as it loads.
import './pdf-viewer.css';
export { AnnotationMode, getDocument, PDFDataRangeTransport, PDFWorker, TouchManager } from 'pdfjs-dist';
export { EventBus, LinkTarget, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
