import type { Session } from '@common/api-types';
import { SHARE_FALLBACK } from '@common/share';

export interface ShareContent {
  /** The page's address, without query or fragment. */
  url: string;
  title: string;
  text: string;
  /** Absolute address of the image networks show. */
  image: string;
}

/** A description cut at a word boundary, on one line, at most `max` characters with '…'. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // The cut ends a word when the next character is a space; otherwise drop the partial word.
  const lastSpace = flat[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** What sharing a session says: its own text and image, else the site's fallback ones. */
export function shareContent(
  session: Pick<Session, 'title' | 'description' | 'image_url'>,
  pageUrl: string,
): ShareContent {
  const page = new URL(pageUrl);
  const url = `${page.origin}${page.pathname}`;
  const description = session.description?.trim();
  return {
    url,
    title: session.title,
    text: description ? excerpt(description) : SHARE_FALLBACK.text,
    image: new URL(session.image_url || SHARE_FALLBACK.imagePath, page.origin).href,
  };
}

export type ShareNetwork = 'whatsapp' | 'facebook' | 'linkedin' | 'x';

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/**
 * The networks' share addresses for a page: WhatsApp first (how links travel in the programme's
 * countries: USERS.md), then SPEC §2's three networks. WhatsApp's message is the title and the
 * address, which WhatsApp turns into a preview (the page's Open Graph tags).
 */
export function shareLinks({ url, title }: Pick<ShareContent, 'url' | 'title'>): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: 'x',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
  ];
}
