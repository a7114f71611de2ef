/**
 * Warms the PDF reader's code (pdf.js, its worker, the preview; about 520 KB brotli) for a signed-in
 * person who sees a document they can preview, once the browser is idle, so that the first preview
 * opens in the time of the file alone (docs/offline.md, "Installable and offline"). Only in the installed app
 * (a service worker controls the page and keeps that code from then on), and never on a connection
 * that asks to save data or is 2G: there the code still arrives with the first preview.
 */
import { controlledByServiceWorker } from '@/lib/offline/service-worker';

let started = false;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function warmPdfReader(): void {
  if (started || !controlledByServiceWorker()) return;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || /2g$/.test(connection?.effectiveType ?? '')) return;
  started = true;
  const warm = () => {
    // The engine's choice (modern or legacy build) loads here too: the lists never carry it.
    import('./pdf-engine')
      .then(({ loadPdfEngine, pdfWorkerUrl }) =>
        Promise.all([loadPdfEngine(), import('./document-preview'), fetch(pdfWorkerUrl())]),
      )
      .catch(() => {
        // Another page may try again.
        started = false;
      });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 10_000 });
  else setTimeout(warm, 2000);
}
