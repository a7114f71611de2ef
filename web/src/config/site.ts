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
