/**
 * The catalogue's first screen in pieces (CATALOGUE_DOCUMENT in ./app-documents.ts): the build
 * renders each piece with the app's own components around placeholders (web/src/app/prerender.tsx),
 * and the catalogue-page handler assembles the first page of published sessions from them
 * (lambdas/pages/catalogue-preview.ts). What a card looks like lives in its component only; this
 * module names the pieces, their placeholders and which piece a session takes.
 */
import type { Session } from './api-types';

/** The attribute naming a piece's <template> in CATALOGUE_DOCUMENT. */
export const CATALOGUE_TEMPLATE_ATTRIBUTE = 'data-catalogue-preview';

/**
 * Cards whose cover loads at once, the first at high priority (the grid's widest first row):
 * the catalogue (web/src/features/sessions/routes/sessions.tsx) and the handler share it.
 */
export const CATALOGUE_EAGER_COVERS = 3;

/**
 * What the build renders in place of each value, replaced by the handler in one pass: plain words
 * that HTML escaping leaves as they are, none the start of another, none a page spells otherwise.
 */
export const CATALOGUE_PLACEHOLDERS = {
  /** page: where the cards go, then 'Affichage de X sur Y sessions'. */
  cards: 'tremplinCatalogueCards',
  shown: 'tremplinCatalogueShown',
  matched: 'tremplinCatalogueMatched',
  /** card: the session's own values. */
  id: 'tremplinCardId',
  title: 'tremplinCardTitle',
  description: 'tremplinCardDescription',
  image_url: '/media/tremplinCardImage',
  /** The cover's `srcset`: its variants, or its original alone (coverSrcSet in ./cover-variants.ts). */
  image_srcset: 'tremplinCardSrcset',
  created_at: 'tremplinCardCreatedAt',
  /** The creation date as the card writes it (formatDate, FIRST_SCREEN_TIME_ZONE). */
  date: 'tremplinCardDate',
  /** The views line ('views-one' or 'views-many', filled), and the chips ('tags', filled). */
  viewLine: 'tremplinCardViewLine',
  tagList: 'tremplinCardTagList',
  /** The place in the programme ('place', filled), or nothing for a session outside it. */
  placeLine: 'tremplinCardProgrammeLine',
  /** place: 'Session 3/14 · Phase 1 — …' as programmePlaceLabel (common/programme.ts) writes it. */
  place: 'tremplinPlaceLabel',
  /** views-one, views-many: the count as formatNumber writes it. */
  views: 'tremplinViewCount',
  /** tags: the chips; tag: one tag; tags-more: how many more. */
  tagItems: 'tremplinTagItems',
  tag: 'tremplinTagName',
  hiddenTags: 'tremplinTagHidden',
} as const;

export type CataloguePlaceholder = keyof typeof CATALOGUE_PLACEHOLDERS;

/** A card's shape: with or without cover, description and tags; a cover loads at once or lazily. */
export interface CardShape {
  cover: boolean;
  text: boolean;
  tags: boolean;
  eager: boolean;
}

export function cardPiece({ cover, text, tags, eager }: CardShape): string {
  return `card-${cover ? 'cover' : 'bare'}${text ? '-text' : ''}${tags ? '-tags' : ''}${cover && eager ? '-eager' : ''}`;
}

/** Every card shape the build renders (eagerness only matters with a cover). */
export const CARD_SHAPES: readonly CardShape[] = [true, false].flatMap((cover) =>
  [true, false].flatMap((text) =>
    [true, false].flatMap((tags) =>
      (cover ? [true, false] : [false]).map((eager) => ({ cover, text, tags, eager })),
    ),
  ),
);

/** The shape of the catalogue's card for `session` at `index`, as its component decides it. */
export function cardShape(
  session: Pick<Session, 'image_url' | 'description'>,
  index: number,
  tagCount: number,
): CardShape {
  return {
    cover: Boolean(session.image_url),
    text: Boolean(session.description),
    tags: tagCount > 0,
    eager: index < CATALOGUE_EAGER_COVERS,
  };
}

/** The pieces besides the cards: the page (with or without 'Charger plus'), the views line, the chips, the place. */
export const CATALOGUE_PIECES = {
  page: 'page',
  pageWithMore: 'page-more',
  viewsOne: 'views-one',
  viewsMany: 'views-many',
  tags: 'tags',
  tag: 'tag',
  tagsMore: 'tags-more',
  place: 'place',
} as const;
