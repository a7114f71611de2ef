/**
 * Which HTML document answers an app route (CloudFront's rewrite and the local edge share this).
 *
 * Both documents are the same app; they differ in when the app's code downloads. The pages whose
 * first screen is prerendered text paint from HTML + CSS alone (web/src/app/prerender.tsx), so their
 * document leaves the app's chunks until that first screen has painted (the shell then imports the
 * app): on a slow network the text is not held back by 140 KB of JavaScript sharing the line.
 * Every other route (a query in the address, the catalogue whose first picture needs the app, the
 * dashboard…) gets the document that preloads the app's chunks from its <head>.
 */
export const APP_DOCUMENT = '/index.html';
export const TEXT_FIRST_DOCUMENT = '/first-screen.html';

/** Prerendered pages whose largest paint is text (the catalogue, /sessions, is led by pictures). */
export const TEXT_FIRST_PATHS: readonly string[] = ['/', '/documentation', '/about'];

export function appDocument(pathname: string, hasQuery: boolean): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !hasQuery && TEXT_FIRST_PATHS.includes(path) ? TEXT_FIRST_DOCUMENT : APP_DOCUMENT;
}

/**
 * Where the build writes, as JSON in the documents, each prerendered or preloaded page's own chunks
 * (the app's are preloaded apart): the shell reads it, and the session page adds its page's to <head>.
 */
export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';

/** The ROUTE_MODULES key (web/src/app/shell-choice.ts) of the session page. */
export const SESSION_PAGE_CHUNKS_KEY = '/session/';
