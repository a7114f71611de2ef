import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@common/api-types';
import { NewSessionRoute } from '@/features/manage-content/routes/new-session';
import { renderWithApp, testUser } from '../../support/render';
import { server } from '../../support/server';

const STORAGE = 'https://storage.test/bucket';

/** A PNG's first bytes, then enough more that copies of a few hundred bytes are worth sending. */
function photo(): File {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return new File([png, new Uint8Array(20_000)], 'photo-atelier.png', { type: 'image/png' });
}

/**
 * What jsdom lacks of a phone's browser: decoding (a 1600×900 photo) and an off-screen canvas whose
 * encoder writes `encodes` (a browser that cannot write WebP hands back PNG, as Safari does).
 */
function browserCanvas(encodes: (asked: string) => string) {
  const drawn: number[] = [];
  class Canvas {
    constructor(
      public width: number,
      public height: number,
    ) {}
    getContext() {
      return {
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
        fillStyle: '',
        fillRect: () => undefined,
        drawImage: () => drawn.push(this.width),
      };
    }
    convertToBlob({ type }: { type: string }) {
      return Promise.resolve(new Blob([new Uint8Array(300)], { type: encodes(type) }));
    }
  }
  vi.stubGlobal('OffscreenCanvas', Canvas);
  vi.stubGlobal('createImageBitmap', () =>
    Promise.resolve({ width: 1600, height: 900, close: () => undefined }),
  );
  return drawn;
}

afterEach(() => vi.unstubAllGlobals());

/** Tickets answered one key each, storage taking every form, and the saved session. */
function platform() {
  const tickets: { file_name: string; content_type: string }[] = [];
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/uploads', async ({ request }) => {
      const body = (await request.json()) as { file_name: string; content_type: string };
      tickets.push(body);
      const key = `staging/user-1/session-image/${tickets.length}-1700000000000.bin`;
      return HttpResponse.json(
        { url: STORAGE, fields: { key }, key, expires_at: '2026-11-24T10:00:00.000Z', max_bytes: 1 },
        { status: 201 },
      );
    }),
    http.post(STORAGE, () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/sessions', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      const session: Session = {
        id: 's2',
        title: String(body.title),
        description: null,
        status: 'draft',
        image_url: '/media/images/user-1/a-1.png',
        tags: [],
        user_id: 'user-1',
        views_count: 0,
        created_at: '2026-11-24T10:00:00.000Z',
        updated_at: '2026-11-24T10:00:00.000Z',
      };
      return HttpResponse.json(session, { status: 201 });
    }),
  );
  return { tickets, saved };
}

async function attachAndSave() {
  const view = renderWithApp(
    <Routes>
      <Route path="/dashboard/sessions/new" element={<NewSessionRoute />} />
      <Route path="/dashboard/sessions/:id" element={<p>Session enregistrée</p>} />
    </Routes>,
    { user: testUser('editor'), path: '/dashboard/sessions/new' },
  );
  await view.user.type(await screen.findByRole('textbox', { name: /Titre/ }), 'Atelier pitch');
  await view.user.upload(screen.getByLabelText('Choisir une image'), photo());
  expect(await screen.findByText(/Image téléversée/)).toBeTruthy();
  await view.user.click(screen.getByRole('button', { name: 'Créer la session' }));
  expect(await screen.findByText('Session enregistrée')).toBeTruthy();
}

describe('the cover field of the session form', () => {
  it('sends WebP copies at the widths the lists show with the cover, and the save names each by its width', async () => {
    const drawn = browserCanvas((asked) => asked);
    const { tickets, saved } = platform();
    await attachAndSave();

    expect(tickets).toEqual([
      expect.objectContaining({ file_name: 'photo-atelier.png', content_type: 'image/png' }),
      expect.objectContaining({ file_name: 'couverture-400.webp', content_type: 'image/webp' }),
      expect.objectContaining({ file_name: 'couverture-800.webp', content_type: 'image/webp' }),
      expect.objectContaining({ file_name: 'couverture-1200.webp', content_type: 'image/webp' }),
    ]);
    // Drawn down by steps from 1600 px: 1200, then 800 from it, then 400 by halving.
    expect(drawn).toEqual([1200, 800, 400]);
    expect(saved).toEqual([
      expect.objectContaining({
        title: 'Atelier pitch',
        image_upload_key: 'staging/user-1/session-image/1-1700000000000.bin',
        image_variant_uploads: [
          { width: 400, upload_key: 'staging/user-1/session-image/2-1700000000000.bin' },
          { width: 800, upload_key: 'staging/user-1/session-image/3-1700000000000.bin' },
          { width: 1200, upload_key: 'staging/user-1/session-image/4-1700000000000.bin' },
        ],
      }),
    ]);
  });

  it('sends JPEG copies where the canvas cannot write WebP (the blob says what it is)', async () => {
    browserCanvas((asked) => (asked === 'image/webp' ? 'image/png' : asked));
    const { tickets, saved } = platform();
    await attachAndSave();
    expect(tickets.slice(1).map((t) => [t.file_name, t.content_type])).toEqual(
      [400, 800, 1200].map((w) => [`couverture-${w}.jpg`, 'image/jpeg']),
    );
    expect(saved[0]?.image_variant_uploads).toHaveLength(3);
  });

  it('sends the cover alone from a browser that cannot draw it, and it still saves', async () => {
    const { tickets, saved } = platform();
    await attachAndSave();
    expect(tickets).toEqual([expect.objectContaining({ file_name: 'photo-atelier.png' })]);
    expect(saved[0]).toMatchObject({ image_upload_key: 'staging/user-1/session-image/1-1700000000000.bin' });
    expect(saved[0]).not.toHaveProperty('image_variant_uploads');
  });
});
