import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@common/api-types';
import { COVER_VARIANT_MAX_BYTES } from '@common/cover-variants';
import { COVER_MESSAGES } from '@common/messages';
import { demoCoverPng, demoCoverVariants } from '../../infra/local/demo-covers';
import { api, cloud, signIn, uploadFile } from './helpers';

/** A 1280×720 PNG cover and its 400, 800 and 1200 px WebP variants, as Chromium made them. */
const COVER = new Uint8Array(demoCoverPng(2));
const VARIANTS = demoCoverVariants(2).map((v) => ({ width: v.width, bytes: new Uint8Array(v.bytes) }));
const variant = (width: number) => VARIANTS.find((v) => v.width === width)?.bytes ?? new Uint8Array();

/** A 1×1 PNG. */
const TINY_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const served = async (url: string) => {
  const response = await fetch(`${cloud().url}${url}`);
  return { status: response.status, type: response.headers.get('content-type') };
};

let editor = '';
beforeAll(async () => {
  editor = (await signIn('editor@tremplin.test')).accessToken;
});

async function uploadVariants(
  list: { width: number; bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string }[],
) {
  return Promise.all(
    list.map(async (v) => ({
      width: v.width,
      upload_key: await uploadFile(
        editor,
        'session-image',
        v.name ?? `couverture-${v.width}.webp`,
        v.bytes,
        v.type ?? 'image/webp',
      ),
    })),
  );
}

const uploadCover = () => uploadFile(editor, 'session-image', 'couverture.png', COVER, 'image/png');

async function save(id: string | null, body: Record<string, unknown>) {
  return api(id ? `/api/sessions/${id}` : '/api/sessions', {
    method: id ? 'PUT' : 'POST',
    token: editor,
    body: { title: `Variantes ${randomUUID()}`, status: 'published', ...body },
  });
}

describe('a cover attached with its variants', () => {
  it('stores them beside it, served as WebP; a replaced or removed cover and a deleted session take them along', async () => {
    const created = await save(null, {
      image_upload_key: await uploadCover(),
      image_variant_uploads: await uploadVariants(VARIANTS),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const session = created.json as Session;
    const stem = (session.image_url ?? '').replace(/\.png$/, '');
    expect(session.image_url).toMatch(/^\/media\/images\/.+\.png$/);
    expect(session.image_width).toBe(1280);
    expect(session.image_variants).toEqual(
      [400, 800, 1200].map((w) => ({ width: w, url: `${stem}-w${w}.webp` })),
    );
    for (const v of session.image_variants ?? [])
      expect(await served(v.url)).toEqual({ status: 200, type: 'image/webp' });
    // Lists carry them: the catalogue's cards build their srcset from the same fields.
    const dashboard = await api(`/api/dashboard/sessions/${session.id}`, { token: editor });
    expect(dashboard.json).toMatchObject({ image_variants: session.image_variants, image_width: 1280 });

    // Kept as it is when the form keeps the cover.
    const kept = await save(session.id, { title: session.title, image_url: session.image_url });
    expect(kept.json).toMatchObject({ image_url: session.image_url, image_variants: session.image_variants });

    // Replaced by a cover without variants (an older client): the old files all go, the new one stands alone.
    const replaced = await save(session.id, { title: session.title, image_upload_key: await uploadCover() });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    const next = replaced.json as Session;
    expect(next.image_variants).toEqual([]);
    expect(next.image_width).toBe(1280);
    for (const url of [session.image_url ?? '', ...(session.image_variants ?? []).map((v) => v.url)]) {
      expect((await served(url)).status).toBe(404);
    }
    expect((await served(next.image_url ?? '')).status).toBe(200);

    // With variants again, then removed: every file goes.
    const again = (
      await save(session.id, {
        title: session.title,
        image_upload_key: await uploadCover(),
        image_variant_uploads: await uploadVariants(VARIANTS.slice(0, 2)),
      })
    ).json as Session;
    expect(again.image_variants?.map((v) => v.width)).toEqual([400, 800]);
    const removed = await save(session.id, { title: session.title, image_url: null });
    expect(removed.json).toMatchObject({ image_url: null, image_variants: [], image_width: null });
    for (const url of [again.image_url ?? '', ...(again.image_variants ?? []).map((v) => v.url)]) {
      expect((await served(url)).status).toBe(404);
    }

    // A deleted session's cover files go with it.
    const last = (
      await save(session.id, {
        title: session.title,
        image_upload_key: await uploadCover(),
        image_variant_uploads: await uploadVariants(VARIANTS.slice(0, 1)),
      })
    ).json as Session;
    expect((await api(`/api/sessions/${session.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    for (const url of [last.image_url ?? '', ...(last.image_variants ?? []).map((v) => v.url)]) {
      expect((await served(url)).status).toBe(404);
    }
  });
});

describe('a variant that is not what it claims', () => {
  let session: Session;
  beforeAll(async () => {
    const created = await save(null, {
      image_upload_key: await uploadCover(),
      image_variant_uploads: await uploadVariants(VARIANTS.slice(0, 1)),
    });
    session = created.json as Session;
  });

  /** The refused save: the session, its files and the cover's ticket as they were. */
  async function expectRefused(
    variants: { width: number; upload_key: string }[],
    status: number,
    message: string,
    coverKey?: string,
  ) {
    const cover = coverKey ?? (await uploadCover());
    const response = await save(session.id, {
      title: session.title,
      image_upload_key: cover,
      image_variant_uploads: variants,
    });
    expect(response.status, JSON.stringify(response.json)).toBe(status);
    expect(response.json).toMatchObject({ error: { message, fields: { image_variant_uploads: message } } });
    const now = (await api(`/api/dashboard/sessions/${session.id}`, { token: editor })).json as Session;
    expect(now).toMatchObject({ image_url: session.image_url, image_variants: session.image_variants });
    for (const url of [session.image_url ?? '', ...(session.image_variants ?? []).map((v) => v.url)]) {
      expect((await served(url)).status).toBe(200);
    }
    return cover;
  }

  it('is refused with its width, type or weight said in French, and nothing changes', async () => {
    // Declared 800 px wide, 400 px in fact.
    const cover = await expectRefused(
      await uploadVariants([{ width: 800, bytes: variant(400) }]),
      400,
      COVER_MESSAGES.variantWidthMismatch(800, 400),
    );
    // The cover's ticket was given back: the same upload attaches once the variants are right.
    const retried = await save(session.id, {
      title: session.title,
      image_upload_key: cover,
      image_variant_uploads: await uploadVariants(VARIANTS.slice(0, 1)),
    });
    expect(retried.status, JSON.stringify(retried.json)).toBe(200);
    session = retried.json as Session;

    // A PNG (or anything but WebP and JPEG).
    await expectRefused(
      await uploadVariants([
        { width: 400, bytes: new Uint8Array(demoCoverPng(2).subarray(0)), name: 'v.png', type: 'image/png' },
      ]),
      400,
      COVER_MESSAGES.variantType,
    );

    // Over its byte cap: a real 400 px WebP carrying 120 KB more (an extra RIFF chunk).
    const padding = Buffer.alloc(8 + 120 * 1024);
    padding.write('JUNK', 0, 'latin1');
    padding.writeUInt32LE(120 * 1024, 4);
    const heavy = new Uint8Array(Buffer.concat([variant(400), padding]));
    await expectRefused(
      await uploadVariants([{ width: 400, bytes: heavy }]),
      413,
      COVER_MESSAGES.variantTooLarge(400, COVER_VARIANT_MAX_BYTES[400]),
    );
  });

  it('is refused when larger than its cover, for an animation, or without a new cover', async () => {
    const tiny = await uploadFile(editor, 'session-image', 'minuscule.png', TINY_PNG, 'image/png');
    await expectRefused(
      await uploadVariants([{ width: 400, bytes: variant(400) }]),
      400,
      COVER_MESSAGES.variantLargerThanCover(400),
      tiny,
    );

    const gif = new Uint8Array([...Buffer.from('GIF89a', 'latin1'), 0x00, 0x05, 0xd0, 0x02, 0, 0, 0, 0x3b]);
    const gifKey = await uploadFile(editor, 'session-image', 'anime.gif', gif, 'image/gif');
    await expectRefused(
      await uploadVariants([{ width: 400, bytes: variant(400) }]),
      400,
      COVER_MESSAGES.variantOfAnimation,
      gifKey,
    );

    const alone = await save(session.id, {
      title: session.title,
      image_url: session.image_url,
      image_variant_uploads: await uploadVariants([{ width: 400, bytes: variant(400) }]),
    });
    expect(alone.status).toBe(400);
    expect(alone.json).toMatchObject({ error: { message: COVER_MESSAGES.variantWithoutCover } });
  });
});
