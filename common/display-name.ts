/**
 * SPEC §2: the display name is the e-mail's local part, separators turned into
 * spaces, words capitalised; 'Utilisateur' when nothing usable remains.
 */
export function displayName(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const words = local
    .split(/[._\-+]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return 'Utilisateur';
  return words.map((w) => w.charAt(0).toLocaleUpperCase('fr-FR') + w.slice(1)).join(' ');
}

/**
 * Up to two initials for the avatar fallback: the first letter (or digit) of each of the first two
 * words that have one, so symbols are skipped ('@amina benali' → 'AB', '— Awa' → 'A').
 */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .map((letter) => letter.toLocaleUpperCase('fr-FR'));
  return letters.join('') || 'U';
}
