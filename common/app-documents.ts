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

/** The ROUTE_MODULES key (web/src/app/shell-choice.ts) and first-screen key of the session page. */
export const SESSION_PAGE_CHUNKS_KEY = '/session/';

/**
 * The session page's document, built beside index.html for the session-page handler only (never
 * served as a file: CDK deploys it to SHELL_KEY alone, and the local edge does not serve it). It
 * carries the page's first screen once per shape (SESSION_PREVIEW_VARIANTS), rendered at build
 * time around placeholders; the handler fills the one that fits the session with its title,
 * description and cover, so a shared link paints its picture from the HTML, before the app runs.
 */
export const SESSION_DOCUMENT = '/session-page.html';

/**
 * The catalogue's document (/sessions without a query), built beside index.html for the
 * catalogue-page handler only (deployed to CATALOGUE_SHELL_KEY alone, never served as a file):
 * index.html itself plus the catalogue's first screen in pieces (common/catalogue-preview.ts),
 * rendered at build time around placeholders. The handler assembles the first page of published
 * sessions from them, so the cards and their covers paint from the HTML, before the app runs.
 */
export const CATALOGUE_DOCUMENT = '/catalogue-page.html';

/** The one address the catalogue-page handler answers (CloudFront and the local edge send it there). */
export const CATALOGUE_PAGE_PATH = '/sessions';

/**
 * Where the handler puts the catalogue's first page (JSON, the API's own answer to the app's first
 * read), which seeds the app's cache so that its first render shows those very cards.
 */
export const CATALOGUE_PREVIEW_ELEMENT_ID = 'catalogue-preview';

/** What the session page's first screen shows before the app has read the session. */
export interface SessionPreview {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  /** The cover's `srcset` (its variants, or its original alone: common/cover-variants.ts); '' without a cover. */
  image_srcset: string;
}

/** Where the handler puts the preview (JSON) for the app's first render to show the same. */
export const SESSION_PREVIEW_ELEMENT_ID = 'session-preview';

/**
 * The values the build renders the preview with, which the handler replaces with the session's:
 * plain words, so that HTML escaping leaves them as they are and nothing else in a page spells them.
 */
export const SESSION_PREVIEW_PLACEHOLDERS = {
  id: 'tremplinPreviewId',
  title: 'tremplinPreviewTitle',
  description: 'tremplinPreviewDescription',
  image_url: '/media/tremplinPreviewImage',
  image_srcset: 'tremplinPreviewSrcset',
} as const satisfies SessionPreview;

/** The first screen's shapes: with or without a cover, with or without a description. */
export const SESSION_PREVIEW_VARIANTS = ['cover-text', 'cover', 'text', 'bare'] as const;
export type SessionPreviewVariant = (typeof SESSION_PREVIEW_VARIANTS)[number];

export function sessionPreviewVariant(
  preview: Pick<SessionPreview, 'description' | 'image_url'>,
): SessionPreviewVariant {
  const cover = Boolean(preview.image_url);
  const text = preview.description.trim().length > 0;
  return cover ? (text ? 'cover-text' : 'cover') : text ? 'text' : 'bare';
}

/** The placeholder preview the build renders a variant with. */
export function placeholderPreview(variant: SessionPreviewVariant): SessionPreview {
  const p = SESSION_PREVIEW_PLACEHOLDERS;
  return {
    id: p.id,
    title: p.title,
    description: variant === 'cover-text' || variant === 'text' ? p.description : '',
    image_url: variant === 'cover-text' || variant === 'cover' ? p.image_url : null,
    image_srcset: variant === 'cover-text' || variant === 'cover' ? p.image_srcset : '',
  };
}

/** The attribute naming a variant's <template> in SESSION_DOCUMENT (the handler turns the chosen one into a data-shell). */
export const SESSION_PREVIEW_TEMPLATE_ATTRIBUTE = 'data-session-preview';
