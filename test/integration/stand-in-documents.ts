/**
 * Stand-ins for the web build's documents in the local clouds the integration tests start: the
 * handlers read the same pieces and placeholders the build writes (web/vite.config.ts), here around
 * a few plain elements (the build's real markup is held equal to the app's render in
 * test/unit/catalogue-first-screen.test.ts).
 */
import {
  CARD_SHAPES,
  CATALOGUE_PIECES,
  CATALOGUE_PLACEHOLDERS as P,
  CATALOGUE_TEMPLATE_ATTRIBUTE,
  cardPiece,
} from '@common/catalogue-preview';

/** index.html: the app's preload and the catalogue's skeleton among the prerendered first screens. */
export const STAND_IN_INDEX = [
  '<!doctype html><html lang="fr"><head><title>Tremplin</title>',
  '<meta name="description" content="Accueil" />',
  '<meta property="og:site_name" content="Tremplin" />',
  '<meta property="og:title" content="Tremplin" />',
  '<link rel="modulepreload" crossorigin href="/assets/main-abc123.js">',
  '</head><body><div id="root"></div>',
  '<template data-shell="/">Accueil prérendu</template>',
  '<template data-shell="/sessions">Chargement des sessions</template>',
  '</body></html>',
].join('\n');

function catalogue(more: boolean): string {
  return [
    '<main><h1>Sessions de formation</h1>',
    `<p data-testid="results-count">Affichage de ${P.shown} sur ${P.matched} sessions</p>`,
    `<ul>${P.cards}</ul>`,
    more ? '<button type="button">Charger plus</button>' : '',
    '</main>',
  ].join('');
}

const PIECES: Record<string, string> = {
  [CATALOGUE_PIECES.page]: catalogue(false),
  [CATALOGUE_PIECES.pageWithMore]: catalogue(true),
  [CATALOGUE_PIECES.viewsOne]: `${P.views} vue`,
  [CATALOGUE_PIECES.viewsMany]: `${P.views} vues`,
  [CATALOGUE_PIECES.tags]: `<ul aria-label="Thématiques">${P.tagItems}</ul>`,
  [CATALOGUE_PIECES.tag]: `<li><button type="button" title="Filtrer par « ${P.tag} »">${P.tag}</button></li>`,
  [CATALOGUE_PIECES.tagsMore]: `<li>+${P.hiddenTags} plus</li>`,
  [CATALOGUE_PIECES.place]: `<p>${P.place}</p>`,
  ...Object.fromEntries(
    CARD_SHAPES.map((shape) => [
      cardPiece(shape),
      [
        `<li><article data-testid="session-card" id="session-${P.id}">`,
        shape.cover
          ? `<img src="${P.image_url}" alt="Illustration de la session « ${P.title} »" loading="${shape.eager ? 'eager' : 'lazy'}"/>`
          : '<div>Contenu Structuré</div>',
        P.placeLine,
        `<h2><a href="/session/${P.id}">${P.title}</a></h2>`,
        shape.text ? `<p>${P.description}</p>` : '',
        shape.tags ? P.tagList : '',
        `<time dateTime="${P.created_at}">${P.date}</time><span>${P.viewLine}</span>`,
        '</article></li>',
      ].join(''),
    ]),
  ),
};

/** The catalogue's document: index.html with the pieces after it, as the build writes it. */
export const STAND_IN_CATALOGUE_DOCUMENT = STAND_IN_INDEX.replace('</body>', () =>
  [
    ...Object.entries(PIECES).map(
      ([name, markup]) => `<template ${CATALOGUE_TEMPLATE_ATTRIBUTE}="${name}">${markup}</template>`,
    ),
    '</body>',
  ].join('\n'),
);
