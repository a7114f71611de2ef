import { describe, expect, it } from 'vitest';
import type { Session } from '@common/api-types';
import { SHARE_FALLBACK, shareExcerpt } from '@common/share';
import {
  escapeHtml,
  injectImagePreload,
  injectPageChunkPreloads,
  injectShareMeta,
  sessionShareMeta,
} from '../../lambdas/pages/share-meta';

const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <title>Tremplin — Accueil</title>
    <meta
      name="description"
      content="Accueil"
    />
    <meta property="og:site_name" content="Tremplin" />
    <meta property="og:title" content="Tremplin" />
    <meta property="og:description" content="Accueil" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const session: Session = {
  id: '0b5c2c55-4d4e-4a3b-9d59-0e1e1c1f2a3b',
  title: 'Proposition de valeur',
  description: 'Formuler une promesse claire.',
  status: 'published',
  image_url: '/media/covers/a.png',
  tags: [],
  user_id: 'u',
  views_count: 0,
  created_at: '2025-06-10T10:00:00.000Z',
  updated_at: '2025-06-10T10:00:00.000Z',
};

describe('link-preview tags', () => {
  it.each(["$'", '$`', '$&', '$1', '$$', '$<n>'])(
    'keep %s in a title and description as typed',
    (pattern) => {
      const odd = { ...session, title: `Prix ${pattern} fin`, description: `Texte ${pattern} fin` };
      const html = injectImagePreload(
        injectShareMeta(SHELL, sessionShareMeta(odd, 'https://tremplin.ma')),
        odd.image_url,
      );
      expect(html).toContain(`<title>${escapeHtml(`Prix ${pattern} fin`)} — Tremplin</title>`);
      expect(html).toContain(
        `<meta property="og:description" content="${escapeHtml(`Texte ${pattern} fin`)}" />`,
      );
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    },
  );

  it('replace the home page tags (multi-line ones included) and keep the site name', () => {
    const html = injectShareMeta(SHELL, sessionShareMeta(session, 'https://tremplin.ma'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:site_name" content="Tremplin" />');
    expect(html).toContain('<meta property="og:image" content="https://tremplin.ma/media/covers/a.png" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://tremplin.ma/session/0b5c2c55-4d4e-4a3b-9d59-0e1e1c1f2a3b" />',
    );
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('fall back to the share image and text when the session has none', () => {
    const meta = sessionShareMeta({ ...session, image_url: null, description: '  ' }, 'https://x.test');
    expect(meta.image).toBe(`https://x.test${SHARE_FALLBACK.imagePath}`);
    expect(meta.description).toBe(SHARE_FALLBACK.text);
  });

  it('keep absolute image URLs as they are', () => {
    expect(
      sessionShareMeta({ ...session, image_url: 'https://cdn.test/a.png' }, 'https://x.test').image,
    ).toBe('https://cdn.test/a.png');
  });

  it('escape every character that could break out of an attribute', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('cut long descriptions on a word with an ellipsis', () => {
    const text = `${'mot '.repeat(80)}fin`;
    const excerpt = shareExcerpt(text, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('mot…')).toBe(true);
    expect(shareExcerpt('  court\n texte ')).toBe('court texte');
  });
});

describe("the session page's own chunks", () => {
  const shell = (chunks: unknown) =>
    `<html><head><title>Tremplin</title></head><body><div id="root"></div><script type="application/json" id="route-chunks">${JSON.stringify(chunks)}</script></body></html>`;

  it('are requested from <head>, and only the session page’s', () => {
    const html = injectPageChunkPreloads(
      shell({
        '/session/': ['assets/session-detail-abc.js', 'assets/format-x1.js'],
        '/': ['assets/home-1.js'],
      }),
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/session-detail-abc.js" />');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/format-x1.js" />');
    expect(head).not.toContain('home-1.js');
  });

  it('never writes anything but a chunk file name into the page', () => {
    const html = injectPageChunkPreloads(
      shell({
        '/session/': ['"><script>alert(1)</script>', '../secret.js', 'https://evil.example/x.js', 42],
      }),
    );
    expect(html).not.toContain('modulepreload');
    expect(injectPageChunkPreloads('<html><head></head><body></body></html>')).toBe(
      '<html><head></head><body></body></html>',
    );
  });
});
