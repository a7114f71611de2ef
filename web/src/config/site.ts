/**
 * Public contact details and social accounts shown in the footer and legal pages.
 * Placeholders to confirm before launch: the programme's real accounts and mailbox.
 */
export const SITE = {
  name: 'Tremplin',
  contact: {
    email: 'contact@tremplin.ma',
    /** Postal address given on the legal pages (SPEC §2: an address in Morocco). */
    street: '10, avenue Mohammed V',
    postalCode: '10000',
    city: 'Rabat',
    country: 'Maroc',
    hours: 'Du lundi au vendredi, 9 h – 17 h (GMT+1)',
  },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

/**
 * What a shared session falls back on when it has no description or image of its own
 * (SPEC §2 /session/{id}). The image is a static file of web/public (1200 × 630, the size
 * social networks preview); both are also what server-side crawler tags should use.
 */
export const SHARE_FALLBACK = {
  text: "Tremplin : une session du programme de formation des équipes d'incubation de startups, avec ses guides, présentations et exercices.",
  imagePath: '/share-default.jpg',
  imageWidth: 1200,
  imageHeight: 630,
} as const;
