/**
 * The bio's "URLs are automatically linked" rule (SPEC §2 settings): splits text into plain parts
 * and http(s) links. Pure data, so the page builds the elements with React (no HTML strings) and
 * no other scheme (javascript:, data:…) can ever become a link.
 */
export type BioSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A run of non-space characters starting with http:// or https:// (case-insensitive).
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"]+/gi;
// Sentence punctuation right after a URL belongs to the sentence, not to the address.
const TRAILING_PUNCTUATION = /[.,;:!?'»]+$/;

/** Drops trailing punctuation, and a closing bracket that has no opening one inside the URL. */
function trimCandidate(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING_PUNCTUATION, '');
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ] as const) {
      if (url.endsWith(close) && url.split(open).length < url.split(close).length) url = url.slice(0, -1);
    }
    if (url === before) return url;
  }
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): BioSegment[] {
  const segments: BioSegment[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const candidate = trimCandidate(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    plain += text.slice(last, start);
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}
