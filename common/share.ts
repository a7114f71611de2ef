import { PLATFORM_NAME } from './platform';

/**
 * What a shared session link shows (SPEC §2 /session/{id}): the session's own title, text and
 * image, or these fallbacks when it has none. Read by the web app's share buttons and by the
 * page renderer that gives crawlers their Open Graph and Twitter tags (one constant, one image).
 */
export const SHARE_FALLBACK = {
  /** 1200×630 JPEG in web/public: the size social networks expect for a large card. */
  imagePath: '/og-image.jpg',
  imageWidth: 1200,
  imageHeight: 630,
  text: "Une session du programme Tremplin : méthodes, modèles et outils pour accompagner les startups, de l'idée au financement.",
  siteName: PLATFORM_NAME,
} as const;

/** Descriptions in link previews are cut around this length by most networks. */
export const SHARE_DESCRIPTION_MAX = 200;

/** The first `max` characters of a text on a word boundary, with an ellipsis when cut. */
export function shareExcerpt(text: string, max = SHARE_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}
