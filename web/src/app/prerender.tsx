/**
 * Build-time only (see web/vite.config.ts, `prerenderShells`): renders the first screen of the
 * static public pages — what a visitor sees before any API answer: navigation, headings, hero,
 * loading skeletons — so index.html can paint it before the JavaScript has run. The client
 * hydrates it (web/src/app/main.tsx): both render the same tree (app.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import type { CatalogPage, Session } from '@common/api-types';
import { placeholderPreview, type SessionPreviewVariant } from '@common/app-documents';
import {
  CARD_SHAPES,
  CATALOGUE_EAGER_COVERS,
  CATALOGUE_PIECES,
  CATALOGUE_PLACEHOLDERS,
  cardPiece,
  type CardShape,
} from '@common/catalogue-preview';
import { FIRST_SCREEN_TIME_ZONE, formatDate, formatNumber } from '@common/format';
import { LIMITS } from '@common/limits';
import { programmePlaceLabel } from '@common/programme';
import { TagChips } from '@/components/ui/tag-chips';
import { provideCataloguePreview } from '@/lib/catalogue-preview';
import { provideSessionPreview } from '@/lib/session-preview';
import { App } from './app';
import { routes } from './router';

/** Pages whose first screen does not depend on the address beyond their path. */
export const PRERENDERED_PATHS = ['/', '/sessions', '/documentation', '/about'] as const;

/**
 * The session page's first screen in one of its shapes, around placeholders that the
 * session-page handler replaces with the session's own title, description and cover
 * (lambdas/pages/session-preview.ts).
 */
export async function renderSessionPreview(variant: SessionPreviewVariant): Promise<string> {
  const preview = placeholderPreview(variant);
  provideSessionPreview(preview);
  try {
    // React puts a preload of the high-priority cover before the markup: the handler preloads the
    // cover from <head> already (share-meta.ts), and the first screen must be the page's markup only.
    return withoutImagePreloads(await renderShell(`/session/${preview.id}`));
  } finally {
    provideSessionPreview(null);
  }
}

/** React puts a preload of each high-priority image before the markup; the handlers preload from <head>. */
function withoutImagePreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
}

const C = CATALOGUE_PLACEHOLDERS;
/** A date and counts that nothing else in the markup spells: found there, and replaced by placeholders. */
const SAMPLE_DATE = '2001-02-03T04:05:06.000Z';
const MANY = 7_777_777;
const HIDDEN_TAGS = 4321;

/** The place the build renders, replaced by the placeholders of the place piece and line. */
const SAMPLE_PLACE = { phase: 1, number: 3 } as const;

function placeholderCard(shape: CardShape, views = MANY, id: string = C.id, placed = true): Session {
  return {
    ...(placed ? SAMPLE_PLACE : { phase: null, number: null }),
    id,
    title: C.title,
    description: shape.text ? C.description : null,
    status: 'published',
    image_url: shape.cover ? C.image_url : null,
    tags: shape.tags ? [C.tag] : [],
    user_id: 'tremplinOwner',
    views_count: views,
    created_at: SAMPLE_DATE,
    updated_at: SAMPLE_DATE,
  };
}

/** /sessions as the app renders it with `items` as the catalogue's first page. */
async function renderCatalogue(items: Session[], more = false): Promise<string> {
  const page: CatalogPage = {
    items,
    next_cursor: more ? 'tremplinCursor' : null,
    total: MANY,
    matched: MANY,
  };
  provideCataloguePreview(page);
  try {
    return withoutImagePreloads(await renderShell('/sessions'));
  } finally {
    provideCataloguePreview(null);
  }
}

function fail(what: string): never {
  throw new Error(`catalogue first screen: ${what} (web/src/app/prerender.tsx)`);
}

/** `html` with the one occurrence of `find` replaced (none or several: the markup is not what this expects). */
function replaceOnce(html: string, find: string, replacement: string, what: string): string {
  const at = html.indexOf(find);
  if (at < 0 || html.includes(find, at + 1)) fail(`${what} is not in the markup exactly once`);
  return html.slice(0, at) + replacement + html.slice(at + find.length);
}

/** The <li> of the card of session `id` in a rendered catalogue. */
function cardItem(page: string, id: string): string {
  const article = page.indexOf(` id="session-${id}"`);
  const start = page.lastIndexOf('<li', article);
  const end = page.indexOf('</article></li>', article);
  if (article < 0 || start < 0 || end < 0 || !/^<li[^<>]*><article [^<>]*$/.test(page.slice(start, article)))
    fail('no <li><article> card');
  return page.slice(start, end + '</article></li>'.length);
}

/** What differs between two renders that differ in one value: the parts of `a` and `b` between their common ends. */
function difference(a: string, b: string): [string, string] {
  let head = 0;
  while (head < a.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail)) tail += 1;
  return [a.slice(head, a.length - tail), b.slice(head, b.length - tail)];
}

/**
 * The catalogue's first screen in pieces (common/catalogue-preview.ts), each rendered by the app's
 * own components around placeholders, for the catalogue-page handler to assemble the first page of
 * published sessions from (lambdas/pages/catalogue-preview.ts): the page (with or without 'Charger
 * plus'), a card per shape, the views line (singular, plural), the tag chips and the place in the
 * programme.
 */
export async function renderCataloguePreview(): Promise<Record<string, string>> {
  const pieces: Record<string, string> = {};
  const noTags = { cover: false, text: false, tags: false, eager: true };

  // The views line: a card with one view and one with many differ in it alone.
  const [one, many] = difference(
    cardItem(await renderCatalogue([placeholderCard(noTags, 1)]), C.id),
    cardItem(await renderCatalogue([placeholderCard(noTags, MANY)]), C.id),
  );
  pieces[CATALOGUE_PIECES.viewsOne] = replaceOnce(one, formatNumber(1), C.views, 'one view');
  pieces[CATALOGUE_PIECES.viewsMany] = replaceOnce(many, formatNumber(MANY), C.views, 'the views');

  // The chips, as the card renders them (no tag selected, tags spelt as the session does).
  const chips = (tags: string[]) => renderToString(<TagChips tags={tags} onTagClick={() => undefined} />);
  const single = chips([C.tag]);
  const at = single.indexOf(C.tag);
  const chipStart = single.lastIndexOf('<li', at);
  const chipEnd = single.indexOf('</li>', at) + '</li>'.length;
  const chip = single.slice(chipStart, chipEnd);
  const [open, close] = [single.slice(0, chipStart), single.slice(chipEnd)];
  const named = (tag: string) => chip.split(C.tag).join(tag);
  const shownTags = Array.from({ length: LIMITS.tagsPerCard }, (_, i) => `tremplinTag${i}x`);
  const hiddenTags = Array.from({ length: HIDDEN_TAGS }, (_, i) => `tremplinHidden${i}x`);
  const overflowing = chips([...shownTags, ...hiddenTags]);
  const before = open + shownTags.map(named).join('');
  if (chipStart < 0 || !overflowing.startsWith(before) || !overflowing.endsWith(close))
    fail('the tag chips are not a list of one <li> per tag');
  pieces[CATALOGUE_PIECES.tags] = `${open}${C.tagItems}${close}`;
  pieces[CATALOGUE_PIECES.tag] = chip;
  pieces[CATALOGUE_PIECES.tagsMore] = replaceOnce(
    overflowing.slice(before.length, overflowing.length - close.length),
    String(HIDDEN_TAGS),
    C.hiddenTags,
    'the hidden tags',
  );

  // The place in the programme: a card with one and one without differ in it alone.
  const [placed, unplaced] = difference(
    cardItem(await renderCatalogue([placeholderCard(noTags)]), C.id),
    cardItem(await renderCatalogue([placeholderCard(noTags, MANY, C.id, false)]), C.id),
  );
  if (unplaced !== '') fail('a card outside the programme shows something in place of its place');
  pieces[CATALOGUE_PIECES.place] = replaceOnce(
    placed,
    programmePlaceLabel(SAMPLE_PLACE) ?? fail('no place label'),
    C.place,
    'the place label',
  );

  // A card per shape; lazy covers come after the eager ones.
  const fillers = Array.from({ length: CATALOGUE_EAGER_COVERS }, (_, i) =>
    placeholderCard(noTags, MANY, `tremplinFiller${i}x`),
  );
  for (const shape of CARD_SHAPES) {
    const card = placeholderCard(shape);
    let item = cardItem(await renderCatalogue(shape.eager ? [card] : [...fillers, card]), C.id);
    // Without variants the srcset is the original alone; the handler writes the session's own.
    if (shape.cover)
      item = replaceOnce(item, `srcSet="${C.image_url}"`, `srcSet="${C.image_srcset}"`, 'the cover srcset');
    item = replaceOnce(item, many, C.viewLine, 'the views line');
    item = replaceOnce(item, `"${SAMPLE_DATE}"`, `"${C.created_at}"`, 'the creation date attribute');
    item = replaceOnce(item, formatDate(SAMPLE_DATE, FIRST_SCREEN_TIME_ZONE), C.date, 'the creation date');
    if (shape.tags) item = replaceOnce(item, single, C.tagList, 'the tag chips');
    item = replaceOnce(item, placed, C.placeLine, 'the place line');
    pieces[cardPiece(shape)] = item;
  }

  // The page around the cards, with or without 'Charger plus'.
  for (const more of [false, true]) {
    const rendered = await renderCatalogue([placeholderCard(noTags)], more);
    let page = replaceOnce(rendered, cardItem(rendered, C.id), C.cards, 'the card');
    page = replaceOnce(page, formatNumber(MANY), C.matched, 'the matched count');
    // The count line is one text node: 'Affichage de 1 sur {matched} sessions'.
    const line = new RegExp(`>([^<>]*${C.matched}[^<>]*)<`).exec(page)?.[1] ?? fail('no count line');
    page = replaceOnce(
      page,
      line,
      replaceOnce(line, formatNumber(1), C.shown, 'the shown count'),
      'the count line',
    );
    pieces[more ? CATALOGUE_PIECES.pageWithMore : CATALOGUE_PIECES.page] = page;
  }
  return pieces;
}

export async function renderShell(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Wait for the page's lazy chunk, as the client does before its first render.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  try {
    return renderToString(<App router={router} />);
  } finally {
    router.dispose();
  }
}
