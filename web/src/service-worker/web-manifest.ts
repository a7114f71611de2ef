/**
 * The web app manifest (written by vite-plugin-pwa as /manifest.webmanifest): what Android shows
 * when Tremplin is added to the home screen. Colours are the site's: the brand teal of index.html's
 * theme-color, the stone-50 of the page behind the splash screen. The icons were drawn once from
 * public/favicon.svg (docs/offline.md, "Installable and offline"); the maskable one keeps the mark inside
 * the 80 % safe zone that Android's round and squircle masks leave whole.
 */
// Relative imports, not "@/…": web/vite.config.ts loads this file before its aliases exist.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { SITE } from '../config/site';

export const THEME_COLOR = '#115e59';
export const BACKGROUND_COLOR = '#fafaf9';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: SITE.name,
  short_name: SITE.name,
  description:
    "Formation des équipes d'incubation de startups : 14 sessions en 4 phases, avec modèles, guides et exercices.",
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: BACKGROUND_COLOR,
  theme_color: THEME_COLOR,
  categories: ['education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
