import type { Session } from '@common/api-types';
import { SHARE_FALLBACK, shareExcerpt } from '@common/share';
import { SESSION_PAGE_MESSAGES } from '@common/messages';
import { ROUTE_CHUNKS_ELEMENT_ID, SESSION_PAGE_CHUNKS_KEY } from '@common/app-documents';

export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute URLs: crawlers do not resolve relative ones. */
  url: string;
  image: string;
  imageAlt: string;
  /** Unknown or unpublished session: keep it out of search indexes. */
  noindex?: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The link-preview facts of a published session, with the spec's fallback image and text. */
export function sessionShareMeta(session: Session, origin: string): ShareMeta {
  return {
    title: `${session.title} — ${SHARE_FALLBACK.siteName}`,
    description: shareExcerpt(session.description?.trim() || SHARE_FALLBACK.text),
    url: `${origin}/session/${encodeURIComponent(session.id)}`,
    image: absolute(origin, session.image_url ?? SHARE_FALLBACK.imagePath),
    imageAlt: session.title,
  };
}

/** What a link to a missing or unpublished session shows. */
export function missingSessionMeta(sessionId: string, origin: string): ShareMeta {
  return {
    title: `${SESSION_PAGE_MESSAGES.notFoundTitle} — ${SHARE_FALLBACK.siteName}`,
    description: SESSION_PAGE_MESSAGES.notFoundText,
    url: `${origin}/session/${encodeURIComponent(sessionId)}`,
    image: absolute(origin, SHARE_FALLBACK.imagePath),
    imageAlt: SHARE_FALLBACK.siteName,
    noindex: true,
  };
}

/** Tags the shell carries for the home page, replaced per session. */
const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[\s\S]*?\/?>\s*/gi,
  /<meta\s+property="og:(?!site_name|locale)[a-z:_]+"[\s\S]*?\/?>\s*/gi,
  /<meta\s+name="twitter:[a-z:_]+"[\s\S]*?\/?>\s*/gi,
  /<meta\s+name="robots"[\s\S]*?\/?>\s*/gi,
];

/**
 * The app's index.html with this page's title, description, Open Graph and Twitter tags, so a
 * crawler (which runs no JavaScript) sees them. Every value is HTML-escaped.
 */
export function injectShareMeta(shell: string, meta: ShareMeta): string {
  let html = shell;
  for (const pattern of REPLACED) html = html.replace(pattern, '');
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
  ].join('\n    ');
  // A replacer function: titles and descriptions may hold $&, $' or $` (a string would expand them).
  return html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/**
 * The page's top image, requested with the HTML instead of once the app has read the session:
 * on a slow network the picture is then on its way while the JavaScript downloads. With the
 * <img>'s own srcset and sizes, so the browser picks the same file and uses this very download.
 */
export function injectImagePreload(
  shell: string,
  src: string | null | undefined,
  responsive?: { srcset: string; sizes: string },
): string {
  if (!src) return shell;
  // With imagesrcset, a browser preloads the candidate the <img> with the same srcset and sizes picks.
  const candidates = responsive
    ? ` imagesrcset="${escapeHtml(responsive.srcset)}" imagesizes="${escapeHtml(responsive.sizes)}"`
    : '';
  const link = `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates} fetchpriority="high" />`;
  return shell.replace(/<\/head>/i, () => `    ${link}\n  </head>`);
}

/**
 * The session page's own chunks, requested with the HTML: the app's are preloaded by the document's
 * <head> already, and without these the page's code would only be asked for once the shell has run.
 */
export function injectPageChunkPreloads(shell: string): string {
  const json = new RegExp(
    `<script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(shell)?.[1];
  if (!json) return shell;
  let files: unknown;
  try {
    files = (JSON.parse(json) as Record<string, unknown>)[SESSION_PAGE_CHUNKS_KEY];
  } catch {
    return shell;
  }
  if (!Array.isArray(files)) return shell;
  const links = files
    .filter((file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  return links.length === 0
    ? shell
    : shell.replace(/<\/head>/i, () => `    ${links.join('\n    ')}\n  </head>`);
}
