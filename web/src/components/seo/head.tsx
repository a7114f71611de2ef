import { useEffect } from 'react';

const SUFFIX = 'Tremplin';
const DEFAULT_DESCRIPTION =
  "Tremplin : sessions de formation, modèles, guides et exercices pour les responsables de programmes d'incubation de startups.";

/** Sets the document title ("{title} — Tremplin") and meta description for a page. */
export function Head({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    document.title = title
      ? `${title} — ${SUFFIX}`
      : `${SUFFIX} — Formation des équipes d'incubation de startups`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', description ?? DEFAULT_DESCRIPTION);
  }, [title, description]);
  return null;
}
