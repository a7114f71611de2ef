import { COVER_SIZES } from '@common/cover-variants';
import { describe, expect, it } from 'vitest';
import type { CatalogPage, Session } from '@common/api-types';
import { CATALOGUE_PREVIEW_ELEMENT_ID } from '@common/app-documents';
import { CATALOGUE_TEMPLATE_ATTRIBUTE } from '@common/catalogue-preview';
import { injectCataloguePreview, plainCatalogueDocument } from '../../lambdas/pages/catalogue-preview';

/**
 * The catalogue's first screen as the catalogue-page handler assembles it from the build's pieces
 * must be, to the byte, what the app renders for the same page: the browser then adopts it
 * (hydration) instead of painting the page again. Both sides run here for real: the build's
 * prerender (web/src/app/prerender.tsx) and the handler's assembly (lambdas/pages/catalogue-preview.ts).
 */

// Loaded by a path TypeScript does not follow: the web app's modules need the DOM library.
const prerenderPath = '../../web/src/app/prerender';
const previewPath = '../../web/src/lib/catalogue-preview';
const { renderCataloguePreview, renderShell } = (await import(prerenderPath)) as {
  renderCataloguePreview: () => Promise<Record<string, string>>;
  renderShell: (path: string) => Promise<string>;
};
const { provideCataloguePreview } = (await import(previewPath)) as {
  provideCataloguePreview: (page: CatalogPage | null) => void;
};

const pieces = await renderCataloguePreview();

/** The catalogue document as the build writes it: index.html (app preloads, every page's skeleton), then the pieces. */
const INDEX = [
  '<!doctype html><html lang="fr"><head><title>Tremplin</title>',
  '<link rel="modulepreload" crossorigin href="/assets/main-abc123.js">',
  '<link rel="modulepreload" crossorigin href="/assets/react-vendor-def456.js">',
  '</head><body><div id="root"></div>',
  '<template data-shell="/">ecran-de-la-page-d-accueil</template>',
  '<template data-shell="/sessions">squelette du catalogue</template>',
  '<template data-shell="/about">à propos</template>',
  '</body></html>',
].join('\n    ');
const DOCUMENT = INDEX.replace('</body>', () =>
  [
    ...Object.entries(pieces).map(
      ([name, markup]) => `<template ${CATALOGUE_TEMPLATE_ATTRIBUTE}="${name}">${markup}</template>`,
    ),
    '</body>',
  ].join('\n    '),
);

/** The first screen the handler's answer offers the shell script. */
function assembled(page: CatalogPage): string {
  const html = injectCataloguePreview(DOCUMENT, page);
  if (html === null) throw new Error('no first screen');
  const screens = [...html.matchAll(/<template data-shell="([^"]*)">([\s\S]*?)<\/template>/g)];
  expect(screens.map((screen) => screen[1])).toEqual(['/sessions']);
  return sameApostrophes(screens[0]?.[2] ?? '');
}

/** React spells an apostrophe &#x27; (in the pieces too), the handler &#39;: the same character. */
function sameApostrophes(html: string): string {
  return html.replace(/&#x27;/g, '&#39;');
}

/** The app's render of /sessions with `page` as its first read (what the browser's first render is). */
async function rendered(page: CatalogPage): Promise<string> {
  provideCataloguePreview(page);
  try {
    return sameApostrophes((await renderShell('/sessions')).replace(/^(?:<link rel="preload"[^>]*\/>)+/, ''));
  } finally {
    provideCataloguePreview(null);
  }
}

let count = 0;
function session(fields: Partial<Session> = {}): Session {
  count += 1;
  const id = `${String(count).padStart(8, '0')}-4d30-4870-97e3-22823d39aaaa`;
  return {
    id,
    title: `Session ${count}`,
    description: `Description ${count}`,
    status: 'published',
    image_url: `/media/images/${id}/cover.png`,
    tags: ['Idéation'],
    user_id: 'owner',
    views_count: 3,
    created_at: '2025-06-10T12:00:00.000Z',
    updated_at: '2025-06-10T12:00:00.000Z',
    ...fields,
  };
}

describe("the catalogue's first screen, assembled by the handler", () => {
  it('is what the app renders for a full first page: every card shape, eager and lazy covers, counts, chips', async () => {
    const items = [
      session(),
      session({ image_url: null, description: null, tags: [] }),
      session({ views_count: 0, tags: ['Économie', 'economie', 'Pitch', 'Vente', 'Marché', 'Prix'] }),
      session({ views_count: 1, description: '' }),
      session({ image_url: null, views_count: 12_345, tags: ['a', 'b', 'c', 'd'] }),
      // Late in the evening in UTC: another day in many visitors' time zones.
      session({ created_at: '2025-12-31T23:30:00.000Z', tags: [] }),
      // A cover with its variants: the srcset names them (and a hostile path is escaped there too).
      session({
        image_width: 1600,
        image_variants: [
          { width: 400, url: '/media/images/v/cover-w400.webp' },
          { width: 800, url: '/media/images/v/cover-w800.webp?a=1&b="2"' },
        ],
      }),
      // Places in the programme: every phase, numbers of one and two digits.
      session({ phase: 1, number: 3 }),
      session({ phase: 4, number: 14, image_url: null, tags: [] }),
      session({ phase: 2, number: 5, description: null }),
      ...Array.from({ length: 14 }, (_, i) =>
        session({ image_url: i % 3 ? `/media/images/${i}.png` : null }),
      ),
    ];
    const page: CatalogPage = { items, next_cursor: 'eyJsIjoiYWJjIn0', total: 1_234, matched: 1_234 };
    const screen = assembled(page);
    expect(screen).toBe(await rendered(page));
    expect(screen).toContain('Affichage de 24 sur 1');
    expect(screen).toContain('Charger plus');
    expect(screen).toContain('31 décembre 2025');
    expect(screen).toContain('srcSet="/media/images/v/cover-w400.webp 400w');
    expect(screen).toContain('Session 3/14 · Phase 1 — Idéation et concept');
    expect(screen).toContain('Session 14/14 · Phase 4 — Financement et organisation');
    expect(screen.match(/Session \d+\/14 · Phase/g)).toHaveLength(3);
    expect(screen).not.toMatch(/tremplin(Card|Catalogue|Tag|View|Place)[A-Z]/);
  });

  it('is what the app renders for a last page, without "Charger plus"', async () => {
    const page: CatalogPage = {
      items: [session({ views_count: 2 })],
      next_cursor: null,
      total: 1,
      matched: 1,
    };
    const screen = assembled(page);
    expect(screen).toBe(await rendered(page));
    expect(screen).not.toContain('Charger plus');
  });

  it('shows what editors typed as text, escaped as strictly as React escapes it: markup, script ends, placeholders, $ patterns', async () => {
    const hostile = `</template></li><script>alert(1)</script>"'& tremplinCardTitle tremplinCatalogueCards /media/tremplinCardImage $& $' $\``;
    const page: CatalogPage = {
      items: [
        session({
          title: hostile,
          description: `</p></script><script>alert(2)</script> tremplinCardDescription $1`,
          tags: [`"><img src=x onerror=alert(3)>`, 'tremplinTagName', `</ul>$&`, 'quatre'],
          image_url: '/media/images/x.png" onerror="alert(4)',
        }),
        session({ title: 'tremplinTagHidden', tags: ['tremplinTagItems'] }),
      ],
      next_cursor: null,
      total: 2,
      matched: 2,
    };
    const html = injectCataloguePreview(DOCUMENT, page) ?? '';
    expect(html).not.toMatch(/<script>alert|<img src=x|onerror="alert/);
    expect(assembled(page)).toBe(await rendered(page));
    // The data for the app's first render: the very page, and no way out of its <script>.
    const json = new RegExp(
      `<script type="application/json" id="${CATALOGUE_PREVIEW_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(page);
  });

  it('replaces the skeleton and the other pages’ first screens, leaves the app’s code until it has painted, and preloads the first cover', () => {
    const page: CatalogPage = { items: [session(), session()], next_cursor: null, total: 2, matched: 2 };
    const html = injectCataloguePreview(DOCUMENT, page) ?? '';
    expect(html).not.toContain('squelette du catalogue');
    expect(html).not.toContain('ecran-de-la-page-d-accueil');
    expect(html).not.toContain(`<template ${CATALOGUE_TEMPLATE_ATTRIBUTE}`);
    expect(html).not.toContain('rel="modulepreload"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" href="${page.items[0]?.image_url}" imagesrcset="${page.items[0]?.image_url}" imagesizes="${COVER_SIZES.card}" fetchpriority="high" />`,
    );
    expect(head.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('is none for an empty catalogue, an id a link would spell otherwise, or a document without its pieces', () => {
    const page = (items: Session[]): CatalogPage => ({ items, next_cursor: null, total: 0, matched: 0 });
    expect(injectCataloguePreview(DOCUMENT, page([]))).toBeNull();
    expect(injectCataloguePreview(DOCUMENT, page([session({ id: 'a b' })]))).toBeNull();
    expect(injectCataloguePreview(INDEX, page([session()]))).toBeNull();
  });

  it('leaves index.html as the build wrote it once the pieces are taken out', () => {
    expect(plainCatalogueDocument(DOCUMENT)).toBe(INDEX);
  });
});
