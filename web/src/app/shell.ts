/**
 * Runs before the app (its own tiny entry, ahead of it in index.html): shows the prerendered
 * first screen of this page, if the build made one (prerender.tsx), so a visitor sees the page
 * once the HTML and CSS are in rather than after the JavaScript. The app's first render replaces
 * it with the same markup (main.tsx). Self-contained on purpose: no chunk shared with the app.
 */
import { chooseShell } from './shell-choice';

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

const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-shell]')];
const root = document.getElementById('root');
const chosen = chooseShell(
  location.pathname,
  location.search,
  templates.map((template) => template.dataset.shell ?? ''),
  storedKeys(),
);
const template = templates.find((t) => t.dataset.shell === chosen);
if (template && root && !root.hasChildNodes()) {
  root.append(template.content);
  // Seen, not used: a click or a typed letter would be lost when the app replaces it (main.tsx).
  root.inert = true;
}
// The templates are no part of the page.
for (const t of templates) t.remove();
