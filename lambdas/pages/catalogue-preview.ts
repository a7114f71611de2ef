import type { CatalogPage, Session } from '@common/api-types';
import { CATALOGUE_PAGE_PATH, CATALOGUE_PREVIEW_ELEMENT_ID } from '@common/app-documents';
import {
  CATALOGUE_PIECES,
  CATALOGUE_PLACEHOLDERS,
  CATALOGUE_TEMPLATE_ATTRIBUTE,
  cardPiece,
  cardShape,
  type CataloguePlaceholder,
} from '@common/catalogue-preview';
import { FIRST_SCREEN_TIME_ZONE, formatDate, formatNumber, isPlural } from '@common/format';
import { programmePlaceLabel } from '@common/programme';
import { cardTags } from '@common/tags';
import { COVER_SIZES, coverSrcSet } from '@common/cover-variants';
import { scriptJson } from './session-preview';
import { escapeHtml, injectImagePreload } from './share-meta';

const PIECES = new RegExp(
  `\\s*<template ${CATALOGUE_TEMPLATE_ATTRIBUTE}="([a-z-]+)">([\\s\\S]*?)</template>`,
  'g',
);
/** index.html's prerendered first screens, one per path (the shell script shows the address's). */
const SHELLS = /\s*<template data-shell="([^"]*)">[\s\S]*?<\/template>/g;
/** index.html's preloads of the app's chunks. */
const APP_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">/g;

const NAMES = Object.keys(CATALOGUE_PLACEHOLDERS) as CataloguePlaceholder[];
const BY_TEXT = new Map<string, CataloguePlaceholder>(
  NAMES.map((name) => [CATALOGUE_PLACEHOLDERS[name], name]),
);
const PLACEHOLDERS = new RegExp(
  NAMES.map((name) => CATALOGUE_PLACEHOLDERS[name].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
  'g',
);

/**
 * A piece with its placeholders replaced in one pass: what a value holds (a title spelling a
 * placeholder, markup already filled) is never read again. Values are HTML already.
 */
function fill(piece: string, values: Partial<Record<CataloguePlaceholder, string>>): string {
  return piece.replace(PLACEHOLDERS, (text) => {
    const name = BY_TEXT.get(text);
    return (name && values[name]) ?? text;
  });
}

/** The catalogue document (CATALOGUE_DOCUMENT) without its pieces: index.html as the build wrote it. */
export function plainCatalogueDocument(shell: string): string {
  return shell.replace(PIECES, '');
}

/**
 * The catalogue document with `page` (the API's answer to the catalogue's first read) as its first
 * screen: the page's pieces filled with the sessions' escaped values, in place of index.html's
 * /sessions skeleton (the other pages' first screens dropped); the first cover preloaded from
 * <head>; the app's chunks left until that screen has painted (the shell then imports them), as on
 * the text-first pages; and the page itself as JSON, for the app's first render to show the same
 * cards and adopt that markup. Null when there is nothing to show, or the document lacks a piece.
 */
export function injectCataloguePreview(shell: string, page: CatalogPage): string | null {
  const pieces = new Map([...shell.matchAll(PIECES)].map((match) => [match[1] ?? '', match[2] ?? '']));
  // No card to show: the app's own first screen (an empty catalogue says so).
  if (page.items.length === 0) return null;
  // Ids are UUIDs: the card's link and its id attribute spell them alike.
  if (page.items.some((session) => encodeURIComponent(session.id) !== session.id)) return null;
  const piece = (name: string): string => {
    const found = pieces.get(name);
    if (found === undefined) throw new MissingPiece(name);
    return found;
  };

  let screen: string;
  try {
    const cards = page.items.map((session, index) => card(session, index, piece)).join('');
    screen = fill(piece(page.next_cursor ? CATALOGUE_PIECES.pageWithMore : CATALOGUE_PIECES.page), {
      cards,
      shown: escapeHtml(formatNumber(page.items.length)),
      matched: escapeHtml(formatNumber(page.matched)),
    });
  } catch (error) {
    if (error instanceof MissingPiece) return null;
    throw error;
  }

  let placed = false;
  const html = plainCatalogueDocument(shell)
    .replace(SHELLS, (_match, path: string) => {
      if (path !== CATALOGUE_PAGE_PATH) return '';
      placed = true;
      return `\n    <template data-shell="${CATALOGUE_PAGE_PATH}">${screen}</template>`;
    })
    .replace(APP_PRELOADS, '');
  if (!placed) return null;
  // The largest paint on a phone and on a wide screen alike: the first card's cover.
  const first = page.items[0];
  const firstCover = first?.image_url;
  // With the card's srcset and sizes, the browser preloads the very variant the <img> will pick.
  const responsive = firstCover
    ? { srcset: coverSrcSet(first) ?? firstCover, sizes: COVER_SIZES.card }
    : undefined;
  const data = `<script type="application/json" id="${CATALOGUE_PREVIEW_ELEMENT_ID}">${scriptJson(page)}</script>`;
  return injectImagePreload(html, firstCover, responsive).replace(/<\/body>/i, () => `  ${data}\n  </body>`);
}

class MissingPiece extends Error {
  constructor(name: string) {
    super(`no catalogue piece ${name}`);
  }
}

/** A session's card, as the catalogue's component renders it at `index` (web/src/features/sessions). */
function card(session: Session, index: number, piece: (name: string) => string): string {
  const tags = cardTags(session.tags);
  const shape = cardShape(session, index, tags.shown.length);
  const views = session.views_count;
  const place = programmePlaceLabel(session);
  const tagItems =
    tags.shown.map((tag) => fill(piece(CATALOGUE_PIECES.tag), { tag: escapeHtml(tag) })).join('') +
    (tags.hidden > 0 ? fill(piece(CATALOGUE_PIECES.tagsMore), { hiddenTags: String(tags.hidden) }) : '');
  return fill(piece(cardPiece(shape)), {
    id: escapeHtml(session.id),
    title: escapeHtml(session.title),
    description: escapeHtml(session.description ?? ''),
    image_url: escapeHtml(session.image_url ?? ''),
    image_srcset: escapeHtml(session.image_url ? (coverSrcSet(session) ?? session.image_url) : ''),
    created_at: escapeHtml(session.created_at),
    date: escapeHtml(formatDate(session.created_at, FIRST_SCREEN_TIME_ZONE)),
    viewLine: fill(piece(isPlural(views) ? CATALOGUE_PIECES.viewsMany : CATALOGUE_PIECES.viewsOne), {
      views: escapeHtml(formatNumber(views)),
    }),
    tagList: shape.tags ? fill(piece(CATALOGUE_PIECES.tags), { tagItems }) : '',
    placeLine: place ? fill(piece(CATALOGUE_PIECES.place), { place: escapeHtml(place) }) : '',
  });
}
