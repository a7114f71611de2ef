import { describe, expect, it } from 'vitest';
import { SHARE_FALLBACK } from '@common/share';
import { excerpt, shareContent, shareLinks } from '@/features/sessions/utils/share-links';

const PAGE = 'https://tremplin.example/session/6f1c2a4e-0000-4000-8000-000000000001?session=x#top';

describe('shareContent', () => {
  it("uses the session's own text and image, and the page address without query or fragment", () => {
    const content = shareContent(
      {
        title: 'Stratégie de prix',
        description: 'Fixer un prix.\nQui couvre les coûts.',
        image_url: '/media/cover.png',
      },
      PAGE,
    );
    expect(content).toEqual({
      url: 'https://tremplin.example/session/6f1c2a4e-0000-4000-8000-000000000001',
      title: 'Stratégie de prix',
      text: 'Fixer un prix. Qui couvre les coûts.',
      image: 'https://tremplin.example/media/cover.png',
    });
  });

  it('falls back on the site text and image when the session has none', () => {
    const content = shareContent({ title: 'Pitch', description: '  ', image_url: null }, PAGE);
    expect(content.text).toBe(SHARE_FALLBACK.text);
    expect(content.image).toBe(`https://tremplin.example${SHARE_FALLBACK.imagePath}`);
  });
});

describe('shareLinks', () => {
  it('builds WhatsApp, Facebook, LinkedIn and X addresses carrying the encoded page address (and title for WhatsApp and X)', () => {
    const links = shareLinks({
      url: 'https://tremplin.example/session/abc',
      title: "Modèle d'affaires & co",
    });
    expect(links.map((l) => l.network)).toEqual(['whatsapp', 'facebook', 'linkedin', 'x']);
    const whatsapp = new URL(links[0]?.href ?? '');
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(
      "Modèle d'affaires & co https://tremplin.example/session/abc",
    );
    const encoded = encodeURIComponent('https://tremplin.example/session/abc');
    expect(links[1]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links[2]?.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    const x = new URL(links[3]?.href ?? '');
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
    expect(x.searchParams.get('url')).toBe('https://tremplin.example/session/abc');
    expect(x.searchParams.get('text')).toBe("Modèle d'affaires & co");
  });
});

describe('excerpt', () => {
  it('keeps short text whole, on one line', () => {
    expect(excerpt('Un\n\ndeux   trois')).toBe('Un deux trois');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'Préparer un pitch de cinq minutes clair et convaincant, puis s’entraîner devant un jury.';
    const cut = excerpt(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe('Préparer un pitch de cinq minutes clair…');
  });
});
