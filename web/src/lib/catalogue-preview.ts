import type { CatalogPage } from '@common/api-types';
import { CATALOGUE_PREVIEW_ELEMENT_ID } from '@common/app-documents';

/**
 * The catalogue's first page as /sessions' HTML was answered with it (lambdas/pages/catalogue-page.ts):
 * its first screen shows those cards from the HTML, and the app's first render must show the same
 * to adopt that markup (hydration), without reading the page again. The build prerenders with
 * placeholder cards given here instead. Taken once: a later visit of the catalogue reads afresh.
 */
let given: CatalogPage | null | undefined;

function isPage(value: unknown): value is CatalogPage {
  if (typeof value !== 'object' || value === null) return false;
  const { items, next_cursor, total, matched } = value as Record<string, unknown>;
  return (
    Array.isArray(items) &&
    items.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>).id === 'string' &&
        typeof (item as Record<string, unknown>).title === 'string' &&
        Array.isArray((item as Record<string, unknown>).tags),
    ) &&
    (next_cursor === null || typeof next_cursor === 'string') &&
    typeof total === 'number' &&
    typeof matched === 'number'
  );
}

function fromDocument(): CatalogPage | null {
  if (typeof document === 'undefined') return null;
  try {
    const value = JSON.parse(
      document.getElementById(CATALOGUE_PREVIEW_ELEMENT_ID)?.textContent || 'null',
    ) as unknown;
    return isPage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first page the HTML came with, once (then null). */
export function takeCataloguePreview(): CatalogPage | null {
  const page = given === undefined ? fromDocument() : given;
  given = null;
  return page;
}

/** Build time (app/prerender.tsx): the placeholder page the catalogue's pieces are rendered with. */
export function provideCataloguePreview(page: CatalogPage | null): void {
  given = page ?? undefined;
}
