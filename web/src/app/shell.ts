/**
 * Runs before the app (its own tiny entry, ahead of it in index.html): shows the prerendered
 * first screen of this page, if the build made one (prerender.tsx), so a visitor sees the page
 * once the HTML and CSS are in rather than after the JavaScript. The app's first render replaces
 * it with the same markup (main.tsx). Self-contained on purpose: no chunk shared with the app.
 */
import { catalogueColumns, chooseShell, earlyImages, earlyRequests, SHELL_EARLY_KEY } from './shell-choice';

function storedKeys(): string[] {
  const keys: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const store = window[name];
      for (let i = 0; i < store.length; i += 1) keys.push(store.key(i) ?? '');
    } catch {
      // Blocked storage: nothing stored.
    }
  }
  return keys;
}

const keys = storedKeys();
// The page's first API reads start now, alongside the app's JavaScript (lib/early-requests.ts).
const early: Record<string, Promise<Response>> = {};
for (const url of earlyRequests(location.pathname, location.search, keys)) {
  const response = fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  early[url] = response;
  // The top images start once the read answers (this runs before the app reads the body).
  response
    .then((r) => (r.ok ? r.clone().json() : null))
    .then((body: unknown) => {
      for (const src of earlyImages(url, body, catalogueColumns(window.innerWidth))) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = src;
        link.fetchPriority = 'high';
        document.head.append(link);
      }
    })
    .catch(() => undefined);
}
(window as unknown as Record<string, unknown>)[SHELL_EARLY_KEY] = early;

const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-shell]')];
const root = document.getElementById('root');
const chosen = chooseShell(
  location.pathname,
  location.search,
  templates.map((template) => template.dataset.shell ?? ''),
  keys,
);
const template = templates.find((t) => t.dataset.shell === chosen);
if (template && root && !root.hasChildNodes()) {
  root.append(template.content);
  // Seen, not used: a click or a typed letter would be lost when the app replaces it (main.tsx).
  root.inert = true;
}
// The templates are no part of the page.
for (const t of templates) t.remove();
