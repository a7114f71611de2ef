import { DynamoDBClient, PutItemCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { CatalogPage, Session } from '@common/api-types';
import { CATALOGUE_PREVIEW_ELEMENT_ID } from '@common/app-documents';
import { CATALOGUE_TEMPLATE_ATTRIBUTE } from '@common/catalogue-preview';
import { COVER_SIZES, coverSrcSet } from '@common/cover-variants';
import { BUCKETS, CATALOGUE_SHELL_KEY, SHELL_KEY } from '../../infra/definitions/storage';
import { escapeHtml } from '../../lambdas/pages/share-meta';
import { api, cloud, signIn } from './helpers';

/**
 * GET /sessions through the local edge, as CloudFront sends it to the catalogue-page function: the
 * first page of published sessions in the HTML (the shell script shows it before the app runs) and
 * as JSON (the app's first render shows the same without reading it again); the plain app document
 * otherwise. The cloud's documents are stand-ins (test/integration/stand-in-documents.ts).
 */

async function page(path = '/sessions'): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${cloud().url}${path}`);
  return { response, html: await response.text() };
}

/** The first screen offered to the shell script, and the first page the app's first render reads. */
function firstScreen(html: string): { markup: string | undefined; data: unknown } {
  const markup = /<template data-shell="\/sessions">([\s\S]*?)<\/template>/.exec(html)?.[1];
  const json = new RegExp(
    `<script type="application/json" id="${CATALOGUE_PREVIEW_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return { markup, data: json === undefined ? undefined : JSON.parse(json) };
}

/** The app's own first read of the catalogue. */
async function firstRead(): Promise<CatalogPage> {
  const read = await api('/api/sessions?sort=oldest');
  expect(read.status).toBe(200);
  return read.json as CatalogPage;
}

describe('/sessions as the edge answers it', () => {
  it('carries the first page of published sessions: titles, covers, counts, and the same page as JSON', async () => {
    const { response, html } = await page();
    const expected = await firstRead();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');

    const { markup, data } = firstScreen(html);
    expect(data).toEqual(expected);
    expect(expected.items.length).toBeGreaterThan(0);
    for (const session of expected.items) {
      expect(markup).toContain(`<h2><a href="/session/${session.id}">${escapeHtml(session.title)}</a></h2>`);
      if (session.image_url)
        expect(markup).toContain(
          `<img src="${escapeHtml(session.image_url)}" alt="Illustration de la session « ${escapeHtml(session.title)} »"`,
        );
    }
    expect(markup).toContain(`Affichage de ${expected.items.length} sur ${expected.matched} sessions`);
    // The demo's covers: the first card's is requested with the HTML, the others once the screen shows.
    const first = expected.items[0];
    expect(first?.image_url).toBeTruthy();
    const head = html.slice(0, html.indexOf('</head>'));
    // The demo covers have variants: the preload names them with the card's sizes, so the browser
    // fetches the very file the card's <img> picks.
    const srcset = first ? coverSrcSet(first) : undefined;
    expect(srcset).toMatch(/-w400\.webp 400w/);
    expect(head).toContain(
      `<link rel="preload" as="image" href="${first?.image_url}" imagesrcset="${escapeHtml(srcset ?? '')}" imagesizes="${COVER_SIZES.card}" fetchpriority="high" />`,
    );
    expect((await fetch(new URL(first?.image_url ?? '', cloud().url))).status).toBe(200);
    for (const variant of first?.image_variants ?? [])
      expect((await fetch(new URL(variant.url, cloud().url))).status).toBe(200);

    // One first screen (the catalogue's, the skeleton and the other pages' dropped), every piece used up,
    // and the app's code left until it has painted.
    expect(html.match(/<template /g)).toHaveLength(1);
    expect(html).not.toContain('Chargement des sessions');
    expect(html).not.toContain(CATALOGUE_TEMPLATE_ATTRIBUTE);
    expect(html).not.toMatch(/tremplin(Card|Catalogue|Tag|View)[A-Z]/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it('is the plain app document (index.html) for an address with a query: its first screen depends on it', async () => {
    const index = await (await fetch(`${cloud().url}/index.html`)).text();
    for (const path of ['/sessions?search=pitch', '/sessions?tags=Id%C3%A9ation', '/sessions?sort=title']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toBe(index);
      expect(firstScreen(html).data, path).toBeUndefined();
    }
  });

  it('leaves other paths to the site: /sessions/ and /sessions/x are the app document', async () => {
    const index = await (await fetch(`${cloud().url}/index.html`)).text();
    expect((await page('/sessions/')).html).toBe(index);
    expect((await page('/sessions/autre')).html).toBe(index);
  });

  it('shows what editors typed as text, escaped: markup, script ends, placeholders, $ patterns', async () => {
    const [target] = (await firstRead()).items;
    if (!target) throw new Error('the demo catalogue is published');
    const { accessToken } = await signIn('editor@tremplin.test');
    const edit = (fields: Pick<Session, 'title' | 'description' | 'tags'>) =>
      api(`/api/sessions/${target.id}`, {
        method: 'PUT',
        token: accessToken,
        body: { ...fields, status: 'published', image_url: target.image_url },
      });
    const title = `</template></h2><script>alert(1)</script> tremplinCardTitle tremplinCatalogueCards $& $'`;
    const description = `</p></script><script>alert(2)</script> tremplinCardDescription`;
    const tags = [`"><img src=x onerror=alert(3)>`, 'tremplinTagName', '</ul>$&', 'quatre'];
    expect((await edit({ title, description, tags })).status).toBe(200);
    try {
      const { html } = await page();
      expect(html).not.toMatch(/<script>alert|<img src=x|<\/template><\/h2>/);
      const { markup, data } = firstScreen(html);
      expect(markup).toContain(`<h2><a href="/session/${target.id}">${escapeHtml(title)}</a></h2>`);
      expect(markup).toContain(`<p>${escapeHtml(description)}</p>`);
      expect(markup).toContain(`>${escapeHtml(tags[0] ?? '')}</button>`);
      // Three chips, then the fourth counted: the placeholders typed stay as typed.
      expect(markup).toContain('>tremplinTagName</button>');
      expect(markup).toContain('<li>+1 plus</li>');
      const shown = (data as CatalogPage).items.find((session) => session.id === target.id);
      expect(shown).toMatchObject({ title, description, tags });
    } finally {
      const restored = await edit({
        title: target.title,
        description: target.description,
        tags: target.tags,
      });
      expect(restored.status).toBe(200);
    }
  });
});

describe("the catalogue-page function's own keys", () => {
  const REGION = 'eu-west-3';
  const keys = () => cloud().functionKeys['render-catalogue-page'];
  const dynamo = () =>
    new DynamoDBClient({
      endpoint: cloud().gates.dynamodb,
      region: REGION,
      credentials: keys(),
      maxAttempts: 1,
    });
  const s3 = () =>
    new S3Client({
      endpoint: cloud().gates.s3,
      region: REGION,
      credentials: keys(),
      forcePathStyle: true,
      maxAttempts: 1,
    });

  it('read the published listing and its own document, and nothing else', async () => {
    await expect(
      dynamo().send(
        new QueryCommand({
          TableName: 'tremplin',
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': { S: 'nothing' } },
          Limit: 1,
        }),
      ),
    ).resolves.toBeDefined();
    const denied = { name: 'AccessDeniedException' };
    await expect(dynamo().send(new ScanCommand({ TableName: 'tremplin', Limit: 1 }))).rejects.toMatchObject(
      denied,
    );
    await expect(
      dynamo().send(new PutItemCommand({ TableName: 'tremplin', Item: { PK: { S: 'x' }, SK: { S: 'y' } } })),
    ).rejects.toMatchObject(denied);
    await expect(
      dynamo().send(
        new QueryCommand({
          TableName: 'tremplin',
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': { S: 'nothing' } },
        }),
      ),
    ).rejects.toMatchObject(denied);

    const own = await s3().send(new GetObjectCommand({ Bucket: BUCKETS.media, Key: CATALOGUE_SHELL_KEY }));
    expect(await own.Body?.transformToString()).toContain(CATALOGUE_TEMPLATE_ATTRIBUTE);
    // Not even the session page's document beside it.
    await expect(
      s3().send(new GetObjectCommand({ Bucket: BUCKETS.media, Key: SHELL_KEY })),
    ).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });
});
