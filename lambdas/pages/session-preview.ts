import {
  SESSION_PAGE_CHUNKS_KEY,
  SESSION_PREVIEW_ELEMENT_ID,
  SESSION_PREVIEW_PLACEHOLDERS,
  SESSION_PREVIEW_TEMPLATE_ATTRIBUTE,
  sessionPreviewVariant,
  type SessionPreview,
} from '@common/app-documents';
import { escapeHtml } from './share-meta';

const TEMPLATES = new RegExp(
  `\\s*<template ${SESSION_PREVIEW_TEMPLATE_ATTRIBUTE}="([a-z-]+)">([\\s\\S]*?)</template>`,
  'g',
);

const PLACEHOLDER_KEYS = Object.keys(SESSION_PREVIEW_PLACEHOLDERS) as (keyof SessionPreview)[];
const PLACEHOLDERS = new RegExp(
  PLACEHOLDER_KEYS.map((key) =>
    SESSION_PREVIEW_PLACEHOLDERS[key].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
  ).join('|'),
  'g',
);

/** JSON inside <script>: no `<` can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The session document without its first-screen templates (a missing session, or no table). */
export function dropSessionPreviews(shell: string): string {
  return shell.replace(TEMPLATES, '');
}

/**
 * The session document (SESSION_DOCUMENT) with this session's first screen: the template of its
 * shape, placeholders replaced in one pass by its escaped values (a title spelling a placeholder
 * stays as typed), offered to the shell script as the page's first screen; and the same values as
 * JSON for the app's first render, which must match that markup to adopt it.
 */
export function injectSessionPreview(shell: string, preview: SessionPreview): string {
  const variant = sessionPreviewVariant(preview);
  const byPlaceholder = new Map<string, string>(
    PLACEHOLDER_KEYS.map((key) => [SESSION_PREVIEW_PLACEHOLDERS[key], escapeHtml(preview[key] ?? '')]),
  );
  let found = false;
  const html = shell.replace(TEMPLATES, (_match, name: string, markup: string) => {
    if (name !== variant) return '';
    found = true;
    const filled = markup.replace(
      PLACEHOLDERS,
      (placeholder) => byPlaceholder.get(placeholder) ?? placeholder,
    );
    return `\n    <template data-shell="${SESSION_PAGE_CHUNKS_KEY}">${filled}</template>`;
  });
  if (!found) return html;
  const data = `<script type="application/json" id="${SESSION_PREVIEW_ELEMENT_ID}">${scriptJson(preview)}</script>`;
  return html.replace(/<\/body>/i, () => `  ${data}\n  </body>`);
}
