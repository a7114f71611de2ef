import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Session } from '@common/api-types';
import { COVER_SIZES, coverSrcSet } from '@common/cover-variants';
import { SHARE_FALLBACK } from '@common/share';
import { escapeHtml } from '../../lambdas/pages/share-meta';
import { SESSION_PREVIEW_ELEMENT_ID, SESSION_PREVIEW_PLACEHOLDERS } from '@common/app-documents';
import { api, cloud, signIn } from './helpers';

async function publish(body: Record<string, unknown>): Promise<Session> {
  const { accessToken } = await signIn('editor@tremplin.test');
  const response = await api('/api/sessions', { method: 'POST', token: accessToken, body });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Session;
}

/** The first screen the shell script will show, and the preview the app's first render reads. */
function firstScreen(html: string): { markup: string | undefined; preview: unknown } {
  const markup = /<template data-shell="\/session\/">([\s\S]*?)<\/template>/.exec(html)?.[1];
  const json = new RegExp(
    `<script type="application/json" id="${SESSION_PREVIEW_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return { markup, preview: json === undefined ? undefined : JSON.parse(json) };
}

function meta(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('/session/{id} as a crawler receives it', () => {
  it("carries the session's title, description, image and URL in Open Graph and Twitter tags", async () => {
    const session = await publish({
      title: `Pitch investisseurs ${randomUUID().slice(0, 6)}`,
      description: 'Construire un pitch de 5 minutes qui convainc un comité.',
      status: 'published',
    });
    const response = await fetch(`${cloud().url}/session/${session.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    const origin = new URL(cloud().url).origin;
    expect(html).toContain(`<title>${session.title} — Tremplin</title>`);
    expect(meta(html, 'property', 'og:title')).toBe(`${session.title} — Tremplin`);
    expect(meta(html, 'property', 'og:description')).toBe(session.description);
    expect(meta(html, 'property', 'og:url')).toBe(`${origin}/session/${session.id}`);
    // No cover: the fallback share image, as an absolute URL.
    expect(meta(html, 'property', 'og:image')).toBe(`${origin}${SHARE_FALLBACK.imagePath}`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBe(`${session.title} — Tremplin`);
    // The shell's own home-page tags are replaced, not duplicated; the app still loads.
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('uses the fallback text without a description, and escapes what editors typed', async () => {
    const session = await publish({
      title: `"><script>alert(1)</script> ${randomUUID().slice(0, 4)}`,
      status: 'published',
    });
    const html = await (await fetch(`${cloud().url}/session/${session.id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(meta(html, 'property', 'og:description')).toBe(SHARE_FALLBACK.text.replace(/'/g, '&#39;'));
  });

  it("shows $', $`, $& and $1 in a title and description as typed, the page around them intact", async () => {
    // String.prototype.replace expands these in a replacement string: the text after the match,
    // before it, the match itself, a group.
    const title = `Prix $' avant $\` tout $& groupe $1 dollars $$ nom $<n> ${randomUUID().slice(0, 4)}`;
    const description = "Budget : $' puis $` puis $& puis $1 puis $$.";
    const session = await publish({ title, description, status: 'published' });
    expect(session.title).toBe(title);
    const response = await fetch(`${cloud().url}/session/${session.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const shownTitle = escapeHtml(`${title} — Tremplin`);
    expect(html).toContain(`<title>${shownTitle}</title>`);
    for (const [attribute, key] of [
      ['property', 'og:title'],
      ['name', 'twitter:title'],
    ] as const)
      expect(meta(html, attribute, key)).toBe(shownTitle);
    expect(meta(html, 'property', 'og:image:alt')).toBe(escapeHtml(title));
    for (const [attribute, key] of [
      ['name', 'description'],
      ['property', 'og:description'],
      ['name', 'twitter:description'],
    ] as const)
      expect(meta(html, attribute, key)).toBe(escapeHtml(description));
    // Nothing of the shell was copied into the head: one head, one title, one app root.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  });

  it('starts the download of the session’s cover with the HTML, and only for a session that has one', async () => {
    const catalogue = await api('/api/sessions?sort=oldest');
    const covered = (catalogue.json as { items: Session[] }).items.find((s) => s.image_url);
    if (!covered?.image_url) throw new Error('the demo catalogue has covers');
    const html = await (await fetch(`${cloud().url}/session/${covered.id}`)).text();
    const preload =
      /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high" \/>/.exec(
        html,
      );
    expect(preload?.[1]).toBe(covered.image_url);
    // With the cover's own srcset and sizes: the browser preloads the variant the page's <img> picks.
    const srcset = coverSrcSet(covered) ?? '';
    expect(srcset).toMatch(/-w400\.webp 400w, .*-w800\.webp 800w, .*-w1200\.webp 1200w, .*\.png 1280w$/);
    expect(preload?.[2]).toBe(escapeHtml(srcset));
    expect(preload?.[3]).toBe(escapeHtml(COVER_SIZES.hero));
    expect(html.indexOf(preload?.[0] ?? '')).toBeLessThan(html.indexOf('</head>'));
    const cover = await fetch(new URL(covered.image_url, cloud().url));
    expect(cover.status).toBe(200);

    const bare = await publish({ title: `Sans image ${randomUUID().slice(0, 6)}`, status: 'published' });
    expect(await (await fetch(`${cloud().url}/session/${bare.id}`)).text()).not.toContain(
      'rel="preload" as="image"',
    );
  });

  it('holds the session’s first screen (title, description, cover) for the browser to paint before the app runs', async () => {
    const catalogue = await api('/api/sessions?sort=oldest');
    const covered = (catalogue.json as { items: Session[] }).items.find((s) => s.image_url && s.description);
    if (!covered?.image_url || !covered.description) throw new Error('the demo catalogue has covers');
    const html = await (await fetch(`${cloud().url}/session/${covered.id}`)).text();
    const { markup, preview } = firstScreen(html);
    expect(markup).toContain(`>${escapeHtml(covered.title)}</h1>`);
    expect(markup).toContain(`src="${escapeHtml(covered.image_url)}"`);
    expect(markup).toContain(`srcset="${escapeHtml(coverSrcSet(covered) ?? '')}"`);
    expect(markup).toContain(`alt="Illustration de la session « ${escapeHtml(covered.title)} »"`);
    expect(markup).toContain(escapeHtml(covered.description));
    expect(preview).toEqual({
      id: covered.id,
      title: covered.title,
      description: covered.description,
      image_url: covered.image_url,
      image_srcset: coverSrcSet(covered),
    });
    // One first screen, every placeholder filled, none of the other shapes sent along.
    expect(html.match(/<template /g)).toHaveLength(1);
    for (const placeholder of Object.values(SESSION_PREVIEW_PLACEHOLDERS))
      expect(html).not.toContain(placeholder);
    // The page's own code waits for that screen to paint (no modulepreload competes with the cover).
    expect(html).not.toContain('rel="modulepreload"');

    const bare = await publish({ title: `Sans image ${randomUUID().slice(0, 6)}`, status: 'published' });
    const plain = firstScreen(await (await fetch(`${cloud().url}/session/${bare.id}`)).text());
    expect(plain.markup).toContain(`>${bare.title}</h1>`);
    expect(plain.markup).toContain('Contenu Structuré');
    expect(plain.markup).not.toContain('<img');
    expect(plain.preview).toEqual({
      id: bare.id,
      title: bare.title,
      description: '',
      image_url: null,
      image_srcset: '',
    });
  });

  it('fills the first screen with what editors typed as text: markup, script ends and placeholders included', async () => {
    const title = `</template></h1><script>alert(1)</script> ${SESSION_PREVIEW_PLACEHOLDERS.description} $& ${randomUUID().slice(0, 4)}`;
    const description = `</script><script>alert(2)</script>\nDeuxième ligne ${SESSION_PREVIEW_PLACEHOLDERS.title}`;
    const session = await publish({ title, description, status: 'published' });
    const html = await (await fetch(`${cloud().url}/session/${session.id}`)).text();
    expect(html).not.toContain('<script>alert(');
    const { markup, preview } = firstScreen(html);
    // Replaced in one pass: a title spelling a placeholder keeps it, the description is not put in.
    expect(markup).toContain(`>${escapeHtml(title)}</h1>`);
    expect(markup).toContain(escapeHtml(description));
    expect(preview).toEqual({ id: session.id, title, description, image_url: null, image_srcset: '' });
  });

  it('records no view: only the app’s own API call counts one', async () => {
    const session = await publish({ title: `Vues ${randomUUID().slice(0, 6)}`, status: 'published' });
    await fetch(`${cloud().url}/session/${session.id}`);
    await fetch(`${cloud().url}/session/${session.id}`);
    const read = await api(`/api/sessions/${session.id}`);
    expect((read.json as Session).views_count).toBe(1);
  });

  it('answers 404 with a noindex page that still loads the app for unknown, malformed and draft ids', async () => {
    const draft = await publish({ title: `Brouillon ${randomUUID().slice(0, 6)}`, status: 'draft' });
    for (const id of [randomUUID(), 'pas-un-uuid', draft.id]) {
      const response = await fetch(`${cloud().url}/session/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('Session Non Trouvée');
      expect(html).not.toContain(draft.title);
      expect(html).toContain('<div id="root"></div>');
      // No first screen to show: the app loads at once and says the session is not found.
      expect(firstScreen(html)).toEqual({ markup: undefined, preview: undefined });
      expect(html).not.toContain('<template');
    }
  });
});
